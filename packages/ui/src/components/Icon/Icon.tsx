'use client';

import * as styles from './Icon.css.js';
import { useIconSpriteHref } from './IconSpriteProvider.js';
import type { IconName } from './iconNames.js';

export { iconSizes } from './Icon.css.js';
export { type IconName, iconNames } from './iconNames.js';

export type IconSize = (typeof styles.iconSizes)[number];

export interface IconProps {
  /** Which glyph to draw. */
  name: IconName;
  /** Rendered size; icons inherit the text colour. @default 'medium' */
  size?: IconSize;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`); with it the icon is
   * `role="img"` and announced, for icons that carry meaning on their own.
   */
  label?: string;
}

/**
 * An SVG icon from the shared set: a `<use>` of its symbol in the sprite (see IconSpriteProvider),
 * so no path data ships in JavaScript. Decorative unless given a `label`.
 */
export function Icon({ name, size = 'medium', label }: IconProps) {
  const spriteHref = useIconSpriteHref();
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true, focusable: 'false' } as const);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label when labelled, otherwise aria-hidden.
    <svg
      className={styles.root({ size })}
      viewBox="0 0 24 24"
      xmlns="http://www.w3.org/2000/svg"
      data-icon={name}
      {...a11y}
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
