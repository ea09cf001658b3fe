// The visual check's files: where the accepted pictures (baselines) live, where a run writes what it
// took, and how a picture is named. Shared by the browser command that takes and compares each
// picture (commands.ts), the reporter that writes the designers' report (reporter.ts) and the
// accept command (accept.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The accepted pictures, committed: `visual-baselines/<story id>/<variant>.png`. */
export const baselineDirectory = path.join(packageDirectory, 'visual-baselines');

/** What the last run took and found (gitignored); `index.html` is the designers' report. */
export const reportDirectory = path.join(packageDirectory, 'visual-report');

/** One line of JSON per picture the run took (see PictureResult). */
export const runLogFile = path.join(reportDirectory, 'run.jsonl');

/** The run's outcome, which the accept command applies. */
export const resultsFile = path.join(reportDirectory, 'results.json');

/** What a run set out to take: `subset` in the test command, `full` with `visual:full`. */
export type VisualSet = 'subset' | 'full' | 'off';

export type PictureStatus = 'same' | 'changed' | 'new';

/** One picture of one story, as the command found it. */
export interface PictureResult {
  storyId: string;
  /** `<title> / <story name>`, as Storybook's sidebar shows it. */
  storyTitle: string;
  /** `390-light-en`: width, colour mode, language. */
  variant: string;
  status: PictureStatus;
  /** Pixels that differ from the baseline (size changes count every pixel). */
  differentPixels: number;
  width: number;
  height: number;
  baselineSize?: { width: number; height: number };
  /** How long the command took: the screenshot, the comparison and the files. */
  milliseconds: number;
}

export interface RunResults {
  set: VisualSet;
  /** Every story the run rendered: its baselines are in use even where this set took none. */
  stories: string[];
  pictures: PictureResult[];
  /** Baselines that no story produces any more (`<story id>/<variant>.png`). */
  orphans: string[];
  /** True when the run covered every story file, so that orphans could be judged. */
  complete: boolean;
}

/** A picture's file below the baseline directory, and below the report's. */
export function pictureFile(storyId: string, variant: string): string {
  if (!/^[a-z0-9-]+$/.test(storyId) || !/^[a-z0-9-]+$/.test(variant)) {
    throw new Error(`not a story id and variant: ${storyId} ${variant}`);
  }
  return path.join(storyId, `${variant}.png`);
}

/** Every baseline on disk, as `<story id>/<variant>.png`. */
export function listBaselines(): string[] {
  let entries: string[];
  try {
    entries = readdirSync(baselineDirectory, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.endsWith('.png'))
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}
