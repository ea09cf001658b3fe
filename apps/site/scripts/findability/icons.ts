import { company } from '@lumenor/content';
import { lightTheme } from '@lumenor/ui';
import { Resvg } from '@resvg/resvg-js';
import icoEndec from 'ico-endec';
import { generatedFiles } from '../../app/lib/config';

/** A square PNG of the SVG favicon; `background` fills transparent areas (iOS shows them black). */
export function renderIcon(svg: string | Buffer, size: number, background?: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    ...(background ? { background } : {}),
  });
  return resvg.render().asPng();
}

/**
 * favicon.ico holding the PNG as it is (ICO files may embed PNG since Windows Vista; every current
 * browser reads them), written by ico-endec.
 */
export function pngToIco(png: Buffer): Buffer {
  return icoEndec.encode([png]);
}

export interface IconFile {
  /** Public path ('/icon-192.png'). */
  path: string;
  contents: Buffer;
}

/** Every raster icon of the favicon set, from the SVG favicon. */
export function faviconSet(svg: string | Buffer): IconFile[] {
  const png32 = renderIcon(svg, 32);
  return [
    { path: generatedFiles.favicon32, contents: png32 },
    { path: generatedFiles.faviconIco, contents: pngToIco(png32) },
    {
      path: generatedFiles.appleTouchIcon,
      contents: renderIcon(svg, 180, lightTheme.color.background.page),
    },
    { path: generatedFiles.icon192, contents: renderIcon(svg, 192) },
    { path: generatedFiles.icon512, contents: renderIcon(svg, 512) },
  ];
}

/** site.webmanifest (W3C Web Application Manifest). */
export function webManifest(): Record<string, unknown> {
  return {
    name: company.name,
    short_name: company.name.split(' ')[0] ?? company.name,
    description: company.description,
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: lightTheme.color.background.brand,
    background_color: lightTheme.color.background.page,
    icons: [
      { src: generatedFiles.faviconSvg, type: 'image/svg+xml', sizes: 'any' },
      { src: generatedFiles.icon192, type: 'image/png', sizes: '192x192' },
      { src: generatedFiles.icon512, type: 'image/png', sizes: '512x512' },
    ],
  };
}
