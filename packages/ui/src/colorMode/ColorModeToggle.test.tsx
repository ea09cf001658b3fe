import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textZoomStorageKey } from '../textZoom/textZoom.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { colorModeScript, colorModeStorageKey, getColorMode } from './colorMode.js';

function mockPrefersDark(dark: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  delete document.documentElement.dataset.colorMode;
  delete document.documentElement.dataset.textSize;
  localStorage.clear();
  mockPrefersDark(false);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ColorModeToggle', () => {
  it('switches the mode, stores it and renames itself', async () => {
    const user = userEvent.setup();
    document.documentElement.dataset.colorMode = 'light';
    render(
      <ColorModeToggle
        switchToDarkLabel="Switch to dark theme"
        switchToLightLabel="Switch to light theme"
      />,
    );

    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    await user.click(button);
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    expect(localStorage.getItem(colorModeStorageKey)).toBe('dark');
    expect(button.getAttribute('aria-label')).toBe('Switch to light theme');

    await user.click(button);
    expect(document.documentElement.dataset.colorMode).toBe('light');
    expect(localStorage.getItem(colorModeStorageKey)).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBe(button);
  });

  it('starts from the system preference when nothing is set', async () => {
    mockPrefersDark(true);
    render(<ColorModeToggle switchToDarkLabel="Dark" switchToLightLabel="Light" />);
    expect(await screen.findByRole('button', { name: 'Light' })).toBeTruthy();
    expect(getColorMode()).toBe('dark');
  });

  it('works with the keyboard', async () => {
    const user = userEvent.setup();
    render(<ColorModeToggle switchToDarkLabel="Dark" switchToLightLabel="Light" />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
  });

  it('still switches when storage is blocked', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    render(<ColorModeToggle switchToDarkLabel="Dark" switchToLightLabel="Light" />);
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(document.documentElement.dataset.colorMode).toBe('dark');
  });

  it('updates <meta name="theme-color"> when present', async () => {
    const user = userEvent.setup();
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = 'initial';
    document.head.append(meta);
    render(<ColorModeToggle switchToDarkLabel="Dark" switchToLightLabel="Light" />);
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(meta.content).not.toBe('initial');
    meta.remove();
  });
});

describe('ColorModeToggle without JavaScript', () => {
  it('is hidden where scripting is off (it could do nothing; the system setting decides)', () => {
    render(
      <ColorModeToggle
        switchToDarkLabel="Switch to dark theme"
        switchToLightLabel="Switch to light theme"
      />,
    );
    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    const hiding = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText === '(scripting: none)')
      .flatMap((rule) => [...rule.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .filter((rule) => button.matches(rule.selectorText));
    expect(hiding.map((rule) => rule.style.getPropertyValue('display'))).toEqual(['none']);
  });
});

describe('colorModeScript', () => {
  const run = () => act(() => new Function(colorModeScript)());

  it('applies the stored choice', () => {
    localStorage.setItem(colorModeStorageKey, 'dark');
    run();
    expect(document.documentElement.dataset.colorMode).toBe('dark');
  });

  it('falls back to prefers-color-scheme', () => {
    mockPrefersDark(true);
    run();
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    mockPrefersDark(false);
    localStorage.setItem(colorModeStorageKey, 'bogus');
    run();
    expect(document.documentElement.dataset.colorMode).toBe('light');
  });

  it('never throws when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    mockPrefersDark(true);
    expect(run).not.toThrow();
    expect(document.documentElement.dataset.colorMode).toBe('dark');
  });

  it('chooses high contrast for a visitor whose system asks for more contrast', () => {
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: query === '(prefers-contrast: more)' || query.includes('dark'),
    }));
    run();
    expect(document.documentElement.dataset.colorMode).toBe('contrast');
    localStorage.setItem(colorModeStorageKey, 'light');
    run();
    expect(document.documentElement.dataset.colorMode).toBe('light');
  });

  it('applies a stored text size, and only one of the steps offered', () => {
    localStorage.setItem(textZoomStorageKey, '150');
    run();
    expect(document.documentElement.dataset.textSize).toBe('150');
    delete document.documentElement.dataset.textSize;
    for (const bogus of ['100', '300', '1500', '15']) {
      localStorage.setItem(textZoomStorageKey, bogus);
      run();
      expect(document.documentElement.dataset.textSize).toBeUndefined();
    }
  });

  it('is small (it runs before first paint, on every page)', () => {
    expect(colorModeScript.length).toBeLessThan(450);
  });
});
