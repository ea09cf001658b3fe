/** @type {import('next').NextConfig} */
export default {
  // The consumer check builds twice, with Turbopack and with webpack, each into its own folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Each check builds once in a fresh folder: writing Turbopack's build cache would be wasted time.
  experimental: { turbopackFileSystemCacheForBuild: false },
};
