/**
 * The export condition under which this workspace's packages point at their TypeScript sources
 * (`@lumenor/ui`'s `exports`; the published map, `publishConfig.exports`, has no such condition).
 * Every Vite and Vitest config here asks for it, so the dev server and each package's tests work
 * right after `pnpm install`, with no build first. A name of our own: react-aria's packages
 * publish a `source` condition without the files it points at.
 */
export const sourceCondition = '@lumenor/source';
