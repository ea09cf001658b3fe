import { describe, expect, it } from 'vitest';
import { createSearchEngine, editDistance } from './engine';
import type { SearchIndexFile } from './index-file';

const english: SearchIndexFile = {
  lang: 'en',
  documents: [
    {
      url: '/services',
      title: 'Our Services',
      type: 'page',
      text: 'Custom software, cloud migration and dashboards for government departments.',
    },
    {
      url: '/blog/data-driven-policy-making',
      title: 'Data-Driven Policy Making',
      type: 'article',
      text: 'Dashboards help district collectors see grievance trends. Panchayat data matters.',
    },
    {
      url: '/about',
      title: 'About Us',
      type: 'page',
      text: 'Founded in Hyderabad, we build dependable technology for governments.',
    },
  ],
};

describe('createSearchEngine', () => {
  const engine = createSearchEngine(english);

  it('finds a word of the body, with its excerpt marked', () => {
    const { total, hits } = engine.search('panchayat');
    expect(total).toBe(1);
    expect(hits[0]?.url).toBe('/blog/data-driven-policy-making');
    expect(hits[0]?.type).toBe('article');
    expect(hits[0]?.excerpt.filter((segment) => segment.marked).map((s) => s.text)).toEqual([
      'Panchayat',
    ]);
  });

  it('ranks a match in the title above one in the text', () => {
    const { hits } = engine.search('dashboards');
    expect(hits.map((hit) => hit.url)).toEqual(['/services', '/blog/data-driven-policy-making']);
    expect(engine.search('data').hits[0]?.url).toBe('/blog/data-driven-policy-making');
  });

  it('matches the word being typed as a prefix, and every word of the query', () => {
    expect(engine.search('hyder').hits.map((hit) => hit.url)).toEqual(['/about']);
    expect(engine.search('dashboards government').hits.map((hit) => hit.url)).toEqual([
      '/services',
    ]);
  });

  it('forgives a typo in a longer word', () => {
    expect(engine.search('grievence').hits.map((hit) => hit.url)).toEqual([
      '/blog/data-driven-policy-making',
    ]);
  });

  it('finds nothing for a blank query, and limits the hits but not the total', () => {
    expect(engine.search('   ')).toEqual({ total: 0, hits: [] });
    const limited = engine.search('governments dependable', 0);
    expect(limited.total).toBe(1);
    expect(limited.hits).toEqual([]);
  });

  it('searches Telugu pages by Telugu words', () => {
    const telugu = createSearchEngine({
      lang: 'te',
      documents: [
        {
          url: '/te/services',
          title: 'మా సేవలు',
          type: 'page',
          text: 'ప్రభుత్వ విభాగాలకు డాష్‌బోర్డులు మరియు క్లౌడ్ సేవలు.',
        },
        {
          url: '/te/about',
          title: 'మా గురించి',
          type: 'page',
          text: 'హైదరాబాద్‌లో స్థాపించబడింది.',
        },
      ],
    });
    expect(telugu.lang).toBe('te');
    expect(telugu.search('సేవలు').hits.map((hit) => hit.url)).toEqual(['/te/services']);
    expect(telugu.search('హైదరా').hits.map((hit) => hit.url)).toEqual(['/te/about']);
    const [hit] = telugu.search('క్లౌడ్').hits;
    expect(hit?.excerpt.filter((segment) => segment.marked).map((s) => s.text)).toEqual(['క్లౌడ్']);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('grievance', 'grievence', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('data', 'data', 1)).toBe(0);
    expect(editDistance('', 'abc', 3)).toBe(3);
  });

  it('stops early once the distance exceeds the maximum', () => {
    expect(editDistance('telangana', 'cybersecurity', 2)).toBe(3);
  });
});
