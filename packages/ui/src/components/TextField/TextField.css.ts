// The field look is shared by every form field (internal/field.css.ts, NativeField).
export { control } from '../../internal/field.css.js';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search'] as const;
