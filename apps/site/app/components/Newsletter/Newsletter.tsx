// A pure helper and types only: the copy itself comes in as props (from the route's loader data).
import { type BlogCopy, type NewsletterMail, newsletterMailtoHref } from '@lumenor/content';
import { ButtonLink, Heading, type HeadingLevel, Stack, Text, TextField } from '@lumenor/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

const addressFieldName = 'newsletter-email';

/** Everything the box shows and sends, as plain data (built in the blog route's loader). */
export interface NewsletterBoxCopy extends Readonly<BlogCopy['newsletter']> {
  /** The inbox Subscribe writes to (the company e-mail). */
  inbox: string;
  /** Says, next to the button, what Subscribe does (names the inbox). */
  note: string;
  /** Subject and body of the prepared e-mail. */
  mail: NewsletterMail;
}

export interface NewsletterProps {
  copy: NewsletterBoxCopy;
  /** Level of the box's heading in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * The blog's newsletter box.
 *
 * The old site showed a Subscribe button that did nothing (it called no service). We do
 * not ship a dead button, and there is no mailing-list service behind the site, so Subscribe opens
 * the visitor's e-mail app with a ready-made request to the company inbox (subject 'Subscribe to
 * the Lumenor newsletter', the typed address in the body). Why this rather than a 'not open yet'
 * notice: the team does send the newsletter by hand, a real person can act on the mail, no
 * third-party list processor receives anyone's address, nothing is stored, it works without
 * JavaScript (the link is a plain mailto:), and the note under the button says plainly what
 * happens, so nobody is surprised by their mail app opening.
 */
export function Newsletter({ copy, headingLevel = 2 }: NewsletterProps) {
  const headingId = useId();
  const noteId = useId();
  const [address, setAddress] = useState('');
  const [isHydrated, setIsHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Hydrated: pick up an address typed before the box's island had loaded.
  useEffect(() => {
    const input = formRef.current?.elements.namedItem(addressFieldName);
    if (input instanceof HTMLInputElement && input.value !== '') setAddress(input.value);
    setIsHydrated(true);
  }, []);
  const href = newsletterMailtoHref(copy.inbox, address, copy.mail);

  // Enter in the e-mail box does what Subscribe does: follow the mail link.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.currentTarget.querySelector<HTMLAnchorElement>('a[href]')?.click();
  }

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="medium">
        <Heading level={headingLevel} id={headingId}>
          {copy.heading}
        </Heading>
        <Text tone="secondary">{copy.body}</Text>
        <form
          ref={formRef}
          onSubmit={handleSubmit}
          aria-labelledby={headingId}
          noValidate
          data-ready={isHydrated}
        >
          <Stack gap="small">
            <TextField
              name={addressFieldName}
              type="email"
              label={copy.emailLabel}
              placeholder={copy.emailPlaceholder}
              autoComplete="email"
              value={address}
              onChange={setAddress}
            />
            <div>
              <ButtonLink href={href} aria-describedby={noteId}>
                {copy.submitLabel}
              </ButtonLink>
            </div>
            <Text size="small" tone="secondary" id={noteId}>
              {copy.note}
            </Text>
            <Text size="small" tone="secondary">
              {copy.privacyNote}
            </Text>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
