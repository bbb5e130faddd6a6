import { badBody } from './http/bad-body';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express, { type RequestHandler } from 'express';
import { urlSigningSecret, oidcSettingsFromEnv, type OidcSettings } from '@muster/contract/node';
import { ANONYMOUS, type CallerIdentity } from './auth/identity';
import { signInternalAuth } from './auth/internal-auth';
import { identityOf } from './auth/request-identity';
import { createCache } from './cache';
import { DataVersions } from './backends/data-versions';
import { ServiceHttp } from './backends/service-http';
import { mayBeCachedPublicly } from './common/cache-hint';
import { rootFieldNames } from './execution/root-fields';
import { SwappableExecution } from './execution/executor';
import { DEV_INTERNAL_AUTH_SECRET, jitFromEnv } from './config';
import type { GatewayContext } from './context';
import { maskErrors } from './errors';
import { defaultGraphiqlDist, graphiql } from './http/graphiql';
import { imageProxy } from './backends/image-proxy';
import { PublicTiles } from './http/public-tiles';
import { profilePhotoUpload, userPhotos } from './http/account-photo';
import { galleryUpload } from './gallery/upload-route';
import { scanReplace } from './image-admin/scan-route';
import { ImageChanges } from './image-admin/image-changes';
import { importReport, importUpload } from './imports/import-files';
import { imageAddresses } from './image/image-addresses';
import { requestMetrics } from './http/request-metrics';
import { mountHealth } from './http/health-routes';
import { compressedAnswers } from './http/compressed-answers';
import { schemaRoute } from './http/schema-route';
import { metricsRoute } from './http/metrics-route';
import { DEFAULT_PUBLIC_ORIGIN, onPublicOrigin, publicOriginOf } from './http/public-origin';
import { securityHeaders, websitePageHeaders } from './http/security-headers';
import { applyTrustProxy, type TrustProxy } from './http/trust-proxy';
import { staticSite } from './http/static-site';
import { imageShapes } from './http/image-shapes';
import { paymentsWebhook } from './backends/payments-webhook';
import { bearerCredentials } from './auth/bearer/bearer-middleware';
import type { BearerResolver } from './auth/bearer/bearer-credential';
import { persistedRequests } from './persisted/persisted-requests';
import { TrustedDocuments } from './persisted/trusted-documents';
import { DEFAULT_API_KEY_CACHE_MS, apiKeyResolver } from './auth/api-key/api-key-resolver';
import { KeyOrigins } from './auth/api-key/key-origins';
import { type FreeformPolicy, scopeGatePlugin } from './auth/api-key/scope-gate';
import { keyCors } from './http/key-cors';
import { keyOriginGuard } from './http/key-origin-guard';
import { documentLimits } from './limits/document-limits-middleware';
import { queryLimits } from './limits/query-limits';
import { rateLimitsFromEnv, type RateLimitSettings } from './limits/rate-budget';
import { sessionOutagePlugin } from './session/session-outage-plugin';
import { RateBuckets } from './limits/rate-buckets';
import { rateLimitPlugin } from './limits/rate-limit-plugin';
import { createBackends } from './loaders';
import { senderOf } from './feedback/sender';
import { GatewayMetrics } from './metrics';
import { operationMetricsPlugin } from './operation-metrics';
import { operationNamePlugin } from './operation-name';
import { resolvers } from './resolvers';
import { loadTypeDefs, printedSchema } from './schema';
import { createGatewaySessions } from './session/gateway-sessions';
import { mountLinkDoors } from './staff/link-doors';
import { mountProviderSignIn } from './auth/oidc/provider-routes';
import { mountFacebookSignIn } from './auth/facebook/facebook-routes';
import type { FacebookSettings } from './auth/facebook/facebook-settings';
import { DEFAULT_SESSION_SETTINGS, type SessionSettings } from './session/session-settings';
import { mountAuthorizationServer } from './auth/oauth/authorization-server';
import type { OAuthSettings } from './auth/oauth/oauth-settings';

export interface GatewayOptions {
  /** Base URL of the REST services, e.g. http://127.0.0.1:4100. */
  servicesUrl: string;
  /** The built website; when set it is served with an SPA fallback. */
  clientDist?: string;
  /** Redis for the shared cache; in memory when absent. */
  redisUrl?: string;
  /** Prefix of the shared cache's keys (default `muster-gateway`); gateways that share entries use the same one. */
  cacheNamespace?: string;
  /** Secret of the internal auth header; the development default when absent. */
  internalAuthSecret?: string;
  /** Secret of signed image addresses, the image service's own; URL_SIGNING_SECRET or the development default when absent. */
  urlSigningSecret?: string;
  /** Masks internal errors and blocks field suggestions. Defaults to NODE_ENV === 'production'. */
  production?: boolean;
  /** Built GraphiQL page; defaults to gateway/dist/graphiql. */
  graphiqlDist?: string;
  /** How long one /ready probe (services, Redis) may take; READY_TIMEOUT_MS or 2 s by default. */
  readyTimeoutMs?: number;
  /** Timeout of one service call in milliseconds (default 10 s). */
  serviceTimeoutMs?: number;
  /** Read the publication catalogue into the cache at start-up (default true). */
  warmCache?: boolean;
  /**
   * Execute operations compiled by graphql-jit (default: on unless GATEWAY_JIT is 0/false/off).
   * Off, every operation runs on graphql-js; either way through execution/executor.ts.
   */
  jit?: boolean;
  /** Session cookie and lifetimes (session/session-settings.ts); Redis sessions when `redisUrl` is set here or above. */
  session?: Partial<SessionSettings>;
  /** TRUST_PROXY: the proxies (addresses, CIDR ranges, or a hop count) whose X-Forwarded-* to believe. Default: nobody. */
  trustProxy?: TrustProxy;
  /** PUBLIC_BASE_URL: the origin visitors use, written into ids and callback addresses instead of the request's Host. */
  publicOrigin?: string;
  /** METRICS_TOKEN: bearer token of GET /metrics; without one /metrics answers 404. */
  metricsToken?: string;
  /** reCAPTCHA is configured (RECAPTCHA_SITE_KEY): the pages' CSP admits Google's reCAPTCHA script and frame. */
  recaptcha?: boolean;
  /** The genealogy provider's OpenID Connect client (auth/oidc); the OIDC_* variables or the local provider when absent. */
  oidc?: OidcSettings;
  /** Facebook sign-in app and endpoints; the FACEBOOK_* environment by default (auth/facebook/facebook-settings.ts). */
  facebook?: Partial<FacebookSettings>;
  /** The operations callers may send by hash; the website's build (persisted-documents.json) by default. */
  trustedDocuments?: TrustedDocuments;
  /** Bytes of public tiles the gateway keeps in front of the image service (GATEWAY_TILE_CACHE_BYTES; 0: none). */
  tileCacheBytes?: number;
  /** Rate-limit buckets (limits/rate-budget.ts), shared through `redisUrl`; the RATE_LIMIT* environment by default, false: none. */
  rateLimits?: RateLimitSettings | false;
  /** Bearer resolvers asked before the built-in ones (tests' stand-in credentials). */
  bearerResolvers?: BearerResolver[];
  /** API_KEY_CACHE_MS: how long an API key lookup and the CORS origins are believed (default 10 s; 0: never). */
  apiKeyCacheMs?: number;
  /** GRAPHQL_FREEFORM: `scoped` runs non-persisted operations only for keys/tokens with `freeform` and staff (default `open`). */
  freeformOperations?: FreeformPolicy;
  /** Muster's own OAuth server: apps, signing key, cookie keys; the OAUTH_* environment by default (auth/oauth). */
  oauth?: Partial<OAuthSettings>;
}

export interface Gateway {
  app: express.Express;
  metrics: GatewayMetrics;
  /** /ready answers 503 from now on and connections close after their answer (main.ts, on SIGTERM). */
  beginDrain(): void;
  stop(): Promise<void>;
}

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const { servicesUrl } = options;
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const secret = options.internalAuthSecret ?? DEV_INTERNAL_AUTH_SECRET;
  const signingSecret = options.urlSigningSecret ?? urlSigningSecret();
  const metrics = new GatewayMetrics();
  // The services' versions are everybody's: read as a visitor, once per DATA_VERSIONS_NEAR_MS for the whole process.
  const dataVersions = new DataVersions(
    new ServiceHttp('cache', {
      baseUrl: servicesUrl,
      authHeader: () => signInternalAuth(ANONYMOUS, secret),
      metrics,
      timeoutMs: options.serviceTimeoutMs,
    }),
  );
  const cache = createCache(options.redisUrl, options.cacheNamespace, dataVersions);
  const imageChanges = new ImageChanges(cache);
  const typeDefs = loadTypeDefs();
  const sdl = printedSchema(typeDefs);
  const limits = queryLimits(production);
  const publicOrigin = publicOriginOf(options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN);
  const trustedDocuments = options.trustedDocuments ?? TrustedDocuments.ofWebsite();
  const rateLimits = options.rateLimits ?? rateLimitsFromEnv();
  const buckets = rateLimits ? await RateBuckets.create(rateLimits, options.redisUrl, options.cacheNamespace) : null;

  const contextFor = (identity: CallerIdentity, clientIp?: string): GatewayContext => ({
    identity,
    cache,
    backends: createBackends({
      servicesUrl,
      authHeader: () => signInternalAuth(identity, secret),
      clientIp,
      metrics,
      cache,
      timeoutMs: options.serviceTimeoutMs,
    }),
    imageAddresses: imageAddresses(identity, signingSecret),
    imageChanges,
  });

  // Apollo takes a custom executor only as a `gateway` (docs/decisions/gateway.md "Execution is swappable").
  const execution = new SwappableExecution(typeDefs, resolvers, { jit: options.jit ?? jitFromEnv() });
  const apollo = new ApolloServer<GatewayContext>({
    // main.ts drains on SIGTERM (requests in flight answered first) and stops Apollo last; Apollo's own handler
    // would stop it at the signal and fail every operation still arriving while HAProxy takes this gateway out.
    stopOnTerminationSignals: false,
    gateway: execution,
    cache: new KeyvAdapter(cache.keyv as never),
    csrfPrevention: true,
    // Operations by hash are the build's trusted documents only (persisted/); callers never register new ones.
    persistedQueries: false,
    // The schema is Muster's public contract (also served at /schema.graphql): partners, GraphiQL and the
    // mobile teams introspect it in production too.
    introspection: true,
    formatError: maskErrors(production),
    ...limits,
    plugins: [
      ...limits.plugins,
      ApolloServerPluginLandingPageDisabled(),
      operationNamePlugin(),
      scopeGatePlugin(options.freeformOperations ?? 'open'),
      sessionOutagePlugin(),
      operationMetricsPlugin(metrics),
      // Only responses whose every field is hinted PUBLIC are stored (the publication catalogue so far).
      // Other operations can never be, so they skip the lookup (hashing the request, a keyv read) entirely.
      responseCachePlugin({
        sessionId: async ({ request }) =>
          request.http?.headers.get('cookie')?.match(/(?:^|;\s*)muster\.sid=([^;]+)/)?.[1] ?? null,
        shouldReadFromCache: async ({ document, operation }) =>
          !!document && !!operation && mayBeCachedPublicly(rootFieldNames(document, operation)),
        // A staff edit of a publication retires every kept catalogue answer (cache.ts, catalogue version).
        extraCacheKeyData: () => cache.catalogueVersion(),
      }),
      // After the response cache: an answer it serves is public and charged to nobody.
      ...(buckets ? [rateLimitPlugin(buckets)] : []),
    ],
    validationRules: limits.validationRules,
  });
  await apollo.start();
  const sessionSettings: SessionSettings = {
    ...DEFAULT_SESSION_SETTINGS,
    redisUrl: options.redisUrl,
    ...options.session,
  };
  const sessions = await createGatewaySessions({
    servicesUrl,
    internalAuthSecret: secret,
    metrics,
    settings: sessionSettings,
    timeoutMs: options.serviceTimeoutMs,
  });

  if (options.warmCache ?? true) {
    // Best effort: the services may start after the gateway; the cache then fills on first use.
    await contextFor(ANONYMOUS)
      .backends.publication.publications()
      .catch(() => undefined);
  }

  const app = express();
  app.disable('x-powered-by');
  // Express would hash every GraphQL answer (50 KB for a search page) for an ETag no browser uses on a POST;
  // static files keep theirs (serve-static makes its own) and image bytes pass the services' through.
  app.set('etag', false);
  applyTrustProxy(app, options.trustProxy ?? false);
  const health = mountHealth(app, { servicesUrl, redisUrl: options.redisUrl, timeoutMs: options.readyTimeoutMs });
  app.use(requestMetrics(metrics));
  app.use(compressedAnswers());
  const pageSecurity = { publicOrigin, recaptcha: options.recaptcha };
  app.use(securityHeaders(pageSecurity));
  // Image bytes carry the caller's identity, the same one GraphQL signed their addresses for.
  const publicTiles = new PublicTiles({
    maxBytes: options.tileCacheBytes ?? 64 * 1024 * 1024,
    ttlMs: 10 * 60_000,
    signingSecret,
    catalogueVersion: () => cache.catalogueVersion(),
    changes: imageChanges,
  });
  const images = (target: string, tiles?: PublicTiles) =>
    imageProxy({
      servicesUrl,
      target,
      metrics,
      authHeader: (req) => signInternalAuth(identityOf(req), secret),
      publicTiles: tiles,
      publicOrigin,
    });
  // Visitors' tiles and thumbnails (no session cookie) are settled and sent here, ahead of the routes and the
  // session middleware below: a viewer page asks for dozens (tiles bench). Members' go on to the mounts below.
  const visitorsFirst =
    (proxy: RequestHandler): RequestHandler =>
    (req, res, next) => {
      if (req.musterCredential) return next();
      sessions.settleVisitor(req).then((visitor) => (visitor ? proxy(req, res, next) : next()), next);
    };
  // Apps and partners sign in with a bearer credential instead of the cookie; each resolver claims its kind
  // (tests' stand-ins, then OAuth tokens and API keys, pushed below). Their scans and tiles open with it too:
  // the image addresses GraphQL signed for their identity are checked against the same identity.
  const bearerResolvers: BearerResolver[] = [...(options.bearerResolvers ?? [])];
  const bearer = bearerCredentials(bearerResolvers);
  app.use(['/iiif', '/thumbnail', '/reference', '/download', '/memorialbg'], bearer);
  app.use('/iiif', visitorsFirst(images('/fold31-image-data/iiif', publicTiles)));
  app.use('/thumbnail', visitorsFirst(images('/fold31-image-data/thumbnail')));
  app.use('/reference', visitorsFirst(images('/fold31-image-data/reference')));
  // Content §7.9's other picture addresses (provider and user icons, memorial types, regiment pictures).
  app.use(imageShapes(images('/fold31-image-data'), images('/user')));
  app.get('/metrics', metricsRoute(metrics, options.metricsToken));
  app.get('/schema.graphql', schemaRoute(sdl));

  const ide = graphiql(options.graphiqlDist ?? defaultGraphiqlDist);
  app.use('/graphiql', ide.assets);
  app.get('/graphql', ide.page);

  // Image requests trust the session's copy of the member for a minute (a page asks for dozens of tiles).
  app.use(
    ['/thumbnail', '/reference', '/iiif', '/download', '/user-photo', '/memorialbg'],
    sessions.loadOnDemand,
    sessions.resolve(sessionSettings.userCheckMs),
  );
  app.use('/thumbnail', images('/fold31-image-data/thumbnail'));
  // A memorial's background is its owner's alone while the memorial is private: asked as the caller.
  app.get('/memorialbg', images('/fold31-image-data'));
  app.use('/reference', images('/fold31-image-data/reference'));
  app.use('/iiif', images('/fold31-image-data/iiif', publicTiles));
  app.use('/download/jpg', images('/fold31-image-data/viewer-image'));
  // A person memorial's GEDCOM file, for whoever may see the memorial (the memorial service checks its privacy).
  app.use('/download/gedcom', images('/fold31-memorial/gedcom'));
  // PDFs: /download/{requestId}?token=… (spec §7.9); the mounts above answer /download/jpg and /download/gedcom first.
  app.use('/download', images('/fold31-image-data/pdf'));
  // A page's annotations as W3C Web Annotation JSON-LD, read as the caller (the document service checks access).
  app.use(
    '/annotations',
    sessions.loadOnDemand,
    sessions.resolve(sessionSettings.userCheckMs),
    images('/document/w3c-annotations'),
  );

  const photos = { servicesUrl, internalAuthSecret: secret, metrics };
  app.use('/user-photo', userPhotos(photos));
  app.put('/account/profile-photo', ...sessions.load, sessions.resolve(0), profilePhotoUpload(photos));
  app.post('/gallery/upload', ...sessions.load, sessions.resolve(0), galleryUpload(photos));
  app.post(
    '/staff/images/:imageId/scan',
    ...sessions.load,
    sessions.resolve(0),
    scanReplace({ ...photos, changes: imageChanges }),
  );
  app.post('/admin/imports/upload', ...sessions.load, sessions.resolve(0), importUpload(photos));
  app.get('/admin/imports/:id/report.csv', ...sessions.load, sessions.resolve(0), importReport(photos));

  // The payment provider calls without a session or cookies; the service verifies its signature.
  app.post('/payments/webhook', ...paymentsWebhook({ servicesUrl, metrics, timeoutMs: options.serviceTimeoutMs }));

  // Muster's own OAuth 2.0 / OpenID Connect server: its protocol routes, consent screen and access tokens.
  const authorizationServer = mountAuthorizationServer(app, {
    issuer: publicOrigin,
    settings: options.oauth,
    sessionSecret: sessionSettings.secret,
    sessions,
    servicesUrl,
    internalAuthSecret: secret,
    metrics,
    timeoutMs: options.serviceTimeoutMs,
    proxy: !!options.trustProxy,
    clientDist: options.clientDist,
    security: pageSecurity,
  });
  // Partners' pages call from the origins registered with their keys, and only those (preflights end here).
  const keyLookups = {
    servicesUrl,
    internalAuthSecret: secret,
    metrics,
    timeoutMs: options.serviceTimeoutMs,
    cacheMs: options.apiKeyCacheMs ?? DEFAULT_API_KEY_CACHE_MS,
  };
  app.use('/graphql', keyCors(new KeyOrigins(keyLookups), authorizationServer.webOrigins));
  // The body is read and its size limits checked first: a refused query costs no session lookup and no service call.
  app.use('/graphql', express.json({ limit: '1mb' }), badBody, persistedRequests(trustedDocuments), documentLimits());
  bearerResolvers.push(authorizationServer.bearer);
  bearerResolvers.push(apiKeyResolver(keyLookups));
  app.use('/graphql', bearer);
  // A key used from a web page works only from the origins registered with it.
  app.use('/graphql', keyOriginGuard(publicOrigin));
  app.use(
    '/graphql',
    cookieParser(),
    sessions.loadOnDemand,
    sessions.resolve(0),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({
        ...contextFor(identityOf(req), req.ip),
        credential: req.musterCredential,
        persisted: req.musterPersisted === true,
        oauthApps: authorizationServer.apps,
        sender: senderOf(req),
        session: sessions.control(req, res),
      }),
    }),
  );

  mountLinkDoors(app, {
    sessions,
    servicesUrl,
    internalAuthSecret: secret,
    metrics,
    timeoutMs: options.serviceTimeoutMs,
  });
  const oidc = options.oidc ?? oidcSettingsFromEnv();
  mountProviderSignIn(app, {
    sessions,
    servicesUrl,
    internalAuthSecret: secret,
    metrics,
    settings: { ...oidc, callbackUrl: onPublicOrigin(oidc.callbackUrl, publicOrigin) },
    publicOrigin,
    timeoutMs: options.serviceTimeoutMs,
  });
  mountFacebookSignIn(app, {
    sessions,
    servicesUrl,
    internalAuthSecret: secret,
    metrics,
    timeoutMs: options.serviceTimeoutMs,
    cookieSecret: sessionSettings.secret,
    secureCookies: sessionSettings.secure,
    production,
    settings: options.facebook,
    publicOrigin,
  });

  if (options.clientDist) app.use(staticSite(options.clientDist, websitePageHeaders(pageSecurity)));

  return {
    app,
    metrics,
    beginDrain: health.beginDrain,
    async stop() {
      await health.close();
      await apollo.stop();
      await sessions.close();
      await cache.close();
      await buckets?.close();
    },
  };
}
