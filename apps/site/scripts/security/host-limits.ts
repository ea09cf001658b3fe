/**
 * What Cloudflare reads of a build, and ignores past these: its documented limits for Workers
 * static assets (the same as Pages'). A rule over a limit is dropped with a warning in a deploy log
 * no one reads (a `_headers` line over 2,000 characters takes the whole header with it), so the
 * build refuses such files instead (write-serving-files.ts).
 */
export const hostLimits = {
  headerRules: 100,
  /** Characters of one `_headers` line, name and value together. */
  headerLineLength: 2_000,
  staticRedirects: 2_000,
  /** A rule with `*` or `:placeholder` is dynamic, and so is every rule after the first such. */
  dynamicRedirects: 100,
  redirectStatuses: [200, 301, 302, 303, 307, 308],
  /** Files of one version on the Workers Free plan (Paid: 100,000). */
  files: 20_000,
  fileBytes: 25 * 1024 * 1024,
} as const;

const meaningfulLines = (text: string) =>
  text.split('\n').filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));

/** What Cloudflare would drop or refuse of a `_headers` file. */
export function headersFileProblems(text: string): string[] {
  const problems = text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.length > hostLimits.headerLineLength)
    .map(
      ({ line, number }) =>
        `_headers line ${number} has ${line.length} characters (at most ${hostLimits.headerLineLength})`,
    );
  const rules = meaningfulLines(text).filter((line) => !/^\s/.test(line)).length;
  if (rules > hostLimits.headerRules) {
    problems.push(`_headers has ${rules} rules (at most ${hostLimits.headerRules})`);
  }
  return problems;
}

/** What Cloudflare would drop or refuse of a `_redirects` file. */
export function redirectsFileProblems(text: string): string[] {
  const problems: string[] = [];
  let staticRules = 0;
  let dynamicRules = 0;
  for (const line of meaningfulLines(text)) {
    const [from = '', , status] = line.trim().split(/\s+/);
    // Cloudflare's default is 302, Netlify's and the local server's 301: always written out.
    if (!status || !(hostLimits.redirectStatuses as readonly number[]).includes(Number(status))) {
      problems.push(
        `_redirects "${line}": status ${status ?? '(none)'} is not one Cloudflare accepts`,
      );
    }
    if (dynamicRules > 0 || /\*|\/:/.test(from)) dynamicRules += 1;
    else staticRules += 1;
  }
  if (staticRules > hostLimits.staticRedirects) {
    problems.push(
      `_redirects has ${staticRules} static rules (at most ${hostLimits.staticRedirects})`,
    );
  }
  if (dynamicRules > hostLimits.dynamicRedirects) {
    problems.push(
      `_redirects has ${dynamicRules} dynamic rules, counted from the first with * or :name (at most ${hostLimits.dynamicRedirects})`,
    );
  }
  return problems;
}

/** What Cloudflare would refuse of the files it uploads (those `.assetsignore` leaves in). */
export function assetProblems(files: ReadonlyArray<{ file: string; bytes: number }>): string[] {
  const problems = files
    .filter(({ bytes }) => bytes > hostLimits.fileBytes)
    .map(({ file, bytes }) => `${file} has ${bytes} bytes (at most ${hostLimits.fileBytes})`);
  if (files.length > hostLimits.files) {
    problems.push(`${files.length} files to upload (at most ${hostLimits.files})`);
  }
  return problems;
}
