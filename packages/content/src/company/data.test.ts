import { describe, expect, it } from 'vitest';
import english from '../../data/company.en.json' with { type: 'json' };
import facts from '../../data/company.json' with { type: 'json' };
import { companyFromData } from './data';
import { company } from './en';
import { company as teluguCompany } from './te';

describe('the company record as data files', () => {
  it('is the facts of company.json with the text of the language', () => {
    for (const record of [company, teluguCompany]) {
      expect(record.phone).toBe(facts.phone);
      expect(record.address.postalCode).toBe(facts.postalCode);
      expect(record.social.map((link) => link.href)).toEqual(facts.social.map((link) => link.href));
    }
    expect(company.tagline).toBe(english.tagline);
    expect(company.address.locality).toBe(english.address.locality);
  });

  it('names the file and the field of a wrong fact or a missing text', () => {
    expect(() => companyFromData({ ...facts, phone: '040 4852 7100' }, english, 'en')).toThrow(
      'data/company.json.phone: must be an Indian number starting +91',
    );
    const { tagline: _tagline, ...withoutTagline } = english;
    expect(() => companyFromData(facts, withoutTagline, 'te')).toThrow(
      'data/company.te.json.tagline',
    );
    const { linkedin: _linkedin, ...labels } = english.socialLabels;
    expect(() => companyFromData(facts, { ...english, socialLabels: labels }, 'en')).toThrow(
      'data/company.en.json.socialLabels.linkedin: is missing',
    );
  });
});
