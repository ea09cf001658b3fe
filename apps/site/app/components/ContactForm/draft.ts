import type { ContactField, ContactFormValues } from '@lumenor/content';

/**
 * sessionStorage key of an unsent form: the consultation request ('contact') or the feedback
 * ('feedback'), each its own so one never fills the other. Versioned so a change of shape never
 * restores a stale draft. sessionStorage (not localStorage): the draft survives a reload or a
 * failed send in this tab, and is gone when the visitor closes it, so a shared computer in a
 * government office does not keep someone's request.
 */
export function draftStorageKey(formId: FormId): string {
  return `lumenor:${formId}-draft:v1`;
}

/** The forms built on ContactForm. */
export type FormId = 'contact' | 'feedback';

export const contactDraftStorageKey = draftStorageKey('contact');

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the form then simply works without a draft.
    return undefined;
  }
}

/** The saved draft, or undefined when there is none or it is not ours. */
export function readDraft(
  emptyValues: ContactFormValues,
  key: string = contactDraftStorageKey,
): ContactFormValues | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return undefined;
    const draft: ContactFormValues = { ...emptyValues };
    for (const field of Object.keys(emptyValues) as ContactField[]) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return undefined;
  }
}

/** Saves the draft; a form as it started (`emptyValues`) removes it. */
export function writeDraft(
  values: ContactFormValues,
  emptyValues: ContactFormValues,
  key: string = contactDraftStorageKey,
): void {
  try {
    const isEmpty = (Object.keys(values) as ContactField[]).every(
      (field) => values[field] === emptyValues[field],
    );
    if (isEmpty) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // A full or blocked storage must never stop the visitor from typing.
  }
}

export function clearDraft(key: string = contactDraftStorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // See writeDraft.
  }
}
