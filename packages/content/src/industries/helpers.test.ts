import { describe, expect, it } from 'vitest';
import { industries } from './en';
import { getIndustryById, getRelatedIndustries, industryPath } from './helpers';
import { industryIds } from './schema';

describe('industries', () => {
  it('holds the five industry ids, in order', () => {
    expect(industries.map((industry) => industry.id)).toEqual([...industryIds]);
  });
});

describe('getIndustryById', () => {
  it.each(industryIds.map((id) => [id]))('finds %s', (id) => {
    expect(getIndustryById(id)?.id).toBe(id);
  });

  it('returns undefined for an unknown id', () => {
    expect(getIndustryById('space-mining')).toBeUndefined();
    expect(getIndustryById('')).toBeUndefined();
  });

  it('searches the list it is given', () => {
    expect(getIndustryById('b', [{ id: 'a' }, { id: 'b' }])).toEqual({ id: 'b' });
  });
});

describe('getRelatedIndustries', () => {
  it.each(industryIds.map((id) => [id]))('gives %s at most 3 others, never itself', (id) => {
    const related = getRelatedIndustries(id);
    expect(related).toHaveLength(3);
    expect(related.map((industry) => industry.id)).not.toContain(id);
    expect(new Set(related.map((industry) => industry.id)).size).toBe(3);
  });

  it('takes the following industries and wraps round', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
    expect(getRelatedIndustries('a', 3, list).map((i) => i.id)).toEqual(['b', 'c', 'd']);
    expect(getRelatedIndustries('d', 3, list).map((i) => i.id)).toEqual(['e', 'a', 'b']);
    expect(getRelatedIndustries('e', 3, list).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('respects max and short lists', () => {
    expect(getRelatedIndustries('gov-contracting', 1)).toHaveLength(1);
    expect(getRelatedIndustries('gov-contracting', 0)).toEqual([]);
    expect(getRelatedIndustries('a', 3, [{ id: 'a' }, { id: 'b' }])).toEqual([{ id: 'b' }]);
    expect(getRelatedIndustries('a', 3, [{ id: 'a' }])).toEqual([]);
  });

  it('falls back to the first industries for an unknown id', () => {
    expect(getRelatedIndustries('unknown').map((i) => i.id)).toEqual(industryIds.slice(0, 3));
  });

  it('every related id exists', () => {
    for (const id of industryIds) {
      for (const related of getRelatedIndustries(id)) {
        expect(getIndustryById(related.id)).toBeDefined();
      }
    }
  });
});

describe('industryPath', () => {
  it('builds the detail route', () => {
    expect(industryPath('law-enforcement')).toBe('/industries/law-enforcement');
  });
});
