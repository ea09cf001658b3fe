// The browser command behind every picture of the visual check (vitest.config.ts registers it;
// .storybook/visual.ts calls it). The page marks the region to take with `[data-visual-capture]`;
// here, in Node, Playwright takes that region from the test frame, the picture is compared with
// its baseline pixel by pixel, and a changed or new picture is written to the report's folder with
// the baseline and the difference beside it.
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';
import {
  baselineDirectory,
  type PictureResult,
  pictureFile,
  reportDirectory,
  runLogFile,
} from './pictures.ts';

/**
 * pixelmatch's per-pixel colour tolerance (0 to 1, its YIQ distance). The renderer's own noise,
 * measured by taking every picture again, on this machine and with Noto fonts installed
 * system-wide: a few pixels of a rounded corner's anti-aliasing, and the dithering of a gradient
 * band, moving by 1 to 3 levels of one channel (a YIQ distance of 0.011 at most). 0.015 takes that
 * and nothing more: a colour token moved by a visible step differs by 0.05 or more. Anti-aliased
 * pixels count (`includeAA`): a glyph or a border that moves by a subpixel changes only those.
 */
export const colourTolerance = 0.015;
export const allowedDifferentPixels = 0;

/** A picture as stored: RGB (no alpha: the page is opaque), deflate at its strongest. */
export function encodePicture(picture: PNG): Buffer {
  return PNG.sync.write(picture, { colorType: 2, deflateLevel: 9, inputHasAlpha: true });
}

function sameSize(a: PNG, b: PNG): boolean {
  return a.width === b.width && a.height === b.height;
}

export interface CaptureRequest {
  storyId: string;
  storyTitle: string;
  variant: string;
}

export const visualCapture: BrowserCommand<[CaptureRequest]> = async (
  context,
  { storyId, storyTitle, variant },
) => {
  if (!('iframe' in context)) throw new Error('the visual check needs the Playwright provider');
  const started = performance.now();
  const screenshot = await context.iframe
    .locator('[data-visual-capture]')
    .screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', timeout: 10_000 });
  const actual = PNG.sync.read(screenshot);
  const file = pictureFile(storyId, variant);
  const baselinePath = path.join(baselineDirectory, file);
  const result: PictureResult = {
    storyId,
    storyTitle,
    variant,
    status: 'same',
    differentPixels: 0,
    width: actual.width,
    height: actual.height,
    milliseconds: 0,
  };
  const reportBase = path.join(reportDirectory, 'pictures', storyId, variant);
  if (!existsSync(baselinePath)) {
    result.status = 'new';
    result.differentPixels = actual.width * actual.height;
  } else {
    const baseline = PNG.sync.read(readFileSync(baselinePath));
    result.baselineSize = { width: baseline.width, height: baseline.height };
    if (!sameSize(baseline, actual)) {
      result.status = 'changed';
      result.differentPixels =
        Math.max(baseline.width, actual.width) * Math.max(baseline.height, actual.height);
    } else if (!baseline.data.equals(actual.data)) {
      const diff = new PNG({ width: actual.width, height: actual.height });
      result.differentPixels = pixelmatch(
        baseline.data,
        actual.data,
        diff.data,
        actual.width,
        actual.height,
        { threshold: colourTolerance, includeAA: true, alpha: 0.2, diffColor: [220, 0, 80] },
      );
      if (result.differentPixels > allowedDifferentPixels) {
        result.status = 'changed';
        mkdirSync(path.dirname(reportBase), { recursive: true });
        writePng(`${reportBase}.diff.png`, diff);
      }
    }
    if (result.status === 'changed') {
      mkdirSync(path.dirname(reportBase), { recursive: true });
      copyFileSync(baselinePath, `${reportBase}.old.png`);
    }
  }
  if (result.status !== 'same') {
    mkdirSync(path.dirname(reportBase), { recursive: true });
    writePng(`${reportBase}.new.png`, actual);
  }
  mkdirSync(reportDirectory, { recursive: true });
  result.milliseconds = Math.round(performance.now() - started);
  appendFileSync(runLogFile, `${JSON.stringify(result)}\n`);
  return { status: result.status, differentPixels: result.differentPixels };
};

/**
 * Moves the real pointer off the page, so that no story starts hovered where an earlier story
 * clicked (its picture would then depend on which stories ran before it).
 */
export const visualPointerAway: BrowserCommand<[]> = async (context) => {
  if (!('page' in context)) throw new Error('the visual check needs the Playwright provider');
  await context.page.mouse.move(-1, -1);
};

function writePng(file: string, picture: PNG): void {
  // Synchronously: the reporter reads the folder as soon as the run ends.
  writeFileSync(file, encodePicture(picture));
}
