/** Debian's package of the browser tests run in. */
export declare const testBrowserPackage: string;
/** Where that browser is, or PLAYWRIGHT_CHROMIUM_PATH where set. */
export declare const testBrowserPath: string;
