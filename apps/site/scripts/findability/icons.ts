import { company } from '@lumenor/content';
import { lightTheme } from '@lumenor/ui';
import { Resvg } from '@resvg/resvg-js';
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
 * favicon.ico holding one PNG image (ICO files may embed PNG since Windows Vista; every current
 * browser reads them). Layout: ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes), the PNG.
 */
export function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // image count
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // palette colours
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}

/** Every raster icon of the favicon set (public path, PNG or ICO), from the SVG favicon. */
export function faviconSet(svg: string | Buffer): Array<{ path: string; contents: Buffer }> {
  const png32 = renderIcon(svg, 32);
  return [
    { path: generatedFiles.favicon32, contents: png32 },
    { path: generatedFiles.faviconIco, contents: pngToIco(png32, 32) },
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
