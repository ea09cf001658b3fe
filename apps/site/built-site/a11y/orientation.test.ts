import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/lib/files';
import { clientDirectory, requireBuild } from '../built-site';

/**
 * Orientation (WCAG 1.3.4): no shipped style depends on whether the screen is held upright or
 * sideways, so none can lock the page to one. Checked here over every stylesheet and page rather
 * than by axe's rule in the browser, which would fetch every stylesheet again on each page visit.
 */
const orientationQuery = /@media[^{]*\borientation\b/i;

requireBuild();

describe('orientation', () => {
  it('no stylesheet or page of the build has a media query on orientation', async () => {
    const styled = (await listFiles(clientDirectory)).filter((file) => /\.(css|html)$/.test(file));
    expect(styled.some((file) => file.endsWith('.css'))).toBe(true);
    const locking = styled.filter((file) =>
      orientationQuery.test(readFileSync(path.join(clientDirectory, file), 'utf8')),
    );
    expect(locking, 'files with an orientation media query').toEqual([]);
  });
});
