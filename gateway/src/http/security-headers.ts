import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaderOptions {
  /** The site's public origin: https turns on HSTS and upgrade-insecure-requests. */
  publicOrigin: string;
  /** reCAPTCHA is configured (RECAPTCHA_SITE_KEY): the website loads Google's script and frame for it. */
  recaptcha?: boolean;
}

/** Google's addresses for reCAPTCHA under a Content-Security-Policy (its developer guide's list). */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** Where a member's Facebook profile picture comes from (GET /user-photo redirects there when chosen). */
const FACEBOOK_PICTURES = ['https://graph.facebook.com', 'https://*.fbcdn.net'];

/**
 * The policy of every answer of the gateway: GraphiQL, the sign-in popup page, and JSON, files or images opened on
 * their own (an uploaded file shown as a page runs no script either); the website's pages add one source
 * (websitePolicy). Everything comes from this origin (no CDN). Scripts only from files here, never inline;
 * styles also inline (the captcha widget, GraphiQL's editor and the popup page write style elements or
 * attributes); images also as data: and blob: (the viewer's tiles and icons), workers also from blob: (the
 * captcha's proof of work). docs/decisions/http-edge.md "Security headers" says why each source is there.
 */
export function contentSecurityPolicy({ publicOrigin, recaptcha }: SecurityHeaderOptions): Record<string, string[]> {
  const https = new URL(publicOrigin).protocol === 'https:';
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(recaptcha ? RECAPTCHA.script : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // A member may show the Facebook profile picture: Facebook's address redirects to its image host.
    'img-src': ["'self'", 'data:', 'blob:', ...FACEBOOK_PICTURES],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': recaptcha ? RECAPTCHA.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The website's pages (index.html for every page route): the policy above and `'unsafe-eval'`, which the viewer's
 * annotation layer needs: @annotorious/openseadragon bundles PixiJS 7, whose WebGL renderer compiles its uniform
 * uploads with `new Function` and refuses to start without it (annotorious/annotorious#514; PixiJS's own
 * @pixi/unsafe-eval patch cannot reach a bundled copy). Inline scripts stay forbidden, which is what stops an
 * injected script from running.
 */
export function websitePolicy(options: SecurityHeaderOptions): Record<string, string[]> {
  const policy = contentSecurityPolicy(options);
  return { ...policy, 'script-src': [...policy['script-src']!, "'unsafe-eval'"] };
}

/** Sets the website's policy on an index.html answer, in place of the one securityHeaders set for every answer. */
export function websitePageHeaders(options: SecurityHeaderOptions): RequestHandler {
  return helmet.contentSecurityPolicy({ useDefaults: false, directives: websitePolicy(options) });
}

/** Image doors other sites may embed (IIIF viewers, partners' thumbnails): they are cross-origin resources. */
const EMBEDDABLE = /^\/(iiif|thumbnail|reference)\//;
/**
 * The provider sign-in popup's own pages: the popup passes through the provider's origin and must still reach
 * its opener, which an opener policy on these pages would cut (the site's pages keep theirs: popups allowed).
 */
const POPUP = /^\/auth\/oidc\//;

/**
 * helmet on every answer: the Content-Security-Policy above (with `frame-ancestors 'none'` and X-Frame-Options
 * DENY: no page is ever framed), `nosniff`, `Referrer-Policy: strict-origin-when-cross-origin` (search and viewer
 * addresses, with their names and tokens, never leave the site; other sites see the origin only), a
 * cross-origin opener policy that still allows the sign-in popups, and HSTS when the site is on https.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const https = new URL(options.publicOrigin).protocol === 'https:';
  const common: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60 } : false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
  const pages = helmet(common);
  const embeddable = helmet({ ...common, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  const popup = helmet({ ...common, crossOriginOpenerPolicy: false });
  return (req, res, next) =>
    (EMBEDDABLE.test(req.path) ? embeddable : POPUP.test(req.path) ? popup : pages)(req, res, next);
}
