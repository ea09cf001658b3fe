import type { TextSegment } from '@lumenor/ui';

/** An excerpt's length, in characters: about two lines of a result. */
export const excerptLength = 180;

/** Letters, digits and combining marks (Telugu vowel signs are marks): the inside of a word. */
const wordCharacter = /^[\p{L}\p{N}\p{M}]$/u;

/** The character (code point) of `text` that ends just before `index`, or ''. */
function characterBefore(text: string, index: number): string {
  const unit = text.charCodeAt(index - 1);
  return unit >= 0xdc00 && unit <= 0xdfff && index >= 2
    ? text.slice(index - 2, index)
    : text.slice(Math.max(0, index - 1), index);
}

/** The character (code point) of `text` that starts at `index`, or ''. */
function characterAt(text: string, index: number): string {
  const point = text.codePointAt(index);
  return point === undefined ? '' : String.fromCodePoint(point);
}

/** Where one of the terms is in a text: its first character and its length (UTF-16 units). */
export interface TermMatch {
  index: number;
  length: number;
}

/**
 * Where `terms` are in `text` as whole words, in any case: in text order, the longest where two
 * start at the same place, none overlapping another. Found with `indexOf` in the lowercased text,
 * not with a case-insensitive pattern: Unicode classes in such a pattern, tried at every
 * character, made the excerpts of 20 results take over 100 ms on a phone-speed CPU.
 */
export function termMatches(text: string, terms: readonly string[]): TermMatch[] {
  let lower = text.toLowerCase();
  if (lower.length !== text.length) {
    // A letter whose lowercase is longer ('İ') would shift every index after it: it stays as is.
    lower = Array.from(text, (character) => {
      const lowered = character.toLowerCase();
      return lowered.length === character.length ? lowered : character;
    }).join('');
  }
  const found: TermMatch[] = [];
  for (const term of new Set(terms.map((term) => term.toLowerCase()))) {
    if (term.length === 0) continue;
    for (let index = lower.indexOf(term); index !== -1; index = lower.indexOf(term, index + 1)) {
      const end = index + term.length;
      if (
        !wordCharacter.test(characterBefore(text, index)) &&
        !wordCharacter.test(characterAt(text, end))
      ) {
        found.push({ index, length: term.length });
      }
    }
  }
  found.sort((a, b) => a.index - b.index || b.length - a.length);
  const matches: TermMatch[] = [];
  for (const match of found) {
    const last = matches.at(-1);
    if (!last || match.index >= last.index + last.length) matches.push(match);
  }
  return matches;
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
  length = excerptLength,
): TextSegment[] {
  const matches = termMatches(text, terms);
  const [first] = matches;
  let start = 0;
  if (first && first.index > length / 3) {
    start = first.index - Math.floor(length / 3);
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first.index) start = space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    const mustKeep = first ? first.index + first.length : start;
    if (space > mustKeep) end = space;
  }
  // The window, without the spaces at its ends.
  const cut = text.slice(start, end);
  const from = start + cut.length - cut.trimStart().length;
  const to = Math.max(from, start + cut.trimEnd().length);
  const segments: TextSegment[] = [];
  const push = (segment: TextSegment) => {
    if (segment.text.length > 0) segments.push(segment);
  };
  let position = from;
  for (const match of matches) {
    if (match.index < from || match.index + match.length > to) continue;
    push({ text: text.slice(position, match.index) });
    push({ text: text.slice(match.index, match.index + match.length), marked: true });
    position = match.index + match.length;
  }
  push({ text: text.slice(position, to) });
  if (start > 0) segments.unshift({ text: '… ' });
  if (end < text.length) segments.push({ text: ' …' });
  return segments;
}
