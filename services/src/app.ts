import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { type Identity, internalAuthSecret, readIdentity } from './auth/identity';
import { cacheRoutes } from './cache/cache.routes';
import { versionsRoutes } from './cache/versions.routes';
import { type CaptchaConfig, captchaConfigFromEnv } from './captcha/captcha.config';
import { createCaptchaVerifier } from './captcha/captcha.factory';
import { spentInDatabase } from './captcha/spent-challenges';
import { captchaRoutes } from './captcha/captcha.routes';
import { contentRoutes } from './content/content.routes';
import type { Db } from './db/connect';
import { documentRoutes } from './document/document.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { annotationRoutes } from './annotation/annotation.routes';
import { apiKeyRoutes } from './api-key/api-key.routes';
import { apiKeyResolveRoutes } from './api-key/api-key-resolve.routes';
import { fileRoutes } from './document/file.routes';
import { imageAdminRoutes } from './image-admin/image-admin.routes';
import { galleryRoutes } from './gallery/gallery.routes';
import { uploadRoutes } from './gallery/upload.routes';
import { tagRoutes } from './tag/tag.routes';
import { tagAdminRoutes } from './tag/tag-admin.routes';
import { installErrorHandler } from './http/errors';
import { installFaultDelays, parseFaultDelays, type FaultDelay } from './http/fault-delay';
import { installMetrics } from './http/metrics';
import { installHealth } from './health/health.routes';
import { metricsTokenFromEnv } from '@muster/contract/node';
import { iiifRoutes } from './iiif/iiif.plugin';
import { downloadRoutes } from './download/download.plugin';
import { imageDataRoutes } from './image-data/image-data.routes';
import { indexRecordRoutes } from './index-record/index-record.routes';
import { correctionRoutes } from './index-record/correction.routes';
import { proposalRoutes } from './index-record/proposal.routes';
import { busyGate } from './import/busy-gate';
import { importJobs } from './import/import-jobs';
import { importConfigFromEnv, type ImportConfig } from './import/import.config';
import { importRoutes } from './import/import.routes';
import { type JobQueue, type ServicesJobs, createJobQueue } from './jobs';
import { memorialRoutes } from './memorial/memorial.routes';
import { honorWallRoutes } from './memorial/honor-wall.routes';
import { memorialDocumentRoutes } from './memorial/memorial-document.routes';
import { collectionRoutes } from './collection/collection.routes';
import { publicationRoutes } from './publication/publication.routes';
import { publicationEditRoutes } from './publication/publication-edit.routes';
import { regimentRoutes } from './regiment/regiment.routes';
import { regimentLinkRoutes } from './regiment/links.routes';
import { searchRoutes } from './search/search.routes';
import type { SearchSettings } from './search/search-settings';
import { sessionStoreRoutes } from './session-store/session-store.routes';
import { connectedAppRoutes } from './oauth/connected-apps.routes';
import { oauthStateRoutes } from './oauth/oauth.routes';
import { searchUtilRoutes } from './search-util/search-util.routes';
import { suggestRoutes } from './suggest/suggest.routes';
import { type AccountsOptions, accountsContext } from './user/accounts.context';
import { credentialRoutes } from './user/credentials.routes';
import { facebookLinkRoutes } from './user/facebook-link.routes';
import { externalAccountRoutes } from './external-account/external-account.routes';
import { profilePhotoRoutes } from './user/profile-photo.routes';
import { userRoutes } from './user/user.routes';
import { institutionRoutes } from './institution/institution.routes';
import { staffRoutes } from './staff/staff.routes';
import { type SubscriptionConfig, subscriptionConfigFromEnv } from './subscription/subscription.config';
import { subscriptionRoutes } from './subscription/subscription.routes';
import { webhookRoutes } from './subscription/webhook.routes';

export interface ServicesOptions {
  db: Db;
  /** Where scan files live (images.file_path is relative to it), e.g. <repo>/data. */
  dataDir: string;
  /** Shared secret of the x-muster-auth header; INTERNAL_AUTH_SECRET or the development default. */
  internalSecret?: string;
  /** Bearer token of GET /metrics (METRICS_TOKEN by default); without one /metrics is not served. */
  metricsToken?: string;
  /** Secret of viewer image tokens; URL_SIGNING_SECRET or the development default. */
  urlSigningSecret?: string;
  logger?: FastifyServerOptions['logger'];
  /** Clock of the cache service's lifetimes and the suggest fallback (tests move it); Date.now by default. */
  now?: () => number;
  /** Accounts: password rules (PASSWORD_* variables by default), mailer (outbox, SMTP_URL) and SITE_URL of mailed links. */
  accounts?: Pick<AccountsOptions, 'passwordPolicy' | 'mailer' | 'siteUrl'>;
  /** Captcha settings; from the environment (RECAPTCHA_SECRET, CAPTCHA_MIN_SCORE, …) by default. */
  captcha?: CaptchaConfig;
  /** Plans, trial length and payment provider; from the environment (STRIPE_*, PLAN_PRICE_*) by default. */
  subscription?: SubscriptionConfig;
  /** Search statement time limit; from the environment (SEARCH_STATEMENT_TIMEOUT_MS) by default. */
  search?: SearchSettings;
  /** Import limits and folders; from the environment (IMPORT_UPLOAD_LIMIT_BYTES, IMPORTS_ROOT) by default. */
  imports?: Partial<ImportConfig>;
  /** The job queue; pg-boss on PostgreSQL, the embedded runner on SQLite by default (jobs/index.ts). */
  jobs?: JobQueue;
  /** Delays injected on purpose (faults bench); SERVICES_FAULT_DELAY by default, none when unset. */
  faultDelays?: FaultDelay[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller as the gateway vouched for it; anonymous without a valid header. */
    identity: Identity;
  }
}

/** The REST record services, one plugin per service under its spec base path. */
export async function buildServicesApp(options: ServicesOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // A request arriving on a kept-alive connection while draining is still served (with Connection: close)
    // rather than refused with Fastify's bare 503: the gateway that sent it has no other copy to retry.
    return503OnClosing: false,
  });
  const internalSecret = options.internalSecret ?? internalAuthSecret();
  const urlSigningSecret = options.urlSigningSecret ?? (process.env.URL_SIGNING_SECRET || 'dev-url-signing-secret');

  installErrorHandler(app);
  installMetrics(app, options.metricsToken ?? metricsTokenFromEnv());
  installFaultDelays(app, options.faultDelays ?? parseFaultDelays(process.env.SERVICES_FAULT_DELAY));
  // Counted from the start, so every route's requests make a running import give way (import/busy-gate.ts).
  const busy = busyGate(app, '/import');
  app.decorateRequest('identity', null as unknown as Identity);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-muster-auth'];
    request.identity = readIdentity(Array.isArray(header) ? header[0] : header, internalSecret);
  });

  const { db } = options.db;
  installHealth(app, db);
  // One queue for imports, PDF renders and tile pyramids; started when ready, so jobs a killed process left resume.
  const queue = options.jobs ?? (await createJobQueue(db));
  const importConfig = { ...importConfigFromEnv(options.dataDir), ...options.imports };
  const imports = importJobs(
    db,
    busy,
    queue,
    { dataDir: options.dataDir, limits: importConfig.scans },
    options.db.sqliteFile,
  );
  const jobs: ServicesJobs = { register: (kind, handler) => queue.work(kind, handler), started: imports.queue };
  app.addHook('onReady', async () => {
    await imports.resume();
    await imports.queue();
  });
  app.addHook('onClose', imports.stop);
  await app.register(searchRoutes, { prefix: '/fold31-search', db, settings: options.search });
  await app.register(suggestRoutes, { prefix: '/fold31-search', db, now: options.now });
  await app.register(searchUtilRoutes, { prefix: '/fold31-search/search-util', db });
  await app.register(contentRoutes, { prefix: '/fold31-api', db });
  await app.register(documentRoutes, { prefix: '/document', db, urlSigningSecret });
  await app.register(fileRoutes, { prefix: '/document', db });
  await app.register(annotationRoutes, { prefix: '/document', db });
  const clock = options.now ?? Date.now;
  await app.register(uploadRoutes, { prefix: '/document', db, dataDir: options.dataDir, jobs, now: clock });
  await app.register(galleryRoutes, { prefix: '/document', db, dataDir: options.dataDir, now: clock });
  await app.register(imageAdminRoutes, {
    prefix: '/document',
    db,
    dataDir: options.dataDir,
    internalSecret,
    now: clock,
  });
  await app.register(tagRoutes, { prefix: '/user', db, now: clock });
  await app.register(tagAdminRoutes, { prefix: '/user', db, internalSecret, now: clock });
  await app.register(publicationRoutes, { prefix: '/publication', db });
  await app.register(publicationEditRoutes, { prefix: '/publication', db, internalSecret, now: clock });
  await app.register(regimentRoutes, { prefix: '/fold31-regiment', db });
  await app.register(regimentLinkRoutes, { prefix: '/fold31-regiment', db });
  await app.register(memorialRoutes, { prefix: '/fold31-memorial', db });
  await app.register(honorWallRoutes, { prefix: '/fold31-memorial', db });
  await app.register(memorialDocumentRoutes, { prefix: '/fold31-memorial', db });
  await app.register(collectionRoutes, { prefix: '/fold31-api', db });
  await app.register(indexRecordRoutes, { prefix: '/fold31-index-record', db });
  await app.register(imageDataRoutes, { prefix: '/fold31-image-data', db, dataDir: options.dataDir });
  await app.register(iiifRoutes, {
    prefix: '/fold31-image-data',
    db,
    dataDir: options.dataDir,
    urlSigningSecret,
    jobs,
  });
  await app.register(downloadRoutes, {
    prefix: '/fold31-image-data',
    db,
    dataDir: options.dataDir,
    urlSigningSecret,
    jobs,
    now: options.now,
  });
  await app.register(correctionRoutes, { prefix: '/fold31-index-record', db, internalSecret, now: clock });
  await app.register(proposalRoutes, { prefix: '/fold31-index-record', db, internalSecret, now: clock });
  await app.register(cacheRoutes, { prefix: '/cache', db, now: options.now });
  await app.register(versionsRoutes, { prefix: '/cache', db });
  const accounts = accountsContext({
    db,
    internalSecret,
    dataDir: options.dataDir,
    now: options.now,
    ...options.accounts,
  });
  await app.register(authRoutes, { prefix: '/auth', accounts });
  await app.register(userRoutes, { prefix: '/user', accounts });
  await app.register(credentialRoutes, { prefix: '/user', accounts });
  await app.register(facebookLinkRoutes, { prefix: '/user', accounts });
  await app.register(externalAccountRoutes, { prefix: '/external-account', accounts });
  await app.register(profilePhotoRoutes, { prefix: '/user', accounts });
  await app.register(staffRoutes, { prefix: '/user', accounts });
  await app.register(apiKeyRoutes, { prefix: '/api-key', accounts });
  await app.register(apiKeyResolveRoutes, { prefix: '/api-key/gateway', db, internalSecret, now: options.now });
  const subscription = options.subscription ?? subscriptionConfigFromEnv(accounts.siteUrl);
  if (subscription.notice) app.log.warn(subscription.notice);
  await app.register(subscriptionRoutes, { prefix: '/subscription', accounts, config: subscription });
  await app.register(webhookRoutes, { prefix: '/subscription', accounts, config: subscription });
  await app.register(institutionRoutes, { prefix: '/user/institution', db });
  await app.register(sessionStoreRoutes, { prefix: '/auth/session', db, internalSecret });
  await app.register(oauthStateRoutes, { prefix: '/auth/oauth', db, internalSecret });
  await app.register(connectedAppRoutes, { prefix: '/user/connected-apps', db });
  const captcha = createCaptchaVerifier(options.captcha ?? captchaConfigFromEnv(internalSecret), spentInDatabase(db));
  await app.register(captchaRoutes, { captcha });
  await app.register(feedbackRoutes, { db, captcha, internalSecret });
  await app.register(importRoutes, {
    prefix: '/import',
    db,
    config: importConfig,
    dataDir: options.dataDir,
    jobs: imports.queue,
  });
  return app;
}
