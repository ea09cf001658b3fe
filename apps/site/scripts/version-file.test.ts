import { describe, expect, it } from 'vitest';
import { versionRecord } from './version-file';

describe('version.json', () => {
  const now = new Date('2030-01-02T03:04:05Z');

  it('names the commit CI gives, else the checkout’s, else none known', () => {
    expect(versionRecord({ SITE_COMMIT: 'abc123' }, now, () => 'def456').commit).toBe('abc123');
    expect(versionRecord({}, now, () => 'def456').commit).toBe('def456');
    expect(versionRecord({}, now, () => undefined).commit).toBe('unknown');
  });

  it('says when the build was made and whether it is a preview', () => {
    expect(versionRecord({ SITE_PREVIEW: '1' }, now, () => 'a')).toEqual({
      commit: 'a',
      builtAt: '2030-01-02T03:04:05.000Z',
      preview: true,
    });
    expect(versionRecord({}, now, () => 'a').preview).toBe(false);
  });
});
