// The browser tests (`*.browser.test.tsx`) get the page CSS every app loads: theme values and reset.
import '../themes/global.css.js';
import '../reset.css.js';
