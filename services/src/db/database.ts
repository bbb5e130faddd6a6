import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The one description of Muster's tables, shared by both dialects (SQLite and PostgreSQL).
 * Booleans are stored as 0/1 integers and JSON as text so that the same rows read the same on both.
 * Dates are ISO-8601 text (`YYYY-MM-DD` for historical dates, full timestamps for audit times);
 * historical dates may be partial (`1862` or `1862-09`), so the year is also kept as an integer.
 */
export type Bool = number; // 0 or 1
export type Json = string; // JSON text
export type Stamp = string; // ISO timestamp

/** PUBLIC and REGISTERED count as open (content §3.5). */
export type AccessLevel = 'PUBLIC' | 'REGISTERED' | 'CONFIRMED' | 'SUBSCRIBER' | 'SILO';

export interface PublicationTable {
  id: number;
  title: string;
  short_title: string;
  slug: string;
  short_description: string;
  medium_description: string;
  provider: string;
  content_type: string; // Publication Type (general.title.content.type)
  doc_type: string; // Record Type (general.title.content.doc-type)
  conflict: string;
  collection: string; // general.title.content.collection
  language: string;
  access_level: AccessLevel;
  allow_print: Bool;
  allow_download: Bool;
  /** Whether a page may be taken as a PDF with its citation (the spec's allowDownloadDoc; migration 017). */
  allow_download_doc: Bool;
  allow_annotations: Bool;
  has_ocr: Bool;
  has_browse: Bool;
  featured: Bool;
  is_new: Bool;
  /** JSON array of level labels for general.title.browse.1…7, e.g. ["State", "Regiment", "Company"]. */
  browse_labels: Json;
  document_level_label: string;
  roll_count: number;
  created: Stamp;
  last_updated: Stamp;
}

export interface RollTable {
  id: number;
  publication_id: number;
  name: string;
  literal_title: string;
  /** Browse path values for general.title.browse.1…7; unused levels are null. */
  browse_1: string | null;
  browse_2: string | null;
  browse_3: string | null;
  browse_4: string | null;
  browse_5: string | null;
  browse_6: string | null;
  browse_7: string | null;
  created: Stamp;
}

export interface ImageTable {
  id: number;
  publication_id: number;
  roll_id: number;
  ordinal: number;
  title: string;
  short_title: string;
  width: number;
  height: number;
  /** Path of the scan file relative to the data directory. */
  file_path: string;
  /** Typed, handwritten or printed: which font the scan was rendered with. */
  hand: string;
  has_ocr: Bool;
  /** Plain OCR text of the page. */
  ocr_text: string;
  /** JSON array of word boxes: [{ t, x, y, w, h }]. */
  ocr_words: Json;
  view_count: number;
  created: Stamp;
  last_modified: Stamp;
}

export interface SubImageTable {
  id: number;
  image_id: number;
  ordinal: number;
  title: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface AnnotationTable {
  id: Generated<number>;
  image_id: number;
  user_id: number | null;
  /** name, date, location, transcription or comment */
  type: string;
  value: string;
  x: number;
  y: number;
  w: number;
  h: number;
  rotation: number;
  created: Stamp;
  modified: Stamp;
  /** The few words shown on the rectangle (013_annotations). */
  label: string | null;
}

export interface PlaceTable {
  id: number;
  parent_id: number | null;
  name: string;
  /** country, state, county or city */
  level: string;
  /** Comma-separated hierarchy from the top, e.g. "United States,Virginia,Richmond". */
  path: string;
}

export interface IndexRecordTable {
  id: number;
  publication_id: number;
  image_id: number;
  sub_image_id: number | null;
  title: string;
  given_name: string;
  middle_name: string | null;
  surname: string;
  name_suffix: string | null;
  full_name: string;
  gender: string | null;
  race: string | null;
  birth_date: string | null;
  birth_year: number | null;
  birth_place_id: number | null;
  residence_place_id: number | null;
  enlistment_date: string | null;
  enlistment_year: number | null;
  enlistment_place_id: number | null;
  discharge_date: string | null;
  death_date: string | null;
  death_year: number | null;
  death_place_id: number | null;
  conflict: string;
  branch: string;
  rank: string | null;
  unit: string | null;
  regiment_id: number | null;
  company_id: number | null;
  service_number: string | null;
  casualty_type: string | null;
  created: Stamp;
  last_modified: Stamp;
}

export interface RegimentTable {
  id: number;
  name: string;
  /** REGIMENT, BATTERY or SQUADRON */
  sub_type: string;
  branch: string;
  side: string;
  conflict: string;
  state: string | null;
  place_id: number | null;
  start_place: string | null;
  end_place: string | null;
  start_date: string | null;
  end_date: string | null;
  nicknames: Json;
  history: string;
  leaders: Json;
}

export interface CompanyTable {
  id: number;
  regiment_id: number;
  name: string;
  letter: string;
  side: string;
  history: string;
  leaders: Json;
}

export interface BattleTable {
  id: number;
  name: string;
  /** BATTLE or SKIRMISH */
  sub_type: string;
  conflict: string;
  start_date: string;
  end_date: string;
  place: string;
  latitude: number;
  longitude: number;
  outcome: string;
  description: string;
}

export interface RegimentBattleTable {
  regiment_id: number;
  battle_id: number;
}

export interface MemorialTable {
  id: number;
  /** PERSON, SERVICEPERSON, EVENT, ORGANIZATION, PLACE or TOPIC */
  type: string;
  title: string;
  description: string;
  privacy_mode: string;
  primary_military_event: string | null;
  owner_id: number;
  index_record_id: number | null;
  created: Stamp;
  last_modified: Stamp;
}

export interface MemorialElementTable {
  id: number;
  memorial_id: number;
  /** STORY, FACT, SOURCE, LINK, COVER_IMAGE, BACKGROUND_IMAGE, HONOR_IMAGE, COMMENT, CORRECTION, … */
  type: string;
  ordinal: number;
  owner_id: number;
  /** The element's value as JSON, shaped per type (content §3.6). */
  value: Json;
  created: Stamp;
  last_modified: Stamp;
}

export interface InstitutionTable {
  id: number;
  name: string;
  /** e.g. library, proquest, house */
  type: string;
  silo: number;
  proquest: Bool;
  /** JSON array of CIDR ranges that open an institution session. */
  ip_ranges: Json;
}

export interface UserTable {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  /** monthly-subscriber, annual-subscriber, comp-subscriber, bundle, free-trial or non-subscriber */
  account_status: string;
  confirmed: Bool;
  roles: Json;
  institution_id: number | null;
  join_date: Stamp;
  // Accounts (migration 006): columns with a default may be left out of an insert.
  display_name: Generated<string>;
  about: Generated<string>;
  location: Generated<string>;
  comm_newsletter: Generated<Bool>;
  comm_offers: Generated<Bool>;
  comm_memorial_activity: Generated<Bool>;
  /** Set on an account whose password no longer meets the rules: sign-in asks for a new one first. */
  password_update_required: Generated<Bool>;
  /** Bumped on every password, email or roles change, so sessions made before can be ended. */
  credentials_version: Generated<number>;
  closed: Generated<Bool>;
  /** The new address of an email change awaiting confirmation. */
  pending_email: string | null;
  /** The profile photo, relative to the data directory (a square JPEG). */
  photo_path: string | null;
  how_did_you_hear: string | null;
  facebook_id: string | null;
  /** When 50 failed sign-ins in 24 hours locked the account (migration 018); null while open. */
  locked_at: string | null;
  /** Failed sign-ins before this time no longer count account-wide (set by an unlock). */
  failures_counted_from: string | null;
}

export interface SessionTable {
  id: string;
  user_id: number | null;
  institution_id: number | null;
  data: Json;
  expires_at: Stamp;
}

export interface TagTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  content_type: string;
  object_id: number;
  private: Bool;
  created: Stamp;
}

export interface Database {
  publications: PublicationTable;
  rolls: RollTable;
  images: ImageTable;
  sub_images: SubImageTable;
  annotations: AnnotationTable;
  places: PlaceTable;
  index_records: IndexRecordTable;
  regiments: RegimentTable;
  companies: CompanyTable;
  battles: BattleTable;
  regiment_battles: RegimentBattleTable;
  memorials: MemorialTable;
  memorial_elements: MemorialElementTable;
  institutions: InstitutionTable;
  users: UserTable;
  sessions: SessionTable;
  tags: TagTable;
  feedback: FeedbackTable;
  user_tokens: UserTokenTable;
  mail_outbox: MailOutboxTable;
  sign_in_failures: SignInFailureTable;
}

export type Publication = Selectable<PublicationTable>;
export type Roll = Selectable<RollTable>;
export type Image = Selectable<ImageTable>;
export type SubImage = Selectable<SubImageTable>;
export type Place = Selectable<PlaceTable>;
export type IndexRecord = Selectable<IndexRecordTable>;
export type Regiment = Selectable<RegimentTable>;
export type Company = Selectable<CompanyTable>;
export type Battle = Selectable<BattleTable>;
export type Memorial = Selectable<MemorialTable>;
export type MemorialElement = Selectable<MemorialElementTable>;
export type User = Selectable<UserTable>;
export type Institution = Selectable<InstitutionTable>;
export type NewIndexRecord = Insertable<IndexRecordTable>;
export type { ColumnType };

/** A feedback or contact message (accounts spec §3); ip_address, user and user_agent are added by the server. */
export interface FeedbackTable {
  id: Generated<number>;
  category: string;
  /** The subject: ACCOUNT, SITE_PROBLEM, …, BETA. */
  type: string;
  email: string | null;
  message: string;
  rating: number | null;
  object_id: number | null;
  object_type: string | null;
  url: string | null;
  ip_address: string | null;
  user_id: number | null;
  username: string | null;
  user_agent: string | null;
  created: Stamp;
  /** NEW until a staff member marks it READ. */
  status: Generated<string>;
}

/** An emailed token (verify email, reset password, change email): only its SHA-256 is kept; single use. */
export interface UserTokenTable {
  id: Generated<number>;
  user_id: number;
  /** verify-email, reset-password or email-change */
  kind: string;
  token_hash: string;
  /** The new address, for an email change. */
  email: string | null;
  created: Stamp;
  expires_at: Stamp;
  used_at: Stamp | null;
}

/** Every mail the services send, written in the transaction that made its token; SMTP delivery is extra. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  kind: string;
  token: string | null;
  user_id: number | null;
  created: Stamp;
  sent_at: Stamp | null;
}

/** One failed sign-in, by account (when the login named one) and by caller address, for throttling. */
export interface SignInFailureTable {
  id: Generated<number>;
  user_id: number | null;
  address: string;
  failed_at: Stamp;
  /** The login as typed, trimmed and lower-cased (migration 018): counts the failures of unknown logins. */
  login: string | null;
}

/** A single-use staff impersonation link (migration 009); only the SHA-256 of the token is kept. */
export interface ImpersonationTokenTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  user_id: number;
  created: Stamp;
  expires_at: Stamp;
  used_at: Stamp | null;
  /** The address the link was opened from. */
  used_from: string | null;
}

/** Every change staff make to other members' accounts (migration 009). */
export interface StaffAuditTable {
  id: Generated<number>;
  staff_id: number;
  action: string;
  target_user_id: number | null;
  detail: string | null;
  address: string | null;
  created: Stamp;
}

// Declaration merging keeps the staff tables beside their migration without rewriting the lists above.
export interface InstitutionTable {
  /** Secret of the institution's link (`/library/{token}`), which opens its edition from any address. */
  link_token: string | null;
}

export interface Database {
  impersonation_tokens: ImpersonationTokenTable;
  staff_audit: StaffAuditTable;
}

/** A title collection (migration 010): CONFLICT collections gather a war's publications and stories, TITLE ones a theme. */
export interface TitleCollectionTable {
  id: number;
  slug: string;
  title: string;
  /** CONFLICT or TITLE */
  kind: string;
  conflict: string | null;
  description: string;
  ordinal: number;
  icon_svg: string;
  background_svg: string;
}

export interface TitleCollectionPublicationTable {
  collection_id: number;
  publication_id: number;
  ordinal: number;
}

/** A partner archive (migration 010); its publications are those whose provider is its name. */
export interface PartnerTable {
  id: number;
  slug: string;
  name: string;
  description: string;
  website: string | null;
  icon_svg: string;
  background_svg: string;
}

export interface Database {
  title_collections: TitleCollectionTable;
  title_collection_publications: TitleCollectionPublicationTable;
  partners: PartnerTable;
}
export type TitleCollection = Selectable<TitleCollectionTable>;
export type Partner = Selectable<PartnerTable>;

/** A membership term (migration 011; accounts spec §3 Subscription). */
export interface SubscriptionTable {
  id: Generated<number>;
  user_id: number;
  plan: string;
  duration: string;
  start: Stamp;
  expiration: Stamp;
  finalization_date: Stamp | null;
  finalization_type: string | null;
  origin: string;
  event: string;
  free_trial_canceled: Generated<Bool>;
  cancel_at_period_end: Generated<Bool>;
  provider: string | null;
  provider_subscription_id: string | null;
  card_last4: string | null;
  card_brand: string | null;
}

/** A payment or grant behind a subscription (migration 011; spec §3 Transaction). */
export interface TransactionTable {
  id: Generated<number>;
  user_id: number;
  subscription_id: number | null;
  type: string;
  state: string;
  approval: string | null;
  amount_cents: Generated<number>;
  created: Stamp;
  provider: string;
}

/** An offer taken by a member, e.g. the free trial (migration 011; spec §3 Offer). */
export interface OfferTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  origin: string | null;
  expiration: Stamp;
  created: Stamp;
}

/** A checkout started with the payment provider (migration 011). */
export interface CheckoutTable {
  id: string;
  user_id: number;
  plan: string;
  provider: string;
  state: string;
  created: Stamp;
}

/** A provider webhook event already handled (migration 011). */
export interface PaymentEventTable {
  id: string;
  type: string;
  received: Stamp;
}

export interface Database {
  subscriptions: SubscriptionTable;
  transactions: TransactionTable;
  offers: OfferTable;
  checkouts: CheckoutTable;
  payment_events: PaymentEventTable;
}
export type Subscription = Selectable<SubscriptionTable>;

/** An object a member added to their gallery (migration 014; content spec §7.5 PUT /gallery/{type}/{id}). */
export interface GalleryItemTable {
  id: Generated<number>;
  user_id: number;
  content_type: string;
  object_id: number;
  created: Stamp;
}

/** A member's uploaded image (migration 014): the image row holds the scan, this row its owner and privacy. */
export interface UserUploadTable {
  image_id: number;
  user_id: number;
  filename: string;
  description: string;
  public: Bool;
  bytes: number;
  /** jpeg, png, webp or tiff: what the member sent (the stored scan is always JPEG). */
  format: string;
  created: Stamp;
  modified: Stamp;
}

export interface Database {
  gallery_items: GalleryItemTable;
  user_uploads: UserUploadTable;
}

/** One upload a member sent (migration 019), kept an hour for the hourly limit of its kind (gallery, photo). */
export interface UploadEventTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  at: Stamp;
}

export interface Database {
  upload_events: UploadEventTable;
}

/** A member's link to an outside identity provider's account (migration 015); unique per provider and subject. */
export interface ExternalAccountTable {
  id: Generated<number>;
  provider: string;
  subject: string;
  user_id: number;
  email: string | null;
  created: Stamp;
}

export interface Database {
  external_accounts: ExternalAccountTable;
}

/** A solved self-hosted captcha challenge (migration 016): its nonce passes once, until `expires`. */
export interface CaptchaUseTable {
  nonce: string;
  expires: Stamp;
}

export interface Database {
  captcha_uses: CaptchaUseTable;
}

/** A fixed-window counter of a per-address or per-recipient limit (migration 018), keyed by a digest. */
export interface RateLimitTable {
  bucket: string;
  key: string;
  hits: number;
  window_ends: Stamp;
}

export interface Database {
  rate_limits: RateLimitTable;
}
