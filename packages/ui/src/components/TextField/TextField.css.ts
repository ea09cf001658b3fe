// The field look is shared by every form field; see internal/field.css.ts.
export { control, field, footer } from '../../internal/field.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search'] as const;
