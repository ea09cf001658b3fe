import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/lib/files';
import { clientDirectory, requireBuild } from '../built-site';
import { brokenTextReferences } from './references';

describe('brokenTextReferences', () => {
  it('finds ids that name no element or an element without text, in any position', () => {
    const html = [
      '<span id="hint">We reply to this address.</span><span id="blank"> <svg></svg></span>',
      '<input aria-describedby="blank hint"><input aria-describedby="hint gone">',
      '<form aria-labelledby="hint"></form>',
    ].join('');
    expect(brokenTextReferences(html)).toEqual([
      'aria-describedby → blank (empty)',
      'aria-describedby → gone (missing)',
    ]);
  });
});

requireBuild();

describe('descriptions and labels of the built site', () => {
  it('name, on every page, elements that exist and have text', async () => {
    const pages = (await listFiles(clientDirectory)).filter((file) => file.endsWith('.html'));
    const broken = pages.flatMap((file) =>
      brokenTextReferences(readFileSync(path.join(clientDirectory, file), 'utf8')).map(
        (problem) => `${file}: ${problem}`,
      ),
    );
    expect(pages.length).toBeGreaterThan(60);
    expect(broken).toEqual([]);
  }, 30_000);
});
