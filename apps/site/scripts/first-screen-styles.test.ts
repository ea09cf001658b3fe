import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { deferBelowFirstScreen } from './first-screen-styles';
import { parseHtml, serializeHtml } from './lib/html';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

const textOf = (element: Element) =>
  element.childNodes
    .map((child) =>
      child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : '',
    )
    .join('');

const page = (head: string, body: string, language = 'en') =>
  `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><style>${head}</style></head><body>${body}</body></html>`;

const themeCss =
  ':root,:root[data-color-mode=light]{--bg:#fff;--font:"Face"}:root[data-color-mode=dark]{--bg:#000}' +
  '@media (prefers-color-scheme:dark){:root:not([data-color-mode]){--bg:#000}}' +
  ':root[data-text-size="200"]{font-size:200%}' +
  'html:root:lang(te){--font:"Telugu Face","Face"}html:root:lang(te) :is(h1,h2){line-height:1.45}' +
  '@font-face{font-family:Face;src:url(/assets/face.woff2)format("woff2")}' +
  '@font-face{font-family:Telugu Face;src:url(/assets/telugu.woff2)format("woff2")}';

/** A page's HTML after the step, and the stylesheet it links. */
async function split(
  html: string,
  stylesheets = new Map<string, string>(),
  moreRules?: () => string,
) {
  const document = parseHtml(html);
  const stylesheet = await deferBelowFirstScreen(document, stylesheets, moreRules);
  return { html: serializeHtml(document), stylesheet };
}

describe('deferBelowFirstScreen', () => {
  const body =
    '<nav data-accessibility-toolbar class="toolbar"><a class="skip" href="#main">Skip</a>' +
    '<div popover class="panel">Options</div></nav>' +
    '<is-land data-island="header"><header class="header"><a class="brand" href="/">Home</a>' +
    '<button popovertarget="menu">Menu</button><div id="menu" popover class="menu"><a class="menu-link" href="/">Home</a></div></header></is-land>' +
    '<main><section class="hero"><h1 class="title">Title</h1></section><section class="below">Text</section></main>' +
    '<footer class="footer">Footer</footer>';
  const css =
    themeCss +
    '.toolbar{display:flex}.panel{padding:1rem}.skip:not(:focus){clip-path:inset(50%)}' +
    '.skip:focus-visible{outline:3px solid}.title:hover{color:red}.hero{padding:2rem}.title{font-size:2rem}' +
    '.below{margin:1rem}.footer{color:red}.toast{position:fixed}' +
    '.header{display:flex}.brand{font-weight:700}.menu{position:fixed}.menu-link{display:block}' +
    '.field{display:grid}.input{border:1px solid}';

  it('keeps inline the rules of the first screen, the themes, the text sizes and the fonts', async () => {
    const { html } = await split(page(css, body, 'te'));
    const styles = [...elements(parse(html))].filter((element) => element.tagName === 'style');
    expect(styles).toHaveLength(1);
    const inline = textOf(styles[0] as Element);
    for (const kept of [
      '.toolbar',
      // A popover of the tool bar: on wide screens its panel is part of the bar.
      '.panel',
      '.skip:not(:focus)',
      '.hero',
      '.title{',
      '.header{',
      '.brand{',
      '[data-color-mode=dark]',
      'prefers-color-scheme',
      'data-text-size',
      ':lang(te)',
      'font-family:Face',
      'font-family:Telugu Face',
    ]) {
      expect(inline, kept).toContain(kept);
    }
    // Below the first block of <main>, rendered later by a script, only while a visitor acts,
    // or in one of the header's popovers (closed at the first paint).
    for (const deferred of [
      '.below',
      '.footer',
      '.toast',
      ':focus-visible',
      ':hover',
      '.menu{',
      '.menu-link',
    ]) {
      expect(inline, deferred).not.toContain(deferred);
    }
  });

  it("leaves out another language's font stack and the faces only it names", async () => {
    const { html } = await split(page(css, body, 'en'));
    const inline = textOf(
      [...elements(parse(html))].find((element) => element.tagName === 'style') as Element,
    );
    expect(inline).toContain('font-family:Face');
    expect(inline).not.toContain(':lang(te)');
    expect(inline).not.toContain('Telugu Face');
  });

  it('links the whole CSS, in its order, right after the first block of <main>, named by its content', async () => {
    const first = await split(page(css, body));
    const samePage = await split(page(css, `${body}<p>Other page</p>`));
    // Every rule but the faces, which are declared once, inline.
    expect(first.stylesheet.css).toBe(css.replace(/@font-face\{[^}]*\}/g, ''));
    expect(samePage.stylesheet.path).toBe(first.stylesheet.path);
    expect(first.stylesheet.path).toMatch(/^assets\/page-[\w-]+\.css$/);
    const main = [...elements(parse(first.html))].find((element) => element.tagName === 'main');
    const [hero, link] =
      main?.childNodes.filter((node): node is Element => 'tagName' in node) ?? [];
    expect(attribute(hero as Element, 'class')).toBe('hero');
    expect(link?.tagName).toBe('link');
    expect(attribute(link as Element, 'rel')).toBe('stylesheet');
    expect(attribute(link as Element, 'href')).toBe(`/${first.stylesheet.path}`);
    // The first paint waits for the parser to reach it, so the first screen paints whole.
    const head = [...elements(parse(first.html))].find((element) => element.tagName === 'head');
    const expected = head?.childNodes.find(
      (node): node is Element => 'tagName' in node && attribute(node, 'rel') === 'expect',
    );
    expect(attribute(expected as Element, 'blocking')).toBe('render');
    expect(attribute(expected as Element, 'href')).toBe(`#${attribute(link as Element, 'id')}`);
    expect(first.html).toContain('<footer class="footer">Footer</footer>');
    const other = await split(page(`${css}.more{color:blue}`, body));
    expect(other.stylesheet.path).not.toBe(first.stylesheet.path);
  });

  it("reads the stylesheets the page links, then adds its islands' rules, and links none of them after", async () => {
    const linked = page('', body).replace(
      '<style></style>',
      '<link rel="stylesheet" href="/assets/root.css"><style>.inline{top:0}</style>',
    );
    const { html, stylesheet } = await split(
      linked,
      new Map([['assets/root.css', '.hero{padding:2rem}']]),
      () => '.toast{position:fixed}',
    );
    expect(stylesheet.css).toBe('.hero{padding:2rem}\n.inline{top:0}\n.toast{position:fixed}');
    expect(html).not.toContain('root.css');
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  });

  it("on a form page, keeps the form's block inline too and links the CSS after it", async () => {
    const formBody = body.replace(
      '<section class="below">Text</section>',
      '<section class="form-block"><form class="field"><input class="input" name="name"></form></section><section class="below">Text</section>',
    );
    const { html } = await split(page(`${css}.form-block{padding:1rem}`, formBody));
    const all = [...elements(parse(html))];
    const inline = textOf(all.find((element) => element.tagName === 'style') as Element);
    for (const kept of ['.form-block', '.field', '.input']) expect(inline, kept).toContain(kept);
    expect(inline).not.toContain('.below');
    const main = all.find((element) => element.tagName === 'main');
    const blocks = main?.childNodes.filter((node): node is Element => 'tagName' in node) ?? [];
    expect(blocks.map((block) => attribute(block, 'class') ?? block.tagName)).toEqual([
      'hero',
      'form-block',
      'link',
      'below',
    ]);
  });
});
