import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { adminBundles, adminFiles, adminPageHtml, adminPath } from './admin-page';
import { cmsConfigFile } from './cms-config';

/**
 * Writes /admin into the client build: the page, the production configuration (backend from the
 * build's environment, editorial workflow) and Decap CMS's bundle. Runs after the search index
 * and the findability files, so the editor is in neither.
 */
export async function writeAdminFiles(clientDirectory: string, env = process.env): Promise<void> {
  const directory = path.join(clientDirectory, adminPath.slice(1));
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, 'index.html'), adminPageHtml);
  await writeFile(path.join(directory, 'config.yml'), cmsConfigFile('production', env));
  for (const [name, file] of await adminFiles()) await copyFile(file, path.join(directory, name));
  for (const [name, code] of await adminBundles())
    await writeFile(path.join(directory, name), code);
}
