import {
  type DocumentPage,
  formatDate,
  type LegalDocument as LegalDocumentRecord,
  type Locale,
} from '@lumenor/content';
import { Heading, List, PageHeader, Prose, Section, Stack, Text, TextLink } from '@lumenor/ui';
import { Fragment } from 'react';
import { useShellData } from '../lib/use-shell-data';

export interface LegalDocumentProps {
  /** The page's h1. */
  heading: string;
  /** Hero copy and labels of the page (content `pages.privacy` etc.). */
  page: DocumentPage;
  /** The document: date, introduction and sections (content `documents.privacy` etc.). */
  document: LegalDocumentRecord;
  /** The page's language: the date is written as its readers write dates. */
  locale: Locale;
}

/**
 * In-page anchor of a section, in the heading's own script: 'Your rights under the DPDP Act' →
 * 'your-rights-under-the-dpdp-act'; a Telugu heading keeps its Telugu letters and vowel signs.
 */
export function sectionAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A long-form document (privacy policy, terms, accessibility statement, the hyperlinking and
 * copyright policies, the screen reader and help guides): the date it was last updated, a table of
 * contents linking to each section, then the sections under h2 headings, each with its links.
 */
export function LegalDocument({ heading, page, document, locale }: LegalDocumentProps) {
  // Links to other websites say so to screen readers, in the page's language.
  const externalLinkNote = useShellData().copy.externalLinkNote;
  const sections = document.sections.map((section) => ({
    ...section,
    anchor: sectionAnchor(section.heading),
  }));
  return (
    <>
      <PageHeader title={heading} lead={page.hero.body}>
        <Text size="small" tone="secondary">
          {page.lastUpdatedLabel}{' '}
          <time dateTime={document.lastUpdatedIso}>
            {formatDate(document.lastUpdatedIso, locale)}
          </time>
        </Text>
      </PageHeader>
      <Section width="prose">
        <Stack gap="xlarge">
          <nav aria-labelledby="contents">
            <Stack gap="small">
              <Heading level={2} size="4" id="contents">
                {page.contentsHeading}
              </Heading>
              <List
                marker="number"
                columns={2}
                items={sections.map((section) => (
                  <TextLink key={section.anchor} href={`#${section.anchor}`}>
                    {section.heading}
                  </TextLink>
                ))}
              />
            </Stack>
          </nav>
          <Prose as="article" compact>
            <p>{document.intro}</p>
            {sections.map((section) => (
              <Fragment key={section.anchor}>
                <h2 id={section.anchor}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 48)}>{paragraph}</p>
                ))}
                {section.list && (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.links && (
                  <ul>
                    {section.links.map((link) => (
                      <li key={link.href}>
                        {/* Another website opens in a new tab, as the footer's social links do. */}
                        <TextLink href={link.href} externalLabel={externalLinkNote}>
                          {link.label}
                        </TextLink>
                      </li>
                    ))}
                  </ul>
                )}
              </Fragment>
            ))}
          </Prose>
        </Stack>
      </Section>
    </>
  );
}
