import { company } from '@lumenor/content';

/**
 * Build-time configuration (see the README and .env.example). Vite inlines `import.meta.env.VITE_*`
 * when the site is built.
 */
export const siteOrigin: string = import.meta.env.VITE_SITE_ORIGIN || company.website;
