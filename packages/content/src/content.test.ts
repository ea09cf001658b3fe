import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as content from './index';
import { collectImages, collectLinks, collectStrings } from './test/walk';

const {
  allPagePaths,
  blogPosts,
  industryPath,
  company,
  footerContent,
  govConnect360Anchor,
  industries,
  industryDetailAnchor,
  pages,
  serviceIds,
} = {
  ...content,
  govConnect360Anchor: content.pages.govConnect360.howItWorks.anchor,
  industryDetailAnchor: content.pages.industryDetail.caseStudiesAnchor,
};

const srcDir = fileURLToPath(new URL('.', import.meta.url));
const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const messagesDir = fileURLToPath(new URL('../data/messages', import.meta.url));

/** Every exported value, plus the strings functions produce. */
const everything = { ...content, copyrightLine: footerContent.copyright(2025) };

/** In-page anchors each page offers. */
const anchorsByPath = new Map<string, string[]>([
  ['/services', serviceIds.filter((id) => id !== 'govconnect')],
  ['/govconnect-360', [govConnect360Anchor]],
  ...industries.map((industry): [string, string[]] => [
    industryPath(industry.id),
    [industryDetailAnchor],
  ]),
]);
const allAnchors = new Set([...anchorsByPath.values()].flat());
const files = new Set(['/sitemap.xml', '/rss.xml', '/atom.xml']);

describe('internal links', () => {
  const paths = new Set(allPagePaths());
  const links = collectLinks(everything).filter(
    (link) => link.href.startsWith('/') || link.href.startsWith('#'),
  );

  it('finds the links of navigation, footer, CTAs, solution areas and services', () => {
    expect(links.length).toBeGreaterThan(80);
    const sources = new Set(links.map((link) => link.path.split(/[.[]/)[0]));
    for (const source of [
      'mainNavigation',
      'primaryCta',
      'footerContent',
      'pages',
      'govSolutionAreas',
      'govServicePages',
      'services',
      'layoutCopy',
    ]) {
      expect(sources, source).toContain(source);
    }
  });

  it.each(links.map((link) => [link.path, link.href] as const))('%s → %s exists', (_path, href) => {
    const [path = '', anchor] = href.split('#');
    if (path === '') {
      expect(allAnchors, `in-page anchor #${anchor}`).toContain(anchor);
      return;
    }
    expect(paths.has(path) || files.has(path), `${path} is not a page of the site`).toBe(true);
    if (anchor !== undefined) {
      expect(anchorsByPath.get(path) ?? [], `#${anchor} on ${path}`).toContain(anchor);
    }
  });

  it('the four solution areas link to the four /services/... pages', () => {
    expect(content.govSolutionAreas.map((area) => area.href)).toEqual([
      '/services/e-governance',
      '/services/smart-cities',
      '/services/administrative-modernization',
      '/services/government-analytics',
    ]);
    for (const area of content.govSolutionAreas) {
      expect(content.getSitePage(area.href)?.heading).toBeTruthy();
    }
  });

  it('external links use https', () => {
    const external = collectLinks(everything).filter((link) => /^[a-z]+:/.test(link.href));
    for (const link of external) expect(link.href).toMatch(/^(https:\/\/|mailto:|tel:)/);
  });
});

describe('copy', () => {
  const strings = collectStrings(everything);

  it('walks every exported string, blog included', () => {
    expect(strings.length).toBeGreaterThan(500);
    expect(strings.some((entry) => entry.path.startsWith('blogPosts'))).toBe(true);
    expect(strings.some((entry) => entry.path.startsWith('pages'))).toBe(true);
  });

  it.each([['lorem ipsum'], ['TODO'], ['coming soon'], ['TBD']])(
    'no placeholder copy: %s',
    (word) => {
      const pattern = new RegExp(`\\b${word}\\b`, 'i');
      const offenders = strings.filter((entry) => pattern.test(entry.value)).map((e) => e.path);
      expect(offenders).toEqual([]);
    },
  );

  it('the placeholder scan catches a planted placeholder', () => {
    const planted = collectStrings({ a: { b: ['fine', 'Coming Soon!'] } });
    const pattern = /lorem ipsum|\bTODO\b|coming soon|TBD/i;
    expect(planted.filter((entry) => pattern.test(entry.value)).map((e) => e.path)).toEqual([
      'a.b[1]',
    ]);
  });

  it('no stray whitespace, double spaces or unreplaced template markers', () => {
    const offenders = strings
      .filter((entry) => /\s{2,}|\$\{|undefined|\[object Object\]/.test(entry.value))
      .map((entry) => entry.path);
    expect(offenders).toEqual([]);
  });

  it('states the GovConnect figures (500+ villages, 15 departments, 12 districts) on the GovConnect and state pages', () => {
    const text = (value: unknown) =>
      collectStrings(value)
        .map((entry) => entry.value)
        .join(' ');
    const govConnect = text([pages.govConnect360, content.services]);
    for (const claim of ['500+', '15', '12']) expect(govConnect).toContain(claim);
    const states = text(content.statePages);
    expect(states).toContain('500+');
    expect(states).toMatch(/\b15\b/);
    expect(states).toMatch(/\b12\b/);
  });

  it('the company name lives in the company record only', () => {
    const mine = readdirSync(srcDir).filter(
      (entry) =>
        statSync(join(srcDir, entry)).isDirectory() &&
        !['blog', 'contact', 'company', 'test'].includes(entry),
    );
    const offenders: string[] = [];
    const check = (file: string, name: string) => {
      if (readFileSync(file, 'utf8').includes(company.name.split(' ')[0] ?? company.name)) {
        offenders.push(name);
      }
    };
    for (const dir of mine) {
      for (const file of readdirSync(join(srcDir, dir))) {
        if (!file.endsWith('.test.ts')) check(join(srcDir, dir, file), `${dir}/${file}`);
      }
    }
    // The messages name it as a fact: {company.name} (the newsletter's words still name it).
    const messages = readdirSync(messagesDir, { recursive: true, encoding: 'utf8' });
    for (const file of messages.filter((name) => name.endsWith('.json'))) {
      if (!file.startsWith('contact')) check(join(messagesDir, file), file);
    }
    expect(offenders).toEqual([]);
  });
});

describe('images', () => {
  const images = collectImages(everything);

  it('finds the logo, the industry and project images and the blog images', () => {
    const sources = images.map((image) => image.src);
    expect(sources).toContain('/images/logo.svg');
    for (const industry of industries) expect(sources).toContain(industry.image.src);
    expect(sources.filter((src) => src.startsWith('/images/projects/')).length).toBeGreaterThan(0);
    for (const post of blogPosts) expect(sources).toContain(post.image.src);
  });

  it.each(images.map((image) => [image.path, image] as const))(
    '%s is a small self-hosted SVG with matching size and alt text',
    (_path, image) => {
      const file = join(publicDir, image.src);
      expect(existsSync(file), `${image.src} is missing`).toBe(true);
      const svg = readFileSync(file, 'utf8');
      const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
      expect(root).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(root).toContain(`width="${image.width}"`);
      expect(root).toContain(`height="${image.height}"`);
      expect(svg.length).toBeLessThan(12_000);
      expect(svg).not.toMatch(/<script|href="http|<image\b/i);
      expect(image.alt.trim().length).toBeGreaterThan(5);
    },
  );

  it('my illustrations paint their own background in the brand palette', () => {
    for (const image of images.filter((i) => !i.src.startsWith('/images/blog/'))) {
      const svg = readFileSync(join(publicDir, image.src), 'utf8');
      expect(svg, image.src).toMatch(/<rect width="\d+" height="\d+"( rx="\d+")? fill="#0[b8]/);
      expect(svg.toLowerCase()).toContain('#5eead4');
    }
  });

  it('the favicon exists in the public root', () => {
    const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
    expect(favicon).toMatch(/<svg\b[^>]*viewBox="0 0 64 64"/);
  });
});
