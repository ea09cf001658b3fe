/**
 * `pnpm --filter @lumenor/content run translations:check` lists the Telugu twins whose English
 * changed since they were translated, and the articles awaiting their translation (it never
 * fails: publishing is not blocked);
 * `translations:stamp [file …]` marks twins as translating today's English, after translating.
 */
import {
  describeStaleTranslations,
  stampTranslations,
  translationStatus,
  translationsAwaited,
} from '../src/translations.ts';

const [command, ...files] = process.argv.slice(2);
if (command === 'stamp') {
  const written = stampTranslations(files.length ? files : undefined);
  console.log(written.length ? `stamped ${written.join(', ')}` : 'every twin was stamped already');
} else if (command === 'check') {
  const lines = describeStaleTranslations(translationStatus());
  console.log(
    lines.length
      ? `translations: ${lines.length} Telugu twins behind their English\n  ${lines.join('\n  ')}`
      : 'translations: every Telugu twin translates today’s English',
  );
  const awaited = translationsAwaited();
  if (awaited.length) {
    const list = awaited.map(({ file, source }) => `${file} ← ${source}: awaiting translation`);
    console.log(
      `translations: ${awaited.length} articles published in English, awaiting translation\n  ${list.join('\n  ')}`,
    );
  }
} else {
  console.error('usage: translations.ts check | stamp [file …]');
  process.exitCode = 2;
}
