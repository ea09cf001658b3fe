import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactFieldNames, emptyContactFormValues } from './fields';

describe('contact fields', () => {
  it('the empty form has every field, in form order', () => {
    expect(Object.keys(emptyContactFormValues)).toEqual([...contactFieldNames]);
    expect(Object.values(emptyContactFormValues).every((value) => value === '')).toBe(true);
  });

  // The form imports this module to render; valibot must stay with the checks it loads later.
  it('imports no valibot and no module that does', () => {
    const source = readFileSync(new URL('./fields.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import\b/m);
  });
});
