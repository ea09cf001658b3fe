import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../shared/validate';
import { formatCharacterCount } from './character-count';
import { contactErrorMessages, contactFormCopy, newsletterCopy } from './en';
import { contactFieldNames, contactLimits } from './fields';
import { contactErrorMessagesFrom } from './messages';
import { contactErrorMessagesSchema, contactFormCopySchema, newsletterCopySchema } from './schema';

const placeholder = /lorem ipsum|\btodo\b|coming soon|\btbd\b|xxx/i;

describe('contactFormCopy', () => {
  it('passes its schema', () => {
    expect(validateRecord('contactFormCopy', contactFormCopySchema, contactFormCopy)).toBeTruthy();
  });

  it('names a malformed record and field', () => {
    expect(() =>
      validateRecord('contactFormCopy', contactFormCopySchema, {
        ...contactFormCopy,
        fields: { ...contactFormCopy.fields, email: { label: '' } },
      }),
    ).toThrow(/^contactFormCopy\.fields\.email\.label: /);
  });

  it('has the pending state and the success and error notifications', () => {
    expect(contactFormCopy.pendingLabel).toBe('Submitting...');
    expect(contactFormCopy.success).toEqual({
      title: 'Form submitted successfully!',
      description: "We'll get back to you as soon as possible.",
    });
    expect(contactFormCopy.failure).toEqual({
      title: 'Error',
      description: 'There was a problem submitting your form. Please try again later.',
    });
  });

  it('labels every field and marks phone as optional', () => {
    for (const field of contactFieldNames) {
      expect(contactFormCopy.fields[field].label.length).toBeGreaterThan(0);
    }
    expect(contactFormCopy.fields.phone.label).toMatch(/optional/i);
  });

  it('counts characters with Indian digit grouping', () => {
    const count = contactFormCopy.characterCount;
    expect(formatCharacterCount(count, 4812, 5000)).toBe('4,812 of 5,000 characters');
    expect(formatCharacterCount(count, 0, 5000)).toBe('0 of 5,000 characters');
    expect(formatCharacterCount(count, 123456, 1234567)).toBe('1,23,456 of 12,34,567 characters');
  });

  it('says how many characters too many past the limit, in the singular for one', () => {
    const count = contactFormCopy.characterCount;
    expect(formatCharacterCount(count, 5000, 5000)).toBe('5,000 of 5,000 characters');
    expect(formatCharacterCount(count, 5001, 5000)).toBe('You have 1 character too many');
    expect(formatCharacterCount(count, 5025, 5000)).toBe('You have 25 characters too many');
    expect(formatCharacterCount(count, 10_000, 5000)).toBe('You have 5,000 characters too many');
  });

  it('is plain data, so a page can send it in its loader data', () => {
    expect(structuredClone(contactFormCopy)).toEqual(contactFormCopy);
  });

  it('rejects a count wording without its numbers', () => {
    expect(() =>
      validateRecord('contactFormCopy', contactFormCopySchema, {
        ...contactFormCopy,
        characterCount: { wording: 'characters', numberLocale: 'en-IN' },
      }),
    ).toThrow(/^contactFormCopy\.characterCount\.wording: /);
  });

  it('has no placeholder copy', () => {
    const text =
      JSON.stringify(contactFormCopy) +
      JSON.stringify(contactErrorMessages) +
      JSON.stringify(newsletterCopy);
    expect(text).not.toMatch(placeholder);
  });
});

describe('contactErrorMessages', () => {
  it('passes its schema', () => {
    expect(v.is(contactErrorMessagesSchema, contactErrorMessages)).toBe(true);
  });

  it('reads as the specification words them, the numbers filled from contactLimits', () => {
    expect(contactErrorMessages).toEqual({
      nameMin: 'Name must be at least 2 characters',
      nameMax: 'Name must be at most 100 characters',
      email: 'Please enter a valid email address',
      phoneMax: 'Phone number must be at most 30 characters',
      service: 'Please select a service',
      messageMin: 'Message must be at least 10 characters',
      messageMax: 'Message must be at most 5000 characters',
    });
  });

  const templates = {
    nameMin: 'at least {min}',
    nameMax: 'at most {max}',
    email: 'an address',
    phoneMax: 'at most {max}',
    service: 'a service',
    messageMin: 'at least {min}',
    messageMax: 'at most {max}',
  };

  it('states the limit each check enforces, whatever the limits are', () => {
    const messages = contactErrorMessagesFrom(templates, {
      ...contactLimits,
      nameMin: 3,
      messageMax: 800,
    });
    expect(messages.nameMin).toBe('at least 3');
    expect(messages.messageMax).toBe('at most 800');
    expect(messages.messageMin).toBe(`at least ${contactLimits.messageMin}`);
  });

  it('refuses a message that writes its number instead of the placeholder', () => {
    expect(() => contactErrorMessagesFrom({ ...templates, messageMin: 'at least 10' })).toThrow(
      /must name the limit as \{min\}/,
    );
  });
});

describe('formatCharacterCount', () => {
  it('takes the wording literally and places the numbers wherever they stand', () => {
    expect(
      formatCharacterCount(
        {
          wording: '$& {max} ನ {count} $1',
          tooMany: { other: '$& {over}' },
          numberLocale: 'en-IN',
        },
        7,
        5000,
      ),
    ).toBe('$& 5,000 ನ 7 $1');
  });

  it('uses the other form where a language has no singular of its own', () => {
    const copy = { wording: '{count}/{max}', tooMany: { other: '+{over}' }, numberLocale: 'en-IN' };
    expect(formatCharacterCount(copy, 11, 10)).toBe('+1');
  });
});

describe('newsletterCopy', () => {
  it('passes its schema', () => {
    expect(v.is(newsletterCopySchema, newsletterCopy)).toBe(true);
  });

  it('has the subscribe subject and mentions the inbox', () => {
    expect(newsletterCopy.subject).toBe('Subscribe to the Lumenor newsletter');
    expect(newsletterCopy.note('contact@lumenor.in')).toContain('contact@lumenor.in');
    expect(newsletterCopy.bodyWithAddress).toContain('{address}');
    expect(newsletterCopy.body).not.toContain('{address}');
  });
});
