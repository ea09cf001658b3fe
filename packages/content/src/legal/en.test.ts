import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { company } from '../company/en';
import { edition } from '../edition';
import { formatDate, locales } from '../locale';
import { documents } from '../pages/en';
import { type LegalDocument, LegalDocumentSchema } from './schema';

const accessibilityStatement = documents.accessibility;

const text = (doc: LegalDocument) =>
  [doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])].join(
    ' ',
  );
const hrefs = (doc: LegalDocument) =>
  doc.sections.flatMap((section) => section.links?.map((link) => link.href) ?? []);

describe('legal pages', () => {
  it.each([
    ['privacy', documents.privacy],
    ['terms', documents.terms],
  ])('%s was last updated May 22, 2025', (_id, doc) => {
    expect(doc.lastUpdatedIso).toBe('2025-05-22');
    expect(formatDate(doc.lastUpdatedIso, 'en')).toBe('May 22, 2025');
  });

  it('the privacy policy names what the form collects, the processor, retention, rights and the grievance officer', () => {
    const privacy = text(documents.privacy);
    for (const field of ['name', 'e-mail address', 'phone number', 'service', 'message']) {
      expect(privacy).toContain(field);
    }
    expect(privacy).toContain('EmailJS');
    expect(privacy).toContain('Digital Personal Data Protection Act, 2023');
    expect(privacy).toMatch(/12 months/);
    expect(privacy).toContain('Data Protection Board of India');
    expect(privacy).toContain(company.grievanceOfficer.email);
    expect(documents.privacy.sections.map((s) => s.heading)).toContain(
      'Grievance Officer and contact',
    );
  });

  it('the terms require at least 30 days’ notice of changes', () => {
    expect(text(documents.terms)).toMatch(/at least 30 days/);
  });
});

describe('the documents of both languages', () => {
  const documents = (locale: (typeof locales)[number]) => {
    const content = edition(locale);
    return Object.values(content.documents);
  };

  it.each(locales)('%s: every document passes its schema and has a unique id', (locale) => {
    const list = documents(locale);
    for (const doc of list)
      expect(v.safeParse(LegalDocumentSchema, doc).issues, doc.id).toBe(undefined);
    expect(new Set(list.map((doc) => doc.id)).size).toBe(list.length);
  });

  it.each(locales)(
    '%s: the documents point to the company e-mail and the feedback page',
    (locale) => {
      const content = edition(locale);
      const prefix = locale === 'en' ? '' : '/te';
      for (const doc of [
        content.documents.accessibility,
        content.documents.hyperlinking,
        content.documents.copyright,
        content.documents.screenReaderAccess,
        content.documents.help,
      ]) {
        expect(hrefs(doc), doc.id).toContain(`mailto:${company.email}`);
        expect(hrefs(doc), doc.id).toContain(`${prefix}/feedback`);
        expect(text(doc), doc.id).toContain(company.email);
      }
    },
  );
});

describe('the accessibility statement', () => {
  const statement = text(accessibilityStatement);

  it('was last reviewed on the same day in both languages', () => {
    for (const locale of locales) {
      expect(edition(locale).documents.accessibility.lastUpdatedIso, locale).toBe(
        accessibilityStatement.lastUpdatedIso,
      );
    }
  });

  it('states the standard, limitations, reporting and response time', () => {
    expect(statement).toContain('WCAG) 2.2 at Level AA');
    expect(statement).toContain('GIGW 3.0');
    const headings = accessibilityStatement.sections.map((s) => s.heading);
    expect(headings).toEqual(
      expect.arrayContaining([
        'What we tested and how',
        'Known limitations',
        'Review of this statement',
        'Reporting a problem',
      ]),
    );
    expect(statement).toMatch(/within 24 hours/);
    expect(statement).toMatch(/10 working days/);
  });

  it('names the test behind every result, in both languages', () => {
    const files = [
      'axe.ts',
      'page-sweep.spec.ts',
      'a11y-focus.spec.ts',
      'a11y-forced-colors.spec.ts',
      'gigw-toolbar.spec.ts',
      'header-behaviour.spec.ts',
      'chat-bubble-clear.spec.ts',
    ];
    for (const locale of locales) {
      const localized = text(edition(locale).documents.accessibility);
      for (const file of files) expect(localized, `${locale}: ${file}`).toContain(file);
    }
    expect(statement).toContain('320 and 360 pixels');
    expect(statement).toContain('200%');
  });

  it('gives a real mailto: link and the feedback form for reports', () => {
    const reporting = accessibilityStatement.sections.find(
      (s) => s.heading === 'Reporting a problem',
    );
    expect(reporting?.links?.map((link) => link.href)).toEqual([
      '/feedback',
      `mailto:${company.email}`,
      `tel:${company.phone.replaceAll(' ', '')}`,
    ]);
  });
});

describe('the hyperlinking and copyright policies', () => {
  it('allow links without prior permission, forbid framing and disclaim other websites', () => {
    const policy = text(documents.hyperlinking);
    expect(policy).toContain('do not need our prior permission');
    expect(policy).toMatch(/frames/);
    expect(policy).toContain('We are not responsible for the contents');
    expect(policy).toContain('marked');
  });

  it('allow reproduction free of charge with acknowledgement, from the company record', () => {
    const policy = text(documents.copyright);
    expect(policy).toContain('reproduced free of charge');
    expect(policy).toContain('misleading context');
    expect(policy).toContain('acknowledged');
    expect(policy).toContain('third parties');
    expect(policy).toContain(`${company.foundedYear}`);
    expect(policy).toContain(company.legalName);
  });
});

describe('the GIGW guides', () => {
  it('name the readers with a link to where each is got, free or commercial', () => {
    const page = documents.screenReaderAccess;
    const headings = page.sections.map((s) => s.heading);
    for (const reader of ['NVDA (Windows, free)', 'JAWS (Windows, commercial)']) {
      expect(headings).toContain(reader);
    }
    for (const reader of ['VoiceOver', 'TalkBack', 'Narrator']) {
      expect(
        headings.some((heading) => heading.startsWith(reader)),
        reader,
      ).toBe(true);
    }
    expect(hrefs(page)).toEqual(
      expect.arrayContaining([
        'https://www.nvaccess.org/download/',
        'https://www.freedomscientific.com/products/software/jaws/',
      ]),
    );
    const body = text(page);
    for (const topic of ['Skip to main content', 'landmarks', 'heading', 'Telugu', 'eSpeak NG']) {
      expect(body).toContain(topic);
    }
  });

  it('help covers navigation, display options, file formats and the company contacts', () => {
    const body = text(documents.help);
    for (const topic of [
      'main menu',
      'Search',
      'sitemap',
      'Tab',
      'A+',
      'high-contrast',
      'HTML',
      'RSS',
      'PDF',
    ]) {
      expect(body, topic).toContain(topic);
    }
    expect(body).toContain(company.email);
    expect(body).toContain(company.phone);
    expect(hrefs(documents.help)).toEqual(
      expect.arrayContaining(['/search', '/sitemap', '/rss.xml', '/contact', '/feedback']),
    );
  });
});
