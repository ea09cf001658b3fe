/** The request paths a prerendered file answers: `about/index.html` → `/about` and `/about/`. */
export function requestPathsOf(htmlFile: string): string[] {
  if (htmlFile === 'index.html') return ['/'];
  if (htmlFile.endsWith('/index.html')) {
    const directory = `/${htmlFile.slice(0, -'/index.html'.length)}`;
    return [directory, `${directory}/`];
  }
  return [`/${htmlFile}`];
}

/** The request paths of any file of the build (a path relative to build/client). */
export function addressesOf(file: string): string[] {
  return file.endsWith('.html') ? requestPathsOf(file) : [`/${file}`];
}
