import { describe, expect, it } from 'vitest';
import { commonSecurityHeaders, headerPolicy, pagePolicy } from './policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('pagePolicy', () => {
  const page = {
    scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
    styleHashes: [],
    hasStyleAttributes: false,
  };

  it('allows scripts from the site and the listed hashes only, never unsafe-inline or eval', () => {
    const policy = directives(pagePolicy(page));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(pagePolicy(page)).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('limits connections to the site and the e-mail API, and locks base and forms', () => {
    const policy = directives(pagePolicy(page));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(policy.get('img-src')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual([
      "'self'",
      // The two style elements react-aria injects at run time, as Chromium reports their hashes.
      "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
      "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
    ]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.has('style-src-attr')).toBe(false);
  });

  it('allows inline style attributes only when the HTML has them', () => {
    const policy = directives(pagePolicy({ ...page, hasStyleAttributes: true }));
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  });
});

describe('headerPolicy', () => {
  it('carries what a meta element cannot (framing), and nothing the page policy has: one policy in two parts', () => {
    const header = directives(headerPolicy);
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    const page = directives(
      pagePolicy({ scriptHashes: [], styleHashes: [], hasStyleAttributes: true }),
    );
    expect([...header.keys()].filter((name) => page.has(name))).toEqual([]);
  });
});

describe('commonSecurityHeaders', () => {
  it('carries HSTS for two years with preload, and the isolation headers', () => {
    const headers = new Map(commonSecurityHeaders);
    expect(headers.get('Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Permissions-Policy')).toMatch(/camera=\(\), .*geolocation=\(\)/);
    expect(headers.has('Content-Security-Policy')).toBe(false);
  });
});
