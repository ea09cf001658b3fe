import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContentValidationError, validateCollection, validateRecord } from './validate';

const Schema = v.object({
  id: v.string(),
  title: v.pipe(v.string(), v.nonEmpty('must not be empty')),
  tags: v.pipe(v.array(v.string()), v.minLength(2, 'must list at least 2 tags')),
  nested: v.object({ items: v.array(v.object({ name: v.string() })) }),
});

const good = { id: 'alpha', title: 'Alpha', tags: ['a', 'b'], nested: { items: [{ name: 'x' }] } };

describe('validateCollection', () => {
  it('returns the parsed records when every record is valid', () => {
    expect(validateCollection('things', Schema, [good])).toEqual([good]);
  });

  it('names the collection, the record id and the field of each issue', () => {
    const bad = { ...good, id: 'beta', tags: ['only-one'] };
    expect(() => validateCollection('things', Schema, [good, bad])).toThrow(
      'things[beta].tags: must list at least 2 tags',
    );
  });

  it('names nested array positions', () => {
    const bad = { ...good, id: 'gamma', nested: { items: [{ name: 'x' }, { name: 3 }] } };
    try {
      validateCollection('things', Schema, [bad]);
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ContentValidationError);
      expect((error as ContentValidationError).issues[0]).toMatch(
        /^things\[gamma\]\.nested\.items\[1\]\.name: /,
      );
    }
  });

  it('falls back to the index when a record has no id', () => {
    expect(() => validateCollection('things', Schema, [good, { title: '' }])).toThrow(
      /things\[1\]\./,
    );
  });

  it('lists every issue of every record', () => {
    const a = { ...good, id: 'a', title: '' };
    const b = { ...good, id: 'b', tags: [] };
    try {
      validateCollection('things', Schema, [a, b]);
      expect.unreachable('should have thrown');
    } catch (error) {
      const { issues } = error as ContentValidationError;
      expect(issues).toContain('things[a].title: must not be empty');
      expect(issues).toContain('things[b].tags: must list at least 2 tags');
    }
  });
});

describe('validateRecord', () => {
  it('names the record and the field', () => {
    expect(() => validateRecord('company', Schema, { ...good, title: '' })).toThrow(
      'company.title: must not be empty',
    );
  });
});
