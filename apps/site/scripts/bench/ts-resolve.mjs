// Lets Node 24 run the benchmark's TypeScript directly (node strips the types itself): relative
// imports are written without an extension, as everywhere in the site, so try `.ts` for them.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || /\.[cm]?[jt]s$/.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
