import { describe, expect, it } from 'vitest';
import { newsletterCopy } from './en';
import { newsletterMailtoHref } from './newsletter';

describe('newsletterMailtoHref', () => {
  it('opens a mail to the inbox with the subscribe subject and the typed address', () => {
    expect(newsletterMailtoHref('contact@lumenor.in', ' ravi@ts.gov.in ', newsletterCopy)).toBe(
      'mailto:contact@lumenor.in?subject=Subscribe%20to%20the%20Lumenor%20newsletter&body=Please%20add%20ravi%40ts.gov.in%20to%20the%20Lumenor%20Technologies%20newsletter.',
    );
  });

  it('still makes a sensible mail when no address was typed', () => {
    const href = newsletterMailtoHref('contact@lumenor.in', '  ', newsletterCopy);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('Subscribe to the Lumenor newsletter');
    expect(url.searchParams.get('body')).toBe(
      'Please add me to the Lumenor Technologies newsletter.',
    );
  });

  it('puts the address in literally, even with replacement patterns in it', () => {
    const href = newsletterMailtoHref('contact@lumenor.in', "o'neil$&$1@x.in", newsletterCopy);
    expect(new URL(href).searchParams.get('body')).toBe(
      "Please add o'neil$&$1@x.in to the Lumenor Technologies newsletter.",
    );
  });

  it('encodes characters that would break the link', () => {
    const href = newsletterMailtoHref('contact@lumenor.in', 'a&b=c?d#e@x.in', newsletterCopy);
    expect(href).not.toContain('+');
    expect(new URL(href).searchParams.get('body')).toBe(
      'Please add a&b=c?d#e@x.in to the Lumenor Technologies newsletter.',
    );
  });
});
