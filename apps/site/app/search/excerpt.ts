import type { TextSegment } from '@lumenor/ui';

/** Letters, digits and combining marks (Telugu vowel signs are marks): the inside of a word. */
const wordCharacter = '[\\p{L}\\p{N}\\p{M}]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern matching any of `terms` as whole words, case-insensitively, longest first. */
export function termPattern(terms: readonly string[]): RegExp | undefined {
  const alternatives = [...new Set(terms.filter((term) => term.length > 0))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (alternatives.length === 0) return undefined;
  return new RegExp(
    `(?<!${wordCharacter})(?:${alternatives.join('|')})(?!${wordCharacter})`,
    'giu',
  );
}

/**
 * The part of `text` around the first of `terms` (about `length` characters, cut at spaces), as
 * text segments with every occurrence of a term marked. Built from plain text, so nothing in it
 * can become markup; an ellipsis shows where the text was cut. Without a match in the text (the
 * term was in the title), the text's beginning.
 */
export function excerptSegments(
  text: string,
  terms: readonly string[],
  length = 180,
): TextSegment[] {
  const pattern = termPattern(terms);
  const first = pattern ? new RegExp(pattern.source, 'iu').exec(text) : null;
  let start = 0;
  if (first && first.index > length / 3) {
    start = first.index - Math.floor(length / 3);
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first.index) start = space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    const mustKeep = first ? first.index + first[0].length : start;
    if (space > mustKeep) end = space;
  }
  const window = text.slice(start, end).trim();
  const segments: TextSegment[] = [];
  const push = (segment: TextSegment) => {
    if (segment.text.length > 0) segments.push(segment);
  };
  let position = 0;
  if (pattern) {
    for (const match of window.matchAll(pattern)) {
      push({ text: window.slice(position, match.index) });
      push({ text: match[0], marked: true });
      position = match.index + match[0].length;
    }
  }
  push({ text: window.slice(position) });
  if (start > 0) segments.unshift({ text: '… ' });
  if (end < text.length) segments.push({ text: ' …' });
  return segments;
}
