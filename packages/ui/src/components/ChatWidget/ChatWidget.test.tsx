import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatBubbleDelayMs } from '../../themes/tokens.js';
import * as styles from './ChatWidget.css.js';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget.js';

/*
 * jsdom has no popover API and runs no CSS animations: these tests check the markup the browser
 * works from (the bubble's `popovertarget`, the card, the delay in CSS). Opening, closing, Escape,
 * focus leaving, the icons and the delay itself run in Chromium in ChatWidget.stories.tsx.
 */

const props: ChatWidgetProps = {
  title: 'Talk to us',
  body: 'Questions about a project? We answer during office hours.',
  action: { label: 'Send a message', href: '/contact' },
  openLabel: 'Open chat',
  closeLabel: 'Close chat',
};

const bubble = () => screen.getByRole('button', { name: 'Open chat' });
function targetOf(button: Element): HTMLElement {
  const id = button.getAttribute('popovertarget');
  const target = id ? document.getElementById(id) : null;
  if (!target) throw new Error(`no popover target for ${button.outerHTML}`);
  return target;
}
/** The CSS rules of the stylesheet that match `element` and set `property`. */
function rulesSetting(element: Element, property: string): CSSStyleRule[] {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter((rule) => element.matches(rule.selectorText))
    .filter((rule) => rule.style.getPropertyValue(property) !== '');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatWidget', () => {
  it('is always rendered: the bubble is in the HTML from the start (CSS hides it for the delay)', () => {
    const html = renderToString(<ChatWidget {...props} />);
    expect(html).toContain('aria-label="Open chat"');
    // React writes popoverTarget=; HTML attribute names are case-insensitive.
    expect(html).toMatch(/<button [^>]*popovertarget="[^"]+"/i);
    render(<ChatWidget {...props} />);
    const button = bubble();
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('aria-expanded')).toBe(false);
  });

  it(`holds the bubble back with a zero-length animation delayed by chatBubbleDelayMs (${chatBubbleDelayMs} ms)`, () => {
    expect(chatBubbleDelayMs).toBe(3000);
    const { container } = render(<ChatWidget {...props} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toContain(styles.root);
    // The default delay is in the stylesheet, not on the element.
    expect(root.style.animationDelay).toBe('');
    const [rule] = rulesSetting(root, 'animation-delay');
    expect(rule?.style.getPropertyValue('animation-delay')).toBe(`${chatBubbleDelayMs}ms`);
    expect(rule?.style.getPropertyValue('animation-duration')).toBe('0s');
    expect(rule?.style.getPropertyValue('animation-fill-mode')).toBe('both');
  });

  it('sets another delay on the element', () => {
    const { container } = render(<ChatWidget {...props} delayMs={500} />);
    expect((container.firstElementChild as HTMLElement).style.animationDelay).toBe('500ms');
  });

  it('makes the bubble toggle the card, an auto popover labelled by its heading', () => {
    render(<ChatWidget {...props} extra={<p>Mon-Fri, 9-18</p>} />);
    const card = targetOf(bubble());
    expect(card.tagName).toBe('SECTION');
    expect(card.getAttribute('popover')).toBe('auto');
    expect(bubble().hasAttribute('popovertargetaction')).toBe(false); // toggle
    const heading = within(card).getByRole('heading', {
      level: 2,
      name: 'Talk to us',
      hidden: true,
    });
    expect(card.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(
      within(card).getByRole('link', { name: 'Send a message', hidden: true }).getAttribute('href'),
    ).toBe('/contact');
    expect(within(card).getByText('Mon-Fri, 9-18')).toBeTruthy();
    // The card follows the bubble, so Tab goes from the bubble into the open card.
    expect(bubble().nextElementSibling).toBe(card);
  });

  it('has a close button inside the card that hides it', () => {
    render(<ChatWidget {...props} />);
    const card = targetOf(bubble());
    const close = within(card).getByRole('button', { name: 'Close chat', hidden: true });
    expect(close.getAttribute('type')).toBe('button');
    expect(targetOf(close)).toBe(card);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
  });

  it('shows the chat icon or the close icon by CSS, from whether the card is open', () => {
    render(<ChatWidget {...props} />);
    const [openIcon, closeIcon] = [...bubble().children] as HTMLElement[];
    expect(openIcon?.className).toBe(styles.openIcon);
    expect(closeIcon?.className).toBe(styles.closeIcon);
    expect(openIcon?.querySelector('use')?.getAttribute('href')).toMatch(/#chat$/);
    expect(closeIcon?.querySelector('use')?.getAttribute('href')).toMatch(/#close$/);
    // Closed: the close icon is not displayed.
    expect(
      rulesSetting(closeIcon as HTMLElement, 'display').map((rule) =>
        rule.style.getPropertyValue('display'),
      ),
    ).toEqual(['none']);
    // The rule for the open state (jsdom never matches :popover-open, so look it up).
    const openRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .filter((rule) => rule.selectorText.includes(`${styles.closeIcon}`))
      .filter((rule) => rule.selectorText.includes(':popover-open'));
    expect(openRules.map((rule) => rule.style.getPropertyValue('display'))).toEqual([
      'inline-flex',
    ]);
  });

  it('opens after the delay with defaultExpanded, and does not throw without the popover API', () => {
    vi.useFakeTimers();
    const shown: HTMLElement[] = [];
    render(<ChatWidget {...props} delayMs={500} defaultExpanded />);
    // jsdom has no showPopover: nothing happens, nothing throws.
    expect(() => act(() => vi.advanceTimersByTime(500))).not.toThrow();
    HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
      shown.push(this);
    };
    try {
      render(<ChatWidget {...props} openLabel="Second chat" delayMs={500} defaultExpanded />);
      act(() => vi.advanceTimersByTime(499));
      expect(shown).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      const second = screen.getByRole('button', { name: 'Second chat' });
      expect(shown).toEqual([targetOf(second)]);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
    }
  });

  it('clears its timer on unmount', () => {
    vi.useFakeTimers();
    HTMLElement.prototype.showPopover = vi.fn();
    try {
      const { unmount } = render(<ChatWidget {...props} defaultExpanded />);
      unmount();
      act(() => vi.advanceTimersByTime(5000));
      expect(HTMLElement.prototype.showPopover).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
    }
  });
});
