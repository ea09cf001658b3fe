import { emailApiOrigin } from '../../app/lib/email';
import { hashSource } from './inline-content';

/** What a Content-Security-Policy must allow of a page's (or the site's) inline content. */
interface PagePolicyInput {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  /** Whether the prerendered HTML carries `style="…"` attributes. */
  hasStyleAttributes: boolean;
}

/**
 * `<style>` elements that react-aria (react-aria-components underneath @lumenor/ui) adds at run
 * time, always with this exact text: usePress (every pressable element, on hydration) and
 * usePreventScroll (while a modal is open). They are allowed by hash, so style-src needs no
 * 'unsafe-inline'. If react-aria changes the text, the CSP end-to-end test reports the violation
 * with the new hash. Source: react-aria 3.53 dist/private/interactions/usePress.mjs and
 * dist/private/overlays/usePreventScroll.mjs.
 */
const runtimeStyleElements: readonly string[] = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/**
 * A page's Content-Security-Policy is written in two parts that together make one policy, no
 * directive in both: the page's own `<meta http-equiv="Content-Security-Policy">`, first in its
 * head (`pagePolicy`: the hashes of that page's inline code), and the header every response gets
 * (`headerPolicy`: what a policy in a meta element cannot carry). A browser enforces each; as
 * they share no directive, what it enforces is exactly their union. The hashes of every page
 * could not go in one header line: Cloudflare drops a `_headers` line over 2,000 characters, and
 * the pages' inline styles alone need more.
 */

/** What a policy in a `<meta>` element cannot carry (CSP 3 ignores frame-ancestors there). */
export const headerPolicy = "frame-ancestors 'none'";

/**
 * The policy of one page, as its meta element carries it: nothing is allowed unless listed;
 * scripts only from the site itself plus the exact inline scripts the page was prerendered with
 * (by hash, so no 'unsafe-inline' for scripts).
 *
 * style-src-attr 'unsafe-inline' is added only when the prerendered HTML has `style` attributes
 * (react-aria-components renders a few, e.g. visually hidden text): the HTML parser applies those
 * under style-src-attr. It allows inline style attributes only, never style elements or scripts;
 * styles set later from JavaScript go through the CSSOM, which CSP does not restrict.
 */
export function pagePolicy(page: PagePolicyInput): string {
  const unique = (values: readonly string[]) => [...new Set(values)].sort();
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...unique(page.scriptHashes)],
    [
      'style-src',
      "'self'",
      ...unique([...page.styleHashes, ...runtimeStyleElements.map(hashSource)]),
    ],
    ...(page.hasStyleAttributes ? [['style-src-attr', "'unsafe-inline'"] as [string, string]] : []),
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', "'self'", emailApiOrigin],
    ['manifest-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Headers every response carries, whatever the path. */
export const commonSecurityHeaders: ReadonlyArray<[string, string]> = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), sync-xhr=(), usb=(), xr-spatial-tracking=()',
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];
