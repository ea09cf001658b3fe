import { describe, expect, it } from 'vitest';
import { company } from '../company/en';
import { formatDate } from '../locale';
import { accessibilityStatement, legal } from './en';
import type { LegalDocument } from './schema';

const text = (doc: LegalDocument) =>
  [doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])].join(
    ' ',
  );

describe('legal pages', () => {
  it.each([
    ['privacy', legal.privacy],
    ['terms', legal.terms],
    ['accessibility', accessibilityStatement],
  ])('%s was last updated May 22, 2025', (_id, doc) => {
    expect(doc.lastUpdatedIso).toBe('2025-05-22');
    expect(formatDate(doc.lastUpdatedIso, 'en')).toBe('May 22, 2025');
  });

  it('the privacy policy names what the form collects, the processor, retention, rights and the grievance officer', () => {
    const privacy = text(legal.privacy);
    for (const field of ['name', 'e-mail address', 'phone number', 'service', 'message']) {
      expect(privacy).toContain(field);
    }
    expect(privacy).toContain('EmailJS');
    expect(privacy).toContain('Digital Personal Data Protection Act, 2023');
    expect(privacy).toMatch(/12 months/);
    expect(privacy).toContain('Data Protection Board of India');
    expect(privacy).toContain(company.grievanceOfficer.email);
    expect(legal.privacy.sections.map((s) => s.heading)).toContain('Grievance Officer and contact');
  });

  it('the terms require at least 30 days’ notice of changes', () => {
    expect(text(legal.terms)).toMatch(/at least 30 days/);
  });

  it('the accessibility statement states the target, limitations, reporting and response time', () => {
    const statement = text(accessibilityStatement);
    expect(statement).toContain('WCAG) 2.2 at Level AA');
    const headings = accessibilityStatement.sections.map((s) => s.heading);
    expect(headings).toEqual(expect.arrayContaining(['Known limitations', 'Reporting a problem']));
    expect(statement).toMatch(/within 24 hours/);
    expect(statement).toMatch(/10 working days/);
  });
});
