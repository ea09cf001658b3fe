import { style } from '@vanilla-extract/css';
import { control as baseControl, textArea } from '../../internal/field.css.js';

/** The text area: the shared control look with a 120 px minimum height, resizable vertically. */
export const control = style([baseControl, textArea]);
