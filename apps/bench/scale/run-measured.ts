import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Runs a command and measures its wall time and the peak memory of its whole process tree: the sum
 * of the resident set (RSS) of the process and every descendant, read from /proc every 250 ms (a
 * build's Vite, React Router and worker processes run at the same time, so no one child's
 * `maxRSS` tells what the machine needs). Linux only; a peak between two samples can be missed.
 */
export interface MeasuredRun {
  seconds: number;
  peakTreeRssBytes: number;
  /** The largest single process seen (usually the Node process that prerenders). */
  peakProcessRssBytes: number;
  exitCode: number | null;
  output: string;
}

const pageBytes = 4096;

/** Every process's parent and resident bytes, from /proc/<pid>/stat and statm. */
function processTable(): Map<number, { parent: number; rss: number }> {
  const table = new Map<number, { parent: number; rss: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) is in parentheses and may hold spaces: read after its end.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const rssPages = Number(readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ')[1]);
      table.set(Number(entry), { parent, rss: rssPages * pageBytes });
    } catch {
      // The process ended while being read.
    }
  }
  return table;
}

/** The RSS of `root` and its descendants: the sum, and the largest one. */
export function treeRss(root: number, table = processTable()): { sum: number; largest: number } {
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of table) {
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let sum = 0;
  let largest = 0;
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    const rss = table.get(pid)?.rss ?? 0;
    sum += rss;
    largest = Math.max(largest, rss);
    queue.push(...(children.get(pid) ?? []));
  }
  return { sum, largest };
}

export function runMeasured(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; echo?: boolean },
): Promise<MeasuredRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (options.echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let peakTree = 0;
    let peakProcess = 0;
    const sample = () => {
      if (child.pid === undefined) return;
      const { sum, largest } = treeRss(child.pid);
      peakTree = Math.max(peakTree, sum);
      peakProcess = Math.max(peakProcess, largest);
    };
    const timer = setInterval(sample, 250);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (exitCode) => {
      clearInterval(timer);
      resolve({
        seconds: (performance.now() - started) / 1000,
        peakTreeRssBytes: peakTree,
        peakProcessRssBytes: peakProcess,
        exitCode,
        output,
      });
    });
  });
}
