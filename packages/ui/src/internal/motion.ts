import { keyframes } from '@vanilla-extract/css';

/**
 * An entrance: fades in while moving from `transform` into place (a toast, the chat card). Call it
 * from a `.css.ts` file; it lives in a plain module because a `.css.ts` file may export no function.
 */
export const enterFrom = (transform: string) =>
  keyframes({
    from: { opacity: 0, transform },
    to: { opacity: 1, transform: 'none' },
  });
