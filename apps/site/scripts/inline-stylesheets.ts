import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { RewritingStream } from 'parse5-html-rewriting-stream';

export interface InlinedPage {
  html: string;
  /** The stylesheets the page linked, as paths relative to the site's root. */
  inlined: string[];
}

/** Every stylesheet the build wrote under `assets/`, by its path relative to the site's root. */
export async function readStylesheets(clientDirectory: string): Promise<Map<string, string>> {
  const stylesheets = new Map<string, string>();
  for (const name of await readdir(path.join(clientDirectory, 'assets'))) {
    if (!name.endsWith('.css')) continue;
    const css = (await readFile(path.join(clientDirectory, 'assets', name), 'utf8')).trim();
    // A `</style` inside the CSS would end the element early; Vite's output never has one.
    if (/<\/style/i.test(css)) throw new Error(`assets/${name} contains "</style"`);
    stylesheets.set(`assets/${name}`, css);
  }
  return stylesheets;
}

/**
 * Replaces each `<link rel="stylesheet">` of a page with a `<style>` holding the file's text, so a
 * page's CSS arrives with its HTML, in the first round trip. The rest of the markup passes through
 * byte for byte.
 */
export async function inlineStylesheets(
  html: string,
  stylesheets: ReadonlyMap<string, string>,
): Promise<InlinedPage> {
  const inlined: string[] = [];
  const rewriter = new RewritingStream();
  rewriter.on('startTag', (tag, raw) => {
    const attribute = (name: string) => tag.attrs.find((attr) => attr.name === name)?.value;
    const href = attribute('href');
    if (tag.tagName !== 'link' || attribute('rel') !== 'stylesheet' || !href?.startsWith('/')) {
      rewriter.emitRaw(raw);
      return;
    }
    const file = href.slice(1);
    const css = stylesheets.get(file);
    if (css === undefined) throw new Error(`The page links ${href}, which the build did not write`);
    rewriter.emitRaw(`<style>${css}</style>`);
    inlined.push(file);
  });
  return { html: await text(Readable.from([html]).pipe(rewriter)), inlined };
}
