import path from 'node:path';
import type { Plugin } from 'vite';

/** A folder of content files that @lumenor/content reads itself (with fs, not as modules). */
export interface ContentFolder {
  directory: string;
  extension: string;
  /** What its files are, for the message ("articles", "authors"). */
  what: string;
}

/**
 * The dev server reads the blog's articles (Markdown) and authors (JSON, data/authors) once, when
 * it loads @lumenor/content: they are read from files, not imported as modules Vite watches. This
 * restarts it when one is added, changed or removed, so a writer sees the edit on the next page
 * load; a file with a problem stops the restart with the message that names it. (The company's
 * files, data/company*.json, are imported as modules: Vite reloads them itself.)
 */
export function contentFilesDevReload(folders: ContentFolder[]): Plugin {
  return {
    name: 'lumenor:content-files-dev-reload',
    apply: 'serve',
    configureServer(server) {
      for (const { directory } of folders) server.watcher.add(directory);
      const onFile = (file: string) => {
        const folder = folders.find(
          ({ directory, extension }) =>
            file.startsWith(directory + path.sep) && file.endsWith(extension),
        );
        if (!folder) return;
        server.config.logger.info(
          `content: ${path.basename(file)} changed, reloading the ${folder.what}`,
          { timestamp: true },
        );
        void server.restart();
      };
      server.watcher.on('add', onFile).on('change', onFile).on('unlink', onFile);
    },
  };
}
