import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { RewritingStream } from 'parse5-html-rewriting-stream';
import { listFiles, precompress } from '../lib/files';
import { isScriptSourceType } from '../security/inline-content';

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

/**
 * Copies a built site to `destination` with every page's scripts removed (withoutScripts), and
 * compresses the changed pages again, so the same server sends them the same way. Returns the
 * number of pages rewritten.
 */
export async function writeNoJsCopy(source: string, destination: string): Promise<number> {
  await cp(source, destination, { recursive: true });
  const pages = (await listFiles(destination)).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const file = path.join(destination, page);
    await writeFile(file, await withoutScripts(await readFile(file, 'utf8')));
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
  }
  await precompress(destination, (file) => file.endsWith('.html'));
  return pages.length;
}
