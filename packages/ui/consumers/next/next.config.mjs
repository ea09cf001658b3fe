/** @type {import('next').NextConfig} */
export default {
  // The consumer check builds twice, with Turbopack and with webpack, each into its own folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Each check builds once in a fresh folder: writing a bundler's build cache would be wasted time
  // (webpack's took a fifth of its build's CPU time).
  experimental: { turbopackFileSystemCacheForBuild: false },
  webpack: (config, { dev }) => (dev ? config : { ...config, cache: false }),
  // No file traces: they list what a standalone deployment copies, and `next start` serves the
  // build where it is (tracing the server's files was 40 % of the webpack build's CPU time).
  outputFileTracingExcludes: { '*': ['**/*'] },
  // Says the webpack hook above is meant for `--webpack` only (Next.js stops a Turbopack build
  // that finds a webpack hook and no Turbopack config).
  turbopack: {},
};
