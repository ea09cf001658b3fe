import { describe, expect, it } from 'vitest';
import { excerptSegments, termMatches } from './excerpt';
import { openingOf, openingReach } from './index-files';

const text = (segments: ReturnType<typeof excerptSegments>) =>
  segments.map((segment) => segment.text).join('');
const marked = (segments: ReturnType<typeof excerptSegments>) =>
  segments.filter((segment) => segment.marked).map((segment) => segment.text);

describe('termMatches', () => {
  const found = (text: string, terms: string[]) =>
    termMatches(text, terms).map(({ index, length }) => text.slice(index, index + length));

  it('finds whole words only, in any case, the longest of two at one place', () => {
    expect(found('Database and data, not metadata.', ['data', 'database'])).toEqual([
      'Database',
      'data',
    ]);
    // ZWNJ ends no word for the search (it is inside Telugu words), the longer term wins.
    expect(found('ఆన్\u200Cలైన్ సేవ', ['ఆన్', 'ఆన్\u200Cలైన్'])).toEqual(['ఆన్\u200Cలైన్']);
  });

  it('treats Telugu vowel signs as part of a word', () => {
    // సేవ is a word of its own, but not the start of సేవలు.
    expect(found('సేవ సేవలు', ['సేవ'])).toEqual(['సేవ']);
  });

  it('finds terms as text, never as a pattern, and keeps indexes after a longer lowercase', () => {
    expect(found('abc a.c', ['a.c'])).toEqual(['a.c']);
    expect(found('İstanbul data', ['data'])).toEqual(['data']);
    expect(termMatches('anything', [])).toEqual([]);
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

describe("a page's opening (index-files.ts)", () => {
  // Every word of a long text at its every position: each a different start of the excerpt.
  const words = Array.from({ length: 400 }, (_, index) => `w${index}${'x'.repeat(index % 9)}`);
  const whole = `${words.join(' ')}.`;

  it('holds the same excerpt as the whole text for a word that starts before its reach', () => {
    const opening = openingOf(whole);
    expect(opening.length).toBeLessThan(whole.length);
    expect(whole.startsWith(opening)).toBe(true);
    const early = words.filter((word) => whole.indexOf(word) < openingReach);
    expect(early.length).toBeGreaterThan(10);
    for (const word of early) {
      expect(excerptSegments(opening, [word]), word).toEqual(excerptSegments(whole, [word]));
    }
    // And for a word only in the title: the text's start.
    expect(excerptSegments(opening, ['title'])).toEqual(excerptSegments(whole, ['title']));
  });

  it('is the whole text when that is short', () => {
    expect(openingOf('A short text.')).toBe('A short text.');
  });
});
