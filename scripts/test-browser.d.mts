/** Debian's package of the browser tests run in. */
export declare const testBrowserPackage: string;
/** Where that browser is, or PLAYWRIGHT_CHROMIUM_PATH where set. */
export declare const testBrowserPath: string;
/** Writes the test browser's fontconfig file (the machine's fonts, no Telugu face); its path. */
export declare function writeTestBrowserFontConfig(): string;
/** The test browser's environment: this process's, with FONTCONFIG_FILE set to that file. */
export declare function testBrowserEnvironment(): NodeJS.ProcessEnv;
