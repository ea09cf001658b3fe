import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the example systemd unit', () => {
  const unit = readFileSync(new URL('./lumenor-site.service', import.meta.url), 'utf8');
  const setting = (name: string) =>
    [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => String(match[1]));

  it('runs the server with node directly, so that SIGTERM reaches it, and waits longer than its grace period', () => {
    const [execStart] = setting('ExecStart');
    // serve.mjs is relative to this package's folder; its argument is the site's client build.
    expect(execStart).toMatch(/^\S*\/node serve\.mjs \S*\/apps\/site\/build\/client$/);
    expect(setting('WorkingDirectory')[0]).toMatch(/\/apps\/server$/);
    expect(setting('KillSignal')).toEqual(['SIGTERM']);
    const grace = Number(
      setting('Environment')
        .map((value) => /^STOP_GRACE_SECONDS=(.+)$/.exec(value)?.[1])
        .find(Boolean),
    );
    expect(grace).toBeGreaterThan(0);
    expect(Number(setting('TimeoutStopSec')[0])).toBeGreaterThan(grace);
  });
});
