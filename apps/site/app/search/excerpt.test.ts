import { describe, expect, it } from 'vitest';
import { excerptSegments, termPattern } from './excerpt';

const text = (segments: ReturnType<typeof excerptSegments>) =>
  segments.map((segment) => segment.text).join('');
const marked = (segments: ReturnType<typeof excerptSegments>) =>
  segments.filter((segment) => segment.marked).map((segment) => segment.text);

describe('termPattern', () => {
  it('matches whole words only, in any case, longest term first', () => {
    const pattern = termPattern(['data', 'database']);
    expect('Database and data, not metadata.'.match(pattern ?? /$^/)).toEqual(['Database', 'data']);
  });

  it('treats Telugu vowel signs as part of a word', () => {
    // సేవ is a word of its own, but not the start of సేవలు.
    const pattern = termPattern(['సేవ']);
    expect('సేవ సేవలు'.match(pattern ?? /$^/)).toEqual(['సేవ']);
  });

  it('escapes terms, so a term is never a pattern', () => {
    expect(termPattern(['a.c'])?.test('abc')).toBe(false);
    expect(termPattern([])).toBeUndefined();
  });
});

describe('excerptSegments', () => {
  const long =
    'Lumenor builds software for governments. '.repeat(6) +
    'The dashboards show grievance trends by district every morning. ' +
    'Field teams use them before their visits. '.repeat(6);

  it('cuts the text around the first match, at spaces, with ellipses where it was cut', () => {
    const segments = excerptSegments(long, ['grievance'], 120);
    const shown = text(segments);
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown).toContain('grievance trends');
    expect(shown.length).toBeLessThanOrEqual(120 + 4);
    // Whole words at both ends.
    const inner = shown.slice(2, -2);
    expect(long).toContain(inner);
    expect(long[long.indexOf(inner) - 1]).toBe(' ');
  });

  it('marks every occurrence of every matched term, and nothing else', () => {
    const segments = excerptSegments('Data beats opinion. Open data, open minds.', [
      'data',
      'open',
    ]);
    expect(marked(segments)).toEqual(['Data', 'Open', 'data', 'open']);
    expect(text(segments)).toBe('Data beats opinion. Open data, open minds.');
  });

  it('starts at the beginning when the match is near it, or only in the title', () => {
    expect(text(excerptSegments('Short text with a match.', ['match']))).toBe(
      'Short text with a match.',
    );
    const segments = excerptSegments(long, ['not-in-the-text'], 60);
    expect(text(segments).startsWith('Lumenor builds')).toBe(true);
    expect(marked(segments)).toEqual([]);
  });

  it('keeps markup in the text as text', () => {
    const segments = excerptSegments('Use <mark>x</mark> & <script>alert(1)</script> here', [
      'alert',
    ]);
    expect(text(segments)).toBe('Use <mark>x</mark> & <script>alert(1)</script> here');
    expect(marked(segments)).toEqual(['alert']);
  });

  it('works on Telugu text', () => {
    const segments = excerptSegments('పౌర సేవలు ఆన్‌లైన్‌లో అందుబాటులో ఉన్నాయి.', ['సేవలు']);
    expect(marked(segments)).toEqual(['సేవలు']);
  });
});
