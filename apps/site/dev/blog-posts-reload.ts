import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The dev server reads the blog's articles once, when it loads @lumenor/content (they are
 * Markdown files, not modules Vite watches). This restarts it when an article is added, changed
 * or removed, so a writer sees the edit on the next page load; a file with a problem stops the
 * restart with the message that names it.
 */
export function blogPostsDevReload(postsDirectory: string): Plugin {
  return {
    name: 'lumenor:blog-posts-dev-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(postsDirectory);
      const onFile = (file: string) => {
        if (!file.startsWith(postsDirectory + path.sep) || !file.endsWith('.md')) return;
        server.config.logger.info(`blog: ${path.basename(file)} changed, reloading the articles`, {
          timestamp: true,
        });
        void server.restart();
      };
      server.watcher.on('add', onFile).on('change', onFile).on('unlink', onFile);
    },
  };
}
