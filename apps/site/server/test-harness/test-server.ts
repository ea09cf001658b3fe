import { spawn } from 'node:child_process';
import path from 'node:path';

export interface RunningServer {
  url: string;
  /** The server's process id (its open files are under /proc/<pid>/fd on Linux). */
  pid: number;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
  /** Calls `listener` with the exit code once the server has exited. */
  onExit: (listener: (code: number | null) => void) => void;
}

/**
 * Starts apps/site/server/serve.mjs (the production server) and resolves with the URL it prints
 * (PORT=0 picks a free port).
 */
export function startServer(
  siteDirectory: string,
  env: Record<string, string>,
  timeoutMs = 15_000,
): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(siteDirectory, 'server', 'serve.mjs')], {
    cwd: siteDirectory,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /(https?:\/\/\S+\/)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        const onExit = (listener: (code: number | null) => void) => {
          if (child.exitCode !== null || child.signalCode !== null) listener(child.exitCode);
          else child.once('exit', (code) => listener(code));
        };
        resolve({ url, pid: Number(child.pid), output: () => output, stop, onExit });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code}:\n${output}`));
    });
  });
}
