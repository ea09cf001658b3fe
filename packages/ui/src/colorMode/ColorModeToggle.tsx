'use client';

import { useEffect, useState } from 'react';
import { Icon } from '../components/Icon/Icon.js';
import * as styles from './ColorModeToggle.css.js';
import { type ColorMode, getColorMode, setColorMode } from './colorMode.js';

export interface ColorModeToggleProps {
  /** Accessible name while the light mode is on, saying what a press does (e.g. 'Switch to dark theme'). */
  switchToDarkLabel: string;
  /** Accessible name while the dark mode is on (e.g. 'Switch to light theme'). */
  switchToLightLabel: string;
  /** Called after the mode changed. */
  onChange?: (mode: ColorMode) => void;
  className?: string;
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
      <Icon name={next === 'dark' ? 'moon' : 'sun'} />
    </button>
  );
}
