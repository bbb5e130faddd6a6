import { CorrectionsBackend } from './backends/corrections';
import type { GatewayCache } from './cache';
import type { GatewayMetrics } from './metrics';
import type { ServiceCallOptions } from './backends/service-http';
import type { AuthHeaderSource } from './auth/internal-auth';
import { AuthBackend } from './backends/auth';
import { CacheServiceBackend } from './backends/cache-service';
import { CollectionBackend } from './backends/collection';
import { ContentBackend } from './backends/content';
import { DocumentBackend } from './backends/document';
import { FeedbackBackend } from './backends/feedback';
import { IndexRecordBackend } from './backends/index-record';
import { MemorialBackend } from './backends/memorial';
import { PublicationBackend } from './backends/publication';
import { RegimentBackend } from './backends/regiment';
import { SearchBackend } from './backends/search';
import { UserBackend } from './backends/user';
import { SubscriptionBackend } from './backends/subscription';
import { PdfBackend } from './backends/pdf';
import { StaffBackend } from './backends/staff';
import { PublicationEditorBackend } from './backends/publication-editor';
import { ImageAdminBackend } from './backends/image-admin';
import { GalleryBackend } from './backends/gallery';
import { AnnotationBackend } from './backends/annotation';
import { ApiKeyBackend } from './backends/api-key';
import { ImportBackend } from './backends/imports';
import { ConnectedAppsBackend } from './backends/connected-apps';

/** The backend clients of one request; each owns its DataLoaders, so nothing is batched or cached across callers. */
export interface Backends {
  search: SearchBackend;
  cacheService: CacheServiceBackend;
  content: ContentBackend;
  publication: PublicationBackend;
  document: DocumentBackend;
  indexRecord: IndexRecordBackend;
  regiment: RegimentBackend;
  memorial: MemorialBackend;
  collection: CollectionBackend;
  feedback: FeedbackBackend;
  auth: AuthBackend;
  user: UserBackend;
  staff: StaffBackend;
  gallery: GalleryBackend;
  subscription: SubscriptionBackend;
  pdf: PdfBackend;
  annotation: AnnotationBackend;
  apiKey: ApiKeyBackend;
  imports: ImportBackend;
  connectedApps: ConnectedAppsBackend;
  corrections: CorrectionsBackend;
  publicationEditor: PublicationEditorBackend;
  imageAdmin: ImageAdminBackend;
}

export interface BackendDeps {
  servicesUrl: string;
  authHeader: AuthHeaderSource;
  /** The browser's address, for the account services' per-address limits. */
  clientIp?: string;
  metrics: GatewayMetrics;
  cache: GatewayCache;
  timeoutMs?: number;
}

export function createBackends({
  servicesUrl,
  authHeader,
  clientIp,
  metrics,
  cache,
  timeoutMs,
}: BackendDeps): Backends {
  const options: ServiceCallOptions = { baseUrl: servicesUrl, authHeader, clientIp, metrics, timeoutMs };
  return {
    search: new SearchBackend(options, cache),
    cacheService: new CacheServiceBackend(options, cache),
    content: new ContentBackend(options),
    publication: new PublicationBackend(options, cache),
    document: new DocumentBackend(options),
    indexRecord: new IndexRecordBackend(options),
    regiment: new RegimentBackend(options),
    memorial: new MemorialBackend(options),
    collection: new CollectionBackend(options, cache),
    auth: new AuthBackend(options),
    user: new UserBackend(options),
    staff: new StaffBackend(options),
    gallery: new GalleryBackend(options),
    feedback: new FeedbackBackend(options, cache),
    subscription: new SubscriptionBackend(options, cache),
    pdf: new PdfBackend(options),
    annotation: new AnnotationBackend(options),
    apiKey: new ApiKeyBackend(options),
    imports: new ImportBackend(options),
    connectedApps: new ConnectedAppsBackend(options),
    corrections: new CorrectionsBackend(options),
    publicationEditor: new PublicationEditorBackend(options),
    imageAdmin: new ImageAdminBackend(options),
  };
}
