// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** The built stylesheet (`@lumenor/ui/styles.css`); `pnpm run build` writes it. */
const stylesheet = readFileSync(path.join(import.meta.dirname, '..', 'dist', 'index.css'), 'utf8');

it("keeps the index's order: fonts, theme values, text zoom, reset, then components, lazily loaded ones too", () => {
  const positions = [
    '@font-face',
    '[data-color-mode="dark"]',
    '[data-text-size="200"]',
    'box-sizing: border-box',
    // The first component rule of all: the toast's keyframes, whose module loads lazily.
    '@keyframes',
  ].map((text) => [text, stylesheet.indexOf(text)] as const);
  for (const [text, position] of positions) expect(position, text).toBeGreaterThanOrEqual(0);
  const order = [...positions].sort((a, b) => a[1] - b[1]).map(([text]) => text);
  expect(order).toEqual(positions.map(([text]) => text));
});
