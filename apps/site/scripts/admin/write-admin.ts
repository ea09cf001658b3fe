import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { adminPageHtml, adminPath, decapFiles, readDecapFile } from './admin-page';
import { backendSettingsFromEnv, cmsConfigFile } from './cms-config';

/**
 * Writes /admin into the client build: the page, the production configuration (backend from the
 * build's environment, editorial workflow) and Decap CMS's bundle. Runs after the search index
 * and the findability files, so the editor is in neither.
 */
export async function writeAdminFiles(
  clientDirectory: string,
  env: Record<string, string | undefined> = process.env,
): Promise<string[]> {
  const directory = path.join(clientDirectory, adminPath.slice(1));
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, 'index.html'), adminPageHtml);
  await writeFile(
    path.join(directory, 'config.yml'),
    cmsConfigFile('production', backendSettingsFromEnv(env)),
  );
  const files = await decapFiles();
  for (const name of files) await writeFile(path.join(directory, name), await readDecapFile(name));
  return ['index.html', 'config.yml', ...files];
}
