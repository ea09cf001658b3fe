import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../lib/html';
import { findInlineContent, hashSource, isScriptSourceType } from './inline-content';

describe('findInlineContent', () => {
  const html = [
    '<!DOCTYPE html><html><head>',
    '<script>document.documentElement.dataset.colorMode="dark"</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script type="module" src="/assets/entry.js"></script>',
    '<link rel="modulepreload" href="/assets/chunk.js">',
    '<style>.a{color:red}</style>',
    '</head><body><p style="position:absolute;clip:rect(0 0 0 0)">hidden</p>',
    '<script>window.__ctx = {"a":"style=\\"x\\""}</script>',
    '<script type="module">import "/assets/manifest.js";</script>',
    '</body></html>',
  ].join('');

  it('separates executable inline scripts from data blocks and external scripts', () => {
    const content = findInlineContent(parseHtml(html));
    expect(content.executableScripts).toEqual([
      'document.documentElement.dataset.colorMode="dark"',
      'window.__ctx = {"a":"style=\\"x\\""}',
      'import "/assets/manifest.js";',
    ]);
    expect(content.dataBlocks).toEqual(['{"@type":"Organization"}']);
  });

  it('finds style elements and style attributes, but not "style=" inside script text', () => {
    const content = findInlineContent(parseHtml(html));
    expect(content.styleElements).toEqual(['.a{color:red}']);
    expect(content.styleAttributes).toEqual(['position:absolute;clip:rect(0 0 0 0)']);
  });

  it('normalizes CR LF the way the HTML parser does before hashing', () => {
    expect(findInlineContent(parseHtml('<script>a\r\nb\rc</script>')).executableScripts).toEqual([
      'a\nb\nc',
    ]);
  });

  it('rejects inline event handlers and javascript: URLs, which no hash can allow', () => {
    expect(() => findInlineContent(parseHtml('<button onclick="go()">Go</button>'))).toThrow(
      /onclick/,
    );
    expect(() => findInlineContent(parseHtml('<a href="javascript:void(0)">x</a>'))).toThrow(
      /javascript:/,
    );
  });
});

describe('isScriptSourceType', () => {
  it('treats missing, empty, JavaScript MIME and module types as executable', () => {
    for (const type of [
      undefined,
      '',
      'module',
      'text/javascript',
      'application/javascript',
      'TEXT/JAVASCRIPT; charset=utf-8',
    ]) {
      expect(isScriptSourceType(type), String(type)).toBe(true);
    }
  });
  it('treats JSON-LD and other data blocks as not executable', () => {
    for (const type of ['application/ld+json', 'application/json', 'text/plain', 'text/template']) {
      expect(isScriptSourceType(type), type).toBe(false);
    }
  });
});

describe('hashSource', () => {
  it('is the base64 SHA-256 of the UTF-8 text, as a CSP source expression', () => {
    const text = 'console.log("ü")';
    const digest = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(hashSource(text)).toBe(`'sha256-${digest}'`);
    // A known vector: the hash of the empty script.
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
