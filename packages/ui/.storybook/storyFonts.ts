import monoFontUrl from '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2?url';
import teluguFontUrl from '@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2?url';

/**
 * The faces the Storybook serves besides the package's Inter, so that no story's text is set in a
 * font of the machine's (the visual check fails a story that would be): Noto Sans Telugu for
 * Telugu text, and JetBrains Mono where the themes name the system's monospace (`font.mono`).
 * From the package's dev dependencies, added as FontFaces with no `local()` source. `block`, not
 * the package's `optional`: a picture must never catch a fallback. preview.css puts them in the
 * font stacks.
 */
export const storyFontFaces: FontFace[] =
  typeof FontFace === 'undefined'
    ? []
    : [
        new FontFace('Noto Sans Telugu Variable', `url(${teluguFontUrl}) format("woff2")`, {
          weight: '100 900',
          display: 'block',
          unicodeRange:
            'U+0951-0952, U+0964-0965, U+0C00-0C7F, U+1CDA, U+1CF2, U+200C-200D, U+25CC',
        }),
        new FontFace('JetBrains Mono Variable', `url(${monoFontUrl}) format("woff2")`, {
          weight: '100 800',
          display: 'block',
          unicodeRange:
            'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
        }),
      ];
/**
 * Adds the faces to the document and loads them at once (a FontFace made in script is not fetched
 * when text first needs it). Called by preview.tsx: a bare import of this module would be dropped,
 * as the package's `sideEffects` does not list it.
 */
export function addStoryFonts(): void {
  if (typeof document === 'undefined') return;
  for (const face of storyFontFaces) {
    if (document.fonts.has(face)) continue;
    document.fonts.add(face);
    face.load().catch(() => {
      // The visual check names any text left without its face; Storybook shows the fallback.
    });
  }
}
