import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Edition, edition, pageRecordForPath, pageRecordMeta } from '@lumenor/content';
import { palette } from '@lumenor/ui';
import { renderAsync } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori, { type SatoriOptions } from 'satori';
import { shareImage } from '../../app/lib/config';
import { breadcrumbTrail } from '../../app/lib/structured-data';

/** What one share image shows. */
export interface ShareCard {
  /** Small line above the title (the section), if any. */
  eyebrow?: string;
  title: string;
  description: string;
  /** Host name shown in the corner ('www.lumenor.in'). */
  host: string;
  /** The brand mark (the SVG favicon) as a data: URL. */
  mark: string;
  /** The company's name, top left. */
  brand: string;
  /** An article's photo illustration (a data: URL of a 1200x630 crop), behind the text. */
  photo?: string;
}

/**
 * The card of a page of the site (a path without its locale prefix) in one language; `null` is the
 * not-found page.
 */
export function shareCardForPath(
  path: string | null,
  origin: string,
  content: Edition = edition('en'),
): Omit<ShareCard, 'mark'> {
  const { company, layoutCopy } = content;
  const card = { host: new URL(origin).host, brand: company.name };
  const record = path === null ? undefined : pageRecordForPath(path, content);
  const { title: notFoundTitle, body } = layoutCopy.notFound;
  if (!record) return { ...card, title: notFoundTitle, description: body };
  const { title, description } = pageRecordMeta(record, content.blogCopy);
  // The section: the crumb above the page; the tagline for a page at the top.
  const trail = breadcrumbTrail(record, content);
  const eyebrow = (trail.length > 2 ? trail.at(-2)?.name : undefined) ?? company.tagline;
  return { ...card, eyebrow, title, description };
}

/** Cuts text at a word boundary so it fits the card. */
export function clampText(text: string, maxCharacters: number): string {
  if (text.length <= maxCharacters) return text;
  const cut = text.slice(0, maxCharacters - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxCharacters / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const titleSize = (title: string) => (title.length <= 32 ? 72 : title.length <= 60 ? 60 : 50);

/** An SVG file as a data: URL satori can draw. */
export function svgDataUrl(svg: string | Buffer): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const { width, height } = shareImage;
const fill = { position: 'absolute', top: 0, left: 0, width, height } as const;

/** The card as an element tree for satori: dark blue gradient, teal accents, Inter. */
function shareCardElement(card: ShareCard): ReactNode {
  // Over a photo, the text rows are positioned too, so they paint above it (in document order).
  const above = card.photo ? ({ position: 'relative' } as const) : {};
  const navy = 'rgba(6, 24, 44, 0.92) 0%, rgba(6, 24, 44, 0.8) 55%, rgba(6, 24, 44, 0.45) 100%';
  const teal = 'rgba(94, 234, 212, 0.28) 0%, rgba(94, 234, 212, 0) 70%';
  return (
    <div
      style={{
        width,
        height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        color: palette.white,
        fontFamily: `Inter, '${teluguFontFamily}'`,
        backgroundColor: palette.navy900,
        backgroundImage: `linear-gradient(135deg, ${palette.navy950} 0%, ${palette.navy900} 45%, ${palette.navy700} 100%)`,
        position: 'relative',
      }}
    >
      {/* A photo illustration fills the card under a navy veil that keeps the text readable. */}
      {card.photo ? <img alt="" src={card.photo} style={fill} /> : null}
      {card.photo ? (
        <div style={{ ...fill, backgroundImage: `linear-gradient(90deg, ${navy})` }} />
      ) : null}
      {/* A soft teal glow in the top-right corner. */}
      <div
        style={{
          position: 'absolute',
          top: -220,
          right: -160,
          width: 560,
          height: 560,
          borderRadius: 280,
          backgroundImage: `radial-gradient(circle, ${teal})`,
        }}
      />
      <div style={{ display: 'flex', alignItems: 'center', ...above }}>
        <img alt="" src={card.mark} style={{ width: 52, height: 52, marginRight: 20 }} />
        <div style={{ fontSize: 30, fontWeight: 700, letterSpacing: -0.5 }}>{card.brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 1000, ...above }}>
        {card.eyebrow ? (
          <div
            style={{
              fontSize: 26,
              fontWeight: 700,
              color: palette.teal300,
              textTransform: 'uppercase',
              letterSpacing: 2,
              marginBottom: 20,
            }}
          >
            {clampText(card.eyebrow, 60)}
          </div>
        ) : null}
        <div
          style={{
            fontSize: titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: -1,
          }}
        >
          {clampText(card.title, 110)}
        </div>
        <div style={{ fontSize: 28, lineHeight: 1.4, color: palette.slate200, marginTop: 24 }}>
          {clampText(card.description, 120)}
        </div>
      </div>
      <div
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', ...above }}
      >
        <div style={{ width: 160, height: 8, borderRadius: 4, backgroundColor: palette.teal300 }} />
        <div style={{ fontSize: 24, color: palette.slate300 }}>{card.host}</div>
      </div>
    </div>
  );
}

/** The Telugu face of the share images: the one the Telugu pages use. */
const teluguFontFamily = 'Noto Sans Telugu';

/**
 * Inter (Latin) and Noto Sans Telugu, regular and bold, from @fontsource: satori reads TTF/OTF/WOFF,
 * not WOFF2. Latin text takes Inter; Telugu text falls through to Noto Sans Telugu.
 */
export async function loadShareImageFonts(): Promise<SatoriOptions['fonts']> {
  const load = (file: string) => readFile(createRequire(import.meta.url).resolve(file));
  const faces = [
    ['Inter', '@fontsource/inter/files/inter-latin'],
    [teluguFontFamily, '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu'],
  ] as const;
  return Promise.all(
    faces.flatMap(([name, prefix]) =>
      ([400, 700] as const).map(async (weight) => ({
        name,
        data: await load(`${prefix}-${weight}-normal.woff`),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
}

/** One 1200x630 PNG: satori lays out the card as SVG (text shaped into paths), resvg rasterises it. */
export async function renderShareImage(
  card: ShareCard,
  fonts: SatoriOptions['fonts'],
): Promise<Buffer> {
  const svg = await satori(shareCardElement(card), { width, height, fonts });
  // Rasterising dominates the cost; renderAsync runs it on libuv's thread pool, so callers can
  // render several images at once.
  return (await renderAsync(svg, { fitTo: { mode: 'original' } })).asPng();
}

/** A photo cropped to the share image's size, as a JPEG data: URL satori can draw. */
export async function sharePhotoDataUrl(photo: Buffer): Promise<string> {
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp(photo)
    .rotate()
    .resize({ width, height, fit: 'cover' })
    // Softened a little behind the veil: the text reads better, and the PNG is smaller (grain is
    // what a PNG compresses worst: 894 KB unsoftened for the noisy test photo, about 530 KB so).
    .blur(2)
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
