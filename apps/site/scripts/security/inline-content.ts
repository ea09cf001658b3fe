import { createHash } from 'node:crypto';

/**
 * What a prerendered HTML page carries inline, as far as a Content-Security-Policy is concerned.
 *
 * React Router and React render well-formed markup (script text never contains `</script`), so a
 * tokenizer for start tags and raw-text elements is exact here; a full HTML parser adds nothing.
 */
export interface InlineContent {
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
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

export function isScriptSourceType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const essence = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return scriptSourceTypes.has(essence);
}

const rawTextElement = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const startTag =
  /<[a-zA-Z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(attribute)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) {
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    }
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The HTML parser turns CR LF and lone CR into LF before a script's text is hashed. */
function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

export function findInlineContent(html: string): InlineContent {
  const content: InlineContent = {
    executableScripts: [],
    dataBlocks: [],
    styleElements: [],
    styleAttributes: [],
  };
  for (const match of html.matchAll(rawTextElement)) {
    const [, element = '', attributeSource = '', text = ''] = match;
    const attributes = parseAttributes(attributeSource);
    if (element.toLowerCase() === 'style') {
      content.styleElements.push(normalizeNewlines(text));
    } else if (!attributes.has('src')) {
      const target = isScriptSourceType(attributes.get('type'))
        ? content.executableScripts
        : content.dataBlocks;
      target.push(normalizeNewlines(text));
    }
  }
  const markup = html.replace(rawTextElement, '<$1$2></$1>');
  for (const match of markup.matchAll(startTag)) {
    const attributes = parseAttributes(match[1] ?? '');
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
