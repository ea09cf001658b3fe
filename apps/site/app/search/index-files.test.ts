import { describe, expect, it } from 'vitest';
import { foundIn, maxPages, type Posting, postingsText, readPostings } from './index-files';

const asPostings = (text: string) => {
  const read = readPostings(text);
  return read
    ? [...read.pages].map((page, at) => ({ page, score: read.scores[at], where: read.where[at] }))
    : undefined;
};

describe("a word's postings as a shard writes them", () => {
  it('read back as written: pages in order, scores and where, small numbers and large', () => {
    const wheres = Object.values(foundIn);
    const postings: Posting[] = [];
    let page = 0;
    for (let at = 0; at < 500; at += 1) {
      postings.push({ page, score: (at * 7919) % 4000, where: wheres[at % wheres.length] ?? 0 });
      page += 1 + ((at * 104729) % (at % 50 === 0 ? 40_000 : 40));
    }
    postings.push({ page: maxPages - 1, score: 1, where: foundIn.further });
    expect(asPostings(postingsText(postings))).toEqual(postings);
    expect(asPostings('')).toEqual([]);
  });

  it('takes two characters for a page near the one before and a score under ten', () => {
    const near = [1, 2, 5, 31].map((page, at) => ({ page, score: at + 1, where: foundIn.opening }));
    expect(postingsText(near)).toHaveLength(near.length * 2);
  });

  it('is refused where it is not whole postings: no number is made up', () => {
    const written = postingsText([
      { page: 3, score: 40, where: foundIn.opening },
      { page: 9, score: 2, where: foundIn.titleOnly },
    ]);
    expect(readPostings(written)).toBeDefined();
    const broken = {
      'a character that is no digit': `${written}!`,
      // The last score is one character here ('I'), a leading digit ('g') never ends a number.
      'a page without its score': written.slice(0, -1),
      'a number cut short': `${written}Ag`,
      'a number of more than six digits': `${'g'.repeat(6)}AB`,
      'a page past any index': postingsText([{ page: maxPages, score: 1, where: foundIn.opening }]),
      'a page twice': `${written}AA`,
      'a letter outside ASCII': written.replace(/.$/, 'ప'),
    };
    for (const [what, text] of Object.entries(broken)) {
      expect(readPostings(text), what).toBeUndefined();
    }
  });
});
