import type { ContactField, ContactFormValues } from '@lumenor/content';

/**
 * sessionStorage key of the unsent consultation request. Versioned so a change of shape never
 * restores a stale draft. sessionStorage (not localStorage): the draft survives a reload or a
 * failed send in this tab, and is gone when the visitor closes it, so a shared computer in a
 * government office does not keep someone's request.
 */
export const contactDraftStorageKey = 'lumenor:contact-draft:v1';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the form then simply works without a draft.
    return undefined;
  }
}

/** The saved draft, or undefined when there is none or it is not ours. */
export function readDraft(emptyValues: ContactFormValues): ContactFormValues | undefined {
  try {
    const raw = storage()?.getItem(contactDraftStorageKey);
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

/** Saves the draft; an empty form removes it. */
export function writeDraft(values: ContactFormValues): void {
  try {
    const isEmpty = Object.values(values).every((value) => value === '');
    if (isEmpty) storage()?.removeItem(contactDraftStorageKey);
    else storage()?.setItem(contactDraftStorageKey, JSON.stringify(values));
  } catch {
    // A full or blocked storage must never stop the visitor from typing.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(contactDraftStorageKey);
  } catch {
    // See writeDraft.
  }
}
