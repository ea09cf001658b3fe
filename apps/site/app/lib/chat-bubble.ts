/**
 * What a route tells the page shell about the chat bubble, through its `handle` export.
 * `{ chatBubble: false }` marks a page that is itself a form (contact, feedback): there the bubble
 * would only sit over the form's fields and lead to a form the visitor already has in front of
 * them, so those pages go without it (and without its script).
 */
export interface ChatBubbleRouteHandle {
  chatBubble?: boolean;
}

/** Whether the page whose route matches last shows the chat bubble (every page unless it says no). */
export function showsChatBubble(matches: ReadonlyArray<{ handle?: unknown } | undefined>): boolean {
  const handle = matches.at(-1)?.handle as ChatBubbleRouteHandle | undefined;
  return handle?.chatBubble !== false;
}
