import { useEffect, useState } from 'react';
import * as styles from './ColorModeToggle.css';
import { type ColorMode, getColorMode, setColorMode } from './colorMode';

export interface ColorModeToggleProps {
  /** Accessible name while the light mode is on, saying what a press does (e.g. 'Switch to dark theme'). */
  switchToDarkLabel: string;
  /** Accessible name while the dark mode is on (e.g. 'Switch to light theme'). */
  switchToLightLabel: string;
  /** Called after the mode changed. */
  onChange?: (mode: ColorMode) => void;
  className?: string;
}

function SunIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
    </svg>
  );
}

/**
 * Switches between the light and dark colour modes and remembers the choice. Its accessible name
 * says what it will do; the icon shows the mode it switches to.
 */
export function ColorModeToggle({
  switchToDarkLabel,
  switchToLightLabel,
  onChange,
  className,
}: ColorModeToggleProps) {
  // The server (prerender) cannot know the mode: render the light state, then sync after mount.
  const [mode, setMode] = useState<ColorMode>('light');
  useEffect(() => {
    setMode(getColorMode());
  }, []);

  const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-label={next === 'dark' ? switchToDarkLabel : switchToLightLabel}
      data-color-mode-current={mode}
      onClick={() => {
        setColorMode(next);
        setMode(next);
        onChange?.(next);
      }}
    >
      {next === 'dark' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
