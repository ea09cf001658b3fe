import spriteFile from './icons.svg?raw';

/**
 * The sprite's `<symbol>`s as markup (one per icon name, no outer `<svg>`), for hosts that inline
 * the icons in the page instead of serving `@lumenor/ui/icons.svg` as a file.
 */
export const iconSpriteSymbols: string = spriteFile
  // From the first symbol element (the file's opening comment also mentions `<symbol>`)...
  .slice(spriteFile.indexOf('<symbol '), spriteFile.lastIndexOf('</svg>'))
  .trim();

export interface IconSpriteProps {
  /** An id for the hidden `<svg>` that holds the symbols. */
  id?: string;
}

/**
 * Inlines the icon sprite in the page: render it once, anywhere in `<body>`, and leave icons
 * WITHOUT an `IconSpriteProvider`, so they draw `<use href="#name">` from these symbols. Needs no
 * file served and no bundler asset handling (Next.js with Turbopack or webpack, React Router,
 * Vite), and is a Server Component: in an RSC app the markup goes into the HTML only (about 3.3 KB
 * gzip per page), never into JavaScript. A site whose pages are many and cached may prefer the
 * file (`@lumenor/ui/icons.svg`), which the browser caches once.
 */
export function IconSprite({ id }: IconSpriteProps) {
  return (
    <svg
      id={id}
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the package's own sprite, a constant.
      dangerouslySetInnerHTML={{ __html: iconSpriteSymbols }}
    />
  );
}
