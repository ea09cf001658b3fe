// The visual check's reporter (vitest.config.ts adds it to the story tests' run). At the start it
// empties the report folder; at the end it reads the pictures the run took (run.jsonl, written by
// commands.ts), finds the baselines that no story produces any more, writes results.json (which
// `visual:accept` applies) and, when any picture changed, is new or is left over, the one static
// page designers read: visual-report/index.html. A left-over baseline fails the run here; a
// changed or new picture has already failed its story's test.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, TestSpecification } from 'vitest/node';
import {
  listBaselines,
  type PictureResult,
  type RunResults,
  reportDirectory,
  resultsFile,
  runLogFile,
  type VisualSet,
} from './pictures.ts';

const packageDirectory = path.resolve(reportDirectory, '..');

/** Every story file of the package, to tell a whole run from one narrowed to some files. */
function storyFiles(): string[] {
  return readdirSync(path.join(packageDirectory, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => path.join(packageDirectory, 'src', file));
}

export interface VisualReporterOptions {
  set: VisualSet;
  /** The vitest project whose tests are the stories. */
  project: string;
  /** Where the report links each story: a Storybook's address, relative to the report or absolute. */
  storybookUrl: string;
}

export default class VisualReporter implements Reporter {
  /** False for a run without the story tests (the unit tests): it leaves the last report alone. */
  private active = false;
  private complete = false;

  constructor(private readonly options: VisualReporterOptions) {}

  /** The project, or one of its browser instances: `storybook-every-theme (chromium)`. */
  private isStoriesProject(name: string): boolean {
    return name === this.options.project || name.startsWith(`${this.options.project} (`);
  }

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    const ran = new Set(
      specifications
        .filter((specification) => this.isStoriesProject(specification.project.name))
        .map((specification) => specification.moduleId),
    );
    this.active = ran.size > 0 && this.options.set !== 'off';
    if (!this.active) return;
    rmSync(reportDirectory, { recursive: true, force: true });
    mkdirSync(reportDirectory, { recursive: true });
    this.complete = storyFiles().every((file) => ran.has(file));
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (!this.active) return;
    const pictures: PictureResult[] = existsSync(runLogFile)
      ? readFileSync(runLogFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as PictureResult)
      : [];
    const stories = new Set<string>();
    const passedStories = new Set<string>();
    for (const testModule of testModules) {
      if (!this.isStoriesProject(testModule.project.name)) continue;
      for (const test of testModule.children.allTests()) {
        const storyId = (test.meta() as { storyId?: string }).storyId;
        const state = test.result().state;
        if (!storyId || state === 'skipped' || state === 'pending') continue;
        stories.add(storyId);
        if (state === 'passed') passedStories.add(storyId);
      }
    }
    const taken = new Set(pictures.map((picture) => `${picture.storyId}/${picture.variant}.png`));
    // The variants this set takes (a story without Telugu copy takes no Telugu picture).
    const variants = new Set(pictures.map((picture) => picture.variant));
    const orphans = !this.complete
      ? []
      : listBaselines().filter((file) => {
          const [storyId = '', name = ''] = file.split('/');
          if (!stories.has(storyId)) return true;
          // A baseline of a variant this set takes, which a story that passed did not take: a
          // story that lost its Telugu copy, or that shows nothing any more.
          return (
            passedStories.has(storyId) &&
            variants.has(name.replace(/\.png$/, '')) &&
            !taken.has(file)
          );
        });
    const results: RunResults = {
      set: this.options.set,
      stories: [...stories].sort(),
      pictures,
      orphans,
      complete: this.complete,
    };
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 1)}\n`);
    const changed = pictures.filter((picture) => picture.status !== 'same');
    const summary = `visual check: ${pictures.length} pictures of ${stories.size} stories (${this.options.set} set): ${changed.filter((p) => p.status === 'changed').length} changed, ${changed.filter((p) => p.status === 'new').length} new, ${orphans.length} baselines no story produces${this.complete ? '' : ' (not judged: the run left story files out)'}`;
    const meanMs =
      pictures.reduce((sum, picture) => sum + picture.milliseconds, 0) / (pictures.length || 1);
    console.log(`\n${summary}; ${meanMs.toFixed(0)} ms a picture in the command`);
    if (changed.length === 0 && orphans.length === 0) return;
    writeFileSync(path.join(reportDirectory, 'index.html'), reportPage(results, this.options));
    console.log(
      `visual check: report at ${path.relative(process.cwd(), path.join(reportDirectory, 'index.html'))}; accept with \`pnpm --filter @lumenor/ui run visual:accept\``,
    );
    if (orphans.length > 0) {
      console.log(`visual check: baselines that no story produces:\n  ${orphans.join('\n  ')}`);
      process.exitCode = 1;
    }
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

/** `390-dark-te` → the width, mode and language it names. */
function readVariant(variant: string) {
  const [width = '', mode = '', locale = ''] = variant.split('-');
  const modeName = { light: 'light', dark: 'dark', contrast: 'high contrast' }[mode] ?? mode;
  const language = { en: 'English', te: 'Telugu' }[locale] ?? locale;
  return { width, mode, locale, label: `${width} px, ${modeName}, ${language}` };
}

function storyLink(storybookUrl: string, picture: PictureResult): string {
  const { mode, locale } = readVariant(picture.variant);
  return `${storybookUrl}?path=/story/${picture.storyId}&globals=colorMode:${mode};locale:${locale}`;
}

function reportPage(results: RunResults, options: VisualReporterOptions): string {
  const changed = results.pictures.filter((picture) => picture.status !== 'same');
  const byStory = new Map<string, PictureResult[]>();
  for (const picture of changed) {
    byStory.set(picture.storyId, [...(byStory.get(picture.storyId) ?? []), picture]);
  }
  const figure = (caption: string, src: string | undefined) =>
    src
      ? `<figure><figcaption>${caption}</figcaption><a href="${src}"><img src="${src}" alt="${caption}" loading="lazy"></a></figure>`
      : `<figure><figcaption>${caption}</figcaption><p class="none">none</p></figure>`;
  const sections = [...byStory.entries()].map(([storyId, pictures]) => {
    const title = pictures[0]?.storyTitle ?? storyId;
    const rows = pictures.map((picture) => {
      const base = `pictures/${picture.storyId}/${picture.variant}`;
      const { label } = readVariant(picture.variant);
      const what =
        picture.status === 'new'
          ? 'new: no accepted picture'
          : picture.baselineSize &&
              (picture.baselineSize.width !== picture.width ||
                picture.baselineSize.height !== picture.height)
            ? `size changed: ${picture.baselineSize.width} × ${picture.baselineSize.height} → ${picture.width} × ${picture.height} px`
            : `${picture.differentPixels} pixels differ`;
      const hasDiff = existsSync(path.join(reportDirectory, `${base}.diff.png`));
      return `<div class="variant"><h3>${escapeHtml(label)} <span class="status">${escapeHtml(what)}</span> <a href="${escapeHtml(storyLink(options.storybookUrl, picture))}">open in Storybook</a></h3><div class="pictures">${figure('Accepted', picture.status === 'new' ? undefined : `${base}.old.png`)}${figure('New', `${base}.new.png`)}${figure('Difference', hasDiff ? `${base}.diff.png` : undefined)}</div></div>`;
    });
    return `<section><h2><a href="${escapeHtml(`${options.storybookUrl}?path=/story/${storyId}`)}">${escapeHtml(title)}</a></h2>${rows.join('')}</section>`;
  });
  const orphans =
    results.orphans.length > 0
      ? `<section><h2>Accepted pictures that no story produces any more</h2><p>They fail the run; the accept command deletes them.</p><ul>${results.orphans.map((file) => `<li><code>${escapeHtml(file)}</code></li>`).join('')}</ul></section>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual changes: @lumenor/ui</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1rem 2rem; max-width: 120rem; color: #0b1622; }
h2 { margin-top: 2.5rem; border-top: 1px solid #cfdbe6; padding-top: 1rem; }
h3 { font-size: 1rem; font-weight: 600; }
.status { font-weight: 400; color: #4a627a; margin: 0 1rem; }
.pictures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; }
figcaption { font-weight: 600; }
img { max-width: 100%; height: auto; border: 1px solid #cfdbe6; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.none { color: #4a627a; }
a { color: #155e9e; }
</style>
</head>
<body>
<h1>Visual changes in @lumenor/ui</h1>
<p>${changed.length} pictures of ${byStory.size} stories differ from the accepted ones (${results.set} set: ${results.pictures.length} pictures of ${results.stories.length} stories taken). Each shows the accepted picture, the new one and the difference (changed pixels in red over a faded copy). To accept every change: <code>pnpm --filter @lumenor/ui run visual:accept</code>.</p>
${orphans}
${sections.join('\n')}
</body>
</html>
`;
}
