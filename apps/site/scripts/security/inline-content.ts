import { createHash } from 'node:crypto';
import { elementsOf, type HtmlNode, ownText } from '../lib/html.ts';

/**
 * What a prerendered HTML page carries inline, as far as a Content-Security-Policy is concerned,
 * read with an HTML parser (parse5): script and style text exactly as the browser hashes it
 * (entities in attributes decoded, CR LF normalised), whatever the markup looks like.
 */
interface InlineContent {
  /** Text of every inline script element the browser executes (checked against script-src). */
  executableScripts: string[];
  /** Text of inline data blocks such as JSON-LD: never executed, so CSP does not govern them. */
  dataBlocks: string[];
  /** Text of every inline `<style>` element. */
  styleElements: string[];
  /** Values of every `style="…"` attribute (checked against style-src-attr). */
  styleAttributes: string[];
}

/**
 * Types with which a script element runs as classic or module JavaScript, plus the inline JSON
 * types that Chromium still checks against script-src (import maps, speculation rules). Anything
 * else (application/ld+json, application/json, text/plain…) is a data block: not executed, not
 * governed by CSP. https://html.spec.whatwg.org/#prepare-the-script-element
 */
const scriptSourceTypes = new Set([
  '',
  ...'module importmap speculationrules application/ecmascript application/javascript application/x-ecmascript application/x-javascript text/ecmascript text/javascript text/javascript1.0 text/javascript1.1 text/javascript1.2 text/javascript1.3 text/javascript1.4 text/javascript1.5 text/jscript text/livescript text/x-ecmascript text/x-javascript'.split(
    ' ',
  ),
]);

export function isScriptSourceType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const essence = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return scriptSourceTypes.has(essence);
}

/** What a parsed page (parse5) carries inline. */
export function findInlineContent(page: HtmlNode): InlineContent {
  const content: InlineContent = {
    executableScripts: [],
    dataBlocks: [],
    styleElements: [],
    styleAttributes: [],
  };
  for (const element of elementsOf(page)) {
    const attributes = new Map(element.attrs.map((attr) => [attr.name, attr.value]));
    if (element.tagName === 'style') content.styleElements.push(ownText(element));
    if (element.tagName === 'script' && !attributes.has('src')) {
      const target = isScriptSourceType(attributes.get('type'))
        ? content.executableScripts
        : content.dataBlocks;
      target.push(ownText(element));
    }
    const style = attributes.get('style');
    if (style !== undefined) content.styleAttributes.push(style);
    // Event handler content attributes (onclick…); is-land's `on:visible` and the like are not.
    const handler = [...attributes.keys()].find((name) => /^on[a-z]+$/.test(name));
    if (handler) {
      throw new Error(
        `Inline event handler "${handler}" in prerendered HTML: the CSP allows no inline handlers. Attach the listener in React instead.`,
      );
    }
    for (const name of ['href', 'src', 'action', 'formaction']) {
      if (/^\s*javascript:/i.test(attributes.get(name) ?? '')) {
        throw new Error(`A javascript: URL in ${name}="…" would be blocked by the CSP.`);
      }
    }
  }
  return content;
}

/** A CSP hash source ('sha256-…') of a script or style element's text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
