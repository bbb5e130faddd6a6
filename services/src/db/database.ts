import type { AnnotationTables } from '../annotation/annotation.table';
import type { ApiKeyTables } from '../api-key/api-key.table';
import type { AuthTables } from '../auth/auth.table';
import type { CaptchaTables } from '../captcha/captcha.table';
import type { CollectionTables } from '../collection/collection.table';
import type { DocumentTables } from '../document/document.table';
import type { ExternalAccountTables } from '../external-account/external-account.table';
import type { FeedbackTables } from '../feedback/feedback.table';
import type { GalleryTables } from '../gallery/gallery.table';
import type { ImportTables } from '../import/import.table';
import type { IndexRecordTables } from '../index-record/index-record.table';
import type { JobTables } from '../jobs/jobs.table';
import type { InstitutionTables } from '../institution/institution.table';
import type { RateLimitTables } from '../lib/rate-limit.table';
import type { MailTables } from '../mail/mail.table';
import type { MemorialTables } from '../memorial/memorial.table';
import type { OAuthTables } from '../oauth/oauth.table';
import type { PublicationTables } from '../publication/publication.table';
import type { RegimentTables } from '../regiment/regiment.table';
import type { SessionStoreTables } from '../session-store/session-store.table';
import type { StaffTables } from '../staff/staff.table';
import type { SubscriptionTables } from '../subscription/subscription.table';
import type { TagTables } from '../tag/tag.table';
import type { UserTables } from '../user/user.table';

/**
 * Muster's tables, shared by both dialects (SQLite and PostgreSQL). Each domain folder types the tables it writes in
 * its `<domain>.table.ts`; column conventions are in `columns.ts`. Search and suggest add their own tables on top
 * (`SearchDatabase`, `SuggestDatabase`).
 */
export interface Database
  extends
    PublicationTables,
    DocumentTables,
    AnnotationTables,
    IndexRecordTables,
    RegimentTables,
    MemorialTables,
    InstitutionTables,
    UserTables,
    SessionStoreTables,
    TagTables,
    FeedbackTables,
    MailTables,
    AuthTables,
    StaffTables,
    CollectionTables,
    SubscriptionTables,
    GalleryTables,
    ExternalAccountTables,
    CaptchaTables,
    RateLimitTables,
    OAuthTables,
    ApiKeyTables,
    JobTables,
    ImportTables {}

// The row types stay importable from here for the data scripts and tests.
export type { ColumnType } from 'kysely';
export type { AccessLevel, Bool, Json, Stamp } from './columns';
export type { AnnotationTable } from '../annotation/annotation.table';
export type { ApiKeyTable } from '../api-key/api-key.table';
export type { SignInFailureTable } from '../auth/auth.table';
export type { CaptchaUseTable } from '../captcha/captcha.table';
export type {
  Partner,
  PartnerTable,
  TitleCollection,
  TitleCollectionPublicationTable,
  TitleCollectionTable,
} from '../collection/collection.table';
export type { Image, ImageTable, SubImage, SubImageTable } from '../document/document.table';
export type { ExternalAccountTable } from '../external-account/external-account.table';
export type { FeedbackTable } from '../feedback/feedback.table';
export type { GalleryItemTable, UploadEventTable, UserUploadTable } from '../gallery/gallery.table';
export type {
  IndexRecord,
  IndexRecordTable,
  NewIndexRecord,
  Place,
  PlaceTable,
} from '../index-record/index-record.table';
export type { Institution, InstitutionTable } from '../institution/institution.table';
export type { RateLimitTable } from '../lib/rate-limit.table';
export type { MailOutboxTable } from '../mail/mail.table';
export type { OAuthStateTable } from '../oauth/oauth.table';
export type { Memorial, MemorialElement, MemorialElementTable, MemorialTable } from '../memorial/memorial.table';
export type { Publication, PublicationTable, Roll, RollTable } from '../publication/publication.table';
export type {
  Battle,
  BattleTable,
  Company,
  CompanyTable,
  Regiment,
  RegimentBattleTable,
  RegimentTable,
} from '../regiment/regiment.table';
export type { SessionTable } from '../session-store/session-store.table';
export type { ImpersonationTokenTable, StaffAuditTable } from '../staff/staff.table';
export type {
  CheckoutTable,
  OfferTable,
  PaymentEventTable,
  Subscription,
  SubscriptionTable,
  TransactionTable,
} from '../subscription/subscription.table';
export type { TagTable } from '../tag/tag.table';
export type { User, UserTable, UserTokenTable } from '../user/user.table';
