/** Server rendering on every request (`react-router-serve`), then hydration in the browser. */
export default { ssr: true };
