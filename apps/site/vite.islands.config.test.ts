import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import islandsConfig from './vite.islands.config';

/**
 * `pnpm start` shows a newcomer the install, the build's summary and the address, and a warning
 * only when something is wrong.
 */
describe('a quiet start', () => {
  const onLog = islandsConfig.build?.rolldownOptions?.onLog;
  if (typeof onLog !== 'function') throw new Error('the islands build has no onLog');

  it("drops the islands build's warning about the 'use client' directive, and no other", () => {
    const shown = vi.fn();
    const log = (code: string, message: string) => ({ code, message }) as never;
    onLog.call(
      {} as never,
      'warn',
      log(
        'MODULE_LEVEL_DIRECTIVE',
        'Module level directives cause errors when bundled, "use client" in "x.tsx" was ignored.',
      ),
      shown,
    );
    expect(shown).not.toHaveBeenCalled();
    onLog.call(
      {} as never,
      'warn',
      log('MODULE_LEVEL_DIRECTIVE', '"use strict" was ignored'),
      shown,
    );
    onLog.call({} as never, 'warn', log('UNRESOLVED_IMPORT', 'could not resolve ./x'), shown);
    expect(shown).toHaveBeenCalledTimes(2);
  });

  it('installs once and builds without the telemetry notice', () => {
    const root = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { scripts: Record<string, string> };
    // pnpm installs before any script runs (verifyDepsBeforeRun): the script must not again.
    expect(root.scripts.start).not.toMatch(/pnpm install/);
    expect(root.scripts.start).toMatch(/TURBO_TELEMETRY_DISABLED=1 turbo run build/);
    const workspace = readFileSync(new URL('../../pnpm-workspace.yaml', import.meta.url), 'utf8');
    expect(workspace).toMatch(/^verifyDepsBeforeRun: install$/m);
  });
});
