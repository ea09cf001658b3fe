import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPreviewBuild } from '@lumenor/content';

/**
 * The commit a build is made from: CI names it (the workflows set SITE_COMMIT); elsewhere git is
 * asked; outside a checkout it is unknown.
 */
export const commitVariable = 'SITE_COMMIT';

/** `/version.json`: which commit the live site was built from, read by the smoke check after a deploy. */
export interface VersionFile {
  commit: string;
  builtAt: string;
  preview: boolean;
}

function gitHead(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** The version record of a build made now with these settings. */
export function versionRecord(
  env: Record<string, string | undefined> = process.env,
  now: Date = new Date(),
  head: () => string | undefined = gitHead,
): VersionFile {
  return {
    commit: env[commitVariable] || head() || 'unknown',
    builtAt: now.toISOString(),
    preview: isPreviewBuild(env),
  };
}

/** Writes `version.json` at the root of the built site. */
export async function writeVersionFile(clientDirectory: string): Promise<VersionFile> {
  const record = versionRecord();
  await writeFile(path.join(clientDirectory, 'version.json'), `${JSON.stringify(record)}\n`);
  return record;
}
