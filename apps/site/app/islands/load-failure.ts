/*
 * What an island whose code could not load shows, shared by client.tsx (which marks it and fills
 * its mail links) and the islands' markup (whose CSS shows the note it carries for that case).
 */

/** Set on an `<is-land>` while its code could not load; removed once it has. */
export const islandLoadFailedAttribute = 'data-load-failed';

/**
 * On a mail link inside an island: the subject of the e-mail it opens, whose body client.tsx
 * fills with what the visitor typed into the island's form (each field's label and value).
 */
export const mailDraftAttribute = 'data-mail-draft';

/** The text a person typed into `form`, one `label: value` paragraph per filled field. */
export function typedText(form: HTMLFormElement): string {
  const lines: string[] = [];
  for (const control of form.elements) {
    if (
      !(
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement
      ) ||
      control.value.trim() === '' ||
      control.closest('[aria-hidden="true"]') // the bot trap
    ) {
      continue;
    }
    const label = control.labels?.[0];
    const name = label ? visibleText(label) : control.name;
    const value =
      control instanceof HTMLSelectElement
        ? (control.selectedOptions[0]?.text ?? control.value)
        : control.value.trim();
    lines.push(`${name}: ${value}`);
  }
  return lines.join('\n\n');
}

/** An element's text without its parts hidden from assistive technology (a required mark). */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').trim();
}

/** A mailto link's address with the subject and the body it should open with. */
export function mailDraftHref(href: string, subject: string, body: string): string {
  const address = href.split('?')[0] ?? href;
  return `${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
