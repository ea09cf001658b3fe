// `pnpm --filter @lumenor/ui run visual:accept`: makes the last run's pictures the accepted ones.
// It rewrites only the baselines of the pictures that changed or are new, and deletes the baselines
// that no story produces any more; every other baseline is left as it is, byte for byte. It reads
// what the last run of the visual check wrote (visual-report/results.json): run the story tests
// first (`test:stories`, or `visual:full` for every picture).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import {
  baselineDirectory,
  pictureFile,
  type RunResults,
  reportDirectory,
  resultsFile,
} from './pictures.ts';

if (!existsSync(resultsFile)) {
  console.error(
    'visual:accept: no run to accept: run `pnpm --filter @lumenor/ui run test:stories` first',
  );
  process.exit(1);
}
const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as RunResults;
let written = 0;
for (const picture of results.pictures) {
  if (picture.status === 'same') continue;
  const file = pictureFile(picture.storyId, picture.variant);
  const taken = path.join(
    reportDirectory,
    'pictures',
    picture.storyId,
    `${picture.variant}.new.png`,
  );
  const target = path.join(baselineDirectory, file);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(taken, target);
  written += 1;
  console.log(`${picture.status === 'new' ? 'added' : 'updated'} ${file}`);
}
for (const orphan of results.orphans) {
  const file = path.join(baselineDirectory, orphan);
  rmSync(file, { force: true });
  // A story's folder goes with its last picture.
  if (readdirSync(path.dirname(file)).length === 0) rmdirSync(path.dirname(file));
  console.log(`deleted ${orphan}`);
}
// The accepted run is now the baseline: the report would only show it again.
rmSync(reportDirectory, { recursive: true, force: true });
console.log(
  `visual:accept: ${written} pictures written, ${results.orphans.length} deleted, ${results.pictures.length - written} unchanged`,
);
