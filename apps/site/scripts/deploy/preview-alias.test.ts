import { describe, expect, it } from 'vitest';
import { previewAlias } from './preview-alias';

describe('previewAlias', () => {
  it('folds a branch name to lowercase letters, digits and single hyphens, starting with a letter', () => {
    expect(previewAlias('writer/New Post #2')).toBe('writer-new-post-2');
    expect(previewAlias('cms/posts/2026-11-29-telugu')).toBe('cms-posts-2026-11-29-telugu');
    expect(previewAlias('42-fix')).toBe('fix');
  });

  it('keeps `<alias>-lumenor-site` within one DNS label, never ending on a hyphen', () => {
    const alias = previewAlias(`feature/${'a-'.repeat(60)}`);
    expect(`${alias}-lumenor-site`.length).toBeLessThanOrEqual(63);
    expect(alias).not.toMatch(/-$/);
  });

  it('refuses a name with no letter to start from', () => {
    expect(() => previewAlias('1234/---')).toThrow('1234/---');
  });
});
