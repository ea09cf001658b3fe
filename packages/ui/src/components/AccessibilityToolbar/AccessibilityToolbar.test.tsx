import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colorModeStorageKey } from '../../colorMode/colorMode.js';
import { textZoomStorageKey } from '../../textZoom/textZoom.js';
import { sampleToolbarProps } from './AccessibilityToolbar.fixtures.js';
import { AccessibilityToolbar } from './AccessibilityToolbar.js';
import { enhanceAccessibilityToolbars } from './enhance.js';

const props = sampleToolbarProps;

let disconnect: (() => void) | undefined;
const root = document.documentElement;

beforeEach(() => {
  delete root.dataset.colorMode;
  delete root.dataset.textSize;
  localStorage.clear();
  window.matchMedia = vi.fn().mockImplementation(() => ({ matches: false }));
});
afterEach(() => {
  disconnect?.();
  disconnect = undefined;
});

function setup(extra: Partial<typeof props> = {}) {
  const view = render(<AccessibilityToolbar {...props} {...extra} />);
  disconnect = enhanceAccessibilityToolbars();
  return { user: userEvent.setup(), ...view };
}

describe('AccessibilityToolbar', () => {
  it('is a named navigation landmark with the links first, then named groups of buttons', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Accessibility options' });
    const stops = [...nav.querySelectorAll('a, button')].map((element) => element.textContent);
    expect(stops).toEqual([
      'Skip to main content',
      // Shown on phones only: it opens what follows up to the language link.
      'Accessibility',
      'Screen reader access',
      'A- Decrease text size',
      'A Normal text size',
      'A+ Increase text size',
      'Light',
      'Dark',
      'High contrast',
      // The language link's text is its description with the language's name put in.
      'Read this page in తెలుగు',
    ]);
    expect(within(nav).getByRole('group', { name: 'Text size' })).toBeTruthy();
    expect(within(nav).getByRole('group', { name: 'Theme' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it('steps the text size up to 200 %, says where it is, and stops at the ends', async () => {
    const { user } = setup();
    const larger = screen.getByRole('button', { name: 'A+ Increase text size' });
    const smaller = screen.getByRole('button', { name: 'A- Decrease text size' });
    const normal = screen.getByRole('button', { name: 'A Normal text size' });
    expect(normal.getAttribute('aria-pressed')).toBe('true');
    expect(smaller.getAttribute('aria-disabled')).toBe('false');

    await user.click(larger);
    expect(root.dataset.textSize).toBe('125');
    expect(localStorage.getItem(textZoomStorageKey)).toBe('125');
    expect(normal.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Text size 125%');

    for (let i = 0; i < 5; i++) await user.click(larger);
    expect(root.dataset.textSize).toBe('200');
    expect(larger.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Text size 200%');

    await user.click(normal);
    expect(root.dataset.textSize).toBeUndefined();
    await user.click(smaller);
    expect(root.dataset.textSize).toBe('87.5');
    expect(smaller.getAttribute('aria-disabled')).toBe('true');
    await user.click(smaller);
    expect(root.dataset.textSize).toBe('87.5');
  });

  it('chooses among light, dark and high contrast, remembered, one pressed at a time', async () => {
    const { user } = setup();
    const pressed = () =>
      screen
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent)
        .filter((name) => !name?.startsWith('A'));
    expect(pressed()).toEqual(['Light']);
    await user.click(screen.getByRole('button', { name: 'High contrast' }));
    expect(root.dataset.colorMode).toBe('contrast');
    expect(localStorage.getItem(colorModeStorageKey)).toBe('contrast');
    expect(pressed()).toEqual(['High contrast']);
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(pressed()).toEqual(['Dark']);
  });

  it('keeps one row on phones: one button opens the other options, a native popover', () => {
    setup();
    // Shown on phones only (CSS): found whatever the test's screen width.
    const button = screen.getByText('Accessibility').closest('button') as HTMLElement;
    const options = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(options?.getAttribute('popover')).toBe('auto');
    // The popover follows its button: keyboard order runs from the button into the options.
    expect(button.nextElementSibling).toBe(options);
    const inside = within(options as HTMLElement);
    expect(inside.getByRole('link', { name: 'Screen reader access', hidden: true })).toBeTruthy();
    expect(inside.getByRole('group', { name: 'Text size', hidden: true })).toBeTruthy();
    expect(inside.getByRole('group', { name: 'Theme', hidden: true })).toBeTruthy();
    // The skip link and the language link stay in the row.
    expect(options?.contains(screen.getByRole('link', { name: 'Skip to main content' }))).toBe(
      false,
    );
    expect(options?.contains(screen.getByRole('link', { name: /తెలుగు/ }))).toBe(false);
  });

  it('as a panel it is a named group, not a second landmark, and can leave out the skip link', () => {
    setup({ layout: 'panel', skipLink: undefined });
    expect(screen.queryByRole('navigation')).toBeNull();
    const group = screen.getByRole('group', { name: 'Accessibility options' });
    expect(within(group).queryByRole('link', { name: 'Skip to main content' })).toBeNull();
    expect(within(group).getByRole('link', { name: 'Screen reader access' })).toBeTruthy();
    // The menu shows every option already: no button to open them, no popover.
    expect(within(group).queryByRole('button', { name: 'Accessibility' })).toBeNull();
    expect(group.querySelector('[popover]')).toBeNull();
  });

  it('serves every tool bar of the page with one listener: both show the same state', async () => {
    const { user } = setup();
    render(<AccessibilityToolbar {...props} layout="panel" />);
    const [first, second] = screen.getAllByRole('button', { name: 'Dark' });
    await user.click(first as HTMLElement);
    expect(second?.getAttribute('aria-pressed')).toBe('true');
  });

  it('hides its buttons where scripting is off, and keeps the links', () => {
    const { container } = setup();
    const hidden = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText === '(scripting: none)')
      .flatMap((rule) => [...rule.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .filter((rule) => rule.style.getPropertyValue('display') === 'none');
    const matches = (element: Element) => hidden.some((rule) => element.matches(rule.selectorText));
    for (const fieldset of container.querySelectorAll('fieldset')) {
      expect(matches(fieldset)).toBe(true);
    }
    for (const link of container.querySelectorAll('a')) {
      expect(link.closest('fieldset')).toBeNull();
    }
  });
});
