/*
 * The live count under the message box. Apart from fields.ts, which the form's lazily loaded
 * checks share: the page's own JavaScript then carries only this.
 */

/** The live count under the message box, as plain data (it travels in a page's loader data). */
export type CharacterCountCopy = {
  /** The sentence, with `{count}` and `{max}` where the numbers go. */
  wording: string;
  /** BCP 47 locale the numbers are grouped for, e.g. 'en-IN'. */
  numberLocale: string;
};

/** The count text, e.g. '4,812 of 5,000 characters'. */
export function formatCharacterCount(
  { wording, numberLocale }: CharacterCountCopy,
  count: number,
  max: number,
): string {
  const format = (value: number) => value.toLocaleString(numberLocale);
  // A function replacement, so a `$` in the wording is never read as a pattern.
  return wording.replace(/\{(count|max)\}/g, (_, name: string) =>
    format(name === 'count' ? count : max),
  );
}
