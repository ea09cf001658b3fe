import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const serveModule = fileURLToPath(new URL('./serve.mjs', import.meta.url));

export type RunningServer = Awaited<ReturnType<typeof startServer>>;

/**
 * Starts serve.mjs over a client folder and resolves with the URL it prints (PORT=0 picks a free
 * port), its process id (/proc/<pid> on Linux), what it printed, a stop and its exit code once it
 * has exited.
 */
export async function startServer(
  clientDirectory: string,
  env: Record<string, string>,
  timeoutMs = 15_000,
) {
  const child = spawn(process.execPath, [serveModule, clientDirectory], {
    // SITE_CLIENT_DIR would serve another folder than the one asked for.
    env: { ...process.env, SITE_CLIENT_DIR: undefined, ...env },
  });
  let output = '';
  // 'close' comes after the output has been read to its end.
  const exited = once(child, 'close').then(([code]) => code as number | null);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      setTimeout(
        () => reject(new Error(`The server did not start in ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      ).unref();
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const url = /https?:\/\/\S+\//.exec(output)?.[0];
        if (url) resolve(url);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then((code) =>
        reject(new Error(`The server exited with code ${code}:\n${output}`)),
      );
    });
    return { url, pid: Number(child.pid), output: () => output, stop, exited };
  } catch (error) {
    await stop();
    throw error;
  }
}
