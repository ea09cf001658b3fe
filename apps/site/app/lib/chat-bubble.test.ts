import { describe, expect, it } from 'vitest';
import { showsChatBubble } from './chat-bubble';

describe('showsChatBubble', () => {
  it('shows the bubble unless the last matching route says no', () => {
    expect(showsChatBubble([{ handle: undefined }, { handle: { search: 'page' } }])).toBe(true);
    expect(showsChatBubble([{ handle: undefined }, { handle: { chatBubble: false } }])).toBe(false);
    expect(showsChatBubble([{ handle: { chatBubble: false } }, { handle: {} }])).toBe(true);
    expect(showsChatBubble([])).toBe(true);
  });
});
