import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import {
  expectRenderedOnlyNearViewport,
  nextFrames,
  rendered,
  setUpNearViewportTests,
  startFreshVisit,
  testViewport,
} from '../../internal/nearViewport.fixtures.js';
import { ToastRegion } from '../Toast/Toast.js';
import { Section } from './Section.js';

setUpNearViewportTests();

function renderFarBand(
  content = <a href="#far">Far link</a>,
  tone: 'default' | 'brand' = 'default',
) {
  render(
    <>
      <Section>
        <p>First screen</p>
      </Section>
      <div style={{ blockSize: '4000px' }} />
      <Section tone={tone}>{content}</Section>
    </>,
  );
}

it('with bands allowed to wait (a fresh visit), a band far below renders only once it nears the viewport; meanwhile its content can be measured and focused', async () => {
  startFreshVisit();
  renderFarBand();
  await expectRenderedOnlyNearViewport(
    screen.getByText('First screen'),
    screen.getByRole('link', { name: 'Far link' }),
  );
});

it('without the root attribute (a reload, or no script), every band renders at once', async () => {
  renderFarBand();
  await nextFrames();
  expect(rendered(screen.getByRole('link', { name: 'Far link' }))).toBe(true);
});

it('a band holding toasts renders at once, so they stay placed against the viewport', async () => {
  startFreshVisit();
  renderFarBand(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
  await nextFrames();
  const liveRegion = screen.getByRole('status');
  expect(rendered(liveRegion)).toBe(true);
  // Placed against the viewport: on screen, not 4,000 px down with its band.
  const { top, bottom } = liveRegion.getBoundingClientRect();
  expect(top).toBeGreaterThan(0);
  expect(bottom).toBeLessThanOrEqual(testViewport.height);
});

it('a band of the brand tone renders at once: a contrast checker sees its light text on its own background', async () => {
  startFreshVisit();
  renderFarBand(undefined, 'brand');
  await nextFrames();
  expect(rendered(screen.getByRole('link', { name: 'Far link' }))).toBe(true);
});
