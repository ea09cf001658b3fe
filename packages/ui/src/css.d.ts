// Plain CSS files imported for their side effect (fonts.css): bundled into dist/index.css.
declare module '*.css';
