import { Section } from '../Section/Section.js';
import { Text } from '../Text/Text.js';

export interface PageReviewDateProps {
  /** What the date is, in the page's language, e.g. 'Last reviewed' or 'Last updated'. */
  label: string;
  /** The date as ISO 8601 'YYYY-MM-DD', for `<time datetime>`. */
  iso: string;
  /** The date as the page's readers write it, e.g. '15 May 2025'. */
  text: string;
}

/**
 * The line at the end of a page saying when its content was last reviewed or updated: a compact
 * band of small secondary text with a machine-readable `<time>`.
 */
export function PageReviewDate({ label, iso, text }: PageReviewDateProps) {
  return (
    <Section as="div" spacing="compact">
      <Text size="small" tone="secondary">
        {label} <time dateTime={iso}>{text}</time>
      </Text>
    </Section>
  );
}
