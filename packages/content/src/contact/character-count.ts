/*
 * The live count under the message box. Apart from fields.ts, which the form's lazily loaded
 * checks share: the page's own JavaScript then carries only this.
 */

/** The live count under the message box, as plain data (it travels in a page's loader data). */
export type CharacterCountCopy = {
  /** The sentence, with `{count}` and `{max}` where the numbers go. */
  wording: string;
  /**
   * The sentence once the text is past the limit, with `{over}` for how far: one form per plural
   * category of the language (`Intl.PluralRules`), `other` always ('You have 25 characters too
   * many').
   */
  tooMany: { one?: string; other: string };
  /** BCP 47 locale the numbers are grouped for, e.g. 'en-IN'. */
  numberLocale: string;
};

/**
 * The count text: '4,812 of 5,000 characters' up to the limit, 'You have 25 characters too
 * many' past it (nothing is cut: the checks refuse the text until it fits).
 */
export function formatCharacterCount(
  { wording, tooMany, numberLocale }: CharacterCountCopy,
  count: number,
  max: number,
): string {
  const format = (value: number) => value.toLocaleString(numberLocale);
  const numbers: Record<string, number> = { count, max, over: count - max };
  const sentence =
    count > max
      ? new Intl.PluralRules(numberLocale).select(count - max) === 'one'
        ? (tooMany.one ?? tooMany.other)
        : tooMany.other
      : wording;
  // A function replacement, so a `$` in the wording is never read as a pattern.
  return sentence.replace(/\{(count|max|over)\}/g, (_, name: string) => format(numbers[name] ?? 0));
}
