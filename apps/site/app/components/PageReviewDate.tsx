import { Section, Text } from '@lumenor/ui';

export interface PageReviewDateProps {
  /** 'Last reviewed', in the page's language. */
  label: string;
  /** The date as ISO 'YYYY-MM-DD', for `<time datetime>`. */
  iso: string;
  /** The date as the page's readers write it (formatDate). */
  text: string;
}

/** The line at the end of a page saying when its content was last reviewed (content `pageReviewDates`). */
export function PageReviewDate({ label, iso, text }: PageReviewDateProps) {
  return (
    <Section as="div" spacing="compact">
      <Text size="small" tone="secondary">
        {label} <time dateTime={iso}>{text}</time>
      </Text>
    </Section>
  );
}
