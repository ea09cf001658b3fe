// The sprite every icon draws from: a hashed file under /assets/. Islands get it as a prop, so
// their own React roots draw from the same file.
export { default as iconSpriteUrl } from '@lumenor/ui/icons.svg?url';
