import type { FastifyRequest } from 'fastify';

/**
 * The site's own origin as the browser sees it, for ids in info.json and manifests: PUBLIC_BASE_URL when set
 * (e.g. https://muster.example, what production should use), else the x-forwarded-proto and x-forwarded-host
 * the gateway sends, which are its own configured PUBLIC_BASE_URL (never the browser's Host), else this
 * request's own Host (a caller on the services' private network, not a browser).
 */
export function publicBase(request: FastifyRequest, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_BASE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const proto = first(request.headers['x-forwarded-proto']);
  const host = first(request.headers['x-forwarded-host']) ?? first(request.headers.host);
  const safeHost =
    host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : 'localhost';
  return `${proto === 'https' ? 'https' : 'http'}://${safeHost}`;
}

/** Public address of an image's IIIF Image API 3 service (what the gateway proxies to /fold31-image-data/iiif/3/…). */
export const imageServiceId = (base: string, imageId: number) => `${base}/iiif/3/${imageId}`;
