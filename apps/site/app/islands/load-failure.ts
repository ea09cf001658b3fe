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
