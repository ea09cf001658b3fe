import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { fileOfRoute, isScriptSourceType, precompress } from '@lumenor/site/build-output';
import { RewritingStream } from 'parse5-html-rewriting-stream';

/**
 * A page's "no-JS self": the same HTML with every script removed, the limit its scripts can at
 * best match. Every `<script>` that is not a data block (JSON-LD stays; inline and external
 * scripts, modules and speculation rules go) and every `<link rel="modulepreload">` is dropped,
 * with an HTML parser (parse5); the rest of the markup passes through byte for byte.
 */
export async function withoutScripts(html: string): Promise<string> {
  const rewriter = new RewritingStream();
  let insideRemovedScript = false;
  rewriter.on('startTag', (tag, raw) => {
    const attribute = (name: string) => tag.attrs.find((attr) => attr.name === name)?.value;
    if (tag.tagName === 'script' && isScriptSourceType(attribute('type'))) {
      insideRemovedScript = true;
      return;
    }
    const rel = (attribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (tag.tagName === 'link' && rel.includes('modulepreload')) return;
    rewriter.emitRaw(raw);
  });
  rewriter.on('text', (_token, raw) => {
    if (!insideRemovedScript) rewriter.emitRaw(raw);
  });
  rewriter.on('endTag', (tag, raw) => {
    if (tag.tagName === 'script' && insideRemovedScript) {
      insideRemovedScript = false;
      return;
    }
    rewriter.emitRaw(raw);
  });
  return text(Readable.from([html]).pipe(rewriter));
}

/** Where the bench serves a page's no-JS twin, beside it: `/contact` → `/no-js/contact`. */
export const noJsTwinOf = (route: string) => (route === '/' ? '/no-js' : `/no-js${route}`);

/**
 * Writes a page into the bench's copy of the build with `.br` and `.gz` copies made as the build
 * makes them, so that the production server sends it as it sends the site's own pages.
 */
export async function writeServedPage(clientDirectory: string, route: string, html: string) {
  const file = fileOfRoute(route);
  await mkdir(path.dirname(path.join(clientDirectory, file)), { recursive: true });
  await writeFile(path.join(clientDirectory, file), html);
  await precompress(clientDirectory, (written) => written === file);
}

/** Writes the no-JS twin of `route` (noJsTwinOf) beside it in `clientDirectory`. */
export async function writeNoJsTwin(clientDirectory: string, route: string): Promise<void> {
  const html = await readFile(path.join(clientDirectory, fileOfRoute(route)), 'utf8');
  await writeServedPage(clientDirectory, noJsTwinOf(route), await withoutScripts(html));
}
