import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The one route table of the site (SPEC section 2). The prerender list, sitemap.xml and the
 * human sitemap come from `allPagePaths()` in @lumenor/content, which a test keeps in step
 * with this table.
 */
export default [
  index('routes/home.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:serviceAreaId', 'routes/gov-service.tsx'),
  route('industries', 'routes/industries.tsx'),
  route('industries/:industryId', 'routes/industry.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('andhra-pradesh-government', 'routes/andhra-pradesh-government.tsx'),
  route('telangana-government', 'routes/telangana-government.tsx'),
  route('gov-solutions', 'routes/gov-solutions.tsx'),
  route('digital-transformation', 'routes/digital-transformation.tsx'),
  route('govconnect-360', 'routes/govconnect-360.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:postId', 'routes/blog-post.tsx'),
  route('blog/category/:categoryId', 'routes/blog-category.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  route('search', 'routes/search.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('accessibility', 'routes/accessibility.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
