import { useId } from 'react';
import { type ColorMode, colorModes } from '../../colorMode/colorMode.js';
import { Icon } from '../Icon/Icon.js';
import type { IconName } from '../Icon/iconNames.js';
import { type LanguageLink, LanguageSwitch } from '../LanguageSwitch/LanguageSwitch.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './AccessibilityToolbar.css.js';
import {
  colorModeChoiceAttribute,
  textSizeStatusAttribute,
  textSizeStepAttribute,
  toolbarAttribute,
} from './enhance.js';

/** A plain link of the tool bar. */
export interface AccessibilityToolbarLink {
  label: string;
  href: string;
}

export interface AccessibilityToolbarTextSizeLabels {
  /** Name of the A- / A / A+ group (e.g. 'Text size'). */
  label: string;
  /** What A- does (e.g. 'Decrease text size'); the button's name is the glyph, then this. */
  decrease: string;
  /** What A does (e.g. 'Normal text size'). */
  reset: string;
  /** What A+ does (e.g. 'Increase text size'). */
  increase: string;
  /** Announced after a change, with `{size}` where the percentage goes (e.g. 'Text size {size}'). */
  status: string;
}

export interface AccessibilityToolbarColorModeLabels {
  /** Name of the theme group (e.g. 'Colour theme'). */
  label: string;
  light: string;
  dark: string;
  /** The high-contrast theme (e.g. 'High contrast'). */
  contrast: string;
}

export const accessibilityToolbarLayouts = ['bar', 'panel'] as const;
export type AccessibilityToolbarLayout = (typeof accessibilityToolbarLayouts)[number];

export interface AccessibilityToolbarProps {
  /** Name of the tool bar (e.g. 'Accessibility options'). */
  label: string;
  /**
   * The bar's button on phones (e.g. 'Accessibility'): it opens the screen-reader link, text size
   * and themes as a native popover, so the bar stays one row at every text size.
   */
  optionsButton: string;
  /**
   * `bar`: a slim strip across the top of the page, a navigation landmark, placed first in the
   * body. `panel`: rows for a menu panel (a named group, not a landmark). @default 'bar'
   */
  layout?: AccessibilityToolbarLayout;
  /** The skip link (to `#<id of main>`): the bar's first stop. Hidden until focused on phones. */
  skipLink?: AccessibilityToolbarLink;
  /** The page on using the site with a screen reader. */
  screenReaderLink?: AccessibilityToolbarLink;
  textSize: AccessibilityToolbarTextSizeLabels;
  colorMode: AccessibilityToolbarColorModeLabels;
  /** The page in the site's other languages (`LanguageSwitch` links), last in the bar. */
  languageLinks?: readonly LanguageLink[];
}

const textSizeButtons = [
  { step: -1, glyph: 'A-', label: 'decrease' },
  { step: 0, glyph: 'A', label: 'reset' },
  { step: 1, glyph: 'A+', label: 'increase' },
] as const;

const colorModeIcons: Record<ColorMode, IconName> = {
  light: 'sun',
  dark: 'moon',
  contrast: 'contrast',
};

/**
 * The accessibility tool bar government web guidelines (GIGW) ask for: skip to main content, text
 * size A- / A / A+, a choice of light, dark and high-contrast themes, a link to the screen-reader
 * access page and the language switch. All text comes from props.
 *
 * The markup is static: the buttons are driven by `enhanceAccessibilityToolbars()`, a few lines of
 * plain DOM code run once per page, so the bar costs no React on the client and works in a
 * prerendered page that never hydrates. Without JavaScript the buttons are not displayed (they
 * could do nothing) and the links still work; the text size and theme then follow the browser.
 */
export function AccessibilityToolbar({
  label,
  optionsButton,
  layout = 'bar',
  skipLink,
  screenReaderLink,
  textSize,
  colorMode,
  languageLinks,
}: AccessibilityToolbarProps) {
  const Root = layout === 'bar' ? 'nav' : 'div';
  const groupLabel = layout === 'bar' ? styles.hiddenLabel : styles.panelLabel;
  const optionsId = `${useId()}-options`;
  const options = (
    <>
      {screenReaderLink ? (
        <div className={styles.links[layout]}>
          <a href={screenReaderLink.href} className={styles.link}>
            {screenReaderLink.label}
          </a>
        </div>
      ) : null}

      <fieldset className={styles.group[layout]}>
        <legend className={groupLabel}>{textSize.label}</legend>
        <span className={styles.buttons}>
          {textSizeButtons.map((button) => (
            <button
              key={button.step}
              type="button"
              className={styles.button}
              {...{ [textSizeStepAttribute]: button.step }}
              {...(button.step === 0 ? { 'aria-pressed': false } : { 'aria-disabled': false })}
            >
              {/* The glyph is part of the name, so a voice command "click A plus" finds it too. */}
              {button.glyph}
              <VisuallyHidden> {textSize[button.label]}</VisuallyHidden>
            </button>
          ))}
        </span>
        <VisuallyHidden role="status" {...{ [textSizeStatusAttribute]: textSize.status }} />
      </fieldset>

      <fieldset className={styles.group[layout]}>
        <legend className={groupLabel}>{colorMode.label}</legend>
        <span className={styles.buttons}>
          {colorModes.map((mode) => (
            <button
              key={mode}
              type="button"
              className={styles.button}
              aria-pressed={false}
              {...{ [colorModeChoiceAttribute]: mode }}
            >
              <Icon name={colorModeIcons[mode]} />
              <VisuallyHidden>{colorMode[mode]}</VisuallyHidden>
            </button>
          ))}
        </span>
      </fieldset>
    </>
  );
  return (
    <Root
      aria-label={label}
      role={layout === 'panel' ? 'group' : undefined}
      className={styles.root[layout]}
      {...{ [toolbarAttribute]: '' }}
    >
      <div className={styles.inner[layout]}>
        {skipLink ? (
          <a href={skipLink.href} className={styles.skipLink}>
            {skipLink.label}
          </a>
        ) : null}

        {layout === 'bar' ? (
          <>
            {/* Phones: one button opens the options (a native popover: no script needed). */}
            <button type="button" popoverTarget={optionsId} className={styles.optionsButton}>
              {optionsButton}
            </button>
            <div id={optionsId} popover="auto" className={styles.options}>
              {options}
            </div>
          </>
        ) : (
          options
        )}

        {languageLinks?.length ? (
          <div className={styles.language[layout]}>
            <LanguageSwitch links={languageLinks} layout={layout === 'bar' ? 'compact' : 'block'} />
          </div>
        ) : null}
      </div>
    </Root>
  );
}
