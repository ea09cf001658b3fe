// A Server Component: the stylesheet, the brand, the colour-mode script and the inline sprite.
import '@lumenor/ui/styles.css';
import './brand.css';
import { colorModeScript } from '@lumenor/ui';
import { IconSprite } from '@lumenor/ui/icon-sprite';
import { Providers } from './providers';

export const metadata = { title: 'Partner site (Next.js)', icons: { icon: 'data:,' } };

export default function RootLayout({ children }) {
  return (
    // The colour-mode script sets data-color-mode on <html> before React hydrates: React is told
    // that this one attribute differs from the server's HTML on purpose.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the package's fixed script (CSP: colorModeScriptHash) */}
        <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
      </head>
      <body>
        <IconSprite />
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
