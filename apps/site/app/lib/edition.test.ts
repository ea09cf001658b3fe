import { describe, expect, it } from 'vitest';
import { requestSitePath } from './edition';

const at = (pathname: string) => new Request(`https://example.test${pathname}`);

describe('requestSitePath', () => {
  it.each([
    ['/te/services/', '/services'],
    ['/privacy-policy', '/privacy-policy'],
    ['/te/privacy-policy.data', '/privacy-policy'],
    ['/_root.data', '/'],
    ['/te.data', '/'],
  ])('%s is the page %s', (pathname, path) => {
    expect(requestSitePath(at(pathname))).toBe(path);
  });
});
