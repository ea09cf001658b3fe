/// <reference types="vite/client" />
/// <reference types="@vitest/browser-playwright" />
// The visual check: a setup file of the story tests (vitest.config.ts). After each story's test
// (render, play function, axe) has passed, the story is pictured as the play function left it, at
// each width and in each colour mode of the set, and once more rendered with its Telugu copy; each
// picture is compared with its accepted one by a browser command in Node (scripts/visual/
// commands.ts). A story fails if a picture differs, or if any of its text would be set in a font
// the package does not serve or that has not loaded, so that every machine takes the same picture.
import { type ComponentType, createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import type { CaptureRequest } from '../scripts/visual/commands.ts';
import type { VisualSet } from '../scripts/visual/pictures.ts';
import { type ColorMode, colorModes } from '../src/colorMode/colorMode.js';
import { finishAnimations } from './animations.js';
import { hasTeluguCopy, type StoryLocale, toTelugu } from './locale.js';
import { storyFontFaces } from './storyFonts.js';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualCapture: (
      request: CaptureRequest,
    ) => Promise<{ status: string; differentPixels: number }>;
  }
}

const visualSet: VisualSet = import.meta.env.STORY_VISUAL_SET ?? 'off';

/** A phone's width and a desktop's. */
export const visualWidths = [390, 1280] as const;
/** The viewport's height before it grows to the story's. */
const viewportHeight = 900;
/** No picture taller than this: a story that grows with its viewport stops here. */
const maxHeight = 4000;

interface Variant {
  width: number;
  mode: ColorMode;
  locale: StoryLocale;
}

/**
 * The pictures of one story. The full set (`visual:full`): both widths, three modes, both
 * languages. The subset every test run takes: the light theme at both widths (what a layout does
 * at a phone's and a desktop's width), and the Telugu copy at the phone's width (where its longer
 * words wrap), in the light theme. The dark and high-contrast themes change colours, not layout:
 * they are pictured by the full set only, to keep the test command within its 10 minutes (their
 * colours are still checked in every story test, preview.tsx's afterEach).
 */
function variantsOf(locale: StoryLocale): Variant[] {
  const all = visualWidths.flatMap((width) => colorModes.map((mode) => ({ width, mode, locale })));
  if (visualSet === 'full') return all;
  if (locale === 'te') return [{ width: 390, mode: 'light', locale }];
  return all.filter(({ mode }) => mode === 'light');
}

const variantName = ({ width, mode, locale }: Variant) => `${width}-${mode}-${locale}`;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function settle(): Promise<void> {
  finishAnimations();
  await document.fonts.ready;
  await nextFrame();
  await nextFrame();
  finishAnimations();
}

/**
 * Every web font of the page's stylesheets again, as a FontFace with `font-display: block` and only
 * its `url()` sources, loaded before the first story. The package's faces are `optional`: one that
 * arrives after its first 100 ms is never used on that page, and a picture would catch the fallback
 * on a busy machine. Faces with no `url()` (the metric-matched fallback, which names the machine's
 * Arial) are left out: text that reaches them fails the font check below.
 */
async function loadPackageFonts(): Promise<void> {
  const faces: FontFace[] = [...storyFontFaces];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const sources = rule.style
        .getPropertyValue('src')
        .split(/,(?![^(]*\))/)
        .filter((source) => /url\(/.test(source));
      if (sources.length === 0) continue;
      const face = new FontFace(
        rule.style.getPropertyValue('font-family').replace(/^["']|["']$/g, ''),
        sources.join(','),
        {
          weight: rule.style.getPropertyValue('font-weight') || 'normal',
          style: rule.style.getPropertyValue('font-style') || 'normal',
          unicodeRange: rule.style.getPropertyValue('unicode-range') || 'U+0-10FFFF',
          display: 'block',
        },
      );
      document.fonts.add(face);
      faces.push(face);
    }
  }
  await Promise.all(faces.map((face) => face.load()));
}

function unicodeRanges(range: string): Array<[number, number]> {
  return range.split(',').map((part) => {
    const [start = '0', end] = part.trim().replace(/^U\+/i, '').split('-');
    if (start.includes('?')) {
      return [
        Number.parseInt(start.replaceAll('?', '0'), 16),
        Number.parseInt(start.replaceAll('?', 'F'), 16),
      ];
    }
    return [Number.parseInt(start, 16), Number.parseInt(end ?? start, 16)];
  });
}

const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '');

/**
 * Which face sets one character: the first family of the stack with a face whose unicode-range
 * holds it. A problem if that is no web face of the package's, loaded and able to block.
 */
function fontProblem(character: string, fontFamily: string): string | undefined {
  const codePoint = character.codePointAt(0) ?? 0;
  const faces = Array.from(document.fonts);
  for (const family of fontFamily.split(',').map(unquote)) {
    const ofFamily = faces.filter((face) => unquote(face.family) === family);
    if (ofFamily.length === 0) return `the machine's font "${family}"`;
    const covering = ofFamily.filter((face) =>
      unicodeRanges(face.unicodeRange).some(
        ([start, end]) => codePoint >= start && codePoint <= end,
      ),
    );
    if (covering.length === 0) continue;
    if (covering.some((face) => face.display === 'block' && face.status === 'loaded')) return;
    return `"${family}", which the package does not serve from a file or has not loaded`;
  }
  return 'no font of its stack';
}

function isShown(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.width > 1 && rect.height > 1 && getComputedStyle(element).visibility !== 'hidden';
}

/** Every shown text of the story, with the element whose font sets it. */
function shownTexts(): Array<[string, Element]> {
  const texts: Array<[string, Element]> = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.nodeValue?.trim() || parent.closest('script, style, template')) continue;
    if (isShown(parent)) texts.push([node.nodeValue, parent]);
  }
  for (const field of Array.from(document.body.querySelectorAll('input, textarea'))) {
    const { value, placeholder } = field as HTMLInputElement;
    if (isShown(field)) texts.push([`${value}${placeholder}`, field]);
  }
  return texts;
}

function assertPackageFonts(): void {
  const problems = new Set<string>();
  for (const [text, element] of shownTexts()) {
    const { fontFamily } = getComputedStyle(element);
    for (const character of new Set(text.replace(/\s/g, ''))) {
      const problem = fontProblem(character, fontFamily);
      if (problem) {
        const code = character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');
        problems.add(`"${character}" (U+${code}) in <${element.localName}> falls to ${problem}`);
      }
    }
  }
  if (problems.size > 0) {
    throw new Error(`visual check: text not in the package's fonts:\n${[...problems].join('\n')}`);
  }
}

const captureAttribute = 'data-visual-capture';

const replaced = new Set([
  'img',
  'svg',
  'video',
  'canvas',
  'iframe',
  'input',
  'textarea',
  'select',
  'hr',
]);

/** True if the element paints something of its own: a background, a border, a shadow, an outline. */
function paints(element: Element, style: CSSStyleDeclaration): boolean {
  if (replaced.has(element.localName)) return true;
  const visible = (colour: string) => colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour);
  return (
    visible(style.backgroundColor) ||
    style.backgroundImage !== 'none' ||
    style.boxShadow !== 'none' ||
    (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
    (['Top', 'Right', 'Bottom', 'Left'] as const).some(
      (side) =>
        Number.parseFloat(style[`border${side}Width`]) > 0 &&
        style[`border${side}Style`] !== 'none' &&
        visible(style[`border${side}Color`]),
    )
  );
}

/** The boxes of everything the page shows: painted elements and lines of text. */
function shownBoxes(): DOMRect[] {
  const boxes: DOMRect[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || !paints(element, style)) continue;
    boxes.push(element.getBoundingClientRect());
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.nodeValue?.trim() || !parent || parent.closest('script, style, template')) continue;
    // Text for screen readers only (VisuallyHidden: a 1 px box that clips it) shows nothing, and
    // a live region's text changes on its own timer.
    if (!isShown(parent)) continue;
    range.selectNodeContents(node);
    boxes.push(...Array.from(range.getClientRects()));
  }
  return boxes.filter((box) => box.width > 0 && box.height > 0);
}

/**
 * Marks the region to picture: what the story shows (its root and what it opened: popovers,
 * dialogs, toasts), widened by a focus ring's reach and cut to the viewport's width. An empty
 * element over that region, which the command takes a picture of.
 */
function markCaptureRegion(): boolean {
  document.querySelector(`[${captureAttribute}]`)?.remove();
  let [top, left, bottom, right] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const box of shownBoxes()) {
    top = Math.min(top, box.top + window.scrollY);
    left = Math.min(left, box.left + window.scrollX);
    bottom = Math.max(bottom, box.bottom + window.scrollY);
    right = Math.max(right, box.right + window.scrollX);
  }
  if (top === Infinity) return false;
  const reach = 8;
  const width = document.documentElement.clientWidth;
  const region = {
    top: Math.max(0, Math.floor(top) - reach),
    left: Math.max(0, Math.floor(left) - reach),
    bottom: Math.min(maxHeight, Math.ceil(bottom) + reach),
    right: Math.min(width, Math.ceil(right) + reach),
  };
  if (region.right <= region.left || region.bottom <= region.top) return false;
  const marker = document.createElement('div');
  marker.setAttribute(captureAttribute, '');
  marker.setAttribute('aria-hidden', 'true');
  Object.assign(marker.style, {
    position: 'absolute',
    top: `${region.top}px`,
    left: `${region.left}px`,
    width: `${region.right - region.left}px`,
    height: `${region.bottom - region.top}px`,
    pointerEvents: 'none',
  });
  document.body.append(marker);
  return true;
}

/** The viewport at a width, and tall enough for the whole story (Playwright takes what it shows). */
async function viewportAt(width: number): Promise<void> {
  await page.viewport(width, viewportHeight);
  await settle();
  const height = Math.min(maxHeight, document.documentElement.scrollHeight);
  if (height > viewportHeight) {
    await page.viewport(width, height);
    await settle();
  }
}

interface StoryUnderTest {
  id: string;
  storyName: string;
  args: Record<string, unknown>;
  parameters: { visual?: { disable?: boolean } };
}

async function picture(
  story: StoryUnderTest,
  storyTitle: string,
  variants: Variant[],
  differences: string[],
): Promise<void> {
  for (const width of new Set(variants.map((variant) => variant.width))) {
    await viewportAt(width);
    // Once per width: a theme changes colours, not what is shown or in which font.
    assertPackageFonts();
    for (const variant of variants.filter((each) => each.width === width)) {
      document.documentElement.dataset.colorMode = variant.mode;
      await settle();
      if (!markCaptureRegion()) return;
      const request = { storyId: story.id, storyTitle, variant: variantName(variant) };
      const { status, differentPixels } = await commands.visualCapture(request);
      if (status === 'changed')
        differences.push(`${request.variant}: ${differentPixels} pixels differ`);
      if (status === 'new') differences.push(`${request.variant}: no accepted picture`);
    }
  }
  document.querySelector(`[${captureAttribute}]`)?.remove();
}

/** The story rendered again with its args in Telugu, in place of the English one, while `use` runs. */
async function inTelugu(story: StoryUnderTest, use: () => Promise<void>): Promise<void> {
  const shown = Array.from(document.body.children) as HTMLElement[];
  const displays = shown.map((element) => element.style.display);
  for (const element of shown) element.style.display = 'none';
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  try {
    flushSync(() =>
      root.render(createElement(story as unknown as ComponentType, toTelugu(story.args))),
    );
    // After the render: the locale decorator sets the English of the story's own globals.
    document.documentElement.lang = 'te';
    await use();
  } finally {
    root.unmount();
    container.remove();
    shown.forEach((element, index) => {
      element.style.display = displays[index] ?? '';
    });
    document.documentElement.lang = 'en';
  }
}

if (visualSet !== 'off') {
  beforeAll(loadPackageFonts);

  // Every story starts from the same real input, whichever ran before it: the pointer off the page
  // (an earlier story's click left it hovering whatever is drawn there) and a key pressed last
  // (Shift, which types nothing), on which a focus ring from script (:focus-visible) depends.
  beforeEach(async () => {
    await commands.visualPointerAway();
    await userEvent.keyboard('{Shift}');
  });

  afterEach(async (context) => {
    const story = (context as unknown as { story?: StoryUnderTest }).story;
    if (!story || story.parameters.visual?.disable) return;
    // A story that failed is reported as that; its pictures would only repeat it.
    if ((context.task.result?.errors?.length ?? 0) > 0) return;
    const { componentName } = context.task.meta as { componentName?: string };
    const storyTitle = `${componentName ?? context.task.file.name} / ${story.storyName}`;
    const shownMode = document.documentElement.dataset.colorMode;
    const differences: string[] = [];
    // No transitions while the theme switches: a picture must show the theme's own colours, never
    // a blend with the previous theme's.
    const noTransitions = document.createElement('style');
    noTransitions.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(noTransitions);
    try {
      await picture(story, storyTitle, variantsOf('en'), differences);
      if (hasTeluguCopy(story.args)) {
        await inTelugu(story, () => picture(story, storyTitle, variantsOf('te'), differences));
      }
    } finally {
      noTransitions.remove();
      if (shownMode) document.documentElement.dataset.colorMode = shownMode;
    }
    if (differences.length > 0) {
      throw new Error(
        `visual check: ${differences.length} pictures differ from the accepted ones (packages/ui/visual-report/index.html):\n${differences.join('\n')}`,
      );
    }
  });
}
