import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IconSpriteProvider, useIconSpriteHref } from '../components/Icon/IconSpriteProvider.js';

/**
 * For stories: renders `children` to HTML and shows that HTML with no React attached, as a page
 * shows it before its island hydrates, or when JavaScript never runs. Whatever still works in such
 * a story (popovers, `<details>`, CSS) is the platform's doing. Not exported from the package.
 */
export function WithoutJavaScript({ children }: { children: ReactNode }) {
  const sprite = useIconSpriteHref();
  const html = renderToStaticMarkup(
    <IconSpriteProvider href={sprite}>{children}</IconSpriteProvider>,
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components' server HTML.
  return <div data-without-javascript="" dangerouslySetInnerHTML={{ __html: html }} />;
}
