import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Section } from './Section.js';

afterEach(() => cleanup());

const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
/** Whether the browser renders the element now (false while its band is skipped off screen). */
const rendered = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });

it('a band far below the first screen is rendered only once it nears the viewport; meanwhile its content can be measured and focused', async () => {
  await page.viewport(800, 600);
  render(
    <>
      <Section>
        <p>First screen</p>
      </Section>
      <div style={{ blockSize: '4000px' }} />
      <Section>
        <a href="#far">Far link</a>
      </Section>
    </>,
  );
  await nextFrames();
  const near = screen.getByText('First screen');
  const far = screen.getByRole('link', { name: 'Far link' });
  expect(rendered(near)).toBe(true);
  expect(rendered(far)).toBe(false);
  expect(far.getBoundingClientRect().width).toBeGreaterThan(0);

  far.focus();
  expect(document.activeElement).toBe(far);
  await nextFrames();
  expect(rendered(far)).toBe(true);
});
