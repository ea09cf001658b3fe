import { globalStyle, style } from '@vanilla-extract/css';
import { islandLoadFailedAttribute } from '../../islands/load-failure';

/** The form's wrapper. */
export const root = style({});

/**
 * The note for a form whose script could not load: hidden while the form works. Without any
 * script (islands/client.js blocked or failed: `<is-land>` never becomes a defined element) it
 * shows once the visitor is in the form; when the island's own code failed, client.tsx marks the
 * island and it shows at once.
 */
export const unavailable = style({ display: 'none' });

globalStyle(
  `is-land:not(:defined) ${root}:focus-within ${unavailable}, [${islandLoadFailedAttribute}] ${unavailable}`,
  { display: 'block' },
);
