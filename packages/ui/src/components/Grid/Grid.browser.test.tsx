import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { page } from 'vitest/browser';
import {
  expectRenderedOnlyNearViewport,
  nextFrames,
  rendered,
  setUpNearViewportTests,
  startFreshVisit,
  testViewport,
} from '../../internal/nearViewport.fixtures.js';
import { Grid } from './Grid.js';

setUpNearViewportTests();

/** A one-column list of cards, each a screen tall, so the last is 11 screens down. */
const cardNames = Array.from({ length: 12 }, (_, index) => `Card ${index + 1}`);
function renderLongGrid() {
  render(
    <Grid columns={1} asList>
      {cardNames.map((name) => (
        <div key={name} style={{ blockSize: `${testViewport.height}px` }}>
          <a href={`#${name}`}>{name}</a>
        </div>
      ))}
    </Grid>,
  );
}

it('on a fresh visit, a cell far below renders only once it nears the viewport; meanwhile its link can be measured and focused', async () => {
  startFreshVisit();
  renderLongGrid();
  await expectRenderedOnlyNearViewport(
    screen.getByRole('link', { name: 'Card 1' }),
    screen.getByRole('link', { name: 'Card 12' }),
  );
});

it('without the root attribute (a reload, or no script), every cell renders at once', async () => {
  renderLongGrid();
  await nextFrames();
  expect(rendered(screen.getByRole('link', { name: 'Card 12' }))).toBe(true);
});

/** The colour the page shows at a point, in CSS pixels from the viewport's top left. */
async function colourAt(x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({ save: false });
  const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.drawImage(image, 0, 0);
  const scale = image.width / window.innerWidth;
  return [...context.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data];
}

it('paints what a card draws just outside its cell (its shadow, a focus ring) whole while the cell renders near the viewport', async () => {
  startFreshVisit();
  render(
    <div style={{ padding: '48px', background: 'rgb(255 255 255)' }}>
      <Grid columns={1} asList>
        <div
          data-testid="card"
          style={{ blockSize: '100px', boxShadow: '0 0 0 12px rgb(255 0 0)' }}
        />
      </Grid>
    </div>,
  );
  await nextFrames();
  const cell = screen.getByTestId('card').parentElement as HTMLElement;
  expect(getComputedStyle(cell).contentVisibility).toBe('auto');
  const { left, top } = cell.getBoundingClientRect();
  // 8 px left of the cell, within the shadow: red, not clipped away to the white behind.
  expect(await colourAt(left - 8, top + 50)).toEqual([255, 0, 0, 255]);
});
