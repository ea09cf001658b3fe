// The declarations as an adopter's tsc sees them (`check:package`, one tsconfig per
// moduleResolution, skipLibCheck false): inside the package, `@lumenor/ui` resolves through its own
// export map to the built dist/*.d.ts. One import per JavaScript entry point of the export map
// (scripts/check-package.test.ts keeps the list exact).
import { type ButtonProps, Card } from '@lumenor/ui';

export * as index from '@lumenor/ui';
export * as accessibilityToolbar from '@lumenor/ui/accessibility-toolbar';
export * as iconNames from '@lumenor/ui/icon-names';
export * as iconSprite from '@lumenor/ui/icon-sprite';
export * as siteHeader from '@lumenor/ui/site-header';
export * as theming from '@lumenor/ui/theming';
export * as webFont from '@lumenor/ui/web-font';

export const size: ButtonProps['size'] = 'large';
// @ts-expect-error: a component prop of the wrong type must be an error (no `any`).
export const wrong = <Card title="x" headingLevel={9} />;
