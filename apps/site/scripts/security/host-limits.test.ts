import { describe, expect, it } from 'vitest';
import {
  assetProblems,
  headersFileProblems,
  hostLimits,
  redirectsFileProblems,
} from './host-limits';

const rule = (index: number) => `/section-${index}/*\n  Cache-Control: no-cache`;

describe('headersFileProblems', () => {
  it(`accepts ${hostLimits.headerRules} rules and lines of ${hostLimits.headerLineLength} characters`, () => {
    const rules = Array.from({ length: hostLimits.headerRules - 1 }, (_, index) => rule(index));
    const line = `  X-Long: ${'a'.repeat(hostLimits.headerLineLength - 10)}`;
    expect(line).toHaveLength(hostLimits.headerLineLength);
    expect(headersFileProblems(['# comment', '/*', line, ...rules].join('\n'))).toEqual([]);
  });

  it('names a line one character too long, and one rule too many', () => {
    const line = `  X-Long: ${'a'.repeat(hostLimits.headerLineLength - 9)}`;
    expect(headersFileProblems(`/*\n${line}`)).toEqual([
      `_headers line 2 has ${hostLimits.headerLineLength + 1} characters (at most 2000)`,
    ]);
    const rules = Array.from({ length: hostLimits.headerRules + 1 }, (_, index) => rule(index));
    expect(headersFileProblems(rules.join('\n\n'))).toEqual([
      '_headers has 101 rules (at most 100)',
    ]);
  });
});

describe('redirectsFileProblems', () => {
  const lines = (count: number, make: (index: number) => string) =>
    Array.from({ length: count }, (_, index) => make(index));

  it('accepts 2,000 static and then 100 dynamic rules, with the statuses Cloudflare knows', () => {
    const text = [
      ...lines(hostLimits.staticRedirects, (index) => `/old-${index} /new-${index} 301`),
      ...lines(hostLimits.dynamicRedirects, (index) => `/area-${index}/* /new 308`),
    ].join('\n');
    expect(redirectsFileProblems(text)).toEqual([]);
    for (const status of hostLimits.redirectStatuses) {
      expect(redirectsFileProblems(`/a /b ${status}`), String(status)).toEqual([]);
    }
  });

  it('counts every rule after the first dynamic one as dynamic', () => {
    const text = [
      '/area/* /new 301',
      ...lines(hostLimits.dynamicRedirects, (index) => `/old-${index} /new 301`),
    ].join('\n');
    expect(redirectsFileProblems(text)).toEqual([
      '_redirects has 101 dynamic rules, counted from the first with * or :name (at most 100)',
    ]);
    expect(redirectsFileProblems('/blog/:slug /posts/:slug 301\n/a /b 301\n')).toEqual([]);
  });

  it('refuses one static rule too many', () => {
    const text = lines(hostLimits.staticRedirects + 1, (index) => `/o-${index} /n 301`).join('\n');
    expect(redirectsFileProblems(text)).toEqual([
      '_redirects has 2001 static rules (at most 2000)',
    ]);
  });

  it('refuses a status Cloudflare rejects, and a rule without one (hosts differ on the default)', () => {
    expect(redirectsFileProblems('/te/* /te/404.html 404\n/a /b')).toEqual([
      '_redirects "/te/* /te/404.html 404": status 404 is not one Cloudflare accepts',
      '_redirects "/a /b": status (none) is not one Cloudflare accepts',
    ]);
  });
});

describe('assetProblems', () => {
  it('refuses a file over 25 MiB, and more files than one version holds', () => {
    expect(assetProblems([{ file: 'a.mp4', bytes: hostLimits.fileBytes }])).toEqual([]);
    expect(assetProblems([{ file: 'a.mp4', bytes: hostLimits.fileBytes + 1 }])).toEqual([
      `a.mp4 has ${hostLimits.fileBytes + 1} bytes (at most ${hostLimits.fileBytes})`,
    ]);
    const files = Array.from({ length: hostLimits.files + 1 }, (_, index) => ({
      file: `f${index}`,
      bytes: 1,
    }));
    expect(assetProblems(files)).toEqual(['20001 files to upload (at most 20000)']);
    expect(assetProblems(files.slice(1))).toEqual([]);
  });
});
