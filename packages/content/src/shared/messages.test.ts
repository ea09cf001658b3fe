import { describe, expect, it } from 'vitest';
import { assemble, messageWith } from './messages';

const structure = {
  items: [
    { id: 'a', href: '/a' },
    { id: 'b', href: '/b' },
  ],
  copyright: messageWith('year'),
};

describe('assemble', () => {
  it('puts each record’s words beside its structure, by id, and fills in facts', () => {
    const messages = {
      items: { b: { title: 'Bee' }, a: { title: 'A by {company.name}' } },
      copyright: '© {year} {company.name}',
      intro: ['one', 'two'],
    };
    const records = assemble(structure, messages, { 'company.name': 'Acme' }, 'x.json') as {
      items: unknown[];
      copyright: (year: number) => string;
      intro: string[];
    };
    expect(records.items).toEqual([
      { id: 'a', href: '/a', title: 'A by Acme' },
      { id: 'b', href: '/b', title: 'Bee' },
    ]);
    expect(records.copyright(2030)).toBe('© 2030 Acme');
    expect(records.intro).toEqual(['one', 'two']);
  });

  it('leaves an argument it does not bind for the code that shows the message', () => {
    expect(assemble({}, { note: 'This has {found}.' }, {}, 'x.json')).toEqual({
      note: 'This has {found}.',
    });
  });

  it('names the file and field of an unknown fact, an unknown record and words over structure', () => {
    const attempt = (messages: unknown) => () => assemble(structure, messages, {}, 'x.json');
    expect(attempt({ copyright: '{company.nmae}' })).toThrow(
      'x.json.copyright: names {company.nmae}, which is no known fact',
    );
    expect(attempt({ items: { c: { title: 'C' } }, copyright: '' })).toThrow(
      'x.json.items.c: no such record',
    );
    expect(attempt({ items: { a: { href: '/elsewhere' } }, copyright: '' })).toThrow(
      'x.json.items.a.href: is not words (the structure holds it)',
    );
    expect(attempt({})).toThrow('x.json.copyright: is missing (a message with {year})');
  });
});

describe('a message in forms', () => {
  it('takes the form of its first argument’s number', () => {
    const { count } = assemble(
      { count: messageWith('count') },
      { count: { zero: 'None yet', one: 'One article', other: '{count} articles' } },
      {},
      'x.json',
    ) as { count: (n: number) => string };
    expect([0, 1, 7].map(count)).toEqual(['None yet', 'One article', '7 articles']);
  });

  it('needs the form for any number', () => {
    expect(() =>
      assemble({ count: messageWith('count') }, { count: { one: 'One' } }, {}, 'x.json'),
    ).toThrow('x.json.count.other: is missing (the form for any number)');
  });
});
