// Plain CSS files imported for their side effect (fonts.css): bundled into dist/index.css.
declare module '*.css';

// The icon sprite's markup as a string (IconSprite.tsx): Vite's `?raw`; the build makes it a module.
declare module '*.svg?raw' {
  const markup: string;
  export default markup;
}
