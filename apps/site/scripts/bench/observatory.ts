import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server-process';
import { selfSignedCertificate } from './tls';

/**
 * Grades the production server's headers with the MDN HTTP Observatory, locally.
 *
 * The scanner only takes a host name and connects to ports 80 and 443, so the server runs with TLS
 * on 127.0.0.1:443 under a throwaway self-signed certificate that the scanner trusts through
 * NODE_EXTRA_CA_CERTS (its own wrapper overrides that variable, so src/scan.js is run directly).
 * Nothing listens on port 80, which the Observatory scores as "no HTTP, no redirect needed" (0).
 * The package is installed on first use with npm --ignore-scripts (its install script downloads the
 * HSTS preload list, which is not reachable here), outside the workspace: it is a bench tool only.
 * Any failure is recorded in the report instead of failing the bench.
 */

export const observatoryPackage = '@mdn/mdn-http-observatory@1.4.8';
const host = '127.0.0.1';

export interface ObservatoryResult {
  host: string;
  grade?: string;
  score?: number;
  testsPassed?: number;
  testsQuantity?: number;
  failing: string[];
  tests?: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
  error?: string;
  notes: string[];
}

function run(command: string, args: string[], env?: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: env ?? process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-10);
    throw new Error(`${command} ${args.join(' ')} failed: ${output.join(' / ')}`);
  }
  return result.stdout;
}

async function ensureScanner(repoRoot: string, notes: string[]): Promise<string> {
  const prefix = path.join(repoRoot, 'node_modules', '.cache', 'mdn-http-observatory');
  const packageDirectory = path.join(prefix, 'node_modules', '@mdn', 'mdn-http-observatory');
  if (!existsSync(path.join(packageDirectory, 'src', 'scan.js'))) {
    console.log(`Installing ${observatoryPackage} (npm --ignore-scripts) into ${prefix}`);
    await mkdir(prefix, { recursive: true });
    run('npm', [
      'install',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--prefix',
      prefix,
      observatoryPackage,
    ]);
  }
  const preloadList = path.join(packageDirectory, 'conf', 'hsts-preload.json');
  if (!existsSync(preloadList)) {
    // Written by the skipped install script from Chromium's preload list; it only decides whether
    // a host is already preloaded, which a local host never is.
    await writeFile(preloadList, '{}\n');
  }
  if ((await readFile(preloadList, 'utf8')).trim() === '{}') {
    notes.push(
      'The HSTS preload list that the package downloads on install is replaced by an empty list (127.0.0.1 is never preloaded).',
    );
  }
  return path.join(packageDirectory, 'src', 'scan.js');
}

export async function runObservatory(
  siteDirectory: string,
  repoRoot: string,
  serverEnv: Record<string, string> = {},
): Promise<ObservatoryResult> {
  const notes: string[] = [];
  const result: ObservatoryResult = { host, failing: [], notes };
  const certificateDirectory = await mkdtemp(path.join(os.tmpdir(), 'bench-tls-'));
  try {
    const scanner = await ensureScanner(repoRoot, notes);
    const { cert, key } = selfSignedCertificate(certificateDirectory, host);
    const server = await startServer(siteDirectory, {
      ...serverEnv,
      TLS_CERT: cert,
      TLS_KEY: key,
      PORT: '443',
      HOST: host,
    });
    try {
      const output = run(process.execPath, [scanner, host], {
        ...process.env,
        NODE_EXTRA_CA_CERTS: cert,
      });
      const parsed = JSON.parse(output) as {
        error?: string;
        scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number };
        tests?: ObservatoryResult['tests'];
      };
      if (parsed.error || !parsed.scan) throw new Error(parsed.error ?? 'no scan in the output');
      result.grade = parsed.scan.grade;
      result.score = parsed.scan.score;
      result.testsPassed = parsed.scan.testsPassed;
      result.testsQuantity = parsed.scan.testsQuantity;
      result.tests = parsed.tests;
      result.failing = Object.entries(parsed.tests ?? {})
        .filter(([, test]) => !test.pass)
        .map(([name, test]) => `${name} (${test.result}, ${test.scoreModifier})`);
    } finally {
      await server.stop();
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    console.log(`Observatory: not graded: ${result.error}`);
  } finally {
    await rm(certificateDirectory, { recursive: true, force: true });
  }
  return result;
}
