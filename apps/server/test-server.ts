import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
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
  const running = await untilReady(
    child,
    'The server',
    (output) => /https?:\/\/\S+\//.exec(output)?.[0],
    timeoutMs,
  );
  return { ...running, pid: Number(child.pid) };
}

/**
 * Watches a server process until `ready` finds its URL in what it printed; resolves with that URL,
 * what it printed so far, a stop and its exit code once it has exited. It fails with all the
 * output when the process exits first or `timeoutMs` passes, and stops it then.
 */
export async function untilReady(
  child: ChildProcessWithoutNullStreams,
  name: string,
  ready: (output: string) => string | undefined,
  timeoutMs: number,
) {
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
        () => reject(new Error(`${name} did not start in ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      ).unref();
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const url = ready(output);
        if (url) resolve(url);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then((code) => reject(new Error(`${name} exited with code ${code}:\n${output}`)));
    });
    return { url, output: () => output, stop, exited };
  } catch (error) {
    await stop();
    throw error;
  }
}
