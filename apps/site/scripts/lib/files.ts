import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { mapWithLimit } from './concurrency.ts';

/** Every file under a directory, as paths relative to it with forward slashes. */
export async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

const compressible = /\.(html|js|mjs|css|xml|svg|json|txt|webmanifest|map)$/;
const brotli = promisify(brotliCompress);
/**
 * Brotli's best quality costs about 3 µs of CPU a byte. Above this size a file takes quality 9,
 * about 17 times faster and 10 % larger: only the editor's bundle (5 MB, which writers load once
 * and keep) is that large, and at 11 it alone took 14 s of every build.
 */
const bestQualityUpTo = 1024 * 1024;
const gzipAsync = promisify(gzip);
/** Files compressed at the same time. */
const filesAtOnce = 16;

/**
 * Writes `.br` and `.gz` beside every text file, for servers (apps/server/serve.mjs here) that send a
 * precompressed variant to clients that accept it. A variant that would not be smaller is not
 * written. `only` limits it to some files (paths relative to the directory). The files are
 * compressed several at once (zlib works on libuv's thread pool, so every core takes a share), not
 * all at once: each holds its file and its compressors' buffers until written.
 */
export async function precompress(
  clientDirectory: string,
  only: (file: string) => boolean = () => true,
): Promise<number> {
  const files = (await listFiles(clientDirectory)).filter(
    (file) => compressible.test(file) && only(file),
  );
  const counts = await mapWithLimit(files, filesAtOnce, (file) =>
    writeVariants(clientDirectory, file),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Writes a file's `.br` and `.gz` where they are smaller; returns how many it wrote. */
async function writeVariants(clientDirectory: string, file: string): Promise<number> {
  const absolute = path.join(clientDirectory, file);
  const source = await readFile(absolute);
  const brotliParams = {
    [zlibConstants.BROTLI_PARAM_QUALITY]:
      source.length <= bestQualityUpTo ? zlibConstants.BROTLI_MAX_QUALITY : 9,
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
  };
  const variants = {
    br: brotli(source, { params: brotliParams }),
    gz: gzipAsync(source, { level: 9 }),
  };
  let written = 0;
  for (const [extension, compressed] of Object.entries(variants)) {
    const body = await compressed;
    if (body.length < source.length) {
      await writeFile(`${absolute}.${extension}`, body);
      written += 1;
    }
  }
  return written;
}
