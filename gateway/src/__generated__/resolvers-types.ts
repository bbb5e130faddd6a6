import type { PlanCode } from '../membership/enum-values';
import type { PlanInterval } from '../membership/enum-values';
import type { PaymentsMode } from '../membership/enum-values';
import type { FacetType } from '../search/enum-values';
import type { SearchField } from '../search/enum-values';
import type { ApiKeyScope } from '@muster/contract';
import type { AccountStatus } from '@muster/contract';
import type { Stickiness } from '@muster/contract';
import type { CorrectionProposalState } from '@muster/contract';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RegisteredApp } from '../auth/oauth/registered-app';
import type { PublicationDto, ImageDto, ManagedImageDto, SubImageDto, IndexRecordDto, RegimentDto, CompanyDto, BattleDto, MemorialDto, SearchHit as SearchHitDto, Facet as FacetDto, RollDto, FileDto, Suggestion as SuggestionDto, BrowseLevels as BrowseLevelsDto, SessionUserDto, InstitutionDto, UserFullDto, ProfileDto, FeedbackEntryDto, PdfRequestDto, AnnotationDto, TagDto, UploadDto, PlanDto, MembershipDto, StaffUserDto, SubscriptionDto, CheckoutStartDto, TestCheckoutDto, ApiKeyDto, IndexRecordAdminDto, RecordCorrectionDto, CreatedApiKeyDto, ImportJobDto, ImportFindingDto, PublicationEditorDto } from '@muster/contract';
import type { ElementSource } from '../memorial/element-source';
import type { SearchPage } from '../search/search-results';
import type { SessionState } from '../session/session-data';
import type { GalleryEntry } from '../gallery/gallery-entry';
import type { TitleCollectionSource, PartnerSource } from '../collection/sources';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time, ISO-8601 (from graphql-scalars). */
  DateTime: { input: string; output: string; }
  /** A historical date as it was recorded: a year (`1862`), a year and month (`1862-09`) or a full date (`1862-09-17`). */
  PartialDate: { input: string; output: string; }
};

/** Something a caller may want to do with an object; each is checked against the object's access level. */
export enum AccessAction {
  /** Add annotations (also needs the publication to allow them, and a signed-in member with a confirmed email). */
  Annotate = 'ANNOTATE',
  /** Download the scan as a JPEG (also needs the publication to allow downloads). */
  Download = 'DOWNLOAD',
  /** Take the page as a PDF with its citation line (also needs the publication to allow PDF downloads). */
  DownloadPdf = 'DOWNLOAD_PDF',
  /** Print the scan (also needs the publication to allow printing). */
  Print = 'PRINT',
  /** Find the object by its contents (search highlights and matched text). */
  Search = 'SEARCH',
  /** See the object: a record's details, a page's scan and tiles, a file's pages. */
  View = 'VIEW'
}

/** Who may see an object. PUBLIC and REGISTERED count as open. */
export enum AccessLevel {
  /** Signed-in members with a confirmed email address (or Premium), and institution patrons. */
  Confirmed = 'CONFIRMED',
  /** Open to everybody, signed in or not. */
  Public = 'PUBLIC',
  /** Signed-in members (a free Basic account) and institution patrons; counts as open (its thumbnails show to everybody). */
  Registered = 'REGISTERED',
  /** Premium members and patrons of any subscribing institution. */
  Silo = 'SILO',
  /** Premium members (a free trial is enough) and patrons of a full library edition (silo 1). */
  Subscriber = 'SUBSCRIBER'
}

/** The signed-in member's own account, for `/account` (only ever the caller's). */
export type Account = {
  __typename?: 'Account';
  /**
   * monthly-subscriber, annual-subscriber, comp-subscriber, bundle, free-trial or non-subscriber.
   * @deprecated Use `status`, the same value as an AccountStatus enum.
   */
  accountStatus: Scalars['String']['output'];
  /** Which emails the member agrees to receive. */
  communicationSettings: CommunicationSettings;
  /** Whether the email address has been verified. */
  confirmed: Scalars['Boolean']['output'];
  /** The email address in use; a new one replaces it only once confirmed (see `pendingEmail`). */
  email: Scalars['String']['output'];
  /** Whether a Facebook account is connected for signing in; `POST /fb/disconnect` removes it. */
  facebookConnected: Scalars['Boolean']['output'];
  /** When the account was created. */
  joinDate: Scalars['DateTime']['output'];
  /** An address waiting for confirmation after an email change, or null. */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  /** What the member shows the public, as `profile(username)` answers it. */
  profile: Profile;
  /** The account status (accounts spec §4). */
  status: AccountStatus;
  /** Basic, Premium or Ancestry All-Access. */
  statusLabel: Scalars['String']['output'];
  /** The member's user id. */
  userId: Scalars['Int']['output'];
  /** The member's username, shown on their public profile. */
  username: Scalars['String']['output'];
  /** Whether the member's picture is the connected Facebook account's profile picture (`PUT /fb/user`). */
  usesFacebookPhoto: Scalars['Boolean']['output'];
};

/** The account's standing on the sister sites, as flags (accounts spec §3 accountState). */
export type AccountState = {
  __typename?: 'AccountState';
  /** The member's subscription is the Ancestry All-Access bundle (spec bundleSubscriber). */
  bundleSubscriber: Scalars['Boolean']['output'];
  /** The flags above that are set, as one list (spec accountStateFlags). */
  flags: Array<AccountStateFlag>;
  /** The member subscribes to the genealogy site (spec acomSubscriber); the bundle includes it. */
  genealogySiteSubscriber: Scalars['Boolean']['output'];
  /** The member may read the newspaper site's archive (spec newspaperSubscriber); the bundle includes it. */
  newspaperSubscriber: Scalars['Boolean']['output'];
};

/** One flag of `AccountState`. */
export enum AccountStateFlag {
  /** See `AccountState.bundleSubscriber`. */
  BundleSubscriber = 'BUNDLE_SUBSCRIBER',
  /** See `AccountState.genealogySiteSubscriber`. */
  GenealogySiteSubscriber = 'GENEALOGY_SITE_SUBSCRIBER',
  /** See `AccountState.newspaperSubscriber`. */
  NewspaperSubscriber = 'NEWSPAPER_SUBSCRIBER'
}

export { AccountStatus };

/**
 * A member's note on a rectangle of a scanned page (content spec §3.4): a name, date, location, transcription
 * or comment. Everyone who may view the page sees it; only its author or staff change or delete it.
 */
export type Annotation = {
  __typename?: 'Annotation';
  /** The annotation's number in Muster. */
  annotationId: Scalars['Int']['output'];
  /** The author; null when the account no longer exists. */
  author?: Maybe<AnnotationAuthor>;
  /** When the annotation was drawn. */
  created: Scalars['DateTime']['output'];
  /** Whether the caller may change or delete it: its author, or staff. */
  editable: Scalars['Boolean']['output'];
  /** `ANNOTATION:{annotationId}` */
  id: Scalars['ID']['output'];
  /** The page the rectangle is drawn on. */
  imageId: Scalars['Int']['output'];
  /** A few words shown on the rectangle (up to 32 characters), if the author gave any. */
  label?: Maybe<Scalars['String']['output']>;
  /** When the annotation last changed; equal to `created` until it is changed. */
  modified: Scalars['DateTime']['output'];
  /** The rectangle in full-scan pixels. */
  rect: AnnotationRect;
  /** What the annotation says: a name, date, location, transcription or comment. */
  type: AnnotationType;
  /** Site-relative address of the viewer opened on this annotation (`/image/{imageId}?ann={annotationId}`). */
  url: Scalars['String']['output'];
  /** The text, trimmed. */
  value: Scalars['String']['output'];
};

/** The member who wrote an annotation. */
export type AnnotationAuthor = {
  __typename?: 'AnnotationAuthor';
  /** The author's user id. */
  userId: Scalars['Int']['output'];
  /** The author's username; null when unknown. */
  username?: Maybe<Scalars['String']['output']>;
};

/** A rectangle of a page in full-scan pixels from its top left corner. */
export type AnnotationRect = {
  __typename?: 'AnnotationRect';
  /** Height in pixels. */
  h: Scalars['Int']['output'];
  /** Clockwise degrees the rectangle is turned, 0–359. */
  rotation: Scalars['Int']['output'];
  /** Width in pixels. */
  w: Scalars['Int']['output'];
  /** Left edge, in pixels from the scan's left. */
  x: Scalars['Int']['output'];
  /** Top edge, in pixels from the scan's top. */
  y: Scalars['Int']['output'];
};

/** A rectangle of a page in full-scan pixels; it must lie within the page. */
export type AnnotationRectInput = {
  /** Height in pixels; 1 or more. */
  h: Scalars['Int']['input'];
  /** Clockwise degrees, 0–359; 0 by default. */
  rotation?: InputMaybe<Scalars['Int']['input']>;
  /** Width in pixels; 1 or more. */
  w: Scalars['Int']['input'];
  /** Left edge, in pixels from the scan's left; 0 or more. */
  x: Scalars['Int']['input'];
  /** Top edge, in pixels from the scan's top; 0 or more. */
  y: Scalars['Int']['input'];
};

/** What an annotation says about the region it marks (content spec §3.4). */
export enum AnnotationType {
  /** A free comment (the spec's general annotation); up to 16,384 characters. */
  Comment = 'COMMENT',
  /** A date; up to 1,024 characters. */
  Date = 'DATE',
  /** A place; up to 1,024 characters. */
  Location = 'LOCATION',
  /** A person's name; up to 1,024 characters. */
  Name = 'NAME',
  /** The words written in the region; up to 16,384 characters. */
  Transcription = 'TRANSCRIPTION'
}

/**
 * A partner's API key, as staff see it: never its secret, which is shown once, on creation. A key opens what its
 * owner account's membership and institution open (never staff roles).
 */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Who made it; null when that staff account is gone. */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** When it stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The key's id. */
  id: Scalars['ID']['output'];
  /** When a request last came with it, to the minute; null if never used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether it opens the API now: neither revoked nor expired. */
  live: Scalars['Boolean']['output'];
  /** What staff called it, e.g. the partner's integration it serves. */
  name: Scalars['String']['output'];
  /** Web origins whose pages may call the API with it (CORS); empty for a server-side integration. */
  origins: Array<Scalars['String']['output']>;
  /** The partner account's membership (e.g. comp-subscriber): the access level the key opens. */
  ownerAccountStatus: Scalars['String']['output'];
  /** The partner account the key acts as. */
  ownerId: Scalars['Int']['output'];
  /** The partner account's username. */
  ownerUsername: Scalars['String']['output'];
  /** The secret's first characters (`mk_` and 8 more): enough to tell keys apart, never to use one. */
  prefix: Scalars['String']['output'];
  /** When it was revoked; null while it is not. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What it may do; always holds READ. */
  scopes: Array<ApiKeyScope>;
};

export { ApiKeyScope };

/** A battle or skirmish (content spec §3.7). */
export type Battle = Node & {
  __typename?: 'Battle';
  /** The battle's number in Muster. */
  battleId: Scalars['Int']['output'];
  /** The war it was part of. */
  conflict: Scalars['String']['output'];
  /** Where, on the map. */
  coordinates: Coordinates;
  /** What happened, in a paragraph. */
  description: Scalars['String']['output'];
  /** The last day. */
  endDate: Scalars['PartialDate']['output'];
  /** `BATTLE:{battleId}` */
  id: Scalars['ID']['output'];
  /** A few scanned pages naming the battle's casualties. */
  images: Array<Image>;
  /** The units that took part, by side. */
  involvement: Array<BattleInvolvement>;
  /** Memorials of the battle's casualties or linking to the battle's page, newest first. */
  memorials: MemorialConnection;
  /** E.g. `Battle of Antietam`. */
  name: Scalars['String']['output'];
  /** Who won, as history records it. */
  outcome: Scalars['String']['output'];
  /** Where, as written (`Sharpsburg, Maryland`). */
  place: Scalars['String']['output'];
  /** Soldiers of the units engaged whose recorded death falls within the battle's dates, alphabetical by name. */
  records: IndexRecordConnection;
  /** Units that took part, in the order they are recorded. */
  regiments: Array<Regiment>;
  /** The first day. */
  startDate: Scalars['PartialDate']['output'];
  /** BATTLE or SKIRMISH. */
  subType: Scalars['String']['output'];
};


/** A battle or skirmish (content spec §3.7). */
export type BattleMemorialsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A battle or skirmish (content spec §3.7). */
export type BattleRecordsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** One side's units at a battle. */
export type BattleInvolvement = {
  __typename?: 'BattleInvolvement';
  /** That side's units that took part. */
  regiments: Array<Regiment>;
  /** Union, Confederate, Allied, … */
  side: Scalars['String']['output'];
};

/** A banner some pages show (accounts spec §2 "Banners"). */
export type BetaBanner = {
  __typename?: 'BetaBanner';
  /** A notice to show as a warning instead of the beta invitation; null shows the invitation. */
  message?: Maybe<Scalars['String']['output']>;
};

/** One step of a browse path. */
export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  /** What the breadcrumb shows: the publication's title, then each browse value. */
  label: Scalars['String']['output'];
  /** What to browse by: the publication id for the first step, the browse value for the others. */
  value: Scalars['String']['output'];
};

/** Labels of a publication's browse levels (content §3.11). */
export type BrowseLevels = {
  __typename?: 'BrowseLevels';
  /** Label of the document level (what a leaf holds), e.g. Soldier. */
  documentLevel: Scalars['String']['output'];
  /** Labels of general.title.browse.1 … 7 used by the publication, e.g. State, Regiment, Company. */
  levels: Array<Scalars['String']['output']>;
  /** The publication the labels belong to. */
  publicationId: Scalars['Int']['output'];
};

/** What the browser needs to make a captcha token. */
export type CaptchaChallenge = {
  __typename?: 'CaptchaChallenge';
  /** Self-hosted: the challenge as JSON, for the `altcha` widget's `challenge` setting. */
  challenge?: Maybe<Scalars['String']['output']>;
  /** SELF_HOSTED (ALTCHA proof of work, no third party) or RECAPTCHA (v3). */
  provider: CaptchaProvider;
  /** reCAPTCHA: the site key to render with. */
  siteKey?: Maybe<Scalars['String']['output']>;
};

/** Which captcha the forms use. */
export enum CaptchaProvider {
  /** Google reCAPTCHA v3. */
  Recaptcha = 'RECAPTCHA',
  /** ALTCHA proof of work, served by Muster; no third party sees the visitor. */
  SelfHosted = 'SELF_HOSTED'
}

/** What `changeMemorialElements` answers: the memorial with its elements as saved, or why nothing was. */
export type ChangeMemorialElementsPayload = {
  __typename?: 'ChangeMemorialElementsPayload';
  /** The memorial with its elements after the change; null when `userErrors` is not empty (then nothing changed). */
  memorial?: Maybe<Memorial>;
  /**
   * Validation failures of the elements, each naming the element's field by its path
   * (`["newElements", "0", "story", "content"]`, `["changes", "1", "element", "comment", "text"]`); empty on success.
   */
  userErrors: Array<UserError>;
};

/** What `changePassword` answers. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** The session after the change (rotated; signed in after the forced update); null when `userErrors` is not empty. */
  session?: Maybe<Session>;
  /** Validation failures of the passwords, each naming its argument; empty when the password was changed. */
  userErrors: Array<UserError>;
};

/** What `changeUsername` answers. */
export type ChangeUsernamePayload = {
  __typename?: 'ChangeUsernamePayload';
  /** The account with its new username; null when `userErrors` is not empty. */
  account?: Maybe<Account>;
  /** Validation failures of the username (on `["username"]`); empty when it was taken. */
  userErrors: Array<UserError>;
};

/** Where to send the member to pay. */
export type CheckoutStart = {
  __typename?: 'CheckoutStart';
  /** The checkout's id at the payment provider (or in test mode). */
  checkoutId: Scalars['String']['output'];
  /** True when checkout is our own simulated page (no payment provider configured): no money moves. */
  testMode: Scalars['Boolean']['output'];
  /** The payment provider's hosted checkout, or our own test-mode page. */
  url: Scalars['String']['output'];
};

/** A comment, 1 to 2,600 characters. */
export type CommentInput = {
  /** 1 to 2,600 characters. */
  text: Scalars['String']['input'];
};

/** Which emails a member agrees to receive (`/user/comm-settings`). */
export type CommunicationSettings = {
  __typename?: 'CommunicationSettings';
  /** Notices about the member's own memorials (comments, corrections). */
  memorialActivity: Scalars['Boolean']['output'];
  /** News of new publications and features. */
  newsletter: Scalars['Boolean']['output'];
  /** Special offers on memberships. */
  offers: Scalars['Boolean']['output'];
};

/** The email choices to change; a choice left out stays as it is. */
export type CommunicationSettingsInput = {
  /** Notices about the member's own memorials (comments, corrections). */
  memorialActivity?: InputMaybe<Scalars['Boolean']['input']>;
  /** News of new publications and features. */
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  /** Special offers on memberships. */
  offers?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A company of a regiment (content spec §3.7 CompanyDetails). A company serves with its regiment. */
export type Company = Node & {
  __typename?: 'Company';
  /** Other names the records write the company under, most used first. */
  aliases: Array<Scalars['String']['output']>;
  /** Its regiment's battles, in date order. */
  battles: Array<Battle>;
  /** The other companies of the same regiment, by letter. */
  companies: Array<Company>;
  /** The company's number in Muster. */
  companyId: Scalars['Int']['output'];
  /** Where its regiment was mustered out. */
  endPlace?: Maybe<Scalars['String']['output']>;
  /** Its regiment's events: organised, battles, mustered out. */
  events: Array<UnitEvent>;
  /** A short history. */
  history: Scalars['String']['output'];
  /** `COMPANY:{companyId}` */
  id: Scalars['ID']['output'];
  /** Captains and other officers, as written. */
  leaders: Array<Scalars['String']['output']>;
  /** The company letter. */
  letter: Scalars['String']['output'];
  /** Memorials made from the soldiers' records or linking to the company's page, newest first. */
  memorials: MemorialConnection;
  /** E.g. `Company A`. */
  name: Scalars['String']['output'];
  /** Names the company was known by (none are recorded yet). */
  nicknames: Array<Scalars['String']['output']>;
  /** The index records of the company's soldiers, alphabetical by name. */
  records: IndexRecordConnection;
  /** The regiment the company belongs to. */
  regiment: Regiment;
  /** Union, Confederate, … */
  side: Scalars['String']['output'];
  /** Where its regiment was organised. */
  startPlace?: Maybe<Scalars['String']['output']>;
  /** Facts computed from the index records of the company's soldiers. */
  unitFacts: UnitFacts;
};


/** A company of a regiment (content spec §3.7 CompanyDetails). A company serves with its regiment. */
export type CompanyMemorialsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A company of a regiment (content spec §3.7 CompanyDetails). A company serves with its regiment. */
export type CompanyRecordsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** What `completeTestCheckout` answers: the membership paid for, or why the card was refused. */
export type CompleteTestCheckoutPayload = {
  __typename?: 'CompleteTestCheckoutPayload';
  /** With CARD_DECLINED, why the card was declined as Stripe names it (`insufficient_funds`…); otherwise null. */
  declineCode?: Maybe<Scalars['String']['output']>;
  /** The member's membership with the new subscription; null when `userErrors` is not empty. */
  membership?: Maybe<Membership>;
  /** The card's refusal, on `["cardNumber"]`; empty when the checkout was paid. */
  userErrors: Array<UserError>;
};

/** An app the caller let act for them through Muster's OAuth server (a mobile app, a partner's program). */
export type ConnectedApp = {
  __typename?: 'ConnectedApp';
  /** The app's `client_id`. */
  clientId: Scalars['String']['output'];
  /** When the caller first let the app act for them. */
  connectedAt: Scalars['DateTime']['output'];
  /** When the app's access lapses unless it is used again; null when it does not lapse. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The app's name, as the consent screen showed it; the `client_id` for an app no longer registered. */
  name: Scalars['String']['output'];
  /** What the app may do (`muster:read`, `muster:write`, `openid`, `offline_access`…). */
  scopes: Array<Scalars['String']['output']>;
};

/** Kinds of content (content spec §3.1). */
export enum ContentType {
  /** A battle or skirmish (`Battle`). */
  Battle = 'BATTLE',
  /** A company of a regiment (`Company`). */
  Company = 'COMPANY',
  /** A document (content spec §3.1); not served by this API as an object of its own. */
  Document = 'DOCUMENT',
  /** A file (roll or folder) of a publication, holding its pages (`File`). */
  File = 'FILE',
  /** A scanned page (`Image`). */
  Image = 'IMAGE',
  /** An index record of a person (`IndexRecord`). */
  IndexRecord = 'INDEX_RECORD',
  /** Any military unit; a `MILITARY_UNIT` id is a regiment id. */
  MilitaryUnit = 'MILITARY_UNIT',
  /** A content partner that provides publications (`Partner`). */
  Partner = 'PARTNER',
  /** A post (content spec §3.1); not served by this API as an object of its own. */
  Post = 'POST',
  /** A publication, a titled set of records (`Publication`). */
  Publication = 'PUBLICATION',
  /** A regiment, battery or squadron (`Regiment`). */
  Regiment = 'REGIMENT',
  /** A memorial page (`Memorial`). */
  StoryPage = 'STORY_PAGE',
  /** A region of a page that an index record points at (`SubImage`). */
  SubImage = 'SUB_IMAGE',
  /** A collection of publications (`TitleCollection`). */
  TitleCollection = 'TITLE_COLLECTION',
  /** A member (content spec §3.1); not served by this API as an object of its own. */
  User = 'USER'
}

/** A point on the earth (WGS 84). */
export type Coordinates = {
  __typename?: 'Coordinates';
  /** Degrees north (negative: south). */
  latitude: Scalars['Float']['output'];
  /** Degrees east (negative: west). */
  longitude: Scalars['Float']['output'];
};

/** A change of one field of a record. */
export type CorrectIndexRecordInput = {
  /** The field, as `IndexRecordAdmin.fields` names it. */
  field: Scalars['String']['input'];
  /** The record's number. */
  recordId: Scalars['Int']['input'];
  /** How firmly it holds; SUPER when not given. */
  stickiness?: InputMaybe<Stickiness>;
  /** The new value; null or blank clears a field that may be empty. Dates are written YYYY, YYYY-MM or YYYY-MM-DD. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** What a correction answers. */
export type CorrectIndexRecordPayload = {
  __typename?: 'CorrectIndexRecordPayload';
  /** The correction made; null when the input was refused. */
  correction?: Maybe<RecordCorrection>;
  /** The record as it now stands; null when the input was refused. */
  record?: Maybe<IndexRecordAdmin>;
  /** Why the input was refused: an unknown field (FIELD_UNKNOWN) or a value the field cannot take (VALUE_INVALID). */
  userErrors: Array<UserError>;
};

/** A correction, 1 to 512 characters. */
export type CorrectionInput = {
  /** What the correction is about (a fact's or story's element id, or a field name), if anything in particular. */
  field?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 512 characters. */
  text: Scalars['String']['input'];
};

/** A member's proposed correction of a record's name or date, as the feedback queue carries it. */
export type CorrectionProposal = {
  __typename?: 'CorrectionProposal';
  /** The field the member would change. */
  field: Scalars['String']['output'];
  /** Staff's reason, when rejected. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  state: CorrectionProposalState;
  /** The value the member proposes. */
  value?: Maybe<Scalars['String']['output']>;
};

export { CorrectionProposalState };

/** A new annotation. */
export type CreateAnnotationInput = {
  /**
   * The page to annotate, by global id (e.g. `IMAGE:1042`); one of `imageGlobalId` and `imageId` is required. The
   * caller must be signed in, may view the page, and its publication must take annotations.
   */
  imageGlobalId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The numeric page id (`Image.imageId`).
   * @deprecated Use imageGlobalId (the global id).
   */
  imageId?: InputMaybe<Scalars['Int']['input']>;
  /** Up to 32 characters; blank for none. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** The rectangle to mark; it must lie within the page. */
  rect: AnnotationRectInput;
  /** What the annotation says; sets the length limit of `value`. */
  type: AnnotationType;
  /** 1–1,024 characters for a name, date or location; 1–16,384 for a transcription or comment (content spec §5). */
  value: Scalars['String']['input'];
};

/** What `createAnnotation` answers: the new annotation, or why the form's input was refused. */
export type CreateAnnotationPayload = {
  __typename?: 'CreateAnnotationPayload';
  /** The annotation as stored; null when `userErrors` is not empty. */
  annotation?: Maybe<Annotation>;
  /** Validation failures of the input (text length, rectangle), each naming its field; empty on success. */
  userErrors: Array<UserError>;
};

/** A new API key for a partner account. */
export type CreateApiKeyInput = {
  /** When it stops working: in the future, at most 730 days away; 365 days from now when absent. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** A name for staff, 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** Up to 10 web origins (`https://partner.example`, no path, no wildcard) whose pages may call with it. */
  origins?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The partner account the key acts as (its membership sets what the key opens). */
  ownerId: Scalars['Int']['input'];
  /** What it may do besides READ (implied): WRITE for mutations, FREEFORM for non-persisted operations. */
  scopes?: InputMaybe<Array<ApiKeyScope>>;
};

/** What `createApiKey` answers: the new key with its secret, or why the admin form's input was refused. */
export type CreateApiKeyPayload = {
  __typename?: 'CreateApiKeyPayload';
  /** The key and its secret (shown once); null when `userErrors` is not empty. */
  createdApiKey?: Maybe<CreatedApiKey>;
  /** Validation failures of the input, each naming its field; empty when the key was created. */
  userErrors: Array<UserError>;
};

/** What `createMemorialFromRecord` answers: the new memorial, or why it could not be made. */
export type CreateMemorialFromRecordPayload = {
  __typename?: 'CreateMemorialFromRecordPayload';
  /** The memorial as created from the record; null when `userErrors` is not empty. */
  memorial?: Maybe<Memorial>;
  /** Validation failures (a record whose name is outside the title's limit), each naming its field; empty on success. */
  userErrors: Array<UserError>;
};

/** A new memorial. */
export type CreateMemorialInput = {
  /** 1 to 65,535 characters (trimmed). */
  description: Scalars['String']['input'];
  /** The war the memorial is tied to, e.g. `Civil War`. */
  primaryMilitaryEvent?: InputMaybe<Scalars['String']['input']>;
  /** PUBLIC unless given. */
  privacyMode?: InputMaybe<MemorialPrivacy>;
  /** 1 to 256 characters (trimmed). */
  title: Scalars['String']['input'];
  /** What the memorial is about. */
  type: MemorialType;
};

/** What `createMemorial` answers: the new memorial, or why the form's input was refused. */
export type CreateMemorialPayload = {
  __typename?: 'CreateMemorialPayload';
  /** The memorial as created; null when `userErrors` is not empty. */
  memorial?: Maybe<Memorial>;
  /** Validation failures of the input (a text outside its limit), each naming its field; empty on success. */
  userErrors: Array<UserError>;
};

/** A new key and its secret, answered this once: store it now, Muster keeps only its digest. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  /** The key as it will be listed. */
  key: ApiKey;
  /** The secret to send as `Authorization: Bearer <secret>`; starts with `mk_`. */
  secret: Scalars['String']['output'];
};

/** A year with its month and day when the text gave them. */
export type DateParts = {
  __typename?: 'DateParts';
  /** 1 to 31. */
  day?: Maybe<Scalars['Int']['output']>;
  /** 1 to 12. */
  month?: Maybe<Scalars['Int']['output']>;
  /** Four digits, 1400 to 2099. */
  year: Scalars['Int']['output'];
};

/** Years a hit's date must fall within (inclusive). */
export type DateSpanInput = {
  /** First year, inclusive; no lower bound when omitted. */
  from?: InputMaybe<Scalars['Int']['input']>;
  /** Last year, inclusive; no upper bound when omitted. */
  to?: InputMaybe<Scalars['Int']['input']>;
};

/** Why the caller may not do an action with an object. */
export type Denial = {
  __typename?: 'Denial';
  /** The access level of the object (its publication's level for records, pages and files). */
  accessLevel: AccessLevel;
  /** The action that was refused. */
  action: AccessAction;
  /** The least account status that opens it (`non-subscriber` for LOGIN and CONFIRM, `free-trial` otherwise); null when not offered. */
  minimumAccountStatus?: Maybe<Scalars['String']['output']>;
  /**
   * What would open it; null when nobody may, because the publication does not offer the action (no downloads,
   * no printing, no annotations): the website then hides the action instead of showing a deny dialog.
   */
  requirement?: Maybe<DenyRequirement>;
};

/**
 * Deprecated, no longer returned: `node` and `nodes` answer an object the caller may not view as its own type
 * (protected fields null, `access` saying why), so one id always resolves to one type in a client's cache. The
 * type stays in the schema until its fields' deprecation ends; `... on DeniedObject` selects nothing.
 */
export type DeniedObject = Node & {
  __typename?: 'DeniedObject';
  /**
   * The kind of object.
   * @deprecated DeniedObject is no longer returned; read the object's own type and its `access` field.
   */
  contentType: ContentType;
  /**
   * Why the caller may not view it.
   * @deprecated DeniedObject is no longer returned; read the object's own type and its `access` field.
   */
  denial: Denial;
  /** The id that was asked for (`CONTENT_TYPE:objectId`). */
  id: Scalars['ID']['output'];
  /**
   * The preview picture (the deny dialog shows it at 200 pixels).
   * @deprecated DeniedObject is no longer returned; read the object's own type and its `access` field.
   */
  thumbnail?: Maybe<Thumbnail>;
  /**
   * The preview title; null when the object has none.
   * @deprecated DeniedObject is no longer returned; read the object's own type and its `access` field.
   */
  title?: Maybe<Scalars['String']['output']>;
};


/**
 * Deprecated, no longer returned: `node` and `nodes` answer an object the caller may not view as its own type
 * (protected fields null, `access` saying why), so one id always resolves to one type in a client's cache. The
 * type stays in the schema until its fields' deprecation ends; `... on DeniedObject` selects nothing.
 */
export type DeniedObjectThumbnailArgs = {
  height?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** What the caller lacks to be allowed; the website shows the matching deny dialog (accounts spec §2, §4). */
export enum DenyRequirement {
  /** Confirm the email address of the account. */
  Confirm = 'CONFIRM',
  /** Sign in or register (a free Basic account). */
  Login = 'LOGIN',
  /** Only patrons of a subscribing institution (or Premium members) may. */
  Silo = 'SILO',
  /** Take a Premium membership (a free trial is enough). */
  Subscribe = 'SUBSCRIBE'
}

/** One field staff may change on a publication (GET /publication/editable-fields/{id}). */
export type EditableField = {
  __typename?: 'EditableField';
  /** The values it takes, for ACCESS_LEVEL and PROVIDER fields; null otherwise. */
  allowed?: Maybe<Array<Scalars['String']['output']>>;
  /** Where it sits on the admin page. */
  group: EditableFieldGroup;
  /** A label for the form. */
  label: Scalars['String']['output'];
  /** The longest text, or the most entries of a list; null when unbounded. */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** The field's name, as in `PublicationEditInput` and `PublicationEditValues`. */
  name: Scalars['String']['output'];
  /** Whether it may be cleared (set to null). */
  nullable: Scalars['Boolean']['output'];
  /** The kind of value it takes. */
  type: EditableFieldType;
};

/** Where a field sits on the publication admin page. */
export enum EditableFieldGroup {
  /** Access levels: configured, minimum and maximum. */
  Access = 'ACCESS',
  /** Browse levels. */
  Browse = 'BROWSE',
  /** Titles, descriptions and provider. */
  Descriptions = 'DESCRIPTIONS',
  /** Cover and sample images. */
  Images = 'IMAGES',
  /** What members may do with the pages: print, download, annotate; and whether imports may add to it. */
  Permissions = 'PERMISSIONS',
  /** Completeness, featured, new. */
  Status = 'STATUS'
}

/** The kind of value an editable publication field takes, so a form knows which control to show. */
export enum EditableFieldType {
  /** One of `allowed` (the AccessLevel values). */
  AccessLevel = 'ACCESS_LEVEL',
  /** True or false. */
  Boolean = 'BOOLEAN',
  /** The id of a page (image) of the publication. */
  Image = 'IMAGE',
  /** Ids of pages of the publication, at most `maxLength`. */
  ImageList = 'IMAGE_LIST',
  /** Names of the browse levels general.title.browse.1…7, top first, at most `maxLength`. */
  LabelList = 'LABEL_LIST',
  /** A paragraph of text; may be empty. */
  LongText = 'LONG_TEXT',
  /** A whole number from 0 to 100. */
  Percent = 'PERCENT',
  /** One of `allowed`: the content providers. */
  Provider = 'PROVIDER',
  /** One line of text, not empty. */
  Text = 'TEXT'
}

/** An enlistment date and how many of a unit's soldiers enlisted on it. */
export type EnlistmentDateCount = {
  __typename?: 'EnlistmentDateCount';
  /** The date. */
  date: Scalars['PartialDate']['output'];
  /** Soldiers who enlisted on it. */
  soldiers: Scalars['Int']['output'];
};

/** An enlistment place and how many of a unit's soldiers enlisted there. */
export type EnlistmentPlaceCount = {
  __typename?: 'EnlistmentPlaceCount';
  /** The place. */
  place: Place;
  /** Soldiers who enlisted there. */
  soldiers: Scalars['Int']['output'];
};

/** Counted values of one facet. */
export type Facet = {
  __typename?: 'Facet';
  /** Number of distinct values in all (values may be cut to maxCount). */
  totalCount: Scalars['Int']['output'];
  /** The facet type (its spec name, e.g. `military.conflict`, is in `facetTypes`). */
  type: FacetType;
  /** The counted values, at most the request's `maxCount`, in the request's order. */
  values: Array<FacetValue>;
};

/** A request to count the values of one facet. */
export type FacetRequestInput = {
  /**
   * At most this many values, at most 10,000. Default 200 for search facets, 500 for a browse column and 10,000
   * for the publication column (content §9).
   */
  maxCount?: InputMaybe<Scalars['Int']['input']>;
  /** Place facets: 1 country, 2 state, 3 county or city. */
  placeLevel?: InputMaybe<Scalars['Int']['input']>;
  /** Place facets below country level: only places under these parents, e.g. `United States`. */
  placeParents?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Values returned even when they fall outside the top maxCount (e.g. the selected ones). */
  requiredValues?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Order of the values: RANK (most hits first) by default. */
  sort?: InputMaybe<FacetSort>;
  /** The facet type to count (`facetTypes` lists each with its label). */
  type: FacetType;
  /** Browse filter box: only values whose label contains (TERM) or starts with (PREFIX) this text. */
  valueFilter?: InputMaybe<Scalars['String']['input']>;
  /** Whether `valueFilter` is found anywhere in the label (TERM) or at its start (PREFIX). */
  valueFilterType?: InputMaybe<FilterType>;
};

/** Order of facet values. */
export enum FacetSort {
  /** By value, A to Z. */
  Alphabetical = 'ALPHABETICAL',
  /** Most hits first, then by value. */
  Rank = 'RANK'
}

export { FacetType };

/** A facet type and what the website calls it. */
export type FacetTypeInfo = {
  __typename?: 'FacetTypeInfo';
  /** The heading the website gives it, e.g. Conflict. */
  label: Scalars['String']['output'];
  /** The spec's name of the type, as `Facet.type` reports it (e.g. `military.conflict`). */
  specType: Scalars['String']['output'];
  /** The enum value to pass in `filters` and `facetRequests`. */
  type: FacetType;
};

/** One value of a facet with the number of hits carrying it. */
export type FacetValue = {
  __typename?: 'FacetValue';
  /** How many hits carry the value. */
  count: Scalars['Int']['output'];
  /** The value as the page shows it, e.g. a publication's title or `Richmond, Virginia, United States`. */
  label: Scalars['String']['output'];
  /** FILE marks a leaf of the browse hierarchy (a file of images). */
  nodeType?: Maybe<Scalars['String']['output']>;
  /** Place facets: the place's own name, without its parents. */
  shortLabel?: Maybe<Scalars['String']['output']>;
  /** The value to filter by (`FilterValueInput.value`), e.g. a place path or a publication id. */
  value: Scalars['String']['output'];
};

/**
 * A fact. For a `type` starting with `date` the value is free text read as content spec §5 says (a 4-digit year
 * 1400–2099, month names or abbreviations, day 1–31, a range `A to B` or `A-B`, a reversed range swapped); a value
 * with no valid year is refused with BAD_USER_INPUT (`extensions.field` …`.fact.value`).
 */
export type FactInput = {
  /** The event the fact belongs to, if any, e.g. `Battle of Antietam`. */
  event?: InputMaybe<Scalars['String']['input']>;
  /** The label, 1 to 1,024 characters. */
  name: Scalars['String']['input'];
  /** The fact's sources, replacing any it had. */
  sources?: InputMaybe<Array<SourceInput>>;
  /** e.g. date.vital.birth, place.vital.birth, date.military.enlistment, rank, unit. */
  type: Scalars['String']['input'];
  /** 1 to 1,024 characters. */
  value: Scalars['String']['input'];
};

/** Where staff file a message. Derived from the subject when not given (accounts spec §4). */
export enum FeedbackCategory {
  /** Copyright, inappropriate or offensive content. */
  Abuse = 'ABUSE',
  /** Corrections of records or images' data. */
  Correction = 'CORRECTION',
  /** Feedback, beta and business or press messages. */
  Feedback = 'FEEDBACK',
  /** Account, site, institution and image problems. */
  Problem = 'PROBLEM'
}

/** A stored message as staff read it. */
export type FeedbackEntry = {
  __typename?: 'FeedbackEntry';
  /** Where the message is filed (given, or derived from the subject). */
  category: FeedbackCategory;
  /** The member's structured record correction, when the message proposes one; null otherwise. */
  correction?: Maybe<CorrectionProposal>;
  /** When the message was received. */
  created: Scalars['DateTime']['output'];
  /** The sender's address: the one typed, or the signed-in member's. */
  email?: Maybe<Scalars['String']['output']>;
  /** The message's number. */
  id: Scalars['Int']['output'];
  /** The sender's network address, as the gateway saw it. */
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** The message text; may be empty for BETA. */
  message: Scalars['String']['output'];
  /** The object the message is about, if any. */
  objectId?: Maybe<Scalars['Int']['output']>;
  /** The content type of `objectId`, if any. */
  objectType?: Maybe<Scalars['String']['output']>;
  /** 1 Disliked, 2 It's okay, 3 I like it; null when not asked. */
  rating?: Maybe<Scalars['Int']['output']>;
  /** Whether staff have read it. */
  status: FeedbackStatus;
  /** The subject. */
  type: FeedbackSubject;
  /** The site path the message was sent from, if given. */
  url?: Maybe<Scalars['String']['output']>;
  /** The signed-in sender, or null for a visitor. */
  user?: Maybe<FeedbackSender>;
  /** The sender's browser (User-Agent header), if sent. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** A page of stored messages, newest first. */
export type FeedbackEntryConnection = {
  __typename?: 'FeedbackEntryConnection';
  /** The messages of this page, each with its cursor. */
  edges: Array<FeedbackEntryEdge>;
  /** The messages of this page, without cursors. */
  nodes: Array<FeedbackEntry>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** Messages in all. */
  totalCount: Scalars['Int']['output'];
};

/** A stored message in a page. */
export type FeedbackEntryEdge = {
  __typename?: 'FeedbackEntryEdge';
  /** Where the message stands in the list, for `after` and `before`. */
  cursor: Scalars['String']['output'];
  /** The message. */
  node: FeedbackEntry;
};

/** A feedback or contact message (accounts spec §3). The sender's address, agent and account are added by the server. */
export type FeedbackInput = {
  /**
   * The captcha token made for action "feedback": the `altcha` widget's payload for the self-hosted
   * challenge (`captchaChallenge`), or a reCAPTCHA v3 token.
   */
  captcha: Scalars['String']['input'];
  /** Needed only for subjects without a derived category (CONTENT, NOT_MILITARY). */
  category?: InputMaybe<FeedbackCategory>;
  /** Asked only when signed out; a signed-in member's address is used otherwise. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** 10 to 1000 characters; optional for BETA. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** The object the message is about, if any. */
  objectId?: InputMaybe<Scalars['Int']['input']>;
  /** The content type of `objectId`. */
  objectType?: InputMaybe<ContentType>;
  /** 1 Disliked, 2 It's okay, 3 I like it; required for FEEDBACK and BETA. */
  rating?: InputMaybe<Scalars['Int']['input']>;
  /** The subject; "Please select a subject" (type TYPE) when missing. */
  type?: InputMaybe<FeedbackSubject>;
  /** The site path the message was sent from. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** The member who sent a message. */
export type FeedbackSender = {
  __typename?: 'FeedbackSender';
  /** The sender's user id. */
  userId: Scalars['Int']['output'];
  /** The sender's username; null when unknown. */
  username?: Maybe<Scalars['String']['output']>;
};

/** Whether staff have read a message. */
export enum FeedbackStatus {
  /** Not yet read by staff. */
  New = 'NEW',
  /** Read by staff. */
  Read = 'READ'
}

/** What a feedback or contact message is about (accounts spec §2). The contact form offers the first six; other pages preset the rest. */
export enum FeedbackSubject {
  /** Account Question */
  Account = 'ACCOUNT',
  /** Sent from the beta banner's dialog; asks a rating, the message is optional. */
  Beta = 'BETA',
  /** Business or Press Inquiry */
  BusinessInquiry = 'BUSINESS_INQUIRY',
  /** Content Inquiry; the sender picks a category. */
  Content = 'CONTENT',
  /** A copyright complaint about an object; filed as ABUSE. */
  Copyright = 'COPYRIGHT',
  /** A correction of a record or an image's data. */
  Correction = 'CORRECTION',
  /** General Feedback; asks a rating. */
  Feedback = 'FEEDBACK',
  /** A problem with a page's scan; filed as PROBLEM. */
  ImageProblem = 'IMAGE_PROBLEM',
  /** Inappropriate content on an object; filed as ABUSE. */
  Inappropriate = 'INAPPROPRIATE',
  /** Institutional Issue */
  Institution = 'INSTITUTION',
  /** Content that is not military; the sender picks a category. */
  NotMilitary = 'NOT_MILITARY',
  /** Offensive content on an object; filed as ABUSE. */
  Offensive = 'OFFENSIVE',
  /** Another problem with an object; filed as PROBLEM. */
  OtherProblem = 'OTHER_PROBLEM',
  /** Site Question or Problem */
  SiteProblem = 'SITE_PROBLEM'
}

/** Words for one searchable field. */
export type FieldedKeywordInput = {
  /** Hits must NOT match these words. */
  exclude?: InputMaybe<Scalars['Boolean']['input']>;
  /** Name fields: how names match. `*` or `?` in a text always means WILDCARD. */
  match?: InputMaybe<NameMatch>;
  /** Whole words only (no prefix matching). */
  strict?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Alternatives: at most 5, each at most 200 characters. In a name field each text has at most 4 words, each
   * word at most 2 wildcards; all name words of a search together may stand for at most 500 indexed names.
   */
  texts: Array<Scalars['String']['input']>;
  /** The field to search (`searchFields` lists each with its label and match kinds). */
  type: SearchField;
  /** Date fields: ± this many years around each year given (born 1840 ± 2). */
  yearRange?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A file: a leaf of a publication's browse tree holding a run of page images (a roll, a soldier's
 * service file). Content type FILE.
 */
export type File = Node & {
  __typename?: 'File';
  /**
   * Null when the caller may do the action with the file's pages; otherwise why not. A denied file still lists its
   * images (their thumbnails are previews); each image's protected fields answer as `Image.access` says.
   */
  access?: Maybe<Denial>;
  /** Browse values from general.title.browse.1 downwards. */
  browsePath: Array<Scalars['String']['output']>;
  /** The file's number in Muster (its roll's `rollId`); the `objectId` of its global id. */
  fileId: Scalars['Int']['output'];
  /**
   * The first page of the file, in reading order, whose OCR text holds the keyword (content spec §7.5
   * first-hit), matched as `Image.findInPage` matches; null when no page does. Search hits open the viewer there.
   */
  firstHit?: Maybe<Image>;
  /** `FILE:{fileId}` */
  id: Scalars['ID']['output'];
  /** How many pages the file holds. */
  imageCount: Scalars['Int']['output'];
  /**
   * The file's page images in order, 25 per page by default.
   * @deprecated Use pages, a connection (since 2026-11-27).
   */
  images: Array<Image>;
  /** The file's page images in reading order: a connection that walks the whole file. */
  pages: ImageConnection;
  /**
   * The publication the file belongs to. Null, with an error in `errors`, when the publications service cannot
   * answer for it.
   */
  publication?: Maybe<Publication>;
  /** A small picture of the file's first page; a preview everybody may see. */
  thumbnail?: Maybe<Thumbnail>;
  /** The file's title (its roll's `literalTitle`), e.g. `Massachusetts - 20th Infantry - Company A`. */
  title: Scalars['String']['output'];
};


/**
 * A file: a leaf of a publication's browse tree holding a run of page images (a roll, a soldier's
 * service file). Content type FILE.
 */
export type FileAccessArgs = {
  action?: InputMaybe<AccessAction>;
};


/**
 * A file: a leaf of a publication's browse tree holding a run of page images (a roll, a soldier's
 * service file). Content type FILE.
 */
export type FileFirstHitArgs = {
  keyword: Scalars['String']['input'];
};


/**
 * A file: a leaf of a publication's browse tree holding a run of page images (a roll, a soldier's
 * service file). Content type FILE.
 */
export type FileImagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A file: a leaf of a publication's browse tree holding a run of page images (a roll, a soldier's
 * service file). Content type FILE.
 */
export type FilePagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A file: a leaf of a publication's browse tree holding a run of page images (a roll, a soldier's
 * service file). Content type FILE.
 */
export type FileThumbnailArgs = {
  height?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** How a filter value matches: the whole value (TERM) or its beginning (PREFIX). */
export enum FilterType {
  /** The beginning of the value, in any case. */
  Prefix = 'PREFIX',
  /** The whole value, exactly; a date facet's value may be a year or a range `1860-1869`. */
  Term = 'TERM'
}

/** One value of a filter, with its display label. */
export type FilterValueInput = {
  /** Its display label, kept with the query for the filter chips; not used to match. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** The facet value, as `FacetValue.value` gives it. */
  value: Scalars['String']['input'];
};

/** An image in one of the caller's lists: their gallery, a tag, recently tagged. */
export type GalleryImage = {
  __typename?: 'GalleryImage';
  /** When the image was added to the gallery, or last tagged. */
  added: Scalars['DateTime']['output'];
  /** Null when the image no longer exists or is no longer visible to the caller. */
  image?: Maybe<Image>;
};

/** A page of gallery images. */
export type GalleryImageConnection = {
  __typename?: 'GalleryImageConnection';
  /** The images of this page, each with its cursor. */
  edges: Array<GalleryImageEdge>;
  /** The images of this page, without cursors. */
  nodes: Array<GalleryImage>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many images the list holds in all. */
  totalCount: Scalars['Int']['output'];
};

/** A gallery image in a page. */
export type GalleryImageEdge = {
  __typename?: 'GalleryImageEdge';
  /** Where the image stands in the list, for `after` and `before`. */
  cursor: Scalars['String']['output'];
  /** The gallery image. */
  node: GalleryImage;
};

/** How one field of a hit matched the query. */
export type HitMatch = {
  __typename?: 'HitMatch';
  /** The field, e.g. full-name.surname. */
  field: Scalars['String']['output'];
  /** How the field matched. */
  kind: MatchKind;
  /** The indexed value that matched, e.g. Smith for a query Smyth. */
  value: Scalars['String']['output'];
};

/** An honor image of a public memorial, as the U.S. Honor Wall shows it (content spec §3.6). */
export type HonorImage = {
  __typename?: 'HonorImage';
  /** The war the memorial is tied to, if any. */
  conflict?: Maybe<Scalars['String']['output']>;
  /** The honor image element's id. */
  id: Scalars['ID']['output'];
  /** The memorial honored. Null, with an error in `errors`, when the memorial service cannot answer for it. */
  memorial?: Maybe<Memorial>;
  /** The honored picture: the record's page scan or a portrait. */
  thumbnail: Thumbnail;
  /** The memorial's title: the name of the person honored. */
  title: Scalars['String']['output'];
};


/** An honor image of a public memorial, as the U.S. Honor Wall shows it (content spec §3.6). */
export type HonorImageThumbnailArgs = {
  height?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** An honor image in a page of the wall. */
export type HonorImageEdge = {
  __typename?: 'HonorImageEdge';
  /** Where the image stands in the wall, for `after` and `before`. */
  cursor: Scalars['String']['output'];
  /** The honor image. */
  node: HonorImage;
};

/** A page of the U.S. Honor Wall: a connection of honor images, with the wars to filter by. */
export type HonorWall = {
  __typename?: 'HonorWall';
  /** The wars to filter by, with their counts for the search text. */
  conflicts: Array<HonorWallConflict>;
  /** The honor images of this page, each with its cursor. */
  edges: Array<HonorImageEdge>;
  /**
   * The honor images of this page.
   * @deprecated Use nodes, or edges for cursors (since 2026-11-27).
   */
  images: Array<HonorImage>;
  /**
   * The page size asked for.
   * @deprecated Paging is by connection: use pageInfo and cursors (since 2026-11-27).
   */
  limit: Scalars['Int']['output'];
  /** The honor images of this page, without cursors. */
  nodes: Array<HonorImage>;
  /**
   * Index of the first image of this page.
   * @deprecated Paging is by connection: use pageInfo and cursors (since 2026-11-27).
   */
  offset: Scalars['Int']['output'];
  /** Where this page stands. */
  pageInfo: PageInfo;
  /**
   * Honor images matching the conflict and search text.
   * @deprecated Use totalCount (since 2026-11-27).
   */
  total: Scalars['Int']['output'];
  /** Honor images matching the conflict and search text, in all. */
  totalCount: Scalars['Int']['output'];
};

/** How many honor images a war has on the wall (for the search text given, if any). */
export type HonorWallConflict = {
  __typename?: 'HonorWallConflict';
  /** The war, as the memorials name it. */
  conflict: Scalars['String']['output'];
  /** How many honor images of the war match the search text. */
  count: Scalars['Int']['output'];
};

/** A scanned page (content spec §3.4). */
export type Image = Node & {
  __typename?: 'Image';
  /**
   * Null when the caller may do the action with this page; otherwise why not. A page the caller may not VIEW
   * answers null for `scanUrl`, `tileSource`, `downloadUrl`, `printUrl` and `ocrText`, an empty list for `subImages`,
   * and a FORBIDDEN error (with `requirement`, `minimumAccountStatus` and `accessLevel` in its
   * extensions) for `findInPage`.
   */
  access?: Maybe<Denial>;
  /**
   * The address of the viewer opened on 'Manage this image' (`/image/{imageId}?manage=1`): supplied only to staff
   * whose roles grant the `images` ability, so the viewer's more menu shows the item only to them. Null for others.
   */
  adminLink?: Maybe<Scalars['String']['output']>;
  /**
   * The page's annotations, oldest first; empty for a caller who may not view the page. Whether the caller may
   * add one is `access(action: ANNOTATE)`.
   */
  annotations: Array<Annotation>;
  /**
   * Site-relative address of the page's annotations as W3C Web Annotation JSON-LD (an `AnnotationPage`,
   * `/annotations/{imageId}`), for other annotation tools and IIIF viewers.
   */
  annotationsExportUrl: Scalars['String']['output'];
  /** Browse path from the publication down to the roll, for the viewer's breadcrumb. */
  breadcrumbs: Array<Breadcrumb>;
  /** When the page was added to Muster. */
  created: Scalars['DateTime']['output'];
  /**
   * Site-relative address of a JPEG download of the page as the viewer shows it (spec §7.9's signed viewer
   * address with action `download`, `/download/jpg/{imageId}.jpg?…`), made for the caller and valid for one
   * hour; null when the publication does not allow downloads. Without width and height the download has the
   * scan's full resolution. The image service still checks the caller's access when it is fetched.
   */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** The file (roll) the page belongs to, with its page count. */
  file: File;
  /**
   * Pages of the same file around this one, in reading order, for the viewer's filmstrip: up to `count`
   * pages (1–25) with this page in the middle where the file allows.
   */
  filmstrip: Array<Image>;
  /**
   * Find in page (content spec §7.5 doc-token): every place the text occurs among the page's OCR words, with
   * their boxes in full-scan pixels. Case, accents and punctuation are ignored; several words match words in a
   * row. FORBIDDEN for a caller who may not see the scan.
   */
  findInPage: PageFind;
  /** Whether the page has text read from the scan (OCR): `ocrText` and `findInPage` then have words to answer. */
  hasOcr: Scalars['Boolean']['output'];
  /** Height of the full scan in pixels. */
  height: Scalars['Int']['output'];
  /**
   * Whether staff have hidden this page. Only staff with the `images` ability ever get a hidden page (to everybody
   * else it is not found), so for everybody else this is false.
   */
  hidden: Scalars['Boolean']['output'];
  /** `IMAGE:{imageId}` */
  id: Scalars['ID']['output'];
  /** The page's number in Muster; the `objectId` of its global id. */
  imageId: Scalars['Int']['output'];
  /** Whether the image is in the caller's gallery; false for visitors. */
  inGallery: Scalars['Boolean']['output'];
  /** Index records transcribed from this page. */
  indexRecords: Array<IndexRecord>;
  /** When the page or its data last changed. */
  lastModified: Scalars['DateTime']['output'];
  /** What staff manage of this page; null unless the caller's roles grant the `images` ability. */
  management?: Maybe<ImageManagement>;
  /** The next page of the same roll, if any. */
  nextImage?: Maybe<Image>;
  /** The page's OCR text; null when the page has none. FORBIDDEN for a caller who may not see the scan. */
  ocrText?: Maybe<Scalars['String']['output']>;
  /** Position of the page within its roll, from 1. */
  ordinal: Scalars['Int']['output'];
  /** The previous page of the same roll, if any. */
  previousImage?: Maybe<Image>;
  /**
   * Site-relative address of the page as the viewer shows it, for printing (the signed viewer address with action
   * `print`, shown inline), made for the caller and valid for one hour; null when the publication does not allow
   * printing. The arguments are those of `downloadUrl`.
   */
  printUrl?: Maybe<Scalars['String']['output']>;
  /**
   * The publication the page belongs to. Null, with an error in `errors`, when the publications service cannot
   * answer for it: the rest of the page still answers.
   */
  publication?: Maybe<Publication>;
  /** The roll (film or box) the page belongs to. */
  roll: Roll;
  /**
   * Site-relative address of the whole scan as one JPEG at full resolution: the signed viewer address
   * (`/download/jpg/{imageId}.jpg?…`, action `view`), made for the caller and valid for one hour. Ask again
   * for a fresh one; the viewer itself uses `tileSource`. Null when the caller may not view the page (see `access`)
   * or the publication does not allow downloads (the image service then serves no view larger than one 512-px tile).
   */
  scanUrl?: Maybe<Scalars['String']['output']>;
  /** A shorter title for lists and the viewer, e.g. `Page 3`. */
  shortTitle: Scalars['String']['output'];
  /** Regions of the page that hold one record each. */
  subImages: Array<SubImage>;
  /** The tags on the image the caller sees: everyone's public tags and the caller's private ones, oldest first. */
  tags: Array<Tag>;
  /** A small picture of the whole page; a preview everybody may see. */
  thumbnail: Thumbnail;
  /**
   * Site-relative address of the scan's IIIF Image API 3 description (`/iiif/3/{imageId}/info.json?token=…`)
   * with a token made for the caller and this image, valid for one hour. Every tile request of the image
   * needs the same `?token=` appended, since info.json names its tiles without it. Ask again for a fresh token.
   * Null when the caller may not view the page (see `access`, which says what would open it). Where the publication
   * does not allow downloads, info.json announces `maxWidth`/`maxHeight` 512: tiles for the viewer, no whole-scan render.
   */
  tileSource?: Maybe<Scalars['String']['output']>;
  /** The page's title. */
  title: Scalars['String']['output'];
  /**
   * The member who uploaded the image; null when it is not a member upload. The viewer's breadcrumb then links to
   * '{name}'s Uploads': a search filtered by `general.contributor` = `userId`, sorted by last modified.
   */
  uploader?: Maybe<Member>;
  /** How many times the page has been viewed. */
  viewCount: Scalars['Int']['output'];
  /** Width of the full scan in pixels. */
  width: Scalars['Int']['output'];
};


/** A scanned page (content spec §3.4). */
export type ImageAccessArgs = {
  action?: InputMaybe<AccessAction>;
};


/** A scanned page (content spec §3.4). */
export type ImageDownloadUrlArgs = {
  brightness?: InputMaybe<Scalars['Int']['input']>;
  contrast?: InputMaybe<Scalars['Int']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  invert?: InputMaybe<Scalars['Boolean']['input']>;
  rotation?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};


/** A scanned page (content spec §3.4). */
export type ImageFilmstripArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
};


/** A scanned page (content spec §3.4). */
export type ImageFindInPageArgs = {
  max?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/** A scanned page (content spec §3.4). */
export type ImagePrintUrlArgs = {
  brightness?: InputMaybe<Scalars['Int']['input']>;
  contrast?: InputMaybe<Scalars['Int']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  invert?: InputMaybe<Scalars['Boolean']['input']>;
  rotation?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};


/** A scanned page (content spec §3.4). */
export type ImageThumbnailArgs = {
  height?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of images. */
export type ImageConnection = {
  __typename?: 'ImageConnection';
  /** The images of this page, each with its cursor. */
  edges: Array<ImageEdge>;
  /** The images of this page, without cursors. */
  nodes: Array<Image>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many images the list holds in all. */
  totalCount: Scalars['Int']['output'];
};

/** An image in a page. */
export type ImageEdge = {
  __typename?: 'ImageEdge';
  /** Where the image stands in the list, for `after` and `before`. */
  cursor: Scalars['String']['output'];
  /** The image. */
  node: Image;
};

/**
 * 'Manage this image' (content §2.4): a page as staff whose roles grant the `images` ability manage it. Replacing the
 * scan takes a file: `replaceImageScan` carries it in base64 within GraphQL's 1 MB body limit, and any file up to 25 MB
 * goes outside GraphQL like members' uploads: `POST /staff/images/{imageId}/scan` on the gateway's origin with the
 * file itself as the body (an image/* or application/octet-stream content type, at most
 * 25 MB); it answers this object as JSON, or `{ code, message }` (UPLOAD_INVALID, UPLOAD_TOO_MANY_PIXELS,
 * UPLOAD_TOO_LARGE, NOT_FOUND).
 */
export type ImageManagement = {
  __typename?: 'ImageManagement';
  /** Height of the scan in pixels. */
  height: Scalars['Int']['output'];
  /** Whether the page is hidden from everybody but staff with the `images` ability. */
  hidden: Scalars['Boolean']['output'];
  /** How many pages the roll holds, hidden ones included: `moveImage` takes 1 to this. */
  pageCount: Scalars['Int']['output'];
  /** The page's place in its roll, 1 for the first; hidden pages count (they keep their place). */
  position: Scalars['Int']['output'];
  /** Bumped by each replaced or rotated scan; image addresses made before it stop working. */
  revision: Scalars['Int']['output'];
  /** The short title the filmstrip and breadcrumbs show. */
  shortTitle: Scalars['String']['output'];
  /** The page's title, as the viewer and the search results show it. */
  title: Scalars['String']['output'];
  /** Width of the scan in pixels (after any rotation). */
  width: Scalars['Int']['output'];
};

/** A single-use link that signs the staff member's own browser in as a member, for 10 minutes. */
export type ImpersonationLink = {
  __typename?: 'ImpersonationLink';
  /** When the link stops working: 10 minutes after it was made. */
  expiresAt: Scalars['DateTime']['output'];
  /** Site-relative address: /admin/impersonate/{token}. */
  url: Scalars['String']['output'];
};

/** What a check's finding does to a row. */
export enum ImportCheckLevel {
  /** The row is rejected and reported. */
  Error = 'ERROR',
  /** The value is dropped silently. */
  Ignore = 'IGNORE',
  /** The row is written without the value, and reported. */
  Warning = 'WARNING'
}

/** A check's level for this import (checks: missing-surname, missing-given-name, bad-date, date-order, unknown-place, unknown-unit, bad-gender, too-long). */
export type ImportCheckLevelInput = {
  /** The check's name. */
  check: Scalars['String']['input'];
  /** What its finding does. */
  level: ImportCheckLevel;
};

/** A column of the file and the searchable field it fills (id, image_id, surname, birth_date, birth_place…). */
export type ImportColumnMappingInput = {
  /** The column's heading, as in the file. */
  column: Scalars['String']['input'];
  /** The field, e.g. surname, given_name, birth_date, image_id. */
  field: Scalars['String']['input'];
};

/** Rows to skip: a row is skipped when any filter matches it. */
export type ImportFilterInput = {
  /** The column's heading. */
  column: Scalars['String']['input'];
  /** How to compare. */
  op: ImportFilterOp;
  /** The value compared with (not for EMPTY and NOT_EMPTY). */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** How a filter compares a column's value. */
export enum ImportFilterOp {
  /** The value holds `value`, in any case. */
  Contains = 'CONTAINS',
  /** The cell is empty. */
  Empty = 'EMPTY',
  /** The value is exactly `value`. */
  Equals = 'EQUALS',
  /** The cell is not empty. */
  NotEmpty = 'NOT_EMPTY',
  /** The value is anything but `value`. */
  NotEquals = 'NOT_EQUALS'
}

/** A finding on one row of an import, in words the person fixing the file can act on. */
export type ImportFinding = {
  __typename?: 'ImportFinding';
  /** The check, e.g. bad-date, missing-surname, unknown-image. */
  check: Scalars['String']['output'];
  /** The column, when the finding concerns one. */
  column?: Maybe<Scalars['String']['output']>;
  /** ERROR (the row was not written) or WARNING (written without the value). */
  level: ImportCheckLevel;
  /** What is wrong and what would be right. */
  message: Scalars['String']['output'];
  /** The data row (1 = the first row under the headings). */
  row: Scalars['Int']['output'];
  /** The value found (its first 100 characters when too long). */
  value?: Maybe<Scalars['String']['output']>;
};

/** A page of an import's findings. */
export type ImportFindingConnection = {
  __typename?: 'ImportFindingConnection';
  /** The findings of this page, each with its cursor. */
  edges: Array<ImportFindingEdge>;
  /** The findings of this page, without cursors. */
  nodes: Array<ImportFinding>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** Findings in all (of the level asked for). */
  totalCount: Scalars['Int']['output'];
};

/** A finding in a page. */
export type ImportFindingEdge = {
  __typename?: 'ImportFindingEdge';
  /** Where the finding stands in the list, for `after` and `before`. */
  cursor: Scalars['String']['output'];
  /** The finding. */
  node: ImportFinding;
};

/** A bulk import of a publication's index records, run as a background job. Staff with the imports ability. */
export type ImportJob = {
  __typename?: 'ImportJob';
  /** Whether staff asked it to stop (it stops at the next batch). */
  cancelRequested: Scalars['Boolean']['output'];
  /** Rows carrying an existing record's id replace that record's fields. */
  correctById: Scalars['Boolean']['output'];
  /** When it was started. */
  createdAt: Scalars['DateTime']['output'];
  /** The file imported. */
  fileName: Scalars['String']['output'];
  /** Its findings, in row order; of one level when `level` is given. */
  findings: ImportFindingConnection;
  /** When it ended; null while it runs. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The import's id. */
  id: Scalars['ID']['output'];
  /** Why it stopped, or what undo did; null while nothing to say. */
  message?: Maybe<Scalars['String']['output']>;
  /** Its counts so far. */
  progress: ImportProgress;
  /** The publication the records go into. */
  publicationId: Scalars['Int']['output'];
  /** Where staff download its findings as CSV (row, level, check, column, value, message), on the gateway's origin. */
  reportPath: Scalars['String']['output'];
  /** When the worker began it; null while queued. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  state: ImportState;
  /** Checked and reported only; nothing written. */
  validateOnly: Scalars['Boolean']['output'];
};


/** A bulk import of a publication's index records, run as a background job. Staff with the imports ability. */
export type ImportJobFindingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  level?: InputMaybe<ImportCheckLevel>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of imports. */
export type ImportJobConnection = {
  __typename?: 'ImportJobConnection';
  /** The imports of this page, each with its cursor. */
  edges: Array<ImportJobEdge>;
  /** The imports of this page, without cursors. */
  nodes: Array<ImportJob>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** Imports in all. */
  totalCount: Scalars['Int']['output'];
};

/** An import in a page. */
export type ImportJobEdge = {
  __typename?: 'ImportJobEdge';
  /** Where the import stands in the list, for `after` and `before`. */
  cursor: Scalars['String']['output'];
  /** The import. */
  node: ImportJob;
};

/** What `startImport`, `cancelImport` and `undoImport` answer: the import, or why the form's input was refused. */
export type ImportJobPayload = {
  __typename?: 'ImportJobPayload';
  /** The import as it now stands; null when `userErrors` is not empty. */
  importJob?: Maybe<ImportJob>;
  /** Validation failures, each naming its field; empty on success. */
  userErrors: Array<UserError>;
};

/** An import's counts, updated with every batch of 500 rows. */
export type ImportProgress = {
  __typename?: 'ImportProgress';
  /** Data rows read so far (skipped ones included). */
  rowsRead: Scalars['Int']['output'];
  /** Rows rejected by an ERROR finding. */
  rowsRejected: Scalars['Int']['output'];
  /** Rows a filter skipped. */
  rowsSkipped: Scalars['Int']['output'];
  /** Rows written with a WARNING finding. */
  rowsWarned: Scalars['Int']['output'];
  /** Records written (new or corrected). */
  rowsWritten: Scalars['Int']['output'];
  /** Scans stored and tiled. */
  scansTiled: Scalars['Int']['output'];
  /** The scans the rows name that the import's ZIP or folder holds (0 when it has none). */
  scansTotal: Scalars['Int']['output'];
};

/** Where a bulk import stands (docs/decisions/imports.md). */
export enum ImportState {
  /** Stopped by staff at a batch boundary. Rows written before stay until undone. */
  Cancelled = 'CANCELLED',
  /** Every row read: the good ones written and searchable, the bad ones reported. */
  Done = 'DONE',
  /** Stopped: the file could not be read, or `maxErrors` rows were rejected. Rows written before stay until undone. */
  Failed = 'FAILED',
  /** Waiting for the job worker. */
  Queued = 'QUEUED',
  /** Reading and writing rows; `progress` moves. */
  Running = 'RUNNING',
  /** Its records removed (and the records it corrected restored). */
  Undone = 'UNDONE'
}

/** A fact of an index record that can be copied onto a memorial (content spec §7.1 import-facts, §7.7). */
export type ImportableFact = {
  __typename?: 'ImportableFact';
  /** Whether the memorial already has a fact of this type with this value (importing it again is skipped). */
  alreadyOnMemorial: Scalars['Boolean']['output'];
  /** Stable id of the fact within the record, e.g. `date.vital.birth`; pass it to `importFactsFromRecord`. */
  id: Scalars['String']['output'];
  /** The label, e.g. Birth. */
  name: Scalars['String']['output'];
  /** The fact type it becomes, e.g. date.vital.birth. */
  type: Scalars['String']['output'];
  /** The value from the record. */
  value: Scalars['String']['output'];
};

/** A transcribed (indexed) record of one person (content spec §3.7). */
export type IndexRecord = Node & {
  __typename?: 'IndexRecord';
  /**
   * Null when the caller may do the action with this record; otherwise why not. A record the caller may not VIEW
   * keeps its preview: id, title and the name it is made of (`givenName`, `surname`, `fullName`), `conflict`,
   * `branch`, publication, image and thumbnail; every other person detail (dates, places, rank, unit, regiment,
   * company, service number, casualty) answers null, through `node(id)`, `indexRecord` and search alike.
   */
  access?: Maybe<Denial>;
  /** A decoration, e.g. `Medal of Honor` or `Purple Heart`; null when none or the caller may not view the record. */
  award?: Maybe<Scalars['String']['output']>;
  /** Null when not recorded or the caller may not view the record. */
  birthDate?: Maybe<Scalars['PartialDate']['output']>;
  /** Null when not recorded or the caller may not view the record. */
  birthPlace?: Maybe<Place>;
  /** Army, Navy, Marine Corps, … */
  branch: Scalars['String']['output'];
  /** Null when not recorded or the caller may not view the record. */
  burialDate?: Maybe<Scalars['PartialDate']['output']>;
  /** Null when not recorded or the caller may not view the record. */
  burialPlace?: Maybe<Place>;
  /** The kind of casualty as written, e.g. `Killed in Action` or `Died of Wounds`; null when none or the caller may not view the record. */
  casualtyType?: Maybe<Scalars['String']['output']>;
  /** The company the person served in, when known. */
  company?: Maybe<Company>;
  /** The war the record belongs to, e.g. `Civil War`. */
  conflict: Scalars['String']['output'];
  /** The cause of death as written, e.g. `Typhoid fever`; null when not recorded or the caller may not view the record. */
  deathCause?: Maybe<Scalars['String']['output']>;
  /** Null when not recorded or the caller may not view the record. */
  deathDate?: Maybe<Scalars['PartialDate']['output']>;
  /** Null when not recorded or the caller may not view the record. */
  deathPlace?: Maybe<Place>;
  /** Null when not recorded or the caller may not view the record. */
  dischargeDate?: Maybe<Scalars['PartialDate']['output']>;
  /** The rank at discharge (or muster out); null when not recorded or the caller may not view the record. */
  dischargeRank?: Maybe<Scalars['String']['output']>;
  /** Null when not recorded or the caller may not view the record. */
  enlistmentDate?: Maybe<Scalars['PartialDate']['output']>;
  /** Null when not recorded or the caller may not view the record. */
  enlistmentPlace?: Maybe<Place>;
  /** The rank at enlistment (or muster in); null when not recorded or the caller may not view the record. */
  enlistmentRank?: Maybe<Scalars['String']['output']>;
  /** The whole name as written on the record. */
  fullName: Scalars['String']['output'];
  /** As written; null when not recorded or the caller may not view the record. */
  gender?: Maybe<Scalars['String']['output']>;
  /** The person's given name, as written. */
  givenName: Scalars['String']['output'];
  /** `INDEX_RECORD:{recordId}` */
  id: Scalars['ID']['output'];
  /**
   * The scanned page the record was transcribed from. Null, with an error in `errors`, when the document service
   * cannot answer for it: the rest of the record still answers.
   */
  image?: Maybe<Image>;
  /** The person's middle name or initial; null when not recorded or the caller may not view the record. */
  middleName?: Maybe<Scalars['String']['output']>;
  /** Jr., Sr., III, …; null when not recorded or the caller may not view the record. */
  nameSuffix?: Maybe<Scalars['String']['output']>;
  /**
   * The publication the record belongs to. Null, with an error in `errors`, when the publications service cannot
   * answer for it.
   */
  publication?: Maybe<Publication>;
  /** As written; null when not recorded or the caller may not view the record. */
  race?: Maybe<Scalars['String']['output']>;
  /** The rank as written; null when not recorded or the caller may not view the record. */
  rank?: Maybe<Scalars['String']['output']>;
  /** The record's number in Muster; the `objectId` of its global id. */
  recordId: Scalars['Int']['output'];
  /** The regiment the person served in, when known. */
  regiment?: Maybe<Regiment>;
  /** Where the person lived; null when not recorded or the caller may not view the record. */
  residencePlace?: Maybe<Place>;
  /** As written; null when not recorded or the caller may not view the record. */
  serviceNumber?: Maybe<Scalars['String']['output']>;
  /**
   * The region of \`image\` that holds the record (its line or card), which the viewer outlines and zooms to
   * (\`/image/{imageId}?rec={subImageId}\`); null when no region was cut for it. Its box is null for a caller who
   * may not view the page.
   */
  subImage?: Maybe<SubImage>;
  /** The person's surname, as written. */
  surname: Scalars['String']['output'];
  /** The theater of the war served in, e.g. `Eastern Theater`; null when not recorded or the caller may not view the record. */
  theater?: Maybe<Scalars['String']['output']>;
  /** The record's region of its page, cut by the server; a preview everybody may see. */
  thumbnail?: Maybe<Thumbnail>;
  /** The record's title, as lists and search show it. */
  title: Scalars['String']['output'];
  /** The unit as written on the record. */
  unit?: Maybe<Scalars['String']['output']>;
};


/** A transcribed (indexed) record of one person (content spec §3.7). */
export type IndexRecordAccessArgs = {
  action?: InputMaybe<AccessAction>;
};


/** A transcribed (indexed) record of one person (content spec §3.7). */
export type IndexRecordThumbnailArgs = {
  height?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** An index record as staff see it on /admin/records/{id}: every field whatever its access level, its history. */
export type IndexRecordAdmin = {
  __typename?: 'IndexRecordAdmin';
  /** The publication's access level. */
  accessLevel: Scalars['String']['output'];
  /** Every field staff may correct, in form order, with its value and stickiness. */
  fields: Array<IndexRecordAdminField>;
  /** The record's corrections, newest first (the latest 200). */
  history: Array<RecordCorrection>;
  /** `INDEX_RECORD:{recordId}`, the record's own id. */
  id: Scalars['ID']['output'];
  /** Members' proposals waiting on this record. */
  pendingProposals: Array<PendingRecordCorrection>;
  /** The publication the record belongs to. */
  publicationId: Scalars['Int']['output'];
  /** The record's number. */
  recordId: Scalars['Int']['output'];
  /** The record's title. */
  title: Scalars['String']['output'];
};

/** One field of an index record as staff edit it. */
export type IndexRecordAdminField = {
  __typename?: 'IndexRecordAdminField';
  /** The field's name, as `correctIndexRecord` takes it: givenName, surname, birthDate, branch, … */
  name: Scalars['String']['output'];
  /** Whether members may propose a correction of it (names and dates). */
  proposable: Scalars['Boolean']['output'];
  /** How its latest correction holds; null when staff never corrected it. */
  stickiness?: Maybe<Stickiness>;
  /** The field's value; null when the record has none. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A page of index records. */
export type IndexRecordConnection = {
  __typename?: 'IndexRecordConnection';
  /** The records of this page, each with its cursor. */
  edges: Array<IndexRecordEdge>;
  /** The records of this page, without cursors. */
  nodes: Array<IndexRecord>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many records there are in all. */
  totalCount: Scalars['Int']['output'];
};

/** An index record in a page. */
export type IndexRecordEdge = {
  __typename?: 'IndexRecordEdge';
  /** Where the record stands in the list. */
  cursor: Scalars['String']['output'];
  /** The record. */
  node: IndexRecord;
};

/** An institution (library edition) that grants access to its patrons. */
export type Institution = {
  __typename?: 'Institution';
  /** The institution's number. */
  id: Scalars['Int']['output'];
  /** Its name as the library-edition banner shows it. */
  name: Scalars['String']['output'];
  /** A ProQuest institution: its patrons come through ProQuest's own sign-in. */
  proquest: Scalars['Boolean']['output'];
  /** A silo other than 1 limits patrons to what the institution buys. */
  silo: Scalars['Int']['output'];
  /** Institution type, e.g. library, proquest or house. */
  type: Scalars['String']['output'];
};

/**
 * Windows for lastUpdated (content §4: the spec's 1_MONTH, 3_MONTHS, 6_MONTHS, 1_YEAR; GraphQL enum values
 * cannot start with a digit). No value means Any Time.
 */
export enum LastUpdated {
  /** Past 3 Months */
  Past_3Months = 'PAST_3_MONTHS',
  /** Past 6 Months */
  Past_6Months = 'PAST_6_MONTHS',
  /** Past Month */
  PastMonth = 'PAST_MONTH',
  /** Past Year */
  PastYear = 'PAST_YEAR'
}

/** A link (limits: url 4,096, text 1,024). WEB links need a url; links to Muster content need objectId. */
export type LinkInput = {
  /** The id of the linked Muster object (of content type `type`); needed for links to Muster content. */
  objectId?: InputMaybe<Scalars['Int']['input']>;
  /** The id of a relation (content spec §3.4) the link stands for, if any; kept as given. */
  relationId?: InputMaybe<Scalars['Int']['input']>;
  /** A story element of the same memorial the link belongs to. */
  storyId?: InputMaybe<Scalars['ID']['input']>;
  /** The text shown for the link, up to 1,024 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** WEB or a content type (REGIMENT, BATTLE, INDEX_RECORD, STORY_PAGE, IMAGE, …). */
  type: Scalars['String']['input'];
  /** The outside address, up to 4,096 characters; needed for WEB links. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** What a 'Manage this image' mutation answers: the page as it is now, or why the change was refused. */
export type ManageImagePayload = {
  __typename?: 'ManageImagePayload';
  /** The page after the change; null when `userErrors` is not empty (then nothing changed). */
  image?: Maybe<Image>;
  /**
   * Refusals of the input, with the field at fault: BAD_ROTATION, BAD_ORDINAL, BAD_TITLE, UPLOAD_INVALID (not an image,
   * or not base64) or UPLOAD_TOO_MANY_PIXELS.
   */
  userErrors: Array<UserError>;
};

/** The kind of match a hit made on a field. */
export enum MatchKind {
  /** The whole value matched (a name as written, a year given, a place named). */
  Exact = 'EXACT',
  /** One of the free `keywords`. */
  Keyword = 'KEYWORD',
  /** A name with the same Double Metaphone code (Jon for John). */
  Phonetic = 'PHONETIC',
  /** The value starts with the words given. */
  Prefix = 'PREFIX',
  /** A name with the same Soundex code (Smyth for Smith). */
  Soundex = 'SOUNDEX',
  /** A name matched a text with `*` or `?`. */
  Wildcard = 'WILDCARD',
  /** A year within `yearRange` of a year given. */
  YearRange = 'YEAR_RANGE'
}

/** A member as others see them, e.g. the uploader of an image. */
export type Member = {
  __typename?: 'Member';
  /** The name the member chose to show; may be empty. */
  displayName: Scalars['String']['output'];
  /** What pages call the member: the display name, or the username when none is set. */
  name: Scalars['String']['output'];
  /** The member's user id. */
  userId: Scalars['Int']['output'];
  /** The member's username; `/profile/{username}` is their public profile. */
  username: Scalars['String']['output'];
};

/** One membership term (accounts spec §3 Subscription). */
export type MemberSubscription = {
  __typename?: 'MemberSubscription';
  /** It will not renew: access lasts until expiration. */
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** The card paying for it; null when the payment provider did not say (free trials and comps have none). */
  card?: Maybe<PaymentCard>;
  /** Length of one term, ISO-8601 (P1M, P1Y, P7D), or COMP for a staff-set end. */
  duration: Scalars['String']['output'];
  /** The last thing that happened: purchase, renewal, cancel-requested, ended, trial-started, comp-granted. */
  event: Scalars['String']['output'];
  /** When access ends unless renewed. */
  expiration: Scalars['DateTime']['output'];
  /** When the subscription ended; null while it is open. */
  finalizationDate?: Maybe<Scalars['DateTime']['output']>;
  /** canceled, expired, ended-by-provider or replaced. */
  finalizationType?: Maybe<Scalars['String']['output']>;
  /** True when the member canceled the free trial; access lasts until `expiration`. */
  freeTrialCanceled: Scalars['Boolean']['output'];
  /** The subscription's id. */
  id: Scalars['ID']['output'];
  /** checkout, free-trial or comp. */
  origin: Scalars['String']['output'];
  /** monthly, annual, all-access, free-trial or comp. */
  plan: Scalars['String']['output'];
  /** When the term began. */
  start: Scalars['DateTime']['output'];
};

/** The caller's membership: status, label and newest subscription. */
export type Membership = {
  __typename?: 'Membership';
  /**
   * monthly-subscriber, annual-subscriber, comp-subscriber, bundle, free-trial or non-subscriber.
   * @deprecated Use `status`, the same value as an AccountStatus enum.
   */
  accountStatus: Scalars['String']['output'];
  /** Whether the one free trial of the account has been taken. */
  freeTrialUsed: Scalars['Boolean']['output'];
  /** Basic, Premium or Ancestry All-Access (accounts spec §4). */
  label: Scalars['String']['output'];
  /** The account status (accounts spec §4). */
  status: AccountStatus;
  /** The newest subscription, open or ended; null if the member never had one. */
  subscription?: Maybe<MemberSubscription>;
};

/** A memorial (story page) written by a member about a person, event, organisation, place or topic (content spec §3.6). */
export type Memorial = Node & {
  __typename?: 'Memorial';
  /** The picture behind the page's header, with its vertical position; null when none was chosen. */
  backgroundImage?: Maybe<MemorialImage>;
  /** Members' comments, oldest first. */
  comments: Array<MemorialComment>;
  /** Members' corrections, oldest first. */
  corrections: Array<MemorialCorrection>;
  /** The picture at the head of the page, with its crop rectangle; null when none was chosen. */
  coverImage?: Maybe<MemorialImage>;
  /** When the memorial was created. */
  created: Scalars['DateTime']['output'];
  /** 1 to 65,535 characters. */
  description: Scalars['String']['output'];
  /** Every element of the memorial in its order (the order `reorderMemorialElements` sets). */
  elements: Array<MemorialElement>;
  /** The fact elements, in the memorial's order. */
  facts: Array<MemorialFact>;
  /**
   * Site-relative address of the GEDCOM 5.5.1 file of this memorial (`/download/gedcom/memorial/{memorialId}`);
   * null unless the memorial is of a PERSON or SERVICEPERSON. The file is served to whoever may see the memorial.
   */
  gedcomUrl?: Maybe<Scalars['String']['output']>;
  /** The picture shown on the Honor Wall; null when none was chosen. */
  honorImage?: Maybe<MemorialImage>;
  /** `STORY_PAGE:{memorialId}` */
  id: Scalars['ID']['output'];
  /** Photos and scans shown on the memorial: cover, background, honor and other images. */
  images: Array<MemorialImage>;
  /** The record the memorial was created from, if any. */
  indexRecord?: Maybe<IndexRecord>;
  /** When the memorial or one of its elements last changed. */
  lastModified: Scalars['DateTime']['output'];
  /** The link elements, in the memorial's order. */
  links: Array<MemorialLink>;
  /** The memorial's number in Muster; the `objectId` of its global id. */
  memorialId: Scalars['Int']['output'];
  /** Username of the member who wrote it. */
  ownerUsername: Scalars['String']['output'];
  /** What the caller may do with this memorial. */
  permissions: MemorialPermissions;
  /** The war the memorial is tied to, if any. */
  primaryMilitaryEvent?: Maybe<Scalars['String']['output']>;
  /** PUBLIC or PRIVATE (the values of `MemorialPrivacy`). */
  privacyMode: Scalars['String']['output'];
  /** Sources of the memorial as a whole (a fact's own sources are on the fact). */
  sources: Array<MemorialSource>;
  /** The story elements, in the memorial's order. */
  stories: Array<MemorialStory>;
  /** A small picture of the memorial, from one of its pictures the caller may see; null when it has none. */
  thumbnail?: Maybe<Thumbnail>;
  /** 1 to 256 characters. */
  title: Scalars['String']['output'];
  /** PERSON, SERVICEPERSON, EVENT, ORGANIZATION, PLACE or TOPIC (the values of `MemorialType`). */
  type: Scalars['String']['output'];
};


/** A memorial (story page) written by a member about a person, event, organisation, place or topic (content spec §3.6). */
export type MemorialThumbnailArgs = {
  height?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** A member's comment on a memorial. */
export type MemorialComment = MemorialElement & {
  __typename?: 'MemorialComment';
  /** Username of the member who added it; null when unknown. */
  authorUsername?: Maybe<Scalars['String']['output']>;
  /** Whether the caller may change or delete this element (the owner and staff any; a member their own comment or correction). */
  canEdit: Scalars['Boolean']['output'];
  /** When the element was added. */
  created: Scalars['DateTime']['output'];
  /** The element id (a number). */
  id: Scalars['ID']['output'];
  /** Always COMMENT. */
  kind: MemorialElementKind;
  /** When the element last changed; `created` until it is changed. */
  lastModified: Scalars['DateTime']['output'];
  /** Position in the memorial, from 0. */
  ordinal: Scalars['Int']['output'];
  /** 1 to 2,600 characters. */
  text: Scalars['String']['output'];
};

/** A page of memorials. */
export type MemorialConnection = {
  __typename?: 'MemorialConnection';
  /** The memorials of this page, each with its cursor. */
  edges: Array<MemorialEdge>;
  /** The memorials of this page, without cursors. */
  nodes: Array<Memorial>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many memorials the caller may see in all. */
  totalCount: Scalars['Int']['output'];
};

/** A member's correction of a memorial. */
export type MemorialCorrection = MemorialElement & {
  __typename?: 'MemorialCorrection';
  /** Username of the member who added it; null when unknown. */
  authorUsername?: Maybe<Scalars['String']['output']>;
  /** Whether the caller may change or delete this element (the owner and staff any; a member their own comment or correction). */
  canEdit: Scalars['Boolean']['output'];
  /** When the element was added. */
  created: Scalars['DateTime']['output'];
  /** What the correction is about (a fact's or story's element id, or a field name), if given. */
  field?: Maybe<Scalars['String']['output']>;
  /** The element id (a number). */
  id: Scalars['ID']['output'];
  /** Always CORRECTION. */
  kind: MemorialElementKind;
  /** When the element last changed; `created` until it is changed. */
  lastModified: Scalars['DateTime']['output'];
  /** Position in the memorial, from 0. */
  ordinal: Scalars['Int']['output'];
  /** 1 to 512 characters. */
  text: Scalars['String']['output'];
};

/** A memorial in a page. */
export type MemorialEdge = {
  __typename?: 'MemorialEdge';
  /** Where the memorial stands in the list. */
  cursor: Scalars['String']['output'];
  /** The memorial. */
  node: Memorial;
};

/** Fields every element of a memorial has (content spec §3.3). */
export type MemorialElement = {
  /** Username of the member who added it; null when unknown. */
  authorUsername?: Maybe<Scalars['String']['output']>;
  /** Whether the caller may change or delete this element (the owner and staff any; a member their own comment or correction). */
  canEdit: Scalars['Boolean']['output'];
  /** When the element was added. */
  created: Scalars['DateTime']['output'];
  /** The element id (a number). */
  id: Scalars['ID']['output'];
  /** Which kind of element it is; also its GraphQL type (STORY is a `MemorialStory`, COVER_IMAGE a `MemorialImage`, …). */
  kind: MemorialElementKind;
  /** When the element last changed; `created` until it is changed. */
  lastModified: Scalars['DateTime']['output'];
  /** Position in the memorial, from 0. */
  ordinal: Scalars['Int']['output'];
};

/** A change of one existing element (content spec §7.1 `POST element/{id}` changes). */
export type MemorialElementChangeInput = {
  /** Its new content; `kind` must be the element's kind. */
  element: MemorialElementInput;
  /** The element id. */
  id: Scalars['ID']['input'];
};

/**
 * One element's content. `kind` says which of the other fields is read: `story` for STORY, `fact` for FACT,
 * `source` for SOURCE, `link` for LINK, `image` for COVER_IMAGE, BACKGROUND_IMAGE, HONOR_IMAGE and IMAGE,
 * `comment` for COMMENT, `correction` for CORRECTION. A missing matching field is BAD_USER_INPUT.
 */
export type MemorialElementInput = {
  /** For COMMENT. */
  comment?: InputMaybe<CommentInput>;
  /** For CORRECTION. */
  correction?: InputMaybe<CorrectionInput>;
  /** For FACT. */
  fact?: InputMaybe<FactInput>;
  /** For COVER_IMAGE, BACKGROUND_IMAGE, HONOR_IMAGE and IMAGE. */
  image?: InputMaybe<MemorialImageInput>;
  /** The element's kind; says which of the fields below is read. */
  kind: MemorialElementKind;
  /** For LINK. */
  link?: InputMaybe<LinkInput>;
  /** For SOURCE. */
  source?: InputMaybe<SourceInput>;
  /** For STORY. */
  story?: InputMaybe<StoryInput>;
};

/** Kinds of memorial element (content spec §3.3, §3.6). */
export enum MemorialElementKind {
  /** The picture behind the page's header, with its vertical position (`MemorialImage`). */
  BackgroundImage = 'BACKGROUND_IMAGE',
  /** A member's comment (`MemorialComment`). */
  Comment = 'COMMENT',
  /** A member's correction (`MemorialCorrection`). */
  Correction = 'CORRECTION',
  /** The picture at the head of the page, with its crop rectangle (`MemorialImage`). */
  CoverImage = 'COVER_IMAGE',
  /** A fact: a date, place or other detail (`MemorialFact`). */
  Fact = 'FACT',
  /** The picture shown on the Honor Wall (`MemorialImage`). */
  HonorImage = 'HONOR_IMAGE',
  /** Any other picture shown on the memorial. */
  Image = 'IMAGE',
  /** A link to a web page or to Muster content (`MemorialLink`). */
  Link = 'LINK',
  /** A source of the memorial as a whole (`MemorialSource`). */
  Source = 'SOURCE',
  /** A story (`MemorialStory`). */
  Story = 'STORY'
}

/** A fact element of a memorial (a date, place or other fact). */
export type MemorialFact = MemorialElement & {
  __typename?: 'MemorialFact';
  /** Username of the member who added it; null when unknown. */
  authorUsername?: Maybe<Scalars['String']['output']>;
  /** Whether the caller may change or delete this element (the owner and staff any; a member their own comment or correction). */
  canEdit: Scalars['Boolean']['output'];
  /** When the element was added. */
  created: Scalars['DateTime']['output'];
  /** For a date fact, `value` read as a date (content spec §5); null for other facts. */
  date?: Maybe<ParsedDate>;
  /** The event the fact belongs to, if the author named one. */
  event?: Maybe<Scalars['String']['output']>;
  /** The element id (a number). */
  id: Scalars['ID']['output'];
  /** Always FACT. */
  kind: MemorialElementKind;
  /** When the element last changed; `created` until it is changed. */
  lastModified: Scalars['DateTime']['output'];
  /** The label shown, e.g. Birth. */
  name: Scalars['String']['output'];
  /** Position in the memorial, from 0. */
  ordinal: Scalars['Int']['output'];
  /** Where the fact came from: `INDEX_RECORD:{id}` when imported from a record, null when typed in. */
  origin?: Maybe<Scalars['String']['output']>;
  /** For a place fact, the place as entered; null for other facts. */
  place?: Maybe<Scalars['String']['output']>;
  /** Site-relative share address: `/memorial/{memorialId}?fact={id}` (content spec §2.1). */
  shareUrl: Scalars['String']['output'];
  /** The fact's sources. */
  sources: Array<MemorialSource>;
  /** e.g. date.vital.birth, place.military.enlistment, rank. A type starting with `date` holds a date, with `place` a place. */
  type: Scalars['String']['output'];
  /** The fact as entered, e.g. `17 Sep 1862` or `Sharpsburg, Maryland`. */
  value: Scalars['String']['output'];
};

/** A photo or scan shown on a memorial. */
export type MemorialImage = MemorialElement & {
  __typename?: 'MemorialImage';
  /** Username of the member who added it; null when unknown. */
  authorUsername?: Maybe<Scalars['String']['output']>;
  /** Whether the caller may change or delete this element (the owner and staff any; a member their own comment or correction). */
  canEdit: Scalars['Boolean']['output'];
  /** The caption shown with the picture, if any. */
  caption?: Maybe<Scalars['String']['output']>;
  /** When the element was added. */
  created: Scalars['DateTime']['output'];
  /** The element id (a number). */
  id: Scalars['ID']['output'];
  /** COVER_IMAGE, BACKGROUND_IMAGE, HONOR_IMAGE or IMAGE. */
  kind: MemorialElementKind;
  /** When the element last changed; `created` until it is changed. */
  lastModified: Scalars['DateTime']['output'];
  /** Position in the memorial, from 0. */
  ordinal: Scalars['Int']['output'];
  /** The crop rectangle (cover and honor images); null for the whole picture. */
  rect?: Maybe<Rect>;
  /** The pictured object, `CONTENT_TYPE:objectId` (e.g. `IMAGE:12`). */
  reference: Scalars['ID']['output'];
  /** Site-relative share address: `/memorial/{memorialId}?img={id}` (content spec §2.1). */
  shareUrl: Scalars['String']['output'];
  /** The picture, cropped to `rect` when it has one, fitted inside width × height. */
  thumbnail: Thumbnail;
  /** Background images: the vertical position shown, 0 (top) to 100 (bottom) percent; null otherwise. */
  yPosition?: Maybe<Scalars['Float']['output']>;
};


/** A photo or scan shown on a memorial. */
export type MemorialImageThumbnailArgs = {
  height?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** A picture element: cover (with `rect`), background (with `yPosition`), honor or other image. */
export type MemorialImageInput = {
  /** Up to 1,024 characters. */
  caption?: InputMaybe<Scalars['String']['input']>;
  /** The crop rectangle (cover and honor images); the whole picture when omitted. */
  rect?: InputMaybe<RectInput>;
  /** The pictured object, `IMAGE:12` or `SUB_IMAGE:5`; it must exist. */
  reference: Scalars['ID']['input'];
  /** 0 (top) to 100 (bottom); background images only. */
  yPosition?: InputMaybe<Scalars['Float']['input']>;
};

/** A link from the memorial to a web page or to content of Muster (content spec §3.6). */
export type MemorialLink = MemorialElement & {
  __typename?: 'MemorialLink';
  /** Username of the member who added it; null when unknown. */
  authorUsername?: Maybe<Scalars['String']['output']>;
  /** Whether the caller may change or delete this element (the owner and staff any; a member their own comment or correction). */
  canEdit: Scalars['Boolean']['output'];
  /** When the element was added. */
  created: Scalars['DateTime']['output'];
  /** The element id (a number). */
  id: Scalars['ID']['output'];
  /** Always LINK. */
  kind: MemorialElementKind;
  /** When the element last changed; `created` until it is changed. */
  lastModified: Scalars['DateTime']['output'];
  /** The id of the linked Muster object, if any. */
  objectId?: Maybe<Scalars['Int']['output']>;
  /** Position in the memorial, from 0. */
  ordinal: Scalars['Int']['output'];
  /** The id of the relation (content spec §3.4 Relation) the link stands for, if any; kept as given. */
  relationId?: Maybe<Scalars['Int']['output']>;
  /** Site-relative share address: `/memorial/{memorialId}?link={id}` (content spec §2.1). */
  shareUrl: Scalars['String']['output'];
  /** The story of this memorial the link belongs to, if any. */
  storyId?: Maybe<Scalars['ID']['output']>;
  /** The text shown for the link, up to 1,024 characters. */
  text?: Maybe<Scalars['String']['output']>;
  /** WEB for an outside address, or the content type linked (e.g. REGIMENT, INDEX_RECORD, STORY_PAGE). */
  type: Scalars['String']['output'];
  /** Up to 4,096 characters. */
  url?: Maybe<Scalars['String']['output']>;
};

/** What the caller may do with a memorial. */
export type MemorialPermissions = {
  __typename?: 'MemorialPermissions';
  /** Add a comment or a correction: any signed-in member who can see the memorial. */
  canComment: Scalars['Boolean']['output'];
  /** Edit the memorial and every element, reorder, import, change privacy, delete: its owner and staff (`admin`). */
  canEdit: Scalars['Boolean']['output'];
  /** Whether the caller wrote the memorial. */
  isOwner: Scalars['Boolean']['output'];
};

/** Who may see a memorial. */
export enum MemorialPrivacy {
  /** Only its owner and staff; anybody else is told it does not exist. */
  Private = 'PRIVATE',
  /** Everybody, signed in or not. */
  Public = 'PUBLIC'
}

/** A source: a link or citation with a comment (content spec §3.6). */
export type MemorialSource = MemorialElement & {
  __typename?: 'MemorialSource';
  /** Username of the member who added it; null when unknown. */
  authorUsername?: Maybe<Scalars['String']['output']>;
  /** Whether the caller may change or delete this element (the owner and staff any; a member their own comment or correction). */
  canEdit: Scalars['Boolean']['output'];
  /** Up to 256 characters. */
  comment?: Maybe<Scalars['String']['output']>;
  /** When the element was added. */
  created: Scalars['DateTime']['output'];
  /** The element id; a fact's own source answers `{factId}.{n}`. */
  id: Scalars['ID']['output'];
  /** Always SOURCE. */
  kind: MemorialElementKind;
  /** When the element last changed; `created` until it is changed. */
  lastModified: Scalars['DateTime']['output'];
  /** Address or citation of the source, up to 4,096 characters; e.g. `/record/77` or `https://…`. */
  link?: Maybe<Scalars['String']['output']>;
  /** Position in the memorial, from 0. */
  ordinal: Scalars['Int']['output'];
  /**
   * The index record the source's link names (`/record/{id}`), so a page can label the link with the record's
   * title; null for any other source, or a record that does not exist.
   */
  record?: Maybe<IndexRecord>;
};

/** A story element of a memorial. */
export type MemorialStory = MemorialElement & {
  __typename?: 'MemorialStory';
  /** Username of the member who added it; null when unknown. */
  authorUsername?: Maybe<Scalars['String']['output']>;
  /** Whether the caller may change or delete this element (the owner and staff any; a member their own comment or correction). */
  canEdit: Scalars['Boolean']['output'];
  /** The story text, 1 to 65,535 characters. */
  content: Scalars['String']['output'];
  /** When the element was added. */
  created: Scalars['DateTime']['output'];
  /** `dateText` read as a date; null when it holds none. */
  date?: Maybe<ParsedDate>;
  /** When it happened, as the author wrote it. */
  dateText?: Maybe<Scalars['String']['output']>;
  /** The element id (a number). */
  id: Scalars['ID']['output'];
  /** Always STORY. */
  kind: MemorialElementKind;
  /** When the element last changed; `created` until it is changed. */
  lastModified: Scalars['DateTime']['output'];
  /** Position in the memorial, from 0. */
  ordinal: Scalars['Int']['output'];
  /** Where it happened, as the author wrote it. */
  placeText?: Maybe<Scalars['String']['output']>;
  /** Site-relative share address: `/memorial/{memorialId}?story={id}` (content spec §2.1). */
  shareUrl: Scalars['String']['output'];
  /** 1 to 256 characters. */
  title: Scalars['String']['output'];
};

/** Kinds of memorial (content spec §3.1, the STORY_PAGE group). */
export enum MemorialType {
  /** An event (Event). */
  Event = 'EVENT',
  /** An organisation (Organization). */
  Organization = 'ORGANIZATION',
  /** A person (Person). */
  Person = 'PERSON',
  /** A place (Place). */
  Place = 'PLACE',
  /** A person who served (Serviceperson); a memorial made from an index record is one by default. */
  Serviceperson = 'SERVICEPERSON',
  /** A topic (Topic). */
  Topic = 'TOPIC'
}

/** Moves a page within its roll. */
export type MoveImageInput = {
  /** The page, by global id. */
  imageGlobalId: Scalars['ID']['input'];
  /** The page's new place in its roll, 1 to `ImageManagement.pageCount`; the pages between shift by one. */
  ordinal: Scalars['Int']['input'];
};

/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Applies a member's proposal as a SUPER correction linked to it, audited (admin and support). */
  acceptRecordCorrection: CorrectIndexRecordPayload;
  /** Adds an image to the caller's gallery (PUT /gallery/image/{id}); adding it again changes nothing. */
  addToGallery: GalleryImage;
  /** Asks a queued or running import to stop at its next batch (a user error otherwise). Audited. */
  cancelImport: ImportJobPayload;
  /** Stops renewal; access lasts until the paid term ends. */
  cancelSubscription: Membership;
  /**
   * Changes, adds and deletes elements in one step (content spec §7.1 `POST element/{id}`); new elements go at the
   * end in the order given. Members who may not edit may add COMMENT and CORRECTION elements to a memorial they can
   * see, and change or delete their own; everything else is FORBIDDEN. All or nothing.
   */
  changeMemorialElements: ChangeMemorialElementsPayload;
  /**
   * Changes the caller's password. `currentPassword` is required except in the forced-update step, which
   * passes the username and old password it signed in with. A new password that breaks a rule or repeats the old
   * one (PASSWORD_INVALID, SAME_PASSWORD, on `["newPassword"]`) and a wrong or missing current password
   * (CURRENT_PASSWORD_INCORRECT, or BAD_USER_INPUT in the forced-update step, on `["currentPassword"]`) are user
   * errors; wrong sign-in credentials in the forced-update step stay an error (CREDENTIALS), as in `signIn`.
   */
  changePassword: ChangePasswordPayload;
  /**
   * Takes a new username if it is available; a malformed or taken one (USERNAME_INVALID, USERNAME_TAKEN) is a user
   * error on `["username"]`.
   */
  changeUsername: ChangeUsernamePayload;
  /**
   * Pays a test-mode checkout with a test card number (4242 4242 4242 4242). Stripe's failing test cards are
   * refused as in Stripe's test mode: a user error on `["cardNumber"]` with Stripe's message and the code
   * CARD_DECLINED (`declineCode`: generic_decline, insufficient_funds, lost_card, stolen_card,
   * card_velocity_exceeded, fraudulent), EXPIRED_CARD, INCORRECT_CVC, PROCESSING_ERROR or INCORRECT_NUMBER; the
   * checkout stays open for another card. A checkout already completed (CHECKOUT_DONE) stays an error.
   */
  completeTestCheckout: CompleteTestCheckoutPayload;
  /** Confirms an email change with the token sent to the new address. */
  confirmEmailChange: Account;
  /** Changes one field of a record, audited (admin and support). Search, facets, suggestions and memorials made from the record follow. */
  correctIndexRecord: CorrectIndexRecordPayload;
  /**
   * Draws an annotation. FORBIDDEN (with the requirement that would open it) for a caller who may not annotate
   * the page. Text outside the limits or a rectangle outside the page is a `userErrors` entry (code BAD_USER_INPUT,
   * the spec's length message `The text you entered is too long. 1025 (Max: 1024)`, `field` such as
   * `["input", "value"]`), and nothing is stored.
   */
  createAnnotation: CreateAnnotationPayload;
  /**
   * Creates an API key and answers its secret, once. A partner holds at most 2 live keys (one in use, one being
   * rotated in): a third is a user error on `["input", "ownerId"]`. An unknown owner (NOT_FOUND), a malformed
   * origin and an expiry in the past or too far ahead are user errors (BAD_USER_INPUT) naming their input field.
   * Staff with the api-keys ability (others get FORBIDDEN as an error); audited.
   */
  createApiKey: CreateApiKeyPayload;
  /** A single-use impersonation link for a member without roles, audited (admin and support). */
  createImpersonationLink: ImpersonationLink;
  /**
   * Creates a memorial (`/memorial/create`); the caller becomes its owner. Errors of every memorial mutation:
   * UNAUTHENTICATED for visitors; FORBIDDEN when the caller may not edit; NOT_FOUND for a missing memorial (or a
   * private one of somebody else). A text outside its limit (content spec §5) is a validation failure: the
   * mutations a form calls (`createMemorial`, `createMemorialFromRecord`, `updateMemorial`,
   * `changeMemorialElements`) answer it in their payload's `userErrors` (code BAD_USER_INPUT, the message exactly
   * `The {field} you entered is too long. {length} (Max: {bound})` or `… too short. {length} (Min: {bound})`, `field`
   * the path of the input field: `["input", "title"]`, `["newElements", "0", "story", "content"]`,
   * `["changes", "1", "element", "comment", "text"]`); the others answer it as a BAD_USER_INPUT error with
   * `extensions.field`, `limit`, `length` and `bound`. A refused call changes nothing.
   */
  createMemorial: CreateMemorialPayload;
  /**
   * Creates a memorial from an index record (`POST /memorial/create-from/INDEX_RECORD/{recordId}`): titled with the
   * record's name, typed SERVICEPERSON unless `type` is given, tied to the record's war, with the record's facts.
   */
  createMemorialFromRecord: CreateMemorialFromRecordPayload;
  /** Makes a new, empty publication (SUBSCRIBER unless `configuredAccessLevel` says otherwise), audited. */
  createPublication: PublicationEditPayload;
  /** Deletes an annotation; only its author or staff may. Answers the page, with its remaining annotations. */
  deleteAnnotation: Image;
  /** Deletes the memorial and all its elements. True when it was deleted. */
  deleteMemorial: Scalars['Boolean']['output'];
  /** Deletes a tag name for every member, audited (admin and content). */
  deleteTag: TagDeletion;
  /** Deletes one of the caller's uploads with its tags and gallery entries (DELETE /userUpload/{id}). */
  deleteUpload: Scalars['Boolean']['output'];
  /**
   * Takes an app's access away: every code and token it holds for the caller stops working at once, and it must
   * ask again to act for them. Answers the apps still connected; NOT_FOUND when the caller had not connected it.
   */
  disconnectApp: Array<ConnectedApp>;
  /**
   * Disconnects the memorial from an index record (content spec §7.1 `DELETE /memorial/connection/STORY_PAGE/{id}?id`):
   * it is no longer the record the memorial was made from, and the memorial's links to the record are deleted. Facts
   * copied from the record stay (they are the memorial's own text now). Disconnecting a record the memorial is not
   * connected to changes nothing.
   */
  disconnectMemorialRecord: Memorial;
  /** Staff (admin): gives a member a complimentary subscription until a date. Audited. */
  grantComp: Membership;
  /**
   * Copies facts of an index record onto the memorial (`POST /import-facts-from`); `factIds` are `ImportableFact.id`
   * values, all of them when null. Facts already on the memorial are skipped. Imported facts have `origin`
   * `INDEX_RECORD:{recordId}` and a source linking to the record.
   */
  importFactsFromRecord: Memorial;
  /** Moves a page to a new place in its roll; next/previous and the filmstrip follow. Staff with the `images` ability. */
  moveImage: ManageImagePayload;
  /** A signed-in member proposes a correction of a record's name or date; it joins the staff feedback queue. */
  proposeRecordCorrection: ProposeRecordCorrectionPayload;
  /**
   * Creates a Basic account, signs it in and sends the verification email. A malformed or registered email, a
   * password that breaks a rule or a username taken or malformed is a user error on its input field
   * (EMAIL_INVALID, EMAIL_TAKEN, PASSWORD_INVALID, USERNAME_INVALID, USERNAME_TAKEN); too many registrations
   * from one address stay an error (RATE_LIMITED).
   */
  register: RegisterPayload;
  /** Turns a member's proposal down with a reason, audited (admin and support). */
  rejectRecordCorrection: RejectRecordCorrectionPayload;
  /** Removes a member's external account link, audited (admin and support). */
  removeExternalLink: StaffUser;
  /** Takes an image out of the caller's gallery (DELETE /gallery/image/{id}); answers the image. */
  removeFromGallery?: Maybe<Image>;
  /** Removes the caller's tag name from all of their images; answers how many tags went. */
  removeTag: Scalars['Int']['output'];
  /**
   * Puts the elements in the order given (content spec §7.1 `PUT reorder/STORY_PAGE/{id}`); `elementIds` must list
   * every element of the memorial exactly once.
   */
  reorderMemorialElements: Memorial;
  /**
   * Replaces a page's scan (decoded and checked as members' uploads are): its revision goes up, and every address of
   * the old scan stops working. Staff with the `images` ability.
   */
  replaceImageScan: ManageImagePayload;
  /**
   * Starts an email change: the new address must confirm it by the emailed token. A malformed address, the one in
   * use or one another account has (EMAIL_INVALID, EMAIL_TAKEN) is a user error on `["newEmail"]`.
   */
  requestEmailChange: RequestEmailChangePayload;
  /**
   * Emails a reset link when the address belongs to an account; says true either way, so nobody learns who is
   * a member. Limited like `resendVerificationEmail` (MAIL_THROTTLED), counting the address asked for whether
   * or not it is a member's.
   */
  requestPasswordReset: RequestPasswordResetPayload;
  /**
   * Asks for a PDF of a page as the viewer shows it; answers the request at once (SUBMITTED), or the caller's
   * unfinished or ready request of the same view. FORBIDDEN (with the requirement that would open it, as
   * `Image.access(action: DOWNLOAD)`) when the caller may not download the page or the publication does not allow
   * downloads; BAD_USER_INPUT for adjustments out of range or a crop outside the scan; TOO_MANY_REQUESTS when the
   * caller already has 3 PDFs being prepared. Nothing is kept for a refused request.
   */
  requestPdf: PdfRequest;
  /**
   * Sends the verification email again (the resend button's states: sending, then success or failure).
   * Token mails are limited to 5 an hour per recipient and 20 an hour per client address: beyond, an error
   * with code MAIL_THROTTLED (HTTP 429) and no mail.
   */
  resendVerificationEmail: Scalars['Boolean']['output'];
  /**
   * Sets a new password with the emailed token (which also unlocks a locked account); the user then signs in with
   * it. An unknown, used or expired token (TOKEN_INVALID, on `["token"]`) and a password that breaks a rule
   * (PASSWORD_INVALID, SAME_PASSWORD, on `["newPassword"]`) are user errors.
   */
  resetPassword: ResetPasswordPayload;
  /** Retitles a page. Staff with the `images` ability. */
  retitleImage: ManageImagePayload;
  /** Revokes a key; it stops opening the API within 10 seconds on every gateway. Staff with the api-keys ability; audited. */
  revokeApiKey: ApiKey;
  /** Turns a page's scan clockwise for good: tiles, thumbnails, downloads, prints and PDFs come turned. Staff with the `images` ability. */
  rotateImage: ManageImagePayload;
  /** Marks a message read or new again. Staff only. */
  setFeedbackStatus: FeedbackEntry;
  /** Hides a page from visitors and members (it is then not found) or shows it again. Staff with the `images` ability. */
  setImageVisibility: ManageImagePayload;
  /** Signs in with an email or username and a password; rotates the session id. */
  signIn: SignInPayload;
  /** Ends the session. Always succeeds. */
  signOut: Session;
  /**
   * Starts a checkout of a plan; send the browser to the returned URL. Fails with code PAYMENTS_UNAVAILABLE
   * while `paymentsMode` is OFF.
   */
  startCheckout: CheckoutStart;
  /** Starts the account's one free trial; `iid` is the institution or campaign of the /freetrial link. */
  startFreeTrial: Membership;
  /**
   * Starts an import job. An unknown publication, a missing upload or file, a path outside the imports folder, or
   * both or neither of `upload` and `serverPath` are user errors naming the input field. Staff with the imports
   * ability (FORBIDDEN otherwise); audited.
   */
  startImport: ImportJobPayload;
  /**
   * Sends a feedback or contact message. Invalid input is a user error (code BAD_USER_INPUT) whose field names
   * the input field: `["input", "email"]`, `message`, `type`, `category` or `rating` (accounts spec §8 picks the
   * message by it); a captcha that does not pass is one on `["input", "captcha"]`.
   */
  submitFeedback: SubmitFeedbackPayload;
  /**
   * Tags an image for the caller (PUT /tag/{name}); tagging again only changes whether it is private. Answers the
   * image with its tags. A bad name (empty, over 100 characters, ending in `:digits`) is a `userErrors` entry with
   * code TAG_INVALID and `field` `["name"]`; an unknown image is a NOT_FOUND error.
   */
  tagImage: TagImagePayload;
  /** Removes a finished import's records and restores the records it corrected (a user error while it runs). Audited. */
  undoImport: ImportJobPayload;
  /**
   * Unlocks an account locked after too many failed sign-ins, with the token of the mail sent when it locked
   * (`/unlock-account/{token}`). Single use; an unknown, used or expired token is an error with code TOKEN_INVALID.
   */
  unlockAccount: Scalars['Boolean']['output'];
  /** Removes the caller's tag from one image (DELETE /tag/{name}); answers the image with its tags. */
  untagImage: Image;
  /**
   * Changes an annotation; only its author or staff may (FORBIDDEN otherwise). The limits of `createAnnotation`
   * apply and are answered the same way, in `userErrors`.
   */
  updateAnnotation: UpdateAnnotationPayload;
  /** Updates which emails the member receives; input the service refuses is a user error (BAD_USER_INPUT). */
  updateCommunicationSettings: UpdateCommunicationSettingsPayload;
  /** Changes the memorial's title, description, type, privacy or war. */
  updateMemorial: UpdateMemorialPayload;
  /** Updates the public profile; a text too long (PROFILE_INVALID) is a user error naming its field. */
  updateProfile: UpdateProfilePayload;
  /** Changes a publication's editorial fields, audited; an access level change reaches every gateway within 5 s. */
  updatePublication: PublicationEditPayload;
  /** Replaces a member's staff roles (admin only); answers the roles now held. */
  updateRoles: Array<Scalars['String']['output']>;
  /**
   * Changes an upload's title, description and whether it is public (POST /upload-metadata/{id}); only its owner.
   * Title 1 to 256 characters, description at most 65,535: a text outside its limit is a `userErrors` entry with
   * code UPLOAD_INVALID, the spec's length message and `field` `["title"]` or `["description"]`.
   */
  updateUpload: UpdateUploadPayload;
  /**
   * Confirms a lapsed session by its password ("Verify your account"); the user stays the same.
   * Answers like `signIn`.
   */
  verifyAccount: SignInPayload;
  /** Confirms the email address with the emailed token. */
  verifyEmail: Session;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationAcceptRecordCorrectionArgs = {
  feedbackId: Scalars['Int']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationAddToGalleryArgs = {
  imageGlobalId?: InputMaybe<Scalars['ID']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationCancelImportArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationChangeMemorialElementsArgs = {
  changes?: InputMaybe<Array<MemorialElementChangeInput>>;
  deletions?: InputMaybe<Array<Scalars['ID']['input']>>;
  memorialGlobalId?: InputMaybe<Scalars['ID']['input']>;
  memorialId?: InputMaybe<Scalars['Int']['input']>;
  newElements?: InputMaybe<Array<MemorialElementInput>>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationChangePasswordArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
  username?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationChangeUsernameArgs = {
  username: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationCompleteTestCheckoutArgs = {
  cardNumber: Scalars['String']['input'];
  id: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationCorrectIndexRecordArgs = {
  input: CorrectIndexRecordInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationCreateAnnotationArgs = {
  input: CreateAnnotationInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationCreateImpersonationLinkArgs = {
  userId: Scalars['Int']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationCreateMemorialArgs = {
  input: CreateMemorialInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationCreateMemorialFromRecordArgs = {
  recordGlobalId?: InputMaybe<Scalars['ID']['input']>;
  recordId?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<MemorialType>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationCreatePublicationArgs = {
  input: PublicationEditInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationDeleteAnnotationArgs = {
  annotationGlobalId?: InputMaybe<Scalars['ID']['input']>;
  annotationId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationDeleteMemorialArgs = {
  globalId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationDeleteTagArgs = {
  name: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationDeleteUploadArgs = {
  imageGlobalId?: InputMaybe<Scalars['ID']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationDisconnectAppArgs = {
  clientId: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationDisconnectMemorialRecordArgs = {
  memorialGlobalId?: InputMaybe<Scalars['ID']['input']>;
  memorialId?: InputMaybe<Scalars['Int']['input']>;
  recordGlobalId?: InputMaybe<Scalars['ID']['input']>;
  recordId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationGrantCompArgs = {
  until: Scalars['DateTime']['input'];
  userId: Scalars['ID']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationImportFactsFromRecordArgs = {
  factIds?: InputMaybe<Array<Scalars['String']['input']>>;
  memorialGlobalId?: InputMaybe<Scalars['ID']['input']>;
  memorialId?: InputMaybe<Scalars['Int']['input']>;
  recordGlobalId?: InputMaybe<Scalars['ID']['input']>;
  recordId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationMoveImageArgs = {
  input: MoveImageInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationProposeRecordCorrectionArgs = {
  input: ProposeRecordCorrectionInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationRejectRecordCorrectionArgs = {
  feedbackId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationRemoveExternalLinkArgs = {
  userId: Scalars['Int']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationRemoveFromGalleryArgs = {
  imageGlobalId?: InputMaybe<Scalars['ID']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationRemoveTagArgs = {
  name: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationReorderMemorialElementsArgs = {
  elementIds: Array<Scalars['ID']['input']>;
  memorialGlobalId?: InputMaybe<Scalars['ID']['input']>;
  memorialId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationReplaceImageScanArgs = {
  input: ReplaceImageScanInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationRequestEmailChangeArgs = {
  newEmail: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationRequestPdfArgs = {
  brightness?: InputMaybe<Scalars['Int']['input']>;
  contrast?: InputMaybe<Scalars['Int']['input']>;
  crop?: InputMaybe<Scalars['String']['input']>;
  imageGlobalId?: InputMaybe<Scalars['ID']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  invert?: InputMaybe<Scalars['Boolean']['input']>;
  rotation?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationRetitleImageArgs = {
  input: RetitleImageInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationRotateImageArgs = {
  input: RotateImageInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationSetFeedbackStatusArgs = {
  id: Scalars['Int']['input'];
  status: FeedbackStatus;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationSetImageVisibilityArgs = {
  input: SetImageVisibilityInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationSignInArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationStartCheckoutArgs = {
  plan: PlanCode;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationStartFreeTrialArgs = {
  iid?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationStartImportArgs = {
  input: StartImportInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationSubmitFeedbackArgs = {
  input: FeedbackInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationTagImageArgs = {
  imageGlobalId?: InputMaybe<Scalars['ID']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  private?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationUndoImportArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationUnlockAccountArgs = {
  token: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationUntagImageArgs = {
  imageGlobalId?: InputMaybe<Scalars['ID']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationUpdateAnnotationArgs = {
  annotationGlobalId?: InputMaybe<Scalars['ID']['input']>;
  annotationId?: InputMaybe<Scalars['Int']['input']>;
  input: UpdateAnnotationInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationUpdateCommunicationSettingsArgs = {
  input: CommunicationSettingsInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationUpdateMemorialArgs = {
  globalId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  input: UpdateMemorialInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationUpdatePublicationArgs = {
  id: Scalars['Int']['input'];
  input: PublicationEditInput;
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationUpdateRolesArgs = {
  roles: Array<Scalars['String']['input']>;
  userId: Scalars['Int']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationUpdateUploadArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  imageGlobalId?: InputMaybe<Scalars['ID']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  title: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationVerifyAccountArgs = {
  password: Scalars['String']['input'];
};


/**
 * Every operation that changes state. Failures are GraphQL errors whose `extensions.code` and the HTTP status
 * follow the spec's catalogue (accounts spec §8): sign-in answers 401 for bad credentials, 401 with the
 * message "Password update required" when the password must be changed, 429 THROTTLED with the spec's lock
 * message while this login is locked at the caller's address (5 failures in 30 minutes) or the address is
 * (20), and 429 ACCOUNT_LOCKED once 50 failures in a day from anywhere have locked the account until its
 * emailed unlock link (`unlockAccount`) or a password reset opens it.
 */
export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

/** How a name is matched. */
export enum NameMatch {
  /** The name as written (prefixes allowed unless strict). */
  Exact = 'EXACT',
  /**
   * The name as written (prefixes allowed unless strict) and its sound-alikes (Soundex or Double Metaphone), with
   * the exact spellings ranked first under RELEVANCE: Kruger finds Kruger, then Krueger. The website's default.
   */
  ExactThenSoundsLike = 'EXACT_THEN_SOUNDS_LIKE',
  /** Same Double Metaphone code: Jon, John; Catherine, Kathryn. */
  Phonetic = 'PHONETIC',
  /** Same Soundex code: Smith, Smyth, Smythe. */
  Soundex = 'SOUNDEX',
  /** Soundex or Double Metaphone. */
  SoundsLike = 'SOUNDS_LIKE',
  /** `*` stands for any letters, `?` for one letter. */
  Wildcard = 'WILDCARD'
}

/**
 * Any object that can be fetched by its global id. Ids are the spec's content references,
 * `CONTENT_TYPE:objectId`, for example `IMAGE:1042`, `INDEX_RECORD:77` or `TITLE_COLLECTION:3`. An id is stable
 * and always names the same object of the same type, whoever asks.
 */
export type Node = {
  /** Global id of the form `CONTENT_TYPE:objectId`. */
  id: Scalars['ID']['output'];
};

/** An app registered with Muster's own OAuth server (docs/api.md "Signing in as an app"). */
export type OAuthApp = {
  __typename?: 'OAuthApp';
  /** The app's `client_id`. */
  clientId: Scalars['String']['output'];
  /** The name the consent screen shows members. */
  name: Scalars['String']['output'];
  /** True for a public client (a mobile or single-page app: PKCE, no secret). */
  public: Scalars['Boolean']['output'];
  /** Where the authorization server may send a member back; matched exactly. */
  redirectUris: Array<Scalars['String']['output']>;
  /** The scopes the app may ask for. */
  scopes: Array<Scalars['String']['output']>;
};

/** What find in page found on a page. */
export type PageFind = {
  __typename?: 'PageFind';
  /** The hits in reading order, at most `max` of them. */
  hits: Array<PageHit>;
  /** The text looked for, as given. */
  text: Scalars['String']['output'];
  /** How many hits the page holds. */
  total: Scalars['Int']['output'];
};

/** One place on a page where the text was found. */
export type PageHit = {
  __typename?: 'PageHit';
  /** The OCR words of the hit, in reading order (one for a single word, several for a phrase). */
  words: Array<WordBox>;
};

/**
 * Where a page of a connection stands (Relay's PageInfo). Every list that can grow is a connection: page forward
 * with `first` and `after` (the `endCursor` of the page before), backward with `last` and `before` (its
 * `startCursor`); `first` and `last` are 1 to 100.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last item of this page, for `after`; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether items follow this page: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items come before this page: ask again with `before: startCursor` and `last`. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first item of this page; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A date read from free text (content spec §5): a day, a month, a year, or a range of them. */
export type ParsedDate = {
  __typename?: 'ParsedDate';
  /** The end of a range (`1861-1865`, `April 1861 to May 1865`); null for a single date. A reversed range is swapped. */
  end?: Maybe<DateParts>;
  /** The earliest moment: always has a year (1400 to 2099). */
  start: DateParts;
};

/** A partner: an archive or society that provided publications (content spec §2.1 `/partner/{slug}`). */
export type Partner = Node & {
  __typename?: 'Partner';
  /** The banner behind the partner's name (an SVG data address, 1200 by 300). */
  backgroundUrl: Scalars['String']['output'];
  /** A paragraph about the partner. */
  description: Scalars['String']['output'];
  /** The partner's icon (an SVG data address, 120 by 120). */
  iconUrl: Scalars['String']['output'];
  /** `PARTNER:{partnerId}` */
  id: Scalars['ID']['output'];
  /** The partner's name. */
  name: Scalars['String']['output'];
  /** The partner's number in Muster; the `objectId` of its global id. */
  partnerId: Scalars['Int']['output'];
  /** Publications the partner provided, featured ones first. */
  publications: Array<Publication>;
  /** The partner's address name, the last part of `/partner/{slug}`. */
  slug: Scalars['String']['output'];
  /** The partner's own website, if it has one. */
  website?: Maybe<Scalars['String']['output']>;
};

/** Why the password service refused a password (accounts spec §5). */
export enum PasswordFailureReason {
  /** A common word or phrase. */
  Dictionary = 'DICTIONARY',
  /** Longer than the maximum. */
  Long = 'LONG',
  /** Has no digits. */
  NonNumeric = 'NON_NUMERIC',
  /** Has no letters or special characters. */
  Numbers = 'NUMBERS',
  /** Shorter than the minimum. */
  Short = 'SHORT'
}

/**
 * The rules a new password must meet (accounts spec §5), so a form can show the live checklist before it
 * asks the server. The server applies the same rules, then its dictionary check.
 */
export type PasswordPolicy = {
  __typename?: 'PasswordPolicy';
  /** Most characters (default 64). */
  maxLength: Scalars['Int']['output'];
  /** Fewest digits (default 1). */
  minDigits: Scalars['Int']['output'];
  /** Fewest characters (default 8). */
  minLength: Scalars['Int']['output'];
  /** Fewest letters; 0 when not asked. */
  minLetters: Scalars['Int']['output'];
  /** Fewest letters or special characters taken together (default 1). */
  minLettersOrSpecial: Scalars['Int']['output'];
  /** Fewest lowercase letters; 0 when not asked. */
  minLowercase: Scalars['Int']['output'];
  /** Fewest special characters; 0 when not asked. */
  minSpecial: Scalars['Int']['output'];
  /** Fewest uppercase letters; 0 when not asked. */
  minUppercase: Scalars['Int']['output'];
  /** The characters that count as special, `!@#$%^&*` by default. */
  specialCharacters: Scalars['String']['output'];
};

/** The remote password check (`POST /auth/validate-password`). */
export type PasswordValidation = {
  __typename?: 'PasswordValidation';
  /** Every rule the password breaks; empty when valid. */
  failureReasons: Array<PasswordFailureReason>;
  /** True when the password may be used. */
  isValid: Scalars['Boolean']['output'];
  /** The spec's message for each broken rule, in the order of `failureReasons`. */
  messages: Array<Scalars['String']['output']>;
};

/** The last 4 digits of the card paying for a subscription, when the payment provider told us. */
export type PaymentCard = {
  __typename?: 'PaymentCard';
  /** visa, mastercard, amex or card. */
  brand?: Maybe<Scalars['String']['output']>;
  /** The card number's last 4 digits. */
  last4: Scalars['String']['output'];
};

export { PaymentsMode };

/**
 * A PDF of one page as the viewer showed it (crop, rotation and adjustments applied), fitted to a US Letter page
 * with a citation line under it: the page's title, the publication, the page number, the page's address and the
 * date it was seen. PDFs are prepared in the background: ask with `requestPdf`, then read `pdfRequest` every
 * second or two until the state is READY.
 */
export type PdfRequest = {
  __typename?: 'PdfRequest';
  /**
   * Site-relative address of the PDF while READY (`/download/{id}?token=…`, spec §7.9), made for the caller and valid
   * for one hour; null in every other state. Access is checked again when it is fetched.
   */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** When the request and its PDF stop being available: an hour after `submitted`. */
  expires: Scalars['DateTime']['output'];
  /** Why the PDF could not be made, when FAILED; else null. */
  failure?: Maybe<Scalars['String']['output']>;
  /** The request's id (32 hexadecimal characters); also the last part of the download address. */
  id: Scalars['ID']['output'];
  /** The page the PDF shows. */
  imageId: Scalars['Int']['output'];
  /** Where the request is; see `PdfRequestState`. */
  state: PdfRequestState;
  /** When the PDF was asked for; the citation's date seen is this day (UTC). */
  submitted: Scalars['DateTime']['output'];
};

/**
 * Where a PDF request is (content spec §3.7 "PDF request state"). A request moves SUBMITTED → PROCESSING → READY,
 * or to FAILED; every request becomes EXPIRED an hour after it was submitted, and its PDF is deleted.
 */
export enum PdfRequestState {
  /** Past `expires`: the PDF is gone. Ask again. */
  Expired = 'EXPIRED',
  /** The PDF could not be made; `failure` says why. Ask again. */
  Failed = 'FAILED',
  /** The PDF is being made. */
  Processing = 'PROCESSING',
  /** The PDF can be downloaded from `downloadUrl`. */
  Ready = 'READY',
  /** Accepted and waiting its turn. */
  Submitted = 'SUBMITTED'
}

/** A proposal waiting on a record, in the record's admin view. */
export type PendingRecordCorrection = {
  __typename?: 'PendingRecordCorrection';
  /** The feedback entry that carries it (for accept and reject). */
  feedbackId: Scalars['Int']['output'];
  /** The field the member would change. */
  field: Scalars['String']['output'];
  /** The member's note. */
  note: Scalars['String']['output'];
  /** The member's username. */
  username?: Maybe<Scalars['String']['output']>;
  /** The value the member proposes. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A place from the place hierarchy. */
export type Place = {
  __typename?: 'Place';
  /** The whole hierarchy, most specific first, e.g. `Richmond, Virginia, United States`. */
  label: Scalars['String']['output'];
  /** The place's own name, e.g. `Richmond`. */
  name: Scalars['String']['output'];
};

/** A plan offered on /choose-a-plan, with its price from the site's configuration. */
export type Plan = {
  __typename?: 'Plan';
  /**
   * The account status the plan gives: monthly-subscriber, annual-subscriber or bundle (accounts spec §4).
   * @deprecated Use `status`, the same value as an AccountStatus enum.
   */
  accountStatus: Scalars['String']['output'];
  /** Price of one term in US cents (7995 is $79.95). */
  amountCents: Scalars['Int']['output'];
  /** Which plan it is; pass it to `startCheckout`. */
  code: PlanCode;
  /** How often the plan is billed. */
  interval: PlanInterval;
  /** e.g. "Premium Annual". */
  name: Scalars['String']['output'];
  /** The account status the plan gives: MONTHLY_SUBSCRIBER, ANNUAL_SUBSCRIBER or BUNDLE. */
  status: AccountStatus;
};

export { PlanCode };

export { PlanInterval };

/** What a member shows the public on `/profile/{username}`. */
export type Profile = {
  __typename?: 'Profile';
  /** A few sentences about the member's research; may be empty. */
  about: Scalars['String']['output'];
  /** The name the member chose to show; may be empty. */
  displayName: Scalars['String']['output'];
  /** When the account was created. */
  joinDate: Scalars['DateTime']['output'];
  /** Where the member lives or researches from; may be empty. */
  location: Scalars['String']['output'];
  /** Site-relative address of the profile photo at the given square size, or null without a photo. */
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** The member's username; the last part of `/profile/{username}`. */
  username: Scalars['String']['output'];
};


/** What a member shows the public on `/profile/{username}`. */
export type ProfilePhotoUrlArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** The public profile fields to change; a field left out stays as it is. */
export type ProfileInput = {
  /** A few sentences about the member's research, at most 2000 characters (trimmed); empty clears it. */
  about?: InputMaybe<Scalars['String']['input']>;
  /** The name to show, at most 50 characters (trimmed); empty clears it. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** Where the member lives or researches from, at most 100 characters (trimmed); empty clears it. */
  location?: InputMaybe<Scalars['String']['input']>;
};

/** A member's proposed correction of a record's name or date. */
export type ProposeRecordCorrectionInput = {
  /** givenName, middleName, surname, nameSuffix, birthDate, enlistmentDate, dischargeDate, deathDate or burialDate. */
  field: Scalars['String']['input'];
  /** Why, for staff (at most 1,000 characters). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The record's number; the member must be able to view it. */
  recordId: Scalars['Int']['input'];
  /** The value the member reads on the scan. */
  value: Scalars['String']['input'];
};

/** What a proposal answers: only what the member sent, now waiting for staff. */
export type ProposeRecordCorrectionPayload = {
  __typename?: 'ProposeRecordCorrectionPayload';
  /** The proposal; null when refused. */
  proposal?: Maybe<CorrectionProposal>;
  /** Why it was refused: FIELD_UNKNOWN, VALUE_INVALID. */
  userErrors: Array<UserError>;
};

/** A published title: a set of rolls of scanned records (content spec §3.5). */
export type Publication = Node & {
  __typename?: 'Publication';
  /** Who may see the publication's images and records. */
  accessLevel: AccessLevel;
  /** Members may add annotations to the publication's pages. */
  allowAnnotations: Scalars['Boolean']['output'];
  /** The page's scan may be downloaded as a JPEG. */
  allowDownload: Scalars['Boolean']['output'];
  /** A page may be taken as a PDF with its citation line (the spec's allowDownloadDoc). */
  allowDownloadDoc: Scalars['Boolean']['output'];
  /** The page's scan may be printed. */
  allowPrint: Scalars['Boolean']['output'];
  /** Labels of the browse levels general.title.browse.1…7 for this publication. */
  browseLabels: Array<Scalars['String']['output']>;
  /** The war the records belong to. */
  conflict: Scalars['String']['output'];
  /** Publication Type, e.g. Service Records. */
  contentType: Scalars['String']['output'];
  /** Record Type, e.g. Draft Registration Cards. */
  docType: Scalars['String']['output'];
  /** Chosen to be shown first; featured publications lead `publications`. */
  featured: Scalars['Boolean']['output'];
  /** The publication can be browsed level by level (see `browseLabels`). */
  hasBrowse: Scalars['Boolean']['output'];
  /** The pages carry text read from the scans (OCR), so their words can be searched and found in the page. */
  hasOcr: Scalars['Boolean']['output'];
  /** `PUBLICATION:{publicationId}` */
  id: Scalars['ID']['output'];
  /** How many pages the publication holds, counting no member's private uploads. */
  imageCount: Scalars['Int']['output'];
  /** Marked as newly added to Muster. */
  isNew: Scalars['Boolean']['output'];
  /** When the publication's contents last changed. */
  lastUpdated: Scalars['DateTime']['output'];
  /** A paragraph about the publication, for its own page. */
  mediumDescription: Scalars['String']['output'];
  /** The archive or partner that provided the records. */
  provider: Scalars['String']['output'];
  /** The publication's number in Muster; the `objectId` of its global id. */
  publicationId: Scalars['Int']['output'];
  /** How many index records point into the publication. */
  recordCount: Scalars['Int']['output'];
  /** How many rolls (files of scanned pages) the publication holds. */
  rollCount: Scalars['Int']['output'];
  /** A sentence or two about the publication, for cards and lists. */
  shortDescription: Scalars['String']['output'];
  /** A shorter title for lists and breadcrumbs. */
  shortTitle: Scalars['String']['output'];
  /** URL slug made from the title. */
  slug: Scalars['String']['output'];
  /** A representative scan of the publication. */
  thumbnail?: Maybe<Thumbnail>;
  /** The full title. */
  title: Scalars['String']['output'];
};


/** A published title: a set of rolls of scanned records (content spec §3.5). */
export type PublicationThumbnailArgs = {
  height?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** A creation or edit of a publication by staff (GET /publication/event/{id}). */
export type PublicationChange = {
  __typename?: 'PublicationChange';
  /** The fields that changed. */
  changes: Array<PublicationFieldChange>;
  /** When. */
  created: Scalars['DateTime']['output'];
  /** CREATED or EDITED. */
  kind: Scalars['String']['output'];
  /** The staff member's user id. */
  staffId?: Maybe<Scalars['Int']['output']>;
};

/**
 * The editorial fields to change; fields left out keep their value. `coverImageId` and `percentCompleteOverride`
 * are cleared by null. For `createPublication`, `title` and `provider` are required.
 */
export type PublicationEditInput = {
  /** Members may annotate. */
  allowAnnotations?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pages may be downloaded as JPEG. */
  allowDownload?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pages may be taken as a PDF. */
  allowDownloadDoc?: InputMaybe<Scalars['Boolean']['input']>;
  /** Imports may add to it. */
  allowImports?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pages may be printed. */
  allowPrint?: InputMaybe<Scalars['Boolean']['input']>;
  /** Up to 7 browse level names (1–60 characters each). */
  browseLabels?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Set or clear the out-of-date warning. */
  browseOutOfDate?: InputMaybe<Scalars['Boolean']['input']>;
  /** The level staff choose. */
  configuredAccessLevel?: InputMaybe<AccessLevel>;
  /** A page of the publication, or null for its first page. */
  coverImageId?: InputMaybe<Scalars['Int']['input']>;
  /** Shown first. */
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /** Browsable level by level. */
  hasBrowse?: InputMaybe<Scalars['Boolean']['input']>;
  /** Marked as new. */
  isNew?: InputMaybe<Scalars['Boolean']['input']>;
  /** The greatest level. */
  maximumAccessLevel?: InputMaybe<AccessLevel>;
  /** The medium description (up to 4000 characters). */
  mediumDescription?: InputMaybe<Scalars['String']['input']>;
  /** The least level. */
  minimumAccessLevel?: InputMaybe<AccessLevel>;
  /** 0–100. */
  percentComplete?: InputMaybe<Scalars['Int']['input']>;
  /** 0–100, or null for none. */
  percentCompleteOverride?: InputMaybe<Scalars['Int']['input']>;
  /** One of the content providers (`contentProviders`). */
  provider?: InputMaybe<Scalars['String']['input']>;
  /** Up to 6 pages of the publication. */
  sampleImageIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The short description (up to 500 characters). */
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  /** The short title (1–200 characters). */
  shortTitle?: InputMaybe<Scalars['String']['input']>;
  /** The full title (1–200 characters). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of `updatePublication` and `createPublication`. */
export type PublicationEditPayload = {
  __typename?: 'PublicationEditPayload';
  /** The publication as it is now; null when the input was refused. */
  editor?: Maybe<PublicationEditor>;
  /**
   * Why the input was refused, by field (`["input", "minimumAccessLevel"]`): PUBLICATION_FIELD_UNKNOWN,
   * PUBLICATION_VALUE_INVALID, PUBLICATION_ACCESS_RANGE, PUBLICATION_PERCENT_RANGE, PUBLICATION_PROVIDER_UNKNOWN or
   * PUBLICATION_IMAGE_INVALID. Nothing is changed when there is one.
   */
  userErrors: Array<UserError>;
};

/** The editorial fields of a publication as they are now (content spec §3.5). */
export type PublicationEditValues = {
  __typename?: 'PublicationEditValues';
  /** Members may annotate the pages. */
  allowAnnotations: Scalars['Boolean']['output'];
  /** Pages may be downloaded as JPEG. */
  allowDownload: Scalars['Boolean']['output'];
  /** Pages may be taken as a PDF with their citation. */
  allowDownloadDoc: Scalars['Boolean']['output'];
  /** Imports may add records and scans to the publication. */
  allowImports: Scalars['Boolean']['output'];
  /** Pages may be printed. */
  allowPrint: Scalars['Boolean']['output'];
  /** Names of the browse levels, top first. */
  browseLabels: Array<Scalars['String']['output']>;
  /** The browse levels need rebuilding (a warning until cleared). */
  browseOutOfDate: Scalars['Boolean']['output'];
  /** The level staff chose; the publication is guarded by it clamped to [minimum, maximum]. */
  configuredAccessLevel: AccessLevel;
  /** The page shown as the publication's cover; null for its first page. */
  coverImageId?: Maybe<Scalars['Int']['output']>;
  /** Shown first. */
  featured: Scalars['Boolean']['output'];
  /** The publication can be browsed level by level. */
  hasBrowse: Scalars['Boolean']['output'];
  /** Marked as new. */
  isNew: Scalars['Boolean']['output'];
  /** The greatest level the publication may have. */
  maximumAccessLevel: AccessLevel;
  /** The medium description, for the publication's page. */
  mediumDescription: Scalars['String']['output'];
  /** The least level the publication may have. */
  minimumAccessLevel: AccessLevel;
  /** How complete the publication is, 0–100. */
  percentComplete: Scalars['Int']['output'];
  /** A percentage shown instead of `percentComplete`; null for none. */
  percentCompleteOverride?: Maybe<Scalars['Int']['output']>;
  /** The content provider. */
  provider: Scalars['String']['output'];
  /** Pages shown as samples. */
  sampleImageIds: Array<Scalars['Int']['output']>;
  /** The short description, for cards and lists. */
  shortDescription: Scalars['String']['output'];
  /** The short title. */
  shortTitle: Scalars['String']['output'];
  /** The full title. */
  title: Scalars['String']['output'];
};

/** Everything the publication admin page shows of one publication. */
export type PublicationEditor = {
  __typename?: 'PublicationEditor';
  /** The level that guards the publication now: the configured one clamped to [minimum, maximum]. */
  effectiveAccessLevel: AccessLevel;
  /** The fields staff may change, in the page's order. */
  fields: Array<EditableField>;
  /** When staff last changed it; null if never. */
  lastModification?: Maybe<Scalars['DateTime']['output']>;
  /** The publication's id. */
  publicationId: Scalars['Int']['output'];
  /** The last 20 changes, newest first. */
  recentChanges: Array<PublicationChange>;
  /** Their current values. */
  values: PublicationEditValues;
  /** What staff should look at. */
  warnings: Array<PublicationWarning>;
};

/** One change of a field, with its value before and after (JSON text). */
export type PublicationFieldChange = {
  __typename?: 'PublicationFieldChange';
  /** The field's name. */
  field: Scalars['String']['output'];
  /** The value before, as JSON; null for a new publication. */
  from?: Maybe<Scalars['String']['output']>;
  /** The value after, as JSON. */
  to?: Maybe<Scalars['String']['output']>;
};

/** Something staff should look at on a publication (GET /publication/warnings). */
export type PublicationWarning = {
  __typename?: 'PublicationWarning';
  /** BROWSE_OUT_OF_DATE, ACCESS_CLAMPED, NO_COVER_IMAGE or INCOMPLETE. */
  code: Scalars['String']['output'];
  /** What is wrong, for staff. */
  message: Scalars['String']['output'];
  /** The publication concerned. */
  publicationId: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The caller's own account; null when signed out. */
  account?: Maybe<Account>;
  /**
   * API keys, newest first (at most 200): of one partner account when `ownerId` is given, revoked ones only with
   * `includeRevoked`. Staff with the api-keys ability; FORBIDDEN otherwise.
   */
  apiKeys: Array<ApiKey>;
  /** A battle by id. Pass `globalId` (`BATTLE:…`); one of `globalId` and `id` is required. */
  battle?: Maybe<Battle>;
  /** The beta banner's data, cached for a minute (accounts spec §9). */
  betaBanner: BetaBanner;
  /** One browse column: the values of one facet under the current query (content §7.3). */
  browseFacet: Facet;
  /** Browse level labels of a publication. */
  browseLevels?: Maybe<BrowseLevels>;
  /** A fresh captcha challenge for a form's action (`feedback` for the feedback form). */
  captchaChallenge: CaptchaChallenge;
  /** A company by id. Pass `globalId` (`COMPANY:…`); one of `globalId` and `id` is required. */
  company?: Maybe<Company>;
  /**
   * The apps the caller let act for them, first connected first (account settings, "Connected apps"). Signed-in
   * members only: UNAUTHENTICATED for visitors. A list bounded by the registered apps, so not a connection.
   */
  connectedApps: Array<ConnectedApp>;
  /** The content providers a publication may name, for staff with the publications ability. */
  contentProviders: Array<Scalars['String']['output']>;
  /**
   * Whether an email address is well formed and not yet registered (`GET /auth/validate-email`). Limited per
   * client address like `usernameAvailable`: beyond, an error with code RATE_LIMITED (HTTP 429).
   */
  emailAvailable: Scalars['Boolean']['output'];
  /**
   * The search page with no query: every facet's counts, from the cache service (five minutes). The same for
   * everybody, so counted as a visitor sees the records.
   */
  emptySearch: SearchResults;
  /** Every facet type with its label: the values `SearchFilterInput.type` and `FacetRequestInput.type` take. */
  facetTypes: Array<FacetTypeInfo>;
  /** Stored feedback, newest first. Staff only (a user with at least one role); FORBIDDEN otherwise. */
  feedbackEntries: FeedbackEntryConnection;
  /** A file (browse leaf) by id: pass `globalId` (`FILE:…`). One of `globalId` and `id` is required. */
  file?: Maybe<File>;
  /** Length of the free trial in days. */
  freeTrialDays: Scalars['Int']['output'];
  /** The caller's gallery (/gallery), most recently added first. Signed-in members only. */
  gallery: GalleryImageConnection;
  /**
   * The U.S. Honor Wall: honor images of public memorials, by title, optionally of one war and matching a
   * search text (in the honored person's name). A connection that walks the whole wall; `offset` serves the
   * website's numbered pages.
   */
  honorWall: HonorWall;
  /** A scanned page by id: pass `globalId` (`IMAGE:…`). One of `globalId` and `id` is required. */
  image?: Maybe<Image>;
  /** One import with its live progress; null when there is none. Staff with the imports ability; FORBIDDEN otherwise. */
  importJob?: Maybe<ImportJob>;
  /** Imports, newest first; of one publication when `publicationId` is given. Staff with the imports ability; FORBIDDEN otherwise. */
  importJobs: ImportJobConnection;
  /**
   * The facts of an index record that can be copied onto a memorial the caller may edit (content spec §7.1
   * `GET import-facts/{memorialId}/{recordId}`). FORBIDDEN for a memorial the caller may not edit.
   */
  importableFacts: Array<ImportableFact>;
  /** An index record by id: pass `globalId` (`INDEX_RECORD:…`). One of `globalId` and `id` is required. */
  indexRecord?: Maybe<IndexRecord>;
  /** Any index record whole, whatever its access level, with its history and waiting proposals. Staff with the corrections ability; null when there is no such record. */
  indexRecordAdmin?: Maybe<IndexRecordAdmin>;
  /** A memorial by id; null when it does not exist or is somebody else's private memorial. Pass `globalId` (`STORY_PAGE:…`); one of `globalId` and `id` is required. */
  memorial?: Maybe<Memorial>;
  /**
   * A military unit by id (`/unit/{id}`): the regiment, battery or squadron with that id. Pass `globalId`
   * (`MILITARY_UNIT:…` or `REGIMENT:…`); one of `globalId` and `id` is required.
   */
  militaryUnit?: Maybe<Regiment>;
  /**
   * Your Memorials: the signed-in member's memorials (public and private), last modified first. Visitors get
   * an UNAUTHENTICATED error.
   */
  myMemorials: MemorialConnection;
  /** The caller's tag names with how many of their images carry each, by name. Signed-in members only. */
  myTags: TagCountConnection;
  /**
   * The caller's uploads, newest first. A file is uploaded outside GraphQL: `POST /gallery/upload?filename=…` on the
   * site's origin with the session cookie and the file itself as the body (JPEG, PNG, WebP or TIFF, at most 25 MB);
   * it answers 201 with the new image's `imageId`, private until `updateUpload` makes it public.
   */
  myUploads: UploadConnection;
  /**
   * Fetches any object by its global id (`CONTENT_TYPE:objectId`) as its own type; null when it does not exist
   * (or is a private memorial of another member). An object the caller may not view (a record, page, file or
   * region of a publication above the caller's access) is still its own type: its protected fields answer null
   * and its `access` field says what would open it. A malformed id fails with `BAD_USER_INPUT`.
   */
  node?: Maybe<Node>;
  /**
   * Fetches up to 100 objects by their global ids, as `node` does each one, in the order asked (null where
   * `node` would answer null). More than 100 ids, or a malformed one, fails with `BAD_USER_INPUT`.
   */
  nodes: Array<Maybe<Node>>;
  /**
   * The apps registered with Muster's OAuth server (the OAUTH_CLIENTS setting). Staff only: UNAUTHENTICATED for
   * visitors, FORBIDDEN for members without a role.
   */
  oauthApps: Array<OAuthApp>;
  /** A partner by slug. */
  partner?: Maybe<Partner>;
  /** Every partner, by name. */
  partners: Array<Partner>;
  /** The password rules the server applies (live checklist of the change-password form). */
  passwordPolicy: PasswordPolicy;
  /** Whether plans can be bought here and whether money moves; OFF means no checkout (the plans page says so). */
  paymentsMode: PaymentsMode;
  /** True when payments are simulated: `paymentsMode` is TEST. */
  paymentsTestMode: Scalars['Boolean']['output'];
  /**
   * A PDF request of the caller, as it is now; null for an id the caller did not ask for (or long expired).
   * BAD_USER_INPUT for a malformed id.
   */
  pdfRequest?: Maybe<PdfRequest>;
  /** The plans on /choose-a-plan. */
  plans: Array<Plan>;
  /** A member's public profile by username; null when no such member. */
  profile?: Maybe<Profile>;
  /** A publication by id. Pass `globalId` (`PUBLICATION:…`); one of `globalId` and `id` is required. */
  publication?: Maybe<Publication>;
  /** A publication's editorial fields for staff with the publications ability; null when there is no such publication. */
  publicationEditor?: Maybe<PublicationEditor>;
  /** Warnings of every publication (or of `ids`), for staff with the publications ability. */
  publicationWarnings: Array<PublicationWarning>;
  /** Every publication, featured ones first, then by title. */
  publications: Array<Publication>;
  /** The images the caller tagged, most recently tagged first, with any name (/gallery/recent). */
  recentlyTagged: GalleryImageConnection;
  /** A regiment, battery or squadron by id. Pass `globalId` (`REGIMENT:…`); one of `globalId` and `id` is required. */
  regiment?: Maybe<Regiment>;
  /**
   * Searches records, images, memorials, regiments and battles: a connection of hits with the facets of the
   * whole result set. Page with `first` and `after` to walk every hit (past 10,000), or with `offset` and `first`
   * for a numbered pager (`offset + first` at most 10,000, TOO_LARGE beyond). Fails with BAD_USER_INPUT for a
   * `first` outside 1–100, a cursor of another query, or a query over an input limit or naming an unknown type,
   * and with SEARCH_TIMEOUT when the search ran past its time limit.
   */
  search: SearchResults;
  /**
   * Every searchable field with its label and the match kinds it allows: the values `FieldedKeywordInput.type` takes.
   * Each one listed searches (a test asks for each).
   */
  searchFields: Array<SearchFieldInfo>;
  /**
   * The caller's session: who is signed in (from the cookie, or the member of an app's OAuth access token),
   * and through which institution.
   */
  session: Session;
  /** Record and member counts (kept 5 minutes). */
  siteCounts: SiteCounts;
  /** The caller's staff roles; null for visitors and members without a role. */
  staff?: Maybe<Staff>;
  /** Members whose username or email contains `search`, or whose id it is (at most 25). Staff with the users ability. */
  staffUsers: Array<StaffUser>;
  /**
   * A sub-image (a region of a page holding one record) by id: the viewer's `/image?rec={id}` address. Pass
   * `globalId` (`SUB_IMAGE:…`); one of `globalId` and `id` is required.
   */
  subImage?: Maybe<SubImage>;
  /** The signed-in caller's membership; null for visitors. */
  subscription?: Maybe<Membership>;
  /** Up to 10 completions of what the user has typed (names, places or dates). */
  suggest: Array<Suggestion>;
  /** Every tag name in use with its count, most used first, a page at a time. Staff with the tags ability. */
  tagNames: TagNameCountConnection;
  /**
   * Tag names starting with `prefix` (any case) among everyone's public tags and the caller's own, most used
   * first; at most 10. For autocomplete as the member types (GET /tag-counts?prefix).
   */
  tagSuggestions: Array<TagCount>;
  /**
   * The images the caller tagged with `name`, most recently tagged first (/gallery/tags/{name}; Bookmarks is the
   * private tag `bookmarks`). Signed-in members only.
   */
  taggedImages: GalleryImageConnection;
  /** The caller's own pending test-mode checkout. */
  testCheckout?: Maybe<TestCheckout>;
  /** A title collection by slug, e.g. `us-civil-war`. */
  titleCollection?: Maybe<TitleCollection>;
  /** Title collections in display order, of one kind or all. */
  titleCollections: Array<TitleCollection>;
  /**
   * Whether a username may be taken (`GET /user/username-available`). Limited per client address with
   * `emailAvailable` and `register` (30 per 10 minutes): beyond, an error with code RATE_LIMITED (HTTP 429).
   */
  usernameAvailable: Scalars['Boolean']['output'];
  /** Checks a candidate password against the rules and the common-password list, without storing anything. */
  validatePassword: PasswordValidation;
};


export type QueryApiKeysArgs = {
  includeRevoked?: InputMaybe<Scalars['Boolean']['input']>;
  ownerId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBattleArgs = {
  globalId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBrowseFacetArgs = {
  facet: FacetRequestInput;
  query: SearchQueryInput;
};


export type QueryBrowseLevelsArgs = {
  publicationGlobalId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCaptchaChallengeArgs = {
  action?: Scalars['String']['input'];
};


export type QueryCompanyArgs = {
  globalId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEmailAvailableArgs = {
  email: Scalars['String']['input'];
};


export type QueryFeedbackEntriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFileArgs = {
  globalId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGalleryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHonorWallArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  conflict?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};


export type QueryImageArgs = {
  globalId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryImportJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryImportJobsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  publicationId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryImportableFactsArgs = {
  memorialGlobalId?: InputMaybe<Scalars['ID']['input']>;
  memorialId?: InputMaybe<Scalars['Int']['input']>;
  recordGlobalId?: InputMaybe<Scalars['ID']['input']>;
  recordId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIndexRecordArgs = {
  globalId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIndexRecordAdminArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMemorialArgs = {
  globalId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMilitaryUnitArgs = {
  globalId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyMemorialsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyTagsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyUploadsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryPartnerArgs = {
  slug: Scalars['String']['input'];
};


export type QueryPdfRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProfileArgs = {
  username: Scalars['String']['input'];
};


export type QueryPublicationArgs = {
  globalId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPublicationEditorArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPublicationWarningsArgs = {
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
};


export type QueryRecentlyTaggedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRegimentArgs = {
  globalId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query: SearchQueryInput;
};


export type QueryStaffUsersArgs = {
  search: Scalars['String']['input'];
};


export type QuerySubImageArgs = {
  globalId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySuggestArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  prefix: Scalars['String']['input'];
  type: SuggestionType;
};


export type QueryTagNamesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTagSuggestionsArgs = {
  prefix: Scalars['String']['input'];
};


export type QueryTaggedImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
};


export type QueryTestCheckoutArgs = {
  id: Scalars['String']['input'];
};


export type QueryTitleCollectionArgs = {
  slug: Scalars['String']['input'];
};


export type QueryTitleCollectionsArgs = {
  kind?: InputMaybe<TitleCollectionKind>;
};


export type QueryUsernameAvailableArgs = {
  username: Scalars['String']['input'];
};


export type QueryValidatePasswordArgs = {
  password: Scalars['String']['input'];
};

/** One staff change of one field of a record: who changed what and when. */
export type RecordCorrection = {
  __typename?: 'RecordCorrection';
  /** When it was made. */
  created: Scalars['DateTime']['output'];
  /** The field changed. */
  field: Scalars['String']['output'];
  /** The correction's number. */
  id: Scalars['Int']['output'];
  /** The value after; null when it was cleared. */
  newValue?: Maybe<Scalars['String']['output']>;
  /** The value before; null when there was none. */
  oldValue?: Maybe<Scalars['String']['output']>;
  /** The member's proposal (a feedback id) it accepted, if any. */
  proposalId?: Maybe<Scalars['Int']['output']>;
  /** The staff member's user id. */
  staffId: Scalars['Int']['output'];
  /** The staff member's username; null when the account is gone. */
  staffUsername?: Maybe<Scalars['String']['output']>;
  /** How firmly it holds. */
  stickiness: Stickiness;
};

/** A crop or position rectangle in pixels of the pictured image. */
export type Rect = {
  __typename?: 'Rect';
  /** Height in pixels. */
  h: Scalars['Int']['output'];
  /** Width in pixels. */
  w: Scalars['Int']['output'];
  /** Left edge, in pixels from the picture's left. */
  x: Scalars['Int']['output'];
  /** Top edge, in pixels from the picture's top. */
  y: Scalars['Int']['output'];
};

/** A crop rectangle in pixels of the pictured image; w and h at least 1. */
export type RectInput = {
  /** Height in pixels, at least 1. */
  h: Scalars['Int']['input'];
  /** Width in pixels, at least 1. */
  w: Scalars['Int']['input'];
  /** Left edge, in pixels from the picture's left. */
  x: Scalars['Int']['input'];
  /** Top edge, in pixels from the picture's top. */
  y: Scalars['Int']['input'];
};

/**
 * A regiment, battery or squadron (content spec §3.7). These are the regiment-level military units: a
 * `MILITARY_UNIT` id is a regiment id, so `MILITARY_UNIT:12` and `REGIMENT:12` name the same unit.
 */
export type Regiment = Node & {
  __typename?: 'Regiment';
  /** Other names the records write the unit under, most used first. */
  aliases: Array<Scalars['String']['output']>;
  /** Battles the unit fought in, in date order. */
  battles: Array<Battle>;
  /** Army, Navy, Marine Corps, … */
  branch: Scalars['String']['output'];
  /** Kinds of unit under this one (`COMPANY` when it has companies). */
  childUnitTypes: Array<Scalars['String']['output']>;
  /** The unit's companies, by letter. */
  companies: Array<Company>;
  /** The war the unit served in. */
  conflict: Scalars['String']['output'];
  /** When the unit was mustered out. */
  endDate?: Maybe<Scalars['PartialDate']['output']>;
  /** Where the unit was mustered out. */
  endPlace?: Maybe<Scalars['String']['output']>;
  /** Organised, each battle, mustered out: in date order. */
  events: Array<UnitEvent>;
  /** A short history. */
  history: Scalars['String']['output'];
  /** `REGIMENT:{regimentId}` */
  id: Scalars['ID']['output'];
  /** A few scanned pages naming the unit's soldiers. */
  images: Array<Image>;
  /** Commanding officers, as written (`Col. Joshua L. Chamberlain`). */
  leaders: Array<Scalars['String']['output']>;
  /** Memorials made from the soldiers' records or linking to the unit's page, newest first. */
  memorials: MemorialConnection;
  /** The full name, e.g. `20th Maine Volunteer Infantry`. */
  name: Scalars['String']['output'];
  /** Names the unit was known by, e.g. `The Harvard Regiment`. */
  nicknames: Array<Scalars['String']['output']>;
  /** The unit's home place in the place hierarchy. */
  place?: Maybe<Place>;
  /** Provider of the publication that holds most of the unit's records. */
  provider?: Maybe<Scalars['String']['output']>;
  /** The index records of the unit's soldiers, alphabetical by name. */
  records: IndexRecordConnection;
  /** The unit's number in Muster; also its `MILITARY_UNIT` id. */
  regimentId: Scalars['Int']['output'];
  /** Union, Confederate, United States, … */
  side: Scalars['String']['output'];
  /** When the unit was organised. */
  startDate?: Maybe<Scalars['PartialDate']['output']>;
  /** Where the unit was organised. */
  startPlace?: Maybe<Scalars['String']['output']>;
  /** The state that raised the unit, as written. */
  state?: Maybe<Scalars['String']['output']>;
  /** REGIMENT, BATTERY or SQUADRON. */
  subType: Scalars['String']['output'];
  /** The content types the unit is: `MILITARY_UNIT` and its sub-type. */
  types: Array<Scalars['String']['output']>;
  /** Facts computed from the index records of the unit's soldiers. */
  unitFacts: UnitFacts;
};


/**
 * A regiment, battery or squadron (content spec §3.7). These are the regiment-level military units: a
 * `MILITARY_UNIT` id is a regiment id, so `MILITARY_UNIT:12` and `REGIMENT:12` name the same unit.
 */
export type RegimentMemorialsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A regiment, battery or squadron (content spec §3.7). These are the regiment-level military units: a
 * `MILITARY_UNIT` id is a regiment id, so `MILITARY_UNIT:12` and `REGIMENT:12` name the same unit.
 */
export type RegimentRecordsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** A new Basic account (the registration form, accounts spec §5). */
export type RegisterInput = {
  /** The email address; must be well formed and not yet registered (`emailAvailable`). */
  email: Scalars['String']['input'];
  /** The registration form's "How did you hear about us?" answer. */
  howDidYouHearAboutUs?: InputMaybe<Scalars['String']['input']>;
  /** The password; must meet `passwordPolicy` and pass the common-password check. */
  password: Scalars['String']['input'];
  /** Optional; derived from the email when empty, and made unique. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** What `register` answers: the new member's session, or why the registration form's input was refused. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** The session, signed in as the new member; null when `userErrors` is not empty. */
  session?: Maybe<Session>;
  /** Validation failures of the input, each naming its field (`["input", "email"]`…); empty when registered. */
  userErrors: Array<UserError>;
};

/** What rejecting a proposal answers. */
export type RejectRecordCorrectionPayload = {
  __typename?: 'RejectRecordCorrectionPayload';
  /** The proposal, now REJECTED; null when refused. */
  proposal?: Maybe<CorrectionProposal>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** Replaces a page's scan with an image sent in the request, for files within the GraphQL body limit (1 MB). */
export type ReplaceImageScanInput = {
  /** The page, by global id. */
  imageGlobalId: Scalars['ID']['input'];
  /**
   * The new scan's bytes in base64 (a `data:image/…;base64,` prefix is allowed); JPEG, PNG, WebP or TIFF, the type
   * read from the bytes. Larger files go to `POST /staff/images/{imageId}/scan` as the body.
   */
  scanBase64: Scalars['String']['input'];
};

/** What `requestEmailChange` answers. */
export type RequestEmailChangePayload = {
  __typename?: 'RequestEmailChangePayload';
  /** The account with the new address in `pendingEmail`; null when `userErrors` is not empty. */
  account?: Maybe<Account>;
  /** Validation failures of the new address (on `["newEmail"]`); empty when the confirmation was sent. */
  userErrors: Array<UserError>;
};

/** What `requestPasswordReset` answers. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True once the request is taken, whether or not the address is a member's; null when `userErrors` is not empty. */
  requested?: Maybe<Scalars['Boolean']['output']>;
  /** Validation failures of the input (a malformed address, on `["email"]`); empty when the request was taken. */
  userErrors: Array<UserError>;
};

/** What `resetPassword` answers. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** True when the new password is set (the member then signs in with it); null when `userErrors` is not empty. */
  passwordReset?: Maybe<Scalars['Boolean']['output']>;
  /** Validation failures of the token or the new password, each naming its argument; empty when the password was set. */
  userErrors: Array<UserError>;
};

/** Gives a page a new title. */
export type RetitleImageInput = {
  /** The page, by global id. */
  imageGlobalId: Scalars['ID']['input'];
  /** The new short title; the title when omitted. */
  shortTitle?: InputMaybe<Scalars['String']['input']>;
  /** The new title (1–256 characters, not only spaces). */
  title: Scalars['String']['input'];
};

/** A roll of film or box of papers within a publication. */
export type Roll = {
  __typename?: 'Roll';
  /** Browse values from general.title.browse.1 downwards. */
  browsePath: Array<Scalars['String']['output']>;
  /** The roll's own title, e.g. `Massachusetts - 20th Infantry - Company A`; also its file's title. */
  literalTitle: Scalars['String']['output'];
  /** The roll's full name. */
  name: Scalars['String']['output'];
  /** The roll's number in Muster; also its `File.fileId`. */
  rollId: Scalars['Int']['output'];
};

/** Turns a page's scan for good. */
export type RotateImageInput = {
  /** Clockwise quarter turn: 90, 180 or 270. */
  degrees: Scalars['Int']['input'];
  /** The page, by global id (e.g. `IMAGE:1042`). */
  imageGlobalId: Scalars['ID']['input'];
};

export { SearchField };

/** A searchable field, what the website calls it, and how its words can match. */
export type SearchFieldInfo = {
  __typename?: 'SearchFieldInfo';
  /** The enum value to pass in `fieldedKeywords`. */
  field: SearchField;
  /** The label the website gives it, e.g. Last name. */
  label: Scalars['String']['output'];
  /** The kinds of match a hit can make on this field (`HitMatch.kind`). */
  matchKinds: Array<MatchKind>;
  /** The values `FieldedKeywordInput.match` takes for this field; empty where `match` does not apply. */
  nameMatches: Array<NameMatch>;
  /** The spec's name of the field, as `HitMatch.field` reports it (e.g. `full-name.surname`). */
  specType: Scalars['String']['output'];
  /** Whether `FieldedKeywordInput.yearRange` widens this field's years. */
  takesYearRange: Scalars['Boolean']['output'];
};

/** A facet filter. */
export type SearchFilterInput = {
  /** Keep only hits carrying none of the values instead. */
  exclude?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether each value matches the whole facet value (TERM) or its beginning (PREFIX). */
  filterType?: InputMaybe<FilterType>;
  /**
   * Accepted for the spec's query shape; values always match as `filterType` says.
   * @deprecated Has no effect: each value matches as `filterType` says (TERM or PREFIX).
   */
  strict?: InputMaybe<Scalars['Boolean']['input']>;
  /** The facet type whose values filter (`facetTypes` lists each with its label). */
  type: FacetType;
  /** The values to keep (alternatives: a hit needs one of them), as `FacetValue.value` gives them (publication ids for PUBLICATION). */
  values: Array<FilterValueInput>;
};

/** One search hit. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /**
   * Null when the caller may do the action with the hit's object; otherwise why not. A hit the caller may not VIEW
   * keeps its title and thumbnail (previews) but has no highlights, and only its matches on the name and on the
   * searched words (no year or place matches, which quote the record's details).
   */
  access?: Maybe<Denial>;
  /**
   * The matching object: an image, index record, sub-image, file, memorial, regiment, battle, … Null, with an
   * error in `errors`, when the object's service cannot answer for it: the other hits still answer.
   */
  doc?: Maybe<Node>;
  /** Text fragments with the matched words wrapped in <em>…</em>. */
  highlights: Array<Scalars['String']['output']>;
  /** Which kind of match the hit made on each matched field (exact, wildcard, sound-alike, year range, …). */
  matches: Array<HitMatch>;
  /** The publication the hit belongs to, if any. */
  publication?: Maybe<Publication>;
  /** A small picture of the hit (200 by 200 box); a preview everybody may see; null when the object has none. */
  thumbnail?: Maybe<Thumbnail>;
  /** Title of the hit. */
  title: Scalars['String']['output'];
};


/** One search hit. */
export type SearchHitAccessArgs = {
  action?: InputMaybe<AccessAction>;
};

/** A hit in a page of search results. */
export type SearchHitEdge = {
  __typename?: 'SearchHitEdge';
  /**
   * Where the hit stands in the result set, for `after`: a cursor of this query and sort order, which walks on
   * past 10,000 hits.
   */
  cursor: Scalars['String']['output'];
  /** The hit. */
  node: SearchHit;
};

/** A search of Muster's records (content spec §3.10). */
export type SearchQueryInput = {
  /**
   * Cursor (`endCursor` of the previous page, unchanged) for walking the whole result set past 10,000 hits.
   * @deprecated Use the after argument of search (since 2026-11-27).
   */
  after?: InputMaybe<Scalars['String']['input']>;
  /** Only hits whose date falls within these years. */
  dateSpan?: InputMaybe<DateSpanInput>;
  /** Which facets to count, and how many values of each. At most 20 per search. */
  facetRequests?: InputMaybe<Array<FacetRequestInput>>;
  /**
   * Words for one field, e.g. type `full-name.surname` with sound-alike matching, or `date.vital.birth` ± 2 years.
   * At most 10 per search.
   */
  fieldedKeywords?: InputMaybe<Array<FieldedKeywordInput>>;
  /** Facet filters: only hits carrying these values (or, with exclude, not carrying them). */
  filters?: InputMaybe<Array<SearchFilterInput>>;
  /** Return text fragments with the matched words marked. */
  highlight?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Free words, matched against names, titles and transcriptions (comma or space separated). At most 20 words
   * and 500 characters (BAD_USER_INPUT beyond).
   */
  keywords?: InputMaybe<Scalars['String']['input']>;
  /** Only hits changed within this window. */
  lastUpdated?: InputMaybe<LastUpdated>;
  /**
   * Number of hits to return (default 100): 0 to 100 per page; offset + maxCount ≤ 10,000.
   * @deprecated Use the first argument of search (since 2026-11-27).
   */
  maxCount?: InputMaybe<Scalars['Int']['input']>;
  /** Search the transcribed (OCR) text of page images as well. */
  ocr?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Index of the first hit to return (offset + maxCount may not exceed 10,000; use `after` beyond).
   * @deprecated Use the offset argument of search (since 2026-11-27).
   */
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** Order of the hits; RELEVANCE by default. */
  sortOrder?: InputMaybe<SortOrder>;
  /** ALL words must match, or ANY of them. */
  strictMode?: InputMaybe<StrictMode>;
  /** Only hits tagged (or, with exclude, not tagged) with these tags. */
  tags?: InputMaybe<Array<TagFilterInput>>;
};

/**
 * A page of search results: a connection of hits (`edges`, `nodes`, `pageInfo`, `totalCount`) with the facets
 * and date range of the whole result set.
 */
export type SearchResults = {
  __typename?: 'SearchResults';
  /** Earliest date among the hits; a record the caller may not view counts as undated. */
  earliestDate?: Maybe<Scalars['PartialDate']['output']>;
  /** The hits of this page, each with its cursor. */
  edges: Array<SearchHitEdge>;
  /**
   * Cursor after the last hit of this page, for `after`; null on the last page.
   * @deprecated Use pageInfo.endCursor and pageInfo.hasNextPage (since 2026-11-27).
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /**
   * Counted values of the requested facets. A record the caller may not view counts without the fields its
   * page hides (dates, places, service number, rank), here as in filters, fielded keywords, dateSpan and date sorts.
   */
  facets: Array<Facet>;
  /**
   * Whether more hits follow this page.
   * @deprecated Use pageInfo.hasNextPage (since 2026-11-27).
   */
  hasNextPage: Scalars['Boolean']['output'];
  /**
   * The requested page of hits.
   * @deprecated Use nodes, or edges for cursors (since 2026-11-27).
   */
  hits: Array<SearchHit>;
  /** Latest date among the hits; a record the caller may not view counts as undated. */
  latestDate?: Maybe<Scalars['PartialDate']['output']>;
  /** The hits of this page, without cursors. */
  nodes: Array<SearchHit>;
  /** Where this page stands; `endCursor` is the last hit's cursor, also on the last page. */
  pageInfo: PageInfo;
  /**
   * Number of hits in all.
   * @deprecated Use totalCount (since 2026-11-27).
   */
  total: Scalars['Int']['output'];
  /** Number of hits in all. */
  totalCount: Scalars['Int']['output'];
};

/** The signed-in member (or nobody) and the institution of this browser session. */
export type Session = {
  __typename?: 'Session';
  /** Username of the staff member viewing the site as this member; null for an ordinary session. */
  impersonatedBy?: Maybe<Scalars['String']['output']>;
  /** The library or other institution whose edition this session uses, if any. */
  institution?: Maybe<Institution>;
  /** The signed-in user; null for an anonymous visitor. */
  user?: Maybe<SessionUser>;
  /**
   * True when the member's session has been idle too long: the site shows "Verify your account" and asks
   * for the password again (`verifyAccount`). Until then the caller is served as a visitor.
   */
  verificationRequired: Scalars['Boolean']['output'];
};

/** The member behind a session (accounts spec §3): who they are and what their account lets a client offer them. */
export type SessionUser = {
  __typename?: 'SessionUser';
  /** What the account holds on the sister sites (accounts spec §3 accountState and accountStateFlags). */
  accountState: AccountState;
  /**
   * monthly-subscriber, annual-subscriber, comp-subscriber, bundle, free-trial or non-subscriber.
   * @deprecated Use `status`, the same value as an AccountStatus enum.
   */
  accountStatus: Scalars['String']['output'];
  /** Site-relative address of the avatar at the given square size (the menu asks 32), or null without a photo. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the email address has been verified. */
  confirmed: Scalars['Boolean']['output'];
  /** The sign-in and contact address; shown only to the member. */
  email: Scalars['String']['output'];
  /** The institution the member belongs to (a library edition's patron); null for most members. */
  institution?: Maybe<Institution>;
  /** The plan label under the username: "free trial", "premium" or "ancestry all-access"; null for Basic. */
  planLabel?: Maybe<Scalars['String']['output']>;
  /** One of the five subscriber statuses (free trial included). */
  premium: Scalars['Boolean']['output'];
  /** Staff roles; empty for members. */
  roles: Array<Scalars['String']['output']>;
  /** The account status (accounts spec §4). */
  status: AccountStatus;
  /** Basic, Premium or Ancestry All-Access (accounts spec §4). */
  statusLabel: Scalars['String']['output'];
  /** SUBSCRIBER for the five premium statuses (free trial included), REGISTERED for Basic (accounts spec §4). */
  subscriptionStatus: SubscriptionStatus;
  /** The kind of subscription behind `accountStatus`; null for a Basic member (accounts spec §3 subscriptionType). */
  subscriptionType?: Maybe<SubscriptionType>;
  /** Positive for a signed-in user. */
  userId: Scalars['Int']['output'];
  /** The member's public name on the site (profiles, memorials, annotations). */
  username: Scalars['String']['output'];
};


/** The member behind a session (accounts spec §3): who they are and what their account lets a client offer them. */
export type SessionUserAvatarUrlArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** Hides a page from everybody but staff, or shows it again. */
export type SetImageVisibilityInput = {
  /** True to hide the page (trashed), false to make it visible again. */
  hidden: Scalars['Boolean']['input'];
  /** The page, by global id. */
  imageGlobalId: Scalars['ID']['input'];
};

/** What a successful sign-in or verification leaves behind. */
export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** The session as it now stands, the user in it. */
  session: Session;
};

/** Totals shown on the home page, from the cache service (content spec §7.4). */
export type SiteCounts = {
  __typename?: 'SiteCounts';
  /** Registered members. */
  members: Scalars['Int']['output'];
  /** Index records in every publication. */
  records: Scalars['Int']['output'];
};

/** Order of search hits. */
export enum SortOrder {
  /** Earliest date first; undated hits last. */
  DateAsc = 'DATE_ASC',
  /** Latest date first; undated hits last. */
  DateDesc = 'DATE_DESC',
  /** Page order: publication, file (roll), then page within the file — the browse grid's order. */
  Filmstrip = 'FILMSTRIP',
  /** Most recently changed first. */
  LastModified = 'LAST_MODIFIED',
  /** By name, A to Z: a record by `surname, given name`, anything else by its title. */
  Name = 'NAME',
  /** By name, Z to A, as NAME. */
  NameDesc = 'NAME_DESC',
  /** Best match first: the full-text rank, with name matches weighing more. */
  Relevance = 'RELEVANCE'
}

/** A source (limits: link 4,096, comment 256). Empty strings count as not given; at least one is needed. */
export type SourceInput = {
  /** Up to 256 characters. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Address or citation of the source, up to 4,096 characters. */
  link?: InputMaybe<Scalars['String']['input']>;
};

/** The caller's staff roles and what they allow on the /admin page (docs/decisions/staff.md). */
export type Staff = {
  __typename?: 'Staff';
  /** What the roles allow: roles, users, impersonate, external-links, tags, api-keys. */
  abilities: Array<Scalars['String']['output']>;
  /** Every role staff can hold (GET /user/list-roles); only for staff who may change roles, otherwise empty. */
  knownRoles: Array<Scalars['String']['output']>;
  /** The caller's roles, e.g. admin, support, content. */
  roles: Array<Scalars['String']['output']>;
};

/** A member as staff see them on the /admin page. */
export type StaffUser = {
  __typename?: 'StaffUser';
  /**
   * monthly-subscriber, annual-subscriber, comp-subscriber, bundle, free-trial or non-subscriber.
   * @deprecated Use `status`, the same value as an AccountStatus enum.
   */
  accountStatus: Scalars['String']['output'];
  /** Whether the account is closed; a closed account cannot be impersonated. */
  closed: Scalars['Boolean']['output'];
  /** The member's email address. */
  email: Scalars['String']['output'];
  /** Whether an external (social network) account is linked to this member. */
  externalLinked: Scalars['Boolean']['output'];
  /** Staff roles; empty for members. */
  roles: Array<Scalars['String']['output']>;
  /** The account status (accounts spec §4). */
  status: AccountStatus;
  /** The member's user id. */
  userId: Scalars['Int']['output'];
  /** The member's username. */
  username: Scalars['String']['output'];
};

/** A new import of a file already on the server: uploaded (`upload`) or named under the imports folder (`serverPath`). */
export type StartImportInput = {
  /** Rows with an existing record's id replace that record's fields (except staff corrections marked SUPER). */
  correctById?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rows to skip. */
  filters?: InputMaybe<Array<ImportFilterInput>>;
  /** Read only the first N data rows (a trial); 0 reads all. */
  firstRecords?: InputMaybe<Scalars['Int']['input']>;
  /** Checks' levels other than their defaults. */
  levels?: InputMaybe<Array<ImportCheckLevelInput>>;
  /** Column → field; remembered for the publication. The publication's last mapping when absent. */
  mapping?: InputMaybe<Array<ImportColumnMappingInput>>;
  /** Stop once this many rows are rejected; 0 never stops. */
  maxErrors?: InputMaybe<Scalars['Int']['input']>;
  /** The publication the records go into. */
  publicationId: Scalars['Int']['input'];
  /** A .zip or a folder of scans relative to the server's imports folder (instead of scansUpload). */
  scansServerPath?: InputMaybe<Scalars['String']['input']>;
  /** The token an upload of a .zip of scans answered: rows name their scan in a column mapped to image_file. */
  scansUpload?: InputMaybe<Scalars['String']['input']>;
  /** A file's path relative to the server's imports folder. */
  serverPath?: InputMaybe<Scalars['String']['input']>;
  /** The token `POST /admin/imports/upload?name=…` (the file as the body) answered for a streamed upload. */
  upload?: InputMaybe<Scalars['String']['input']>;
  /** Check every row and report, writing nothing. */
  validateOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

export { Stickiness };

/** A story (limits: title 256, content 65,535; both at least 1). */
export type StoryInput = {
  /** The story text, 1 to 65,535 characters. */
  content: Scalars['String']['input'];
  /** Free text, e.g. `Spring 1862` or `1861-1865`. */
  dateText?: InputMaybe<Scalars['String']['input']>;
  /** Free text, e.g. `Sharpsburg, Maryland`. */
  placeText?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 256 characters. */
  title: Scalars['String']['input'];
};

/** Whether all words must match. */
export enum StrictMode {
  /** A hit must match every word. */
  All = 'ALL',
  /** A hit must match at least one word. */
  Any = 'ANY'
}

/** A rectangle of a page that holds one record. */
export type SubImage = Node & {
  __typename?: 'SubImage';
  /** Null when the caller may do the action with the region's page; otherwise why not. A denied region's box answers null. */
  access?: Maybe<Denial>;
  /** Height of the region in pixels; null when the caller may not view the page. */
  h?: Maybe<Scalars['Int']['output']>;
  /** `SUB_IMAGE:{subImageId}` */
  id: Scalars['ID']['output'];
  /** The page the region is on. */
  image: Image;
  /** Position of the region among the page's regions, from 1. */
  ordinal: Scalars['Int']['output'];
  /** The region's number in Muster; the `objectId` of its global id. */
  subImageId: Scalars['Int']['output'];
  /** The region's title, usually the name on the record it holds. */
  title: Scalars['String']['output'];
  /** Width of the region in pixels; null when the caller may not view the page. */
  w?: Maybe<Scalars['Int']['output']>;
  /** Left edge of the region in full-scan pixels; null when the caller may not view the page (see `access`). */
  x?: Maybe<Scalars['Int']['output']>;
  /** Top edge of the region in full-scan pixels; null when the caller may not view the page. */
  y?: Maybe<Scalars['Int']['output']>;
};


/** A rectangle of a page that holds one record. */
export type SubImageAccessArgs = {
  action?: InputMaybe<AccessAction>;
};

/** What `submitFeedback` answers: the stored message, or why the form's input was not accepted. */
export type SubmitFeedbackPayload = {
  __typename?: 'SubmitFeedbackPayload';
  /** The stored message; null when `userErrors` is not empty. */
  entry?: Maybe<FeedbackEntry>;
  /** Validation failures of the input, each naming its field; empty when the message was stored. */
  userErrors: Array<UserError>;
};

/** Whether the member has Premium (spec §4: "subscriber" is labelled Premium, "registered" Basic). */
export enum SubscriptionStatus {
  /** Basic: a registered member without a subscription. */
  Registered = 'REGISTERED',
  /** Premium: one of the five subscriber statuses. */
  Subscriber = 'SUBSCRIBER'
}

/** The subscription a member pays for, or was given (accounts spec §4 account statuses). */
export enum SubscriptionType {
  /** Paid for a year (annual-subscriber). */
  Annual = 'ANNUAL',
  /** Part of an Ancestry All-Access bundle with the genealogy site (bundle). */
  Bundle = 'BUNDLE',
  /** Given by Muster, at no charge (comp-subscriber). */
  Comp = 'COMP',
  /** The free trial of Premium (free-trial). */
  FreeTrial = 'FREE_TRIAL',
  /** Paid month by month (monthly-subscriber). */
  Monthly = 'MONTHLY'
}

/** A suggestion for the search form as the user types. */
export type Suggestion = {
  __typename?: 'Suggestion';
  /** Number of records carrying it. */
  count: Scalars['Int']['output'];
  /** What the list shows, e.g. `Richmond, Virginia, United States` or `1860s`. */
  label: Scalars['String']['output'];
  /** What to search for, e.g. a surname, a place path or a year range `1860-1869`. */
  value: Scalars['String']['output'];
};

/** What a suggestion completes. */
export enum SuggestionType {
  /** Decades and years, from the digits typed. */
  Date = 'DATE',
  /** Surnames, or full names once a given name and the start of a surname are typed. */
  Name = 'NAME',
  /** Places, by the start of their name. */
  Place = 'PLACE'
}

/** A member's tag on an image (content spec §3.4). Search finds a private tag in the form `name:userId`. */
export type Tag = {
  __typename?: 'Tag';
  /** When the member made the tag. */
  created: Scalars['DateTime']['output'];
  /** The tagged object's content reference, e.g. `IMAGE:1042`. */
  doc: Scalars['ID']['output'];
  /** Whether the caller made this tag, and so may remove it. */
  mine: Scalars['Boolean']['output'];
  /** The tag as the member typed it, white space collapsed; 1 to 100 characters. */
  name: Scalars['String']['output'];
  /** Position among the image's tags the caller sees, from 1, oldest first. */
  ordinal: Scalars['Int']['output'];
  /** Whether everyone or only its maker sees the tag. */
  type: TagType;
  /** The member who made the tag. */
  userId: Scalars['Int']['output'];
};

/** A tag name with how many images carry it. */
export type TagCount = {
  __typename?: 'TagCount';
  /** Distinct images carrying the name (two members tagging one image count once). */
  count: Scalars['Int']['output'];
  /** The tag name. */
  name: Scalars['String']['output'];
};

/** A page of the caller's tag names. */
export type TagCountConnection = {
  __typename?: 'TagCountConnection';
  /** The names of this page, each with its cursor. */
  edges: Array<TagCountEdge>;
  /** The names of this page, without cursors. */
  nodes: Array<TagCount>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many tag names the caller has in all. */
  totalCount: Scalars['Int']['output'];
};

/** A tag name in a page. */
export type TagCountEdge = {
  __typename?: 'TagCountEdge';
  /** Where the name stands in the list, for `after` and `before`. */
  cursor: Scalars['String']['output'];
  /** The name with its count. */
  node: TagCount;
};

/** The result of deleting a tag name for every member. */
export type TagDeletion = {
  __typename?: 'TagDeletion';
  /** How many tags were removed. */
  deleted: Scalars['Int']['output'];
  /** The tag name that was deleted. */
  name: Scalars['String']['output'];
};

/** Filter by a tag; private tags are written `name:userId`. */
export type TagFilterInput = {
  /** Keep only hits not carrying the tag instead. */
  exclude?: InputMaybe<Scalars['Boolean']['input']>;
  /** The tag name; `name:userId` for a member's private tag. */
  name: Scalars['String']['input'];
  /** The member whose private tag is meant, instead of writing `name:userId`. */
  privateTagUserId?: InputMaybe<Scalars['Int']['input']>;
};

/** What `tagImage` answers: the image with its tags, or why the tag name was refused. */
export type TagImagePayload = {
  __typename?: 'TagImagePayload';
  /** The tagged image with its tags; null when `userErrors` is not empty. */
  image?: Maybe<Image>;
  /** Validation failures of the tag name (`field` `["name"]`); empty when the image was tagged. */
  userErrors: Array<UserError>;
};

/** A tag name used by members, with how many tags carry it. */
export type TagNameCount = {
  __typename?: 'TagNameCount';
  /** How many tags carry the name. */
  count: Scalars['Int']['output'];
  /** The tag name, as members wrote it. */
  name: Scalars['String']['output'];
};

/** A page of the tag names in use (`tagNames`), most used first. */
export type TagNameCountConnection = {
  __typename?: 'TagNameCountConnection';
  /** The names of this page, each with its cursor. */
  edges: Array<TagNameCountEdge>;
  /** The names of this page, without cursors. */
  nodes: Array<TagNameCount>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many tag names are in use in all. */
  totalCount: Scalars['Int']['output'];
};

/** A tag name in use, in a page. */
export type TagNameCountEdge = {
  __typename?: 'TagNameCountEdge';
  /** Where the name stands in the list, for `after` and `before`. */
  cursor: Scalars['String']['output'];
  /** The name and its count. */
  node: TagNameCount;
};

/** Who sees a tag: PUBLIC tags are shown to and searchable by everyone, PRIVATE ones only by the member who made them. */
export enum TagType {
  /** Shown to and searchable by the member who made it only. */
  Private = 'PRIVATE',
  /** Shown to and searchable by everyone. */
  Public = 'PUBLIC'
}

/** A pending checkout of the test-mode payment provider, shown on /checkout/test/{id}. */
export type TestCheckout = {
  __typename?: 'TestCheckout';
  /** Whether it has been paid. */
  completed: Scalars['Boolean']['output'];
  /** The checkout's id, the last part of `/checkout/test/{id}`. */
  id: Scalars['String']['output'];
  /** The plan being bought. */
  plan: Plan;
};

/**
 * A small picture of an object, served by Muster's image service. The box asked for (`thumbnail(width, height)`) is
 * rounded side by side to the nearest of 100, 120, 160, 200, 240, 300, 320 and 400 pixels (a memorial's background
 * picture may also be 1200): a whole page comes from `/thumbnail/{imageId}/{w}/{h}/0_0_0_0/0.jpg`, a record's region
 * or a memorial's picture from `/reference/{contentType}/{objectId}?width&height`, cut by the server.
 */
export type Thumbnail = {
  __typename?: 'Thumbnail';
  /** Height in pixels of the picture, fitted inside the (rounded) box. */
  height: Scalars['Int']['output'];
  /** Title of the pictured image. */
  title: Scalars['String']['output'];
  /** Site-relative address of the JPEG. */
  url: Scalars['String']['output'];
  /** Width in pixels of the picture, fitted inside the (rounded) box. */
  width: Scalars['Int']['output'];
};

/**
 * A title collection (content spec §2.1 `/collection/{slug}`): publications gathered by conflict or theme. A
 * conflict's collection also lists the stories members wrote about those who served in it; the Civil War's,
 * `us-civil-war`, is the War Stories page.
 */
export type TitleCollection = Node & {
  __typename?: 'TitleCollection';
  /** The banner behind the collection's title (an SVG data address, 1200 by 300). */
  backgroundUrl: Scalars['String']['output'];
  /** The collection's number in Muster; the `objectId` of its global id. */
  collectionId: Scalars['Int']['output'];
  /** The war, for a CONFLICT collection. */
  conflict?: Maybe<Scalars['String']['output']>;
  /** A paragraph about the collection. */
  description: Scalars['String']['output'];
  /** The collection's icon (an SVG data address, 120 by 120). */
  iconUrl: Scalars['String']['output'];
  /** `TITLE_COLLECTION:{collectionId}` */
  id: Scalars['ID']['output'];
  /** Whether the collection gathers one war or a theme. */
  kind: TitleCollectionKind;
  /** The collection's publications, in the collection's order. */
  publications: Array<Publication>;
  /** The collection's address name, the last part of `/collection/{slug}`, e.g. `us-civil-war`. */
  slug: Scalars['String']['output'];
  /** Public memorials of the collection's war that tell a story, newest first (at most 100); empty for a theme. */
  stories: Array<Memorial>;
  /** The collection's title. */
  title: Scalars['String']['output'];
};

/** Whether a title collection gathers one war (its records and its members' stories) or a theme across wars. */
export enum TitleCollectionKind {
  /** One war: its publications and the stories members wrote about those who served in it. */
  Conflict = 'CONFLICT',
  /** A theme across wars: its publications only. */
  Title = 'TITLE'
}

/** A dated step in a unit's service (content spec §3.7 events). */
export type UnitEvent = {
  __typename?: 'UnitEvent';
  /** The battle, for BATTLE events. */
  battle?: Maybe<Battle>;
  /** When it ended, for battles over several days. */
  endDate?: Maybe<Scalars['PartialDate']['output']>;
  /** What happened. */
  kind: UnitEventKind;
  /** Where, as written. */
  place?: Maybe<Scalars['String']['output']>;
  /** When it happened or began. */
  startDate?: Maybe<Scalars['PartialDate']['output']>;
  /** `Organized`, the battle's name or `Mustered out`. */
  title: Scalars['String']['output'];
};

/** Kinds of step in a unit's service. */
export enum UnitEventKind {
  /** The unit fought a battle. */
  Battle = 'BATTLE',
  /** The unit was mustered out or disbanded. */
  MusteredOut = 'MUSTERED_OUT',
  /** The unit was organised (mustered in). */
  Organized = 'ORGANIZED'
}

/**
 * Facts about a unit's soldiers, computed by the regiment service from the index records that name the unit
 * (docs/decisions/regiments.md "Unit facts" says which casualty types count as what).
 */
export type UnitFacts = {
  __typename?: 'UnitFacts';
  /** Mean age in whole years at enlistment, to one decimal; null when no record has both dates. */
  averageAgeAtEnlistment?: Maybe<Scalars['Float']['output']>;
  /** Soldiers whose record gives a death in service. */
  diedInUnit: Scalars['Int']['output'];
  /** Soldiers whose record gives a death in service (killed, died of wounds or disease, …) or a death dated within the regiment's service. */
  diedInWar: Scalars['Int']['output'];
  /** The earliest enlistment on record. */
  firstEnlistmentDate?: Maybe<Scalars['PartialDate']['output']>;
  /** Median age in whole years at enlistment. */
  medianAgeAtEnlistment?: Maybe<Scalars['Float']['output']>;
  /** The day most of the soldiers enlisted on. */
  mostCommonEnlistmentDate?: Maybe<EnlistmentDateCount>;
  /** The place most of the soldiers enlisted at. */
  mostCommonEnlistmentPlace?: Maybe<EnlistmentPlaceCount>;
  /** Index records naming the unit. */
  numberOfSoldiers: Scalars['Int']['output'];
  /** Soldiers recorded as captured, including those who died as prisoners. */
  prisonerOfWarWhileInRegiment: Scalars['Int']['output'];
  /** Soldiers recorded as wounded, including those who died of wounds. */
  woundedInUnit: Scalars['Int']['output'];
};

/** Changes to an annotation; fields left out stay as they are. */
export type UpdateAnnotationInput = {
  /** Up to 32 characters; blank or null removes it. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** A new rectangle; it must lie within the page. */
  rect?: InputMaybe<AnnotationRectInput>;
  /** A new kind; the limit of `value` follows it. */
  type?: InputMaybe<AnnotationType>;
  /** New text, within the limits of `createAnnotation`. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** What `updateAnnotation` answers: the annotation as saved, or why the form's input was refused. */
export type UpdateAnnotationPayload = {
  __typename?: 'UpdateAnnotationPayload';
  /** The annotation with its changes; null when `userErrors` is not empty (then nothing changed). */
  annotation?: Maybe<Annotation>;
  /** Validation failures of the input, each naming its field (`["input", "label"]`); empty on success. */
  userErrors: Array<UserError>;
};

/** What `updateCommunicationSettings` answers. */
export type UpdateCommunicationSettingsPayload = {
  __typename?: 'UpdateCommunicationSettingsPayload';
  /** The account with its new email choices; null when `userErrors` is not empty. */
  account?: Maybe<Account>;
  /** Validation failures of the input; empty when the choices were saved. */
  userErrors: Array<UserError>;
};

/** Changes to a memorial's own fields; a field left out (or null) is kept. */
export type UpdateMemorialInput = {
  /** A new description, 1 to 65,535 characters (trimmed). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An empty string clears it. */
  primaryMilitaryEvent?: InputMaybe<Scalars['String']['input']>;
  /** PUBLIC, or PRIVATE to hide the memorial from everybody but its owner and staff. */
  privacyMode?: InputMaybe<MemorialPrivacy>;
  /** A new title, 1 to 256 characters (trimmed). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** A new kind. */
  type?: InputMaybe<MemorialType>;
};

/** What `updateMemorial` answers: the memorial as saved, or why the form's input was refused. */
export type UpdateMemorialPayload = {
  __typename?: 'UpdateMemorialPayload';
  /** The memorial with its changes; null when `userErrors` is not empty (then nothing changed). */
  memorial?: Maybe<Memorial>;
  /** Validation failures of the input, each naming its field (`["input", "title"]`); empty on success. */
  userErrors: Array<UserError>;
};

/** What `updateProfile` answers: the account as saved, or why the form's input was not. */
export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** The account with its new profile; null when `userErrors` is not empty. */
  account?: Maybe<Account>;
  /** Validation failures of the input, each naming its field; empty when the profile was saved. */
  userErrors: Array<UserError>;
};

/** What `updateUpload` answers: the upload as saved, or why its details were refused. */
export type UpdateUploadPayload = {
  __typename?: 'UpdateUploadPayload';
  /** The upload with its new details; null when `userErrors` is not empty (then nothing changed). */
  upload?: Maybe<Upload>;
  /** Validation failures of the title or description, each naming its field; empty on success. */
  userErrors: Array<UserError>;
};

/** A member's uploaded image and what they said about it; private to them until they make it public. */
export type Upload = {
  __typename?: 'Upload';
  /** Size in bytes of the file as it was sent. */
  bytes: Scalars['Int']['output'];
  /** When the file was uploaded. */
  created: Scalars['DateTime']['output'];
  /** The member's description (at most 65,535 characters). */
  description: Scalars['String']['output'];
  /** The name of the file as it was sent. */
  filename: Scalars['String']['output'];
  /** What was sent: jpeg, png, webp or tiff (the stored scan is JPEG). */
  format: Scalars['String']['output'];
  /** The uploaded image; it opens in the viewer at /image/{imageId} like any scan. */
  image: Image;
  /** When the upload's details were last changed with `updateUpload`; `created` until then. */
  modified: Scalars['DateTime']['output'];
  /** Whether other members may see it; only its owner sees a private upload. */
  public: Scalars['Boolean']['output'];
};

/** A page of the caller's uploads. */
export type UploadConnection = {
  __typename?: 'UploadConnection';
  /** The uploads of this page, each with its cursor. */
  edges: Array<UploadEdge>;
  /** The uploads of this page, without cursors. */
  nodes: Array<Upload>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many uploads the caller has in all. */
  totalCount: Scalars['Int']['output'];
};

/** An upload in a page. */
export type UploadEdge = {
  __typename?: 'UploadEdge';
  /** Where the upload stands in the list, for `after` and `before`. */
  cursor: Scalars['String']['output'];
  /** The upload. */
  node: Upload;
};

/**
 * A validation failure of a mutation a form calls: data the form shows beside the field, not a failed request (the
 * Shopify convention). Signing in, permission and rate refusals (UNAUTHENTICATED, FORBIDDEN, THROTTLED) stay errors.
 */
export type UserError = {
  __typename?: 'UserError';
  /** The code of the error catalogue (docs/api.md "Errors"), e.g. BAD_USER_INPUT or PROFILE_INVALID. */
  code: Scalars['String']['output'];
  /** The path of the input field at fault, e.g. `["input", "email"]`; null when it concerns the input as a whole. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What is wrong, written for the member. */
  message: Scalars['String']['output'];
};

/** A word the OCR read on a page, with its box in full-scan pixels from the top left corner. */
export type WordBox = {
  __typename?: 'WordBox';
  /** Height in pixels. */
  h: Scalars['Int']['output'];
  /** The word as the OCR read it. */
  text: Scalars['String']['output'];
  /** Width in pixels. */
  w: Scalars['Int']['output'];
  /** Left edge in pixels. */
  x: Scalars['Int']['output'];
  /** Top edge in pixels. */
  y: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  MemorialElement:
    | ( ElementSource )
    | ( ElementSource )
    | ( ElementSource )
    | ( ElementSource )
    | ( ElementSource )
    | ( ElementSource )
    | ( ElementSource )
  ;
  Node:
    | ( BattleDto )
    | ( CompanyDto )
    | ( Omit<DeniedObject, 'denial'> & { denial: _RefType['Denial'] } )
    | ( FileDto )
    | ( ImageDto )
    | ( IndexRecordDto )
    | ( MemorialDto )
    | ( PartnerSource )
    | ( PublicationDto )
    | ( RegimentDto )
    | ( SubImageDto )
    | ( TitleCollectionSource )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccessAction: AccessAction;
  AccessLevel: AccessLevel;
  Account: ResolverTypeWrapper<UserFullDto>;
  AccountState: ResolverTypeWrapper<AccountState>;
  AccountStateFlag: AccountStateFlag;
  AccountStatus: AccountStatus;
  Annotation: ResolverTypeWrapper<AnnotationDto>;
  AnnotationAuthor: ResolverTypeWrapper<AnnotationAuthor>;
  AnnotationRect: ResolverTypeWrapper<AnnotationRect>;
  AnnotationRectInput: AnnotationRectInput;
  AnnotationType: AnnotationType;
  ApiKey: ResolverTypeWrapper<ApiKeyDto>;
  ApiKeyScope: ApiKeyScope;
  Battle: ResolverTypeWrapper<BattleDto>;
  BattleInvolvement: ResolverTypeWrapper<Omit<BattleInvolvement, 'regiments'> & { regiments: Array<ResolversTypes['Regiment']> }>;
  BetaBanner: ResolverTypeWrapper<BetaBanner>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  BrowseLevels: ResolverTypeWrapper<BrowseLevelsDto>;
  CaptchaChallenge: ResolverTypeWrapper<CaptchaChallenge>;
  CaptchaProvider: CaptchaProvider;
  ChangeMemorialElementsPayload: ResolverTypeWrapper<Omit<ChangeMemorialElementsPayload, 'memorial'> & { memorial?: Maybe<ResolversTypes['Memorial']> }>;
  ChangePasswordPayload: ResolverTypeWrapper<Omit<ChangePasswordPayload, 'session'> & { session?: Maybe<ResolversTypes['Session']> }>;
  ChangeUsernamePayload: ResolverTypeWrapper<Omit<ChangeUsernamePayload, 'account'> & { account?: Maybe<ResolversTypes['Account']> }>;
  CheckoutStart: ResolverTypeWrapper<CheckoutStartDto>;
  CommentInput: CommentInput;
  CommunicationSettings: ResolverTypeWrapper<CommunicationSettings>;
  CommunicationSettingsInput: CommunicationSettingsInput;
  Company: ResolverTypeWrapper<CompanyDto>;
  CompleteTestCheckoutPayload: ResolverTypeWrapper<Omit<CompleteTestCheckoutPayload, 'membership'> & { membership?: Maybe<ResolversTypes['Membership']> }>;
  ConnectedApp: ResolverTypeWrapper<ConnectedApp>;
  ContentType: ContentType;
  Coordinates: ResolverTypeWrapper<Coordinates>;
  CorrectIndexRecordInput: CorrectIndexRecordInput;
  CorrectIndexRecordPayload: ResolverTypeWrapper<Omit<CorrectIndexRecordPayload, 'correction' | 'record'> & { correction?: Maybe<ResolversTypes['RecordCorrection']>, record?: Maybe<ResolversTypes['IndexRecordAdmin']> }>;
  CorrectionInput: CorrectionInput;
  CorrectionProposal: ResolverTypeWrapper<CorrectionProposal>;
  CorrectionProposalState: CorrectionProposalState;
  CreateAnnotationInput: CreateAnnotationInput;
  CreateAnnotationPayload: ResolverTypeWrapper<Omit<CreateAnnotationPayload, 'annotation'> & { annotation?: Maybe<ResolversTypes['Annotation']> }>;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyPayload: ResolverTypeWrapper<Omit<CreateApiKeyPayload, 'createdApiKey'> & { createdApiKey?: Maybe<ResolversTypes['CreatedApiKey']> }>;
  CreateMemorialFromRecordPayload: ResolverTypeWrapper<Omit<CreateMemorialFromRecordPayload, 'memorial'> & { memorial?: Maybe<ResolversTypes['Memorial']> }>;
  CreateMemorialInput: CreateMemorialInput;
  CreateMemorialPayload: ResolverTypeWrapper<Omit<CreateMemorialPayload, 'memorial'> & { memorial?: Maybe<ResolversTypes['Memorial']> }>;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKeyDto>;
  DateParts: ResolverTypeWrapper<DateParts>;
  DateSpanInput: DateSpanInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Denial: ResolverTypeWrapper<Denial>;
  DeniedObject: ResolverTypeWrapper<Omit<DeniedObject, 'denial'> & { denial: ResolversTypes['Denial'] }>;
  DenyRequirement: DenyRequirement;
  EditableField: ResolverTypeWrapper<EditableField>;
  EditableFieldGroup: EditableFieldGroup;
  EditableFieldType: EditableFieldType;
  EnlistmentDateCount: ResolverTypeWrapper<EnlistmentDateCount>;
  EnlistmentPlaceCount: ResolverTypeWrapper<Omit<EnlistmentPlaceCount, 'place'> & { place: ResolversTypes['Place'] }>;
  Facet: ResolverTypeWrapper<FacetDto>;
  FacetRequestInput: FacetRequestInput;
  FacetSort: FacetSort;
  FacetType: FacetType;
  FacetTypeInfo: ResolverTypeWrapper<FacetTypeInfo>;
  FacetValue: ResolverTypeWrapper<FacetValue>;
  FactInput: FactInput;
  FeedbackCategory: FeedbackCategory;
  FeedbackEntry: ResolverTypeWrapper<FeedbackEntryDto>;
  FeedbackEntryConnection: ResolverTypeWrapper<Omit<FeedbackEntryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['FeedbackEntryEdge']>, nodes: Array<ResolversTypes['FeedbackEntry']> }>;
  FeedbackEntryEdge: ResolverTypeWrapper<Omit<FeedbackEntryEdge, 'node'> & { node: ResolversTypes['FeedbackEntry'] }>;
  FeedbackInput: FeedbackInput;
  FeedbackSender: ResolverTypeWrapper<FeedbackSender>;
  FeedbackStatus: FeedbackStatus;
  FeedbackSubject: FeedbackSubject;
  FieldedKeywordInput: FieldedKeywordInput;
  File: ResolverTypeWrapper<FileDto>;
  FilterType: FilterType;
  FilterValueInput: FilterValueInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GalleryImage: ResolverTypeWrapper<GalleryEntry>;
  GalleryImageConnection: ResolverTypeWrapper<Omit<GalleryImageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['GalleryImageEdge']>, nodes: Array<ResolversTypes['GalleryImage']> }>;
  GalleryImageEdge: ResolverTypeWrapper<Omit<GalleryImageEdge, 'node'> & { node: ResolversTypes['GalleryImage'] }>;
  HitMatch: ResolverTypeWrapper<HitMatch>;
  HonorImage: ResolverTypeWrapper<Omit<HonorImage, 'memorial'> & { memorial?: Maybe<ResolversTypes['Memorial']> }>;
  HonorImageEdge: ResolverTypeWrapper<Omit<HonorImageEdge, 'node'> & { node: ResolversTypes['HonorImage'] }>;
  HonorWall: ResolverTypeWrapper<Omit<HonorWall, 'edges' | 'images' | 'nodes'> & { edges: Array<ResolversTypes['HonorImageEdge']>, images: Array<ResolversTypes['HonorImage']>, nodes: Array<ResolversTypes['HonorImage']> }>;
  HonorWallConflict: ResolverTypeWrapper<HonorWallConflict>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<ImageDto>;
  ImageConnection: ResolverTypeWrapper<Omit<ImageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ImageEdge']>, nodes: Array<ResolversTypes['Image']> }>;
  ImageEdge: ResolverTypeWrapper<Omit<ImageEdge, 'node'> & { node: ResolversTypes['Image'] }>;
  ImageManagement: ResolverTypeWrapper<ManagedImageDto>;
  ImpersonationLink: ResolverTypeWrapper<ImpersonationLink>;
  ImportCheckLevel: ImportCheckLevel;
  ImportCheckLevelInput: ImportCheckLevelInput;
  ImportColumnMappingInput: ImportColumnMappingInput;
  ImportFilterInput: ImportFilterInput;
  ImportFilterOp: ImportFilterOp;
  ImportFinding: ResolverTypeWrapper<ImportFindingDto>;
  ImportFindingConnection: ResolverTypeWrapper<Omit<ImportFindingConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ImportFindingEdge']>, nodes: Array<ResolversTypes['ImportFinding']> }>;
  ImportFindingEdge: ResolverTypeWrapper<Omit<ImportFindingEdge, 'node'> & { node: ResolversTypes['ImportFinding'] }>;
  ImportJob: ResolverTypeWrapper<ImportJobDto>;
  ImportJobConnection: ResolverTypeWrapper<Omit<ImportJobConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ImportJobEdge']>, nodes: Array<ResolversTypes['ImportJob']> }>;
  ImportJobEdge: ResolverTypeWrapper<Omit<ImportJobEdge, 'node'> & { node: ResolversTypes['ImportJob'] }>;
  ImportJobPayload: ResolverTypeWrapper<Omit<ImportJobPayload, 'importJob'> & { importJob?: Maybe<ResolversTypes['ImportJob']> }>;
  ImportProgress: ResolverTypeWrapper<ImportProgress>;
  ImportState: ImportState;
  ImportableFact: ResolverTypeWrapper<ImportableFact>;
  IndexRecord: ResolverTypeWrapper<IndexRecordDto>;
  IndexRecordAdmin: ResolverTypeWrapper<IndexRecordAdminDto>;
  IndexRecordAdminField: ResolverTypeWrapper<IndexRecordAdminField>;
  IndexRecordConnection: ResolverTypeWrapper<Omit<IndexRecordConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['IndexRecordEdge']>, nodes: Array<ResolversTypes['IndexRecord']> }>;
  IndexRecordEdge: ResolverTypeWrapper<Omit<IndexRecordEdge, 'node'> & { node: ResolversTypes['IndexRecord'] }>;
  Institution: ResolverTypeWrapper<InstitutionDto>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LastUpdated: LastUpdated;
  LinkInput: LinkInput;
  ManageImagePayload: ResolverTypeWrapper<Omit<ManageImagePayload, 'image'> & { image?: Maybe<ResolversTypes['Image']> }>;
  MatchKind: MatchKind;
  Member: ResolverTypeWrapper<Member>;
  MemberSubscription: ResolverTypeWrapper<SubscriptionDto>;
  Membership: ResolverTypeWrapper<MembershipDto>;
  Memorial: ResolverTypeWrapper<MemorialDto>;
  MemorialComment: ResolverTypeWrapper<ElementSource>;
  MemorialConnection: ResolverTypeWrapper<Omit<MemorialConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MemorialEdge']>, nodes: Array<ResolversTypes['Memorial']> }>;
  MemorialCorrection: ResolverTypeWrapper<ElementSource>;
  MemorialEdge: ResolverTypeWrapper<Omit<MemorialEdge, 'node'> & { node: ResolversTypes['Memorial'] }>;
  MemorialElement: ResolverTypeWrapper<ElementSource>;
  MemorialElementChangeInput: MemorialElementChangeInput;
  MemorialElementInput: MemorialElementInput;
  MemorialElementKind: MemorialElementKind;
  MemorialFact: ResolverTypeWrapper<ElementSource>;
  MemorialImage: ResolverTypeWrapper<ElementSource>;
  MemorialImageInput: MemorialImageInput;
  MemorialLink: ResolverTypeWrapper<ElementSource>;
  MemorialPermissions: ResolverTypeWrapper<MemorialPermissions>;
  MemorialPrivacy: MemorialPrivacy;
  MemorialSource: ResolverTypeWrapper<ElementSource>;
  MemorialStory: ResolverTypeWrapper<ElementSource>;
  MemorialType: MemorialType;
  MoveImageInput: MoveImageInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NameMatch: NameMatch;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  OAuthApp: ResolverTypeWrapper<RegisteredApp>;
  PageFind: ResolverTypeWrapper<PageFind>;
  PageHit: ResolverTypeWrapper<PageHit>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  ParsedDate: ResolverTypeWrapper<ParsedDate>;
  PartialDate: ResolverTypeWrapper<Scalars['PartialDate']['output']>;
  Partner: ResolverTypeWrapper<PartnerSource>;
  PasswordFailureReason: PasswordFailureReason;
  PasswordPolicy: ResolverTypeWrapper<PasswordPolicy>;
  PasswordValidation: ResolverTypeWrapper<PasswordValidation>;
  PaymentCard: ResolverTypeWrapper<PaymentCard>;
  PaymentsMode: PaymentsMode;
  PdfRequest: ResolverTypeWrapper<PdfRequestDto>;
  PdfRequestState: PdfRequestState;
  PendingRecordCorrection: ResolverTypeWrapper<PendingRecordCorrection>;
  Place: ResolverTypeWrapper<Place>;
  Plan: ResolverTypeWrapper<PlanDto>;
  PlanCode: PlanCode;
  PlanInterval: PlanInterval;
  Profile: ResolverTypeWrapper<ProfileDto>;
  ProfileInput: ProfileInput;
  ProposeRecordCorrectionInput: ProposeRecordCorrectionInput;
  ProposeRecordCorrectionPayload: ResolverTypeWrapper<ProposeRecordCorrectionPayload>;
  Publication: ResolverTypeWrapper<PublicationDto>;
  PublicationChange: ResolverTypeWrapper<PublicationChange>;
  PublicationEditInput: PublicationEditInput;
  PublicationEditPayload: ResolverTypeWrapper<Omit<PublicationEditPayload, 'editor'> & { editor?: Maybe<ResolversTypes['PublicationEditor']> }>;
  PublicationEditValues: ResolverTypeWrapper<PublicationEditValues>;
  PublicationEditor: ResolverTypeWrapper<PublicationEditorDto>;
  PublicationFieldChange: ResolverTypeWrapper<PublicationFieldChange>;
  PublicationWarning: ResolverTypeWrapper<PublicationWarning>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordCorrection: ResolverTypeWrapper<RecordCorrectionDto>;
  Rect: ResolverTypeWrapper<Rect>;
  RectInput: RectInput;
  Regiment: ResolverTypeWrapper<RegimentDto>;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<Omit<RegisterPayload, 'session'> & { session?: Maybe<ResolversTypes['Session']> }>;
  RejectRecordCorrectionPayload: ResolverTypeWrapper<RejectRecordCorrectionPayload>;
  ReplaceImageScanInput: ReplaceImageScanInput;
  RequestEmailChangePayload: ResolverTypeWrapper<Omit<RequestEmailChangePayload, 'account'> & { account?: Maybe<ResolversTypes['Account']> }>;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RetitleImageInput: RetitleImageInput;
  Roll: ResolverTypeWrapper<RollDto>;
  RotateImageInput: RotateImageInput;
  SearchField: SearchField;
  SearchFieldInfo: ResolverTypeWrapper<SearchFieldInfo>;
  SearchFilterInput: SearchFilterInput;
  SearchHit: ResolverTypeWrapper<SearchHitDto>;
  SearchHitEdge: ResolverTypeWrapper<Omit<SearchHitEdge, 'node'> & { node: ResolversTypes['SearchHit'] }>;
  SearchQueryInput: SearchQueryInput;
  SearchResults: ResolverTypeWrapper<SearchPage>;
  Session: ResolverTypeWrapper<SessionState>;
  SessionUser: ResolverTypeWrapper<SessionUserDto>;
  SetImageVisibilityInput: SetImageVisibilityInput;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'session'> & { session: ResolversTypes['Session'] }>;
  SiteCounts: ResolverTypeWrapper<SiteCounts>;
  SortOrder: SortOrder;
  SourceInput: SourceInput;
  Staff: ResolverTypeWrapper<Staff>;
  StaffUser: ResolverTypeWrapper<StaffUserDto>;
  StartImportInput: StartImportInput;
  Stickiness: Stickiness;
  StoryInput: StoryInput;
  StrictMode: StrictMode;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubImage: ResolverTypeWrapper<SubImageDto>;
  SubmitFeedbackPayload: ResolverTypeWrapper<Omit<SubmitFeedbackPayload, 'entry'> & { entry?: Maybe<ResolversTypes['FeedbackEntry']> }>;
  SubscriptionStatus: SubscriptionStatus;
  SubscriptionType: SubscriptionType;
  Suggestion: ResolverTypeWrapper<SuggestionDto>;
  SuggestionType: SuggestionType;
  Tag: ResolverTypeWrapper<TagDto>;
  TagCount: ResolverTypeWrapper<TagCount>;
  TagCountConnection: ResolverTypeWrapper<TagCountConnection>;
  TagCountEdge: ResolverTypeWrapper<TagCountEdge>;
  TagDeletion: ResolverTypeWrapper<TagDeletion>;
  TagFilterInput: TagFilterInput;
  TagImagePayload: ResolverTypeWrapper<Omit<TagImagePayload, 'image'> & { image?: Maybe<ResolversTypes['Image']> }>;
  TagNameCount: ResolverTypeWrapper<TagNameCount>;
  TagNameCountConnection: ResolverTypeWrapper<TagNameCountConnection>;
  TagNameCountEdge: ResolverTypeWrapper<TagNameCountEdge>;
  TagType: TagType;
  TestCheckout: ResolverTypeWrapper<TestCheckoutDto>;
  Thumbnail: ResolverTypeWrapper<Thumbnail>;
  TitleCollection: ResolverTypeWrapper<TitleCollectionSource>;
  TitleCollectionKind: TitleCollectionKind;
  UnitEvent: ResolverTypeWrapper<Omit<UnitEvent, 'battle'> & { battle?: Maybe<ResolversTypes['Battle']> }>;
  UnitEventKind: UnitEventKind;
  UnitFacts: ResolverTypeWrapper<UnitFacts>;
  UpdateAnnotationInput: UpdateAnnotationInput;
  UpdateAnnotationPayload: ResolverTypeWrapper<Omit<UpdateAnnotationPayload, 'annotation'> & { annotation?: Maybe<ResolversTypes['Annotation']> }>;
  UpdateCommunicationSettingsPayload: ResolverTypeWrapper<Omit<UpdateCommunicationSettingsPayload, 'account'> & { account?: Maybe<ResolversTypes['Account']> }>;
  UpdateMemorialInput: UpdateMemorialInput;
  UpdateMemorialPayload: ResolverTypeWrapper<Omit<UpdateMemorialPayload, 'memorial'> & { memorial?: Maybe<ResolversTypes['Memorial']> }>;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'account'> & { account?: Maybe<ResolversTypes['Account']> }>;
  UpdateUploadPayload: ResolverTypeWrapper<Omit<UpdateUploadPayload, 'upload'> & { upload?: Maybe<ResolversTypes['Upload']> }>;
  Upload: ResolverTypeWrapper<UploadDto>;
  UploadConnection: ResolverTypeWrapper<Omit<UploadConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['UploadEdge']>, nodes: Array<ResolversTypes['Upload']> }>;
  UploadEdge: ResolverTypeWrapper<Omit<UploadEdge, 'node'> & { node: ResolversTypes['Upload'] }>;
  UserError: ResolverTypeWrapper<UserError>;
  WordBox: ResolverTypeWrapper<WordBox>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: UserFullDto;
  AccountState: AccountState;
  Annotation: AnnotationDto;
  AnnotationAuthor: AnnotationAuthor;
  AnnotationRect: AnnotationRect;
  AnnotationRectInput: AnnotationRectInput;
  ApiKey: ApiKeyDto;
  Battle: BattleDto;
  BattleInvolvement: Omit<BattleInvolvement, 'regiments'> & { regiments: Array<ResolversParentTypes['Regiment']> };
  BetaBanner: BetaBanner;
  Boolean: Scalars['Boolean']['output'];
  Breadcrumb: Breadcrumb;
  BrowseLevels: BrowseLevelsDto;
  CaptchaChallenge: CaptchaChallenge;
  ChangeMemorialElementsPayload: Omit<ChangeMemorialElementsPayload, 'memorial'> & { memorial?: Maybe<ResolversParentTypes['Memorial']> };
  ChangePasswordPayload: Omit<ChangePasswordPayload, 'session'> & { session?: Maybe<ResolversParentTypes['Session']> };
  ChangeUsernamePayload: Omit<ChangeUsernamePayload, 'account'> & { account?: Maybe<ResolversParentTypes['Account']> };
  CheckoutStart: CheckoutStartDto;
  CommentInput: CommentInput;
  CommunicationSettings: CommunicationSettings;
  CommunicationSettingsInput: CommunicationSettingsInput;
  Company: CompanyDto;
  CompleteTestCheckoutPayload: Omit<CompleteTestCheckoutPayload, 'membership'> & { membership?: Maybe<ResolversParentTypes['Membership']> };
  ConnectedApp: ConnectedApp;
  Coordinates: Coordinates;
  CorrectIndexRecordInput: CorrectIndexRecordInput;
  CorrectIndexRecordPayload: Omit<CorrectIndexRecordPayload, 'correction' | 'record'> & { correction?: Maybe<ResolversParentTypes['RecordCorrection']>, record?: Maybe<ResolversParentTypes['IndexRecordAdmin']> };
  CorrectionInput: CorrectionInput;
  CorrectionProposal: CorrectionProposal;
  CreateAnnotationInput: CreateAnnotationInput;
  CreateAnnotationPayload: Omit<CreateAnnotationPayload, 'annotation'> & { annotation?: Maybe<ResolversParentTypes['Annotation']> };
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyPayload: Omit<CreateApiKeyPayload, 'createdApiKey'> & { createdApiKey?: Maybe<ResolversParentTypes['CreatedApiKey']> };
  CreateMemorialFromRecordPayload: Omit<CreateMemorialFromRecordPayload, 'memorial'> & { memorial?: Maybe<ResolversParentTypes['Memorial']> };
  CreateMemorialInput: CreateMemorialInput;
  CreateMemorialPayload: Omit<CreateMemorialPayload, 'memorial'> & { memorial?: Maybe<ResolversParentTypes['Memorial']> };
  CreatedApiKey: CreatedApiKeyDto;
  DateParts: DateParts;
  DateSpanInput: DateSpanInput;
  DateTime: Scalars['DateTime']['output'];
  Denial: Denial;
  DeniedObject: Omit<DeniedObject, 'denial'> & { denial: ResolversParentTypes['Denial'] };
  EditableField: EditableField;
  EnlistmentDateCount: EnlistmentDateCount;
  EnlistmentPlaceCount: Omit<EnlistmentPlaceCount, 'place'> & { place: ResolversParentTypes['Place'] };
  Facet: FacetDto;
  FacetRequestInput: FacetRequestInput;
  FacetTypeInfo: FacetTypeInfo;
  FacetValue: FacetValue;
  FactInput: FactInput;
  FeedbackEntry: FeedbackEntryDto;
  FeedbackEntryConnection: Omit<FeedbackEntryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['FeedbackEntryEdge']>, nodes: Array<ResolversParentTypes['FeedbackEntry']> };
  FeedbackEntryEdge: Omit<FeedbackEntryEdge, 'node'> & { node: ResolversParentTypes['FeedbackEntry'] };
  FeedbackInput: FeedbackInput;
  FeedbackSender: FeedbackSender;
  FieldedKeywordInput: FieldedKeywordInput;
  File: FileDto;
  FilterValueInput: FilterValueInput;
  Float: Scalars['Float']['output'];
  GalleryImage: GalleryEntry;
  GalleryImageConnection: Omit<GalleryImageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['GalleryImageEdge']>, nodes: Array<ResolversParentTypes['GalleryImage']> };
  GalleryImageEdge: Omit<GalleryImageEdge, 'node'> & { node: ResolversParentTypes['GalleryImage'] };
  HitMatch: HitMatch;
  HonorImage: Omit<HonorImage, 'memorial'> & { memorial?: Maybe<ResolversParentTypes['Memorial']> };
  HonorImageEdge: Omit<HonorImageEdge, 'node'> & { node: ResolversParentTypes['HonorImage'] };
  HonorWall: Omit<HonorWall, 'edges' | 'images' | 'nodes'> & { edges: Array<ResolversParentTypes['HonorImageEdge']>, images: Array<ResolversParentTypes['HonorImage']>, nodes: Array<ResolversParentTypes['HonorImage']> };
  HonorWallConflict: HonorWallConflict;
  ID: Scalars['ID']['output'];
  Image: ImageDto;
  ImageConnection: Omit<ImageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ImageEdge']>, nodes: Array<ResolversParentTypes['Image']> };
  ImageEdge: Omit<ImageEdge, 'node'> & { node: ResolversParentTypes['Image'] };
  ImageManagement: ManagedImageDto;
  ImpersonationLink: ImpersonationLink;
  ImportCheckLevelInput: ImportCheckLevelInput;
  ImportColumnMappingInput: ImportColumnMappingInput;
  ImportFilterInput: ImportFilterInput;
  ImportFinding: ImportFindingDto;
  ImportFindingConnection: Omit<ImportFindingConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ImportFindingEdge']>, nodes: Array<ResolversParentTypes['ImportFinding']> };
  ImportFindingEdge: Omit<ImportFindingEdge, 'node'> & { node: ResolversParentTypes['ImportFinding'] };
  ImportJob: ImportJobDto;
  ImportJobConnection: Omit<ImportJobConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ImportJobEdge']>, nodes: Array<ResolversParentTypes['ImportJob']> };
  ImportJobEdge: Omit<ImportJobEdge, 'node'> & { node: ResolversParentTypes['ImportJob'] };
  ImportJobPayload: Omit<ImportJobPayload, 'importJob'> & { importJob?: Maybe<ResolversParentTypes['ImportJob']> };
  ImportProgress: ImportProgress;
  ImportableFact: ImportableFact;
  IndexRecord: IndexRecordDto;
  IndexRecordAdmin: IndexRecordAdminDto;
  IndexRecordAdminField: IndexRecordAdminField;
  IndexRecordConnection: Omit<IndexRecordConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['IndexRecordEdge']>, nodes: Array<ResolversParentTypes['IndexRecord']> };
  IndexRecordEdge: Omit<IndexRecordEdge, 'node'> & { node: ResolversParentTypes['IndexRecord'] };
  Institution: InstitutionDto;
  Int: Scalars['Int']['output'];
  LinkInput: LinkInput;
  ManageImagePayload: Omit<ManageImagePayload, 'image'> & { image?: Maybe<ResolversParentTypes['Image']> };
  Member: Member;
  MemberSubscription: SubscriptionDto;
  Membership: MembershipDto;
  Memorial: MemorialDto;
  MemorialComment: ElementSource;
  MemorialConnection: Omit<MemorialConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MemorialEdge']>, nodes: Array<ResolversParentTypes['Memorial']> };
  MemorialCorrection: ElementSource;
  MemorialEdge: Omit<MemorialEdge, 'node'> & { node: ResolversParentTypes['Memorial'] };
  MemorialElement: ElementSource;
  MemorialElementChangeInput: MemorialElementChangeInput;
  MemorialElementInput: MemorialElementInput;
  MemorialFact: ElementSource;
  MemorialImage: ElementSource;
  MemorialImageInput: MemorialImageInput;
  MemorialLink: ElementSource;
  MemorialPermissions: MemorialPermissions;
  MemorialSource: ElementSource;
  MemorialStory: ElementSource;
  MoveImageInput: MoveImageInput;
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  OAuthApp: RegisteredApp;
  PageFind: PageFind;
  PageHit: PageHit;
  PageInfo: PageInfo;
  ParsedDate: ParsedDate;
  PartialDate: Scalars['PartialDate']['output'];
  Partner: PartnerSource;
  PasswordPolicy: PasswordPolicy;
  PasswordValidation: PasswordValidation;
  PaymentCard: PaymentCard;
  PdfRequest: PdfRequestDto;
  PendingRecordCorrection: PendingRecordCorrection;
  Place: Place;
  Plan: PlanDto;
  Profile: ProfileDto;
  ProfileInput: ProfileInput;
  ProposeRecordCorrectionInput: ProposeRecordCorrectionInput;
  ProposeRecordCorrectionPayload: ProposeRecordCorrectionPayload;
  Publication: PublicationDto;
  PublicationChange: PublicationChange;
  PublicationEditInput: PublicationEditInput;
  PublicationEditPayload: Omit<PublicationEditPayload, 'editor'> & { editor?: Maybe<ResolversParentTypes['PublicationEditor']> };
  PublicationEditValues: PublicationEditValues;
  PublicationEditor: PublicationEditorDto;
  PublicationFieldChange: PublicationFieldChange;
  PublicationWarning: PublicationWarning;
  Query: Record<PropertyKey, never>;
  RecordCorrection: RecordCorrectionDto;
  Rect: Rect;
  RectInput: RectInput;
  Regiment: RegimentDto;
  RegisterInput: RegisterInput;
  RegisterPayload: Omit<RegisterPayload, 'session'> & { session?: Maybe<ResolversParentTypes['Session']> };
  RejectRecordCorrectionPayload: RejectRecordCorrectionPayload;
  ReplaceImageScanInput: ReplaceImageScanInput;
  RequestEmailChangePayload: Omit<RequestEmailChangePayload, 'account'> & { account?: Maybe<ResolversParentTypes['Account']> };
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordPayload: ResetPasswordPayload;
  RetitleImageInput: RetitleImageInput;
  Roll: RollDto;
  RotateImageInput: RotateImageInput;
  SearchFieldInfo: SearchFieldInfo;
  SearchFilterInput: SearchFilterInput;
  SearchHit: SearchHitDto;
  SearchHitEdge: Omit<SearchHitEdge, 'node'> & { node: ResolversParentTypes['SearchHit'] };
  SearchQueryInput: SearchQueryInput;
  SearchResults: SearchPage;
  Session: SessionState;
  SessionUser: SessionUserDto;
  SetImageVisibilityInput: SetImageVisibilityInput;
  SignInPayload: Omit<SignInPayload, 'session'> & { session: ResolversParentTypes['Session'] };
  SiteCounts: SiteCounts;
  SourceInput: SourceInput;
  Staff: Staff;
  StaffUser: StaffUserDto;
  StartImportInput: StartImportInput;
  StoryInput: StoryInput;
  String: Scalars['String']['output'];
  SubImage: SubImageDto;
  SubmitFeedbackPayload: Omit<SubmitFeedbackPayload, 'entry'> & { entry?: Maybe<ResolversParentTypes['FeedbackEntry']> };
  Suggestion: SuggestionDto;
  Tag: TagDto;
  TagCount: TagCount;
  TagCountConnection: TagCountConnection;
  TagCountEdge: TagCountEdge;
  TagDeletion: TagDeletion;
  TagFilterInput: TagFilterInput;
  TagImagePayload: Omit<TagImagePayload, 'image'> & { image?: Maybe<ResolversParentTypes['Image']> };
  TagNameCount: TagNameCount;
  TagNameCountConnection: TagNameCountConnection;
  TagNameCountEdge: TagNameCountEdge;
  TestCheckout: TestCheckoutDto;
  Thumbnail: Thumbnail;
  TitleCollection: TitleCollectionSource;
  UnitEvent: Omit<UnitEvent, 'battle'> & { battle?: Maybe<ResolversParentTypes['Battle']> };
  UnitFacts: UnitFacts;
  UpdateAnnotationInput: UpdateAnnotationInput;
  UpdateAnnotationPayload: Omit<UpdateAnnotationPayload, 'annotation'> & { annotation?: Maybe<ResolversParentTypes['Annotation']> };
  UpdateCommunicationSettingsPayload: Omit<UpdateCommunicationSettingsPayload, 'account'> & { account?: Maybe<ResolversParentTypes['Account']> };
  UpdateMemorialInput: UpdateMemorialInput;
  UpdateMemorialPayload: Omit<UpdateMemorialPayload, 'memorial'> & { memorial?: Maybe<ResolversParentTypes['Memorial']> };
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'account'> & { account?: Maybe<ResolversParentTypes['Account']> };
  UpdateUploadPayload: Omit<UpdateUploadPayload, 'upload'> & { upload?: Maybe<ResolversParentTypes['Upload']> };
  Upload: UploadDto;
  UploadConnection: Omit<UploadConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['UploadEdge']>, nodes: Array<ResolversParentTypes['Upload']> };
  UploadEdge: Omit<UploadEdge, 'node'> & { node: ResolversParentTypes['Upload'] };
  UserError: UserError;
  WordBox: WordBox;
}>;

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  accountStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  communicationSettings?: Resolver<ResolversTypes['CommunicationSettings'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facebookConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usesFacebookPhoto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AccountStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountState'] = ResolversParentTypes['AccountState']> = ResolversObject<{
  bundleSubscriber?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['AccountStateFlag']>, ParentType, ContextType>;
  genealogySiteSubscriber?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  newspaperSubscriber?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AccountStatusResolvers = EnumResolverSignature<{ ANNUAL_SUBSCRIBER?: any, BUNDLE?: any, COMP_SUBSCRIBER?: any, FREE_TRIAL?: any, MONTHLY_SUBSCRIBER?: any, NON_SUBSCRIBER?: any }, ResolversTypes['AccountStatus']>;

export type AnnotationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Annotation'] = ResolversParentTypes['Annotation']> = ResolversObject<{
  annotationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['AnnotationAuthor']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rect?: Resolver<ResolversTypes['AnnotationRect'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AnnotationType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AnnotationAuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnnotationAuthor'] = ResolversParentTypes['AnnotationAuthor']> = ResolversObject<{
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AnnotationRectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnnotationRect'] = ResolversParentTypes['AnnotationRect']> = ResolversObject<{
  h?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rotation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  w?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origins?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ownerAccountStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ownerUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['ApiKeyScope']>, ParentType, ContextType>;
}>;

export type ApiKeyScopeResolvers = EnumResolverSignature<{ FREEFORM?: any, READ?: any, WRITE?: any }, ResolversTypes['ApiKeyScope']>;

export type BattleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Battle'] = ResolversParentTypes['Battle']> = ResolversObject<{
  battleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conflict?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coordinates?: Resolver<ResolversTypes['Coordinates'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['PartialDate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  involvement?: Resolver<Array<ResolversTypes['BattleInvolvement']>, ParentType, ContextType>;
  memorials?: Resolver<ResolversTypes['MemorialConnection'], ParentType, ContextType, Partial<BattleMemorialsArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  records?: Resolver<ResolversTypes['IndexRecordConnection'], ParentType, ContextType, Partial<BattleRecordsArgs>>;
  regiments?: Resolver<Array<ResolversTypes['Regiment']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['PartialDate'], ParentType, ContextType>;
  subType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BattleInvolvementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BattleInvolvement'] = ResolversParentTypes['BattleInvolvement']> = ResolversObject<{
  regiments?: Resolver<Array<ResolversTypes['Regiment']>, ParentType, ContextType>;
  side?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BetaBannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BetaBanner'] = ResolversParentTypes['BetaBanner']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BreadcrumbResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrowseLevelsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowseLevels'] = ResolversParentTypes['BrowseLevels']> = ResolversObject<{
  documentLevel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CaptchaChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CaptchaChallenge'] = ResolversParentTypes['CaptchaChallenge']> = ResolversObject<{
  challenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['CaptchaProvider'], ParentType, ContextType>;
  siteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ChangeMemorialElementsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangeMemorialElementsPayload'] = ResolversParentTypes['ChangeMemorialElementsPayload']> = ResolversObject<{
  memorial?: Resolver<Maybe<ResolversTypes['Memorial']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ChangePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = ResolversObject<{
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ChangeUsernamePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangeUsernamePayload'] = ResolversParentTypes['ChangeUsernamePayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CheckoutStartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutStart'] = ResolversParentTypes['CheckoutStart']> = ResolversObject<{
  checkoutId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommunicationSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommunicationSettings'] = ResolversParentTypes['CommunicationSettings']> = ResolversObject<{
  memorialActivity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = ResolversObject<{
  aliases?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  battles?: Resolver<Array<ResolversTypes['Battle']>, ParentType, ContextType>;
  companies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endPlace?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['UnitEvent']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leaders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  letter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memorials?: Resolver<ResolversTypes['MemorialConnection'], ParentType, ContextType, Partial<CompanyMemorialsArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nicknames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  records?: Resolver<ResolversTypes['IndexRecordConnection'], ParentType, ContextType, Partial<CompanyRecordsArgs>>;
  regiment?: Resolver<ResolversTypes['Regiment'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startPlace?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitFacts?: Resolver<ResolversTypes['UnitFacts'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompleteTestCheckoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompleteTestCheckoutPayload'] = ResolversParentTypes['CompleteTestCheckoutPayload']> = ResolversObject<{
  declineCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  membership?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ConnectedAppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConnectedApp'] = ResolversParentTypes['ConnectedApp']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  connectedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CoordinatesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Coordinates'] = ResolversParentTypes['Coordinates']> = ResolversObject<{
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CorrectIndexRecordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorrectIndexRecordPayload'] = ResolversParentTypes['CorrectIndexRecordPayload']> = ResolversObject<{
  correction?: Resolver<Maybe<ResolversTypes['RecordCorrection']>, ParentType, ContextType>;
  record?: Resolver<Maybe<ResolversTypes['IndexRecordAdmin']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CorrectionProposalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorrectionProposal'] = ResolversParentTypes['CorrectionProposal']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CorrectionProposalState'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CorrectionProposalStateResolvers = EnumResolverSignature<{ ACCEPTED?: any, PENDING?: any, REJECTED?: any }, ResolversTypes['CorrectionProposalState']>;

export type CreateAnnotationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateAnnotationPayload'] = ResolversParentTypes['CreateAnnotationPayload']> = ResolversObject<{
  annotation?: Resolver<Maybe<ResolversTypes['Annotation']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateApiKeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateApiKeyPayload'] = ResolversParentTypes['CreateApiKeyPayload']> = ResolversObject<{
  createdApiKey?: Resolver<Maybe<ResolversTypes['CreatedApiKey']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateMemorialFromRecordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateMemorialFromRecordPayload'] = ResolversParentTypes['CreateMemorialFromRecordPayload']> = ResolversObject<{
  memorial?: Resolver<Maybe<ResolversTypes['Memorial']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateMemorialPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateMemorialPayload'] = ResolversParentTypes['CreateMemorialPayload']> = ResolversObject<{
  memorial?: Resolver<Maybe<ResolversTypes['Memorial']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreatedApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = ResolversObject<{
  key?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DatePartsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DateParts'] = ResolversParentTypes['DateParts']> = ResolversObject<{
  day?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  month?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DenialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Denial'] = ResolversParentTypes['Denial']> = ResolversObject<{
  accessLevel?: Resolver<ResolversTypes['AccessLevel'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['AccessAction'], ParentType, ContextType>;
  minimumAccountStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requirement?: Resolver<Maybe<ResolversTypes['DenyRequirement']>, ParentType, ContextType>;
}>;

export type DeniedObjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeniedObject'] = ResolversParentTypes['DeniedObject']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['ContentType'], ParentType, ContextType>;
  denial?: Resolver<ResolversTypes['Denial'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Thumbnail']>, ParentType, ContextType, RequireFields<DeniedObjectThumbnailArgs, 'height' | 'width'>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EditableFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EditableField'] = ResolversParentTypes['EditableField']> = ResolversObject<{
  allowed?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  group?: Resolver<ResolversTypes['EditableFieldGroup'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nullable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EditableFieldType'], ParentType, ContextType>;
}>;

export type EnlistmentDateCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnlistmentDateCount'] = ResolversParentTypes['EnlistmentDateCount']> = ResolversObject<{
  date?: Resolver<ResolversTypes['PartialDate'], ParentType, ContextType>;
  soldiers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EnlistmentPlaceCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnlistmentPlaceCount'] = ResolversParentTypes['EnlistmentPlaceCount']> = ResolversObject<{
  place?: Resolver<ResolversTypes['Place'], ParentType, ContextType>;
  soldiers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Facet'] = ResolversParentTypes['Facet']> = ResolversObject<{
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FacetType'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
}>;

export type FacetTypeResolvers = EnumResolverSignature<{ BROWSE_LEVEL_1?: any, BROWSE_LEVEL_2?: any, BROWSE_LEVEL_3?: any, BROWSE_LEVEL_4?: any, BROWSE_LEVEL_5?: any, BROWSE_LEVEL_6?: any, BROWSE_LEVEL_7?: any, COLLECTION?: any, CONFLICT?: any, CONTRIBUTOR?: any, DATE?: any, FULL_NAME?: any, LANGUAGE?: any, PLACE?: any, PROVIDER?: any, PUBLICATION?: any, PUBLICATION_TYPE?: any, RECORD_TYPE?: any, SERVICE_BRANCH?: any, SERVICE_NUMBER?: any, SUB_TYPE?: any }, ResolversTypes['FacetType']>;

export type FacetTypeInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FacetTypeInfo'] = ResolversParentTypes['FacetTypeInfo']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FacetType'], ParentType, ContextType>;
}>;

export type FacetValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FacetValue'] = ResolversParentTypes['FacetValue']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeedbackEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackEntry'] = ResolversParentTypes['FeedbackEntry']> = ResolversObject<{
  category?: Resolver<ResolversTypes['FeedbackCategory'], ParentType, ContextType>;
  correction?: Resolver<Maybe<ResolversTypes['CorrectionProposal']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  objectType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FeedbackStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FeedbackSubject'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['FeedbackSender']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FeedbackEntryConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackEntryConnection'] = ResolversParentTypes['FeedbackEntryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['FeedbackEntryEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['FeedbackEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeedbackEntryEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackEntryEdge'] = ResolversParentTypes['FeedbackEntryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FeedbackEntry'], ParentType, ContextType>;
}>;

export type FeedbackSenderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackSender'] = ResolversParentTypes['FeedbackSender']> = ResolversObject<{
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = ResolversObject<{
  access?: Resolver<Maybe<ResolversTypes['Denial']>, ParentType, ContextType, RequireFields<FileAccessArgs, 'action'>>;
  browsePath?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstHit?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType, RequireFields<FileFirstHitArgs, 'keyword'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType, RequireFields<FileImagesArgs, 'limit' | 'offset'>>;
  pages?: Resolver<ResolversTypes['ImageConnection'], ParentType, ContextType, RequireFields<FilePagesArgs, 'offset'>>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Thumbnail']>, ParentType, ContextType, RequireFields<FileThumbnailArgs, 'height' | 'width'>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GalleryImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImage'] = ResolversParentTypes['GalleryImage']> = ResolversObject<{
  added?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
}>;

export type GalleryImageConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImageConnection'] = ResolversParentTypes['GalleryImageConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['GalleryImageEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['GalleryImage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GalleryImageEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImageEdge'] = ResolversParentTypes['GalleryImageEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['GalleryImage'], ParentType, ContextType>;
}>;

export type HitMatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HitMatch'] = ResolversParentTypes['HitMatch']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MatchKind'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HonorImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HonorImage'] = ResolversParentTypes['HonorImage']> = ResolversObject<{
  conflict?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memorial?: Resolver<Maybe<ResolversTypes['Memorial']>, ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Thumbnail'], ParentType, ContextType, RequireFields<HonorImageThumbnailArgs, 'height' | 'width'>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HonorImageEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HonorImageEdge'] = ResolversParentTypes['HonorImageEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['HonorImage'], ParentType, ContextType>;
}>;

export type HonorWallResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HonorWall'] = ResolversParentTypes['HonorWall']> = ResolversObject<{
  conflicts?: Resolver<Array<ResolversTypes['HonorWallConflict']>, ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['HonorImageEdge']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['HonorImage']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['HonorImage']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HonorWallConflictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HonorWallConflict'] = ResolversParentTypes['HonorWallConflict']> = ResolversObject<{
  conflict?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  access?: Resolver<Maybe<ResolversTypes['Denial']>, ParentType, ContextType, RequireFields<ImageAccessArgs, 'action'>>;
  adminLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  annotations?: Resolver<Array<ResolversTypes['Annotation']>, ParentType, ContextType>;
  annotationsExportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ImageDownloadUrlArgs>>;
  file?: Resolver<ResolversTypes['File'], ParentType, ContextType>;
  filmstrip?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType, RequireFields<ImageFilmstripArgs, 'count'>>;
  findInPage?: Resolver<ResolversTypes['PageFind'], ParentType, ContextType, RequireFields<ImageFindInPageArgs, 'max' | 'text'>>;
  hasOcr?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inGallery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  indexRecords?: Resolver<Array<ResolversTypes['IndexRecord']>, ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  management?: Resolver<Maybe<ResolversTypes['ImageManagement']>, ParentType, ContextType>;
  nextImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  ocrText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  printUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ImagePrintUrlArgs>>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
  roll?: Resolver<ResolversTypes['Roll'], ParentType, ContextType>;
  scanUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subImages?: Resolver<Array<ResolversTypes['SubImage']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Thumbnail'], ParentType, ContextType, RequireFields<ImageThumbnailArgs, 'height' | 'width'>>;
  tileSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploader?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  viewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ImageConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageConnection'] = ResolversParentTypes['ImageConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ImageEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImageEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageEdge'] = ResolversParentTypes['ImageEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
}>;

export type ImageManagementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageManagement'] = ResolversParentTypes['ImageManagement']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImpersonationLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImpersonationLink'] = ResolversParentTypes['ImpersonationLink']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportFindingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportFinding'] = ResolversParentTypes['ImportFinding']> = ResolversObject<{
  check?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['ImportCheckLevel'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ImportFindingConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportFindingConnection'] = ResolversParentTypes['ImportFindingConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ImportFindingEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ImportFinding']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportFindingEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportFindingEdge'] = ResolversParentTypes['ImportFindingEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ImportFinding'], ParentType, ContextType>;
}>;

export type ImportJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportJob'] = ResolversParentTypes['ImportJob']> = ResolversObject<{
  cancelRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  correctById?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  findings?: Resolver<ResolversTypes['ImportFindingConnection'], ParentType, ContextType, RequireFields<ImportJobFindingsArgs, 'offset'>>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['ImportProgress'], ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ImportState'], ParentType, ContextType>;
  validateOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ImportJobConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportJobConnection'] = ResolversParentTypes['ImportJobConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ImportJobEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ImportJob']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportJobEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportJobEdge'] = ResolversParentTypes['ImportJobEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ImportJob'], ParentType, ContextType>;
}>;

export type ImportJobPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportJobPayload'] = ResolversParentTypes['ImportJobPayload']> = ResolversObject<{
  importJob?: Resolver<Maybe<ResolversTypes['ImportJob']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ImportProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportProgress'] = ResolversParentTypes['ImportProgress']> = ResolversObject<{
  rowsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsRejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsSkipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsWarned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsWritten?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scansTiled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scansTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportableFactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportableFact'] = ResolversParentTypes['ImportableFact']> = ResolversObject<{
  alreadyOnMemorial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IndexRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IndexRecord'] = ResolversParentTypes['IndexRecord']> = ResolversObject<{
  access?: Resolver<Maybe<ResolversTypes['Denial']>, ParentType, ContextType, RequireFields<IndexRecordAccessArgs, 'action'>>;
  award?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['PartialDate']>, ParentType, ContextType>;
  birthPlace?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  burialDate?: Resolver<Maybe<ResolversTypes['PartialDate']>, ParentType, ContextType>;
  burialPlace?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  casualtyType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  conflict?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deathCause?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deathDate?: Resolver<Maybe<ResolversTypes['PartialDate']>, ParentType, ContextType>;
  deathPlace?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  dischargeDate?: Resolver<Maybe<ResolversTypes['PartialDate']>, ParentType, ContextType>;
  dischargeRank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enlistmentDate?: Resolver<Maybe<ResolversTypes['PartialDate']>, ParentType, ContextType>;
  enlistmentPlace?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  enlistmentRank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameSuffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
  race?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regiment?: Resolver<Maybe<ResolversTypes['Regiment']>, ParentType, ContextType>;
  residencePlace?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  serviceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subImage?: Resolver<Maybe<ResolversTypes['SubImage']>, ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theater?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Thumbnail']>, ParentType, ContextType, RequireFields<IndexRecordThumbnailArgs, 'height' | 'width'>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IndexRecordAdminResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IndexRecordAdmin'] = ResolversParentTypes['IndexRecordAdmin']> = ResolversObject<{
  accessLevel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['IndexRecordAdminField']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['RecordCorrection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pendingProposals?: Resolver<Array<ResolversTypes['PendingRecordCorrection']>, ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IndexRecordAdminFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IndexRecordAdminField'] = ResolversParentTypes['IndexRecordAdminField']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proposable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stickiness?: Resolver<Maybe<ResolversTypes['Stickiness']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type IndexRecordConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IndexRecordConnection'] = ResolversParentTypes['IndexRecordConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['IndexRecordEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['IndexRecord']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type IndexRecordEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IndexRecordEdge'] = ResolversParentTypes['IndexRecordEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['IndexRecord'], ParentType, ContextType>;
}>;

export type InstitutionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Institution'] = ResolversParentTypes['Institution']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proquest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  silo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ManageImagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManageImagePayload'] = ResolversParentTypes['ManageImagePayload']> = ResolversObject<{
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type MemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = ResolversObject<{
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MemberSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberSubscription'] = ResolversParentTypes['MemberSubscription']> = ResolversObject<{
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['PaymentCard']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiration?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  finalizationDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  finalizationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freeTrialCanceled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type MembershipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = ResolversObject<{
  accountStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeTrialUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['MemberSubscription']>, ParentType, ContextType>;
}>;

export type MemorialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Memorial'] = ResolversParentTypes['Memorial']> = ResolversObject<{
  backgroundImage?: Resolver<Maybe<ResolversTypes['MemorialImage']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['MemorialComment']>, ParentType, ContextType>;
  corrections?: Resolver<Array<ResolversTypes['MemorialCorrection']>, ParentType, ContextType>;
  coverImage?: Resolver<Maybe<ResolversTypes['MemorialImage']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  elements?: Resolver<Array<ResolversTypes['MemorialElement']>, ParentType, ContextType>;
  facts?: Resolver<Array<ResolversTypes['MemorialFact']>, ParentType, ContextType>;
  gedcomUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  honorImage?: Resolver<Maybe<ResolversTypes['MemorialImage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['MemorialImage']>, ParentType, ContextType>;
  indexRecord?: Resolver<Maybe<ResolversTypes['IndexRecord']>, ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['MemorialLink']>, ParentType, ContextType>;
  memorialId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ownerUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['MemorialPermissions'], ParentType, ContextType>;
  primaryMilitaryEvent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['MemorialSource']>, ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['MemorialStory']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Thumbnail']>, ParentType, ContextType, RequireFields<MemorialThumbnailArgs, 'height' | 'width'>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MemorialCommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemorialComment'] = ResolversParentTypes['MemorialComment']> = ResolversObject<{
  authorUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MemorialElementKind'], ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MemorialConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemorialConnection'] = ResolversParentTypes['MemorialConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MemorialEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Memorial']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemorialCorrectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemorialCorrection'] = ResolversParentTypes['MemorialCorrection']> = ResolversObject<{
  authorUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MemorialElementKind'], ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MemorialEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemorialEdge'] = ResolversParentTypes['MemorialEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Memorial'], ParentType, ContextType>;
}>;

export type MemorialElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemorialElement'] = ResolversParentTypes['MemorialElement']> = ResolversObject<{
  __resolveType: TypeResolveFn<'MemorialComment' | 'MemorialCorrection' | 'MemorialFact' | 'MemorialImage' | 'MemorialLink' | 'MemorialSource' | 'MemorialStory', ParentType, ContextType>;
}>;

export type MemorialFactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemorialFact'] = ResolversParentTypes['MemorialFact']> = ResolversObject<{
  authorUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['ParsedDate']>, ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MemorialElementKind'], ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shareUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['MemorialSource']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MemorialImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemorialImage'] = ResolversParentTypes['MemorialImage']> = ResolversObject<{
  authorUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MemorialElementKind'], ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rect?: Resolver<Maybe<ResolversTypes['Rect']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shareUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Thumbnail'], ParentType, ContextType, RequireFields<MemorialImageThumbnailArgs, 'height' | 'width'>>;
  yPosition?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MemorialLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemorialLink'] = ResolversParentTypes['MemorialLink']> = ResolversObject<{
  authorUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MemorialElementKind'], ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  objectId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shareUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MemorialPermissionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemorialPermissions'] = ResolversParentTypes['MemorialPermissions']> = ResolversObject<{
  canComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MemorialSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemorialSource'] = ResolversParentTypes['MemorialSource']> = ResolversObject<{
  authorUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MemorialElementKind'], ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<Maybe<ResolversTypes['IndexRecord']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MemorialStoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemorialStory'] = ResolversParentTypes['MemorialStory']> = ResolversObject<{
  authorUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['ParsedDate']>, ParentType, ContextType>;
  dateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MemorialElementKind'], ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  placeText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shareUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptRecordCorrection?: Resolver<ResolversTypes['CorrectIndexRecordPayload'], ParentType, ContextType, RequireFields<MutationAcceptRecordCorrectionArgs, 'feedbackId'>>;
  addToGallery?: Resolver<ResolversTypes['GalleryImage'], ParentType, ContextType, Partial<MutationAddToGalleryArgs>>;
  cancelImport?: Resolver<ResolversTypes['ImportJobPayload'], ParentType, ContextType, RequireFields<MutationCancelImportArgs, 'id'>>;
  cancelSubscription?: Resolver<ResolversTypes['Membership'], ParentType, ContextType>;
  changeMemorialElements?: Resolver<ResolversTypes['ChangeMemorialElementsPayload'], ParentType, ContextType, RequireFields<MutationChangeMemorialElementsArgs, 'changes' | 'deletions' | 'newElements'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'newPassword'>>;
  changeUsername?: Resolver<ResolversTypes['ChangeUsernamePayload'], ParentType, ContextType, RequireFields<MutationChangeUsernameArgs, 'username'>>;
  completeTestCheckout?: Resolver<ResolversTypes['CompleteTestCheckoutPayload'], ParentType, ContextType, RequireFields<MutationCompleteTestCheckoutArgs, 'cardNumber' | 'id'>>;
  confirmEmailChange?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'token'>>;
  correctIndexRecord?: Resolver<ResolversTypes['CorrectIndexRecordPayload'], ParentType, ContextType, RequireFields<MutationCorrectIndexRecordArgs, 'input'>>;
  createAnnotation?: Resolver<ResolversTypes['CreateAnnotationPayload'], ParentType, ContextType, RequireFields<MutationCreateAnnotationArgs, 'input'>>;
  createApiKey?: Resolver<ResolversTypes['CreateApiKeyPayload'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createImpersonationLink?: Resolver<ResolversTypes['ImpersonationLink'], ParentType, ContextType, RequireFields<MutationCreateImpersonationLinkArgs, 'userId'>>;
  createMemorial?: Resolver<ResolversTypes['CreateMemorialPayload'], ParentType, ContextType, RequireFields<MutationCreateMemorialArgs, 'input'>>;
  createMemorialFromRecord?: Resolver<ResolversTypes['CreateMemorialFromRecordPayload'], ParentType, ContextType, RequireFields<MutationCreateMemorialFromRecordArgs, 'type'>>;
  createPublication?: Resolver<ResolversTypes['PublicationEditPayload'], ParentType, ContextType, RequireFields<MutationCreatePublicationArgs, 'input'>>;
  deleteAnnotation?: Resolver<ResolversTypes['Image'], ParentType, ContextType, Partial<MutationDeleteAnnotationArgs>>;
  deleteMemorial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationDeleteMemorialArgs>>;
  deleteTag?: Resolver<ResolversTypes['TagDeletion'], ParentType, ContextType, RequireFields<MutationDeleteTagArgs, 'name'>>;
  deleteUpload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationDeleteUploadArgs>>;
  disconnectApp?: Resolver<Array<ResolversTypes['ConnectedApp']>, ParentType, ContextType, RequireFields<MutationDisconnectAppArgs, 'clientId'>>;
  disconnectMemorialRecord?: Resolver<ResolversTypes['Memorial'], ParentType, ContextType, Partial<MutationDisconnectMemorialRecordArgs>>;
  grantComp?: Resolver<ResolversTypes['Membership'], ParentType, ContextType, RequireFields<MutationGrantCompArgs, 'until' | 'userId'>>;
  importFactsFromRecord?: Resolver<ResolversTypes['Memorial'], ParentType, ContextType, Partial<MutationImportFactsFromRecordArgs>>;
  moveImage?: Resolver<ResolversTypes['ManageImagePayload'], ParentType, ContextType, RequireFields<MutationMoveImageArgs, 'input'>>;
  proposeRecordCorrection?: Resolver<ResolversTypes['ProposeRecordCorrectionPayload'], ParentType, ContextType, RequireFields<MutationProposeRecordCorrectionArgs, 'input'>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  rejectRecordCorrection?: Resolver<ResolversTypes['RejectRecordCorrectionPayload'], ParentType, ContextType, RequireFields<MutationRejectRecordCorrectionArgs, 'feedbackId' | 'reason'>>;
  removeExternalLink?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType, RequireFields<MutationRemoveExternalLinkArgs, 'userId'>>;
  removeFromGallery?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType, Partial<MutationRemoveFromGalleryArgs>>;
  removeTag?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRemoveTagArgs, 'name'>>;
  reorderMemorialElements?: Resolver<ResolversTypes['Memorial'], ParentType, ContextType, RequireFields<MutationReorderMemorialElementsArgs, 'elementIds'>>;
  replaceImageScan?: Resolver<ResolversTypes['ManageImagePayload'], ParentType, ContextType, RequireFields<MutationReplaceImageScanArgs, 'input'>>;
  requestEmailChange?: Resolver<ResolversTypes['RequestEmailChangePayload'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'newEmail'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestPdf?: Resolver<ResolversTypes['PdfRequest'], ParentType, ContextType, Partial<MutationRequestPdfArgs>>;
  resendVerificationEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>>;
  retitleImage?: Resolver<ResolversTypes['ManageImagePayload'], ParentType, ContextType, RequireFields<MutationRetitleImageArgs, 'input'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  rotateImage?: Resolver<ResolversTypes['ManageImagePayload'], ParentType, ContextType, RequireFields<MutationRotateImageArgs, 'input'>>;
  setFeedbackStatus?: Resolver<ResolversTypes['FeedbackEntry'], ParentType, ContextType, RequireFields<MutationSetFeedbackStatusArgs, 'id' | 'status'>>;
  setImageVisibility?: Resolver<ResolversTypes['ManageImagePayload'], ParentType, ContextType, RequireFields<MutationSetImageVisibilityArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'password' | 'username'>>;
  signOut?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  startCheckout?: Resolver<ResolversTypes['CheckoutStart'], ParentType, ContextType, RequireFields<MutationStartCheckoutArgs, 'plan'>>;
  startFreeTrial?: Resolver<ResolversTypes['Membership'], ParentType, ContextType, Partial<MutationStartFreeTrialArgs>>;
  startImport?: Resolver<ResolversTypes['ImportJobPayload'], ParentType, ContextType, RequireFields<MutationStartImportArgs, 'input'>>;
  submitFeedback?: Resolver<ResolversTypes['SubmitFeedbackPayload'], ParentType, ContextType, RequireFields<MutationSubmitFeedbackArgs, 'input'>>;
  tagImage?: Resolver<ResolversTypes['TagImagePayload'], ParentType, ContextType, RequireFields<MutationTagImageArgs, 'name' | 'private'>>;
  undoImport?: Resolver<ResolversTypes['ImportJobPayload'], ParentType, ContextType, RequireFields<MutationUndoImportArgs, 'id'>>;
  unlockAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnlockAccountArgs, 'token'>>;
  untagImage?: Resolver<ResolversTypes['Image'], ParentType, ContextType, RequireFields<MutationUntagImageArgs, 'name'>>;
  updateAnnotation?: Resolver<ResolversTypes['UpdateAnnotationPayload'], ParentType, ContextType, RequireFields<MutationUpdateAnnotationArgs, 'input'>>;
  updateCommunicationSettings?: Resolver<ResolversTypes['UpdateCommunicationSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateCommunicationSettingsArgs, 'input'>>;
  updateMemorial?: Resolver<ResolversTypes['UpdateMemorialPayload'], ParentType, ContextType, RequireFields<MutationUpdateMemorialArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updatePublication?: Resolver<ResolversTypes['PublicationEditPayload'], ParentType, ContextType, RequireFields<MutationUpdatePublicationArgs, 'id' | 'input'>>;
  updateRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationUpdateRolesArgs, 'roles' | 'userId'>>;
  updateUpload?: Resolver<ResolversTypes['UpdateUploadPayload'], ParentType, ContextType, RequireFields<MutationUpdateUploadArgs, 'title'>>;
  verifyAccount?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationVerifyAccountArgs, 'password'>>;
  verifyEmail?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
}>;

export type NodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Battle' | 'Company' | 'DeniedObject' | 'File' | 'Image' | 'IndexRecord' | 'Memorial' | 'Partner' | 'Publication' | 'Regiment' | 'SubImage' | 'TitleCollection', ParentType, ContextType>;
}>;

export type OAuthAppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OAuthApp'] = ResolversParentTypes['OAuthApp']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  public?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  redirectUris?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PageFindResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageFind'] = ResolversParentTypes['PageFind']> = ResolversObject<{
  hits?: Resolver<Array<ResolversTypes['PageHit']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageHit'] = ResolversParentTypes['PageHit']> = ResolversObject<{
  words?: Resolver<Array<ResolversTypes['WordBox']>, ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ParsedDateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ParsedDate'] = ResolversParentTypes['ParsedDate']> = ResolversObject<{
  end?: Resolver<Maybe<ResolversTypes['DateParts']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateParts'], ParentType, ContextType>;
}>;

export interface PartialDateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PartialDate'], any> {
  name: 'PartialDate';
}

export type PartnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Partner'] = ResolversParentTypes['Partner']> = ResolversObject<{
  backgroundUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publications?: Resolver<Array<ResolversTypes['Publication']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PasswordPolicyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordPolicy'] = ResolversParentTypes['PasswordPolicy']> = ResolversObject<{
  maxLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minDigits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minLetters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minLettersOrSpecial?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minLowercase?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minSpecial?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minUppercase?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  specialCharacters?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasswordValidationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordValidation'] = ResolversParentTypes['PasswordValidation']> = ResolversObject<{
  failureReasons?: Resolver<Array<ResolversTypes['PasswordFailureReason']>, ParentType, ContextType>;
  isValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PaymentCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentCard'] = ResolversParentTypes['PaymentCard']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentsModeResolvers = EnumResolverSignature<{ LIVE?: any, OFF?: any, TEST?: any }, ResolversTypes['PaymentsMode']>;

export type PdfRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PdfRequest'] = ResolversParentTypes['PdfRequest']> = ResolversObject<{
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expires?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PdfRequestState'], ParentType, ContextType>;
  submitted?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PendingRecordCorrectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingRecordCorrection'] = ResolversParentTypes['PendingRecordCorrection']> = ResolversObject<{
  feedbackId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
  accountStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['PlanCode'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['PlanInterval'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
}>;

export type PlanCodeResolvers = EnumResolverSignature<{ ALL_ACCESS?: any, ANNUAL?: any, MONTHLY?: any }, ResolversTypes['PlanCode']>;

export type PlanIntervalResolvers = EnumResolverSignature<{ MONTH?: any, YEAR?: any }, ResolversTypes['PlanInterval']>;

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  joinDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ProfilePhotoUrlArgs, 'size'>>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProposeRecordCorrectionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProposeRecordCorrectionPayload'] = ResolversParentTypes['ProposeRecordCorrectionPayload']> = ResolversObject<{
  proposal?: Resolver<Maybe<ResolversTypes['CorrectionProposal']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PublicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Publication'] = ResolversParentTypes['Publication']> = ResolversObject<{
  accessLevel?: Resolver<ResolversTypes['AccessLevel'], ParentType, ContextType>;
  allowAnnotations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowDownloadDoc?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowPrint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  browseLabels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  conflict?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  docType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasBrowse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasOcr?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  mediumDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rollCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Thumbnail']>, ParentType, ContextType, RequireFields<PublicationThumbnailArgs, 'height' | 'width'>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PublicationChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicationChange'] = ResolversParentTypes['PublicationChange']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['PublicationFieldChange']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PublicationEditPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicationEditPayload'] = ResolversParentTypes['PublicationEditPayload']> = ResolversObject<{
  editor?: Resolver<Maybe<ResolversTypes['PublicationEditor']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PublicationEditValuesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicationEditValues'] = ResolversParentTypes['PublicationEditValues']> = ResolversObject<{
  allowAnnotations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowDownloadDoc?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowImports?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowPrint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  browseLabels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  browseOutOfDate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  configuredAccessLevel?: Resolver<ResolversTypes['AccessLevel'], ParentType, ContextType>;
  coverImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasBrowse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maximumAccessLevel?: Resolver<ResolversTypes['AccessLevel'], ParentType, ContextType>;
  mediumDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minimumAccessLevel?: Resolver<ResolversTypes['AccessLevel'], ParentType, ContextType>;
  percentComplete?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentCompleteOverride?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sampleImageIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PublicationEditorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicationEditor'] = ResolversParentTypes['PublicationEditor']> = ResolversObject<{
  effectiveAccessLevel?: Resolver<ResolversTypes['AccessLevel'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['EditableField']>, ParentType, ContextType>;
  lastModification?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentChanges?: Resolver<Array<ResolversTypes['PublicationChange']>, ParentType, ContextType>;
  values?: Resolver<ResolversTypes['PublicationEditValues'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['PublicationWarning']>, ParentType, ContextType>;
}>;

export type PublicationFieldChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicationFieldChange'] = ResolversParentTypes['PublicationFieldChange']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PublicationWarningResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicationWarning'] = ResolversParentTypes['PublicationWarning']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType, RequireFields<QueryApiKeysArgs, 'includeRevoked'>>;
  battle?: Resolver<Maybe<ResolversTypes['Battle']>, ParentType, ContextType, Partial<QueryBattleArgs>>;
  betaBanner?: Resolver<ResolversTypes['BetaBanner'], ParentType, ContextType>;
  browseFacet?: Resolver<ResolversTypes['Facet'], ParentType, ContextType, RequireFields<QueryBrowseFacetArgs, 'facet' | 'query'>>;
  browseLevels?: Resolver<Maybe<ResolversTypes['BrowseLevels']>, ParentType, ContextType, Partial<QueryBrowseLevelsArgs>>;
  captchaChallenge?: Resolver<ResolversTypes['CaptchaChallenge'], ParentType, ContextType, RequireFields<QueryCaptchaChallengeArgs, 'action'>>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, Partial<QueryCompanyArgs>>;
  connectedApps?: Resolver<Array<ResolversTypes['ConnectedApp']>, ParentType, ContextType>;
  contentProviders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  emailAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryEmailAvailableArgs, 'email'>>;
  emptySearch?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType>;
  facetTypes?: Resolver<Array<ResolversTypes['FacetTypeInfo']>, ParentType, ContextType>;
  feedbackEntries?: Resolver<ResolversTypes['FeedbackEntryConnection'], ParentType, ContextType, RequireFields<QueryFeedbackEntriesArgs, 'offset'>>;
  file?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType, Partial<QueryFileArgs>>;
  freeTrialDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gallery?: Resolver<ResolversTypes['GalleryImageConnection'], ParentType, ContextType, Partial<QueryGalleryArgs>>;
  honorWall?: Resolver<ResolversTypes['HonorWall'], ParentType, ContextType, RequireFields<QueryHonorWallArgs, 'offset'>>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType, Partial<QueryImageArgs>>;
  importJob?: Resolver<Maybe<ResolversTypes['ImportJob']>, ParentType, ContextType, RequireFields<QueryImportJobArgs, 'id'>>;
  importJobs?: Resolver<ResolversTypes['ImportJobConnection'], ParentType, ContextType, RequireFields<QueryImportJobsArgs, 'offset'>>;
  importableFacts?: Resolver<Array<ResolversTypes['ImportableFact']>, ParentType, ContextType, Partial<QueryImportableFactsArgs>>;
  indexRecord?: Resolver<Maybe<ResolversTypes['IndexRecord']>, ParentType, ContextType, Partial<QueryIndexRecordArgs>>;
  indexRecordAdmin?: Resolver<Maybe<ResolversTypes['IndexRecordAdmin']>, ParentType, ContextType, RequireFields<QueryIndexRecordAdminArgs, 'id'>>;
  memorial?: Resolver<Maybe<ResolversTypes['Memorial']>, ParentType, ContextType, Partial<QueryMemorialArgs>>;
  militaryUnit?: Resolver<Maybe<ResolversTypes['Regiment']>, ParentType, ContextType, Partial<QueryMilitaryUnitArgs>>;
  myMemorials?: Resolver<ResolversTypes['MemorialConnection'], ParentType, ContextType, Partial<QueryMyMemorialsArgs>>;
  myTags?: Resolver<ResolversTypes['TagCountConnection'], ParentType, ContextType, Partial<QueryMyTagsArgs>>;
  myUploads?: Resolver<ResolversTypes['UploadConnection'], ParentType, ContextType, Partial<QueryMyUploadsArgs>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  oauthApps?: Resolver<Array<ResolversTypes['OAuthApp']>, ParentType, ContextType>;
  partner?: Resolver<Maybe<ResolversTypes['Partner']>, ParentType, ContextType, RequireFields<QueryPartnerArgs, 'slug'>>;
  partners?: Resolver<Array<ResolversTypes['Partner']>, ParentType, ContextType>;
  passwordPolicy?: Resolver<ResolversTypes['PasswordPolicy'], ParentType, ContextType>;
  paymentsMode?: Resolver<ResolversTypes['PaymentsMode'], ParentType, ContextType>;
  paymentsTestMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pdfRequest?: Resolver<Maybe<ResolversTypes['PdfRequest']>, ParentType, ContextType, RequireFields<QueryPdfRequestArgs, 'id'>>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType, RequireFields<QueryProfileArgs, 'username'>>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType, Partial<QueryPublicationArgs>>;
  publicationEditor?: Resolver<Maybe<ResolversTypes['PublicationEditor']>, ParentType, ContextType, RequireFields<QueryPublicationEditorArgs, 'id'>>;
  publicationWarnings?: Resolver<Array<ResolversTypes['PublicationWarning']>, ParentType, ContextType, Partial<QueryPublicationWarningsArgs>>;
  publications?: Resolver<Array<ResolversTypes['Publication']>, ParentType, ContextType>;
  recentlyTagged?: Resolver<ResolversTypes['GalleryImageConnection'], ParentType, ContextType, Partial<QueryRecentlyTaggedArgs>>;
  regiment?: Resolver<Maybe<ResolversTypes['Regiment']>, ParentType, ContextType, Partial<QueryRegimentArgs>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
  searchFields?: Resolver<Array<ResolversTypes['SearchFieldInfo']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  siteCounts?: Resolver<ResolversTypes['SiteCounts'], ParentType, ContextType>;
  staff?: Resolver<Maybe<ResolversTypes['Staff']>, ParentType, ContextType>;
  staffUsers?: Resolver<Array<ResolversTypes['StaffUser']>, ParentType, ContextType, RequireFields<QueryStaffUsersArgs, 'search'>>;
  subImage?: Resolver<Maybe<ResolversTypes['SubImage']>, ParentType, ContextType, Partial<QuerySubImageArgs>>;
  subscription?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  suggest?: Resolver<Array<ResolversTypes['Suggestion']>, ParentType, ContextType, RequireFields<QuerySuggestArgs, 'limit' | 'prefix' | 'type'>>;
  tagNames?: Resolver<ResolversTypes['TagNameCountConnection'], ParentType, ContextType, Partial<QueryTagNamesArgs>>;
  tagSuggestions?: Resolver<Array<ResolversTypes['TagCount']>, ParentType, ContextType, RequireFields<QueryTagSuggestionsArgs, 'prefix'>>;
  taggedImages?: Resolver<ResolversTypes['GalleryImageConnection'], ParentType, ContextType, RequireFields<QueryTaggedImagesArgs, 'name'>>;
  testCheckout?: Resolver<Maybe<ResolversTypes['TestCheckout']>, ParentType, ContextType, RequireFields<QueryTestCheckoutArgs, 'id'>>;
  titleCollection?: Resolver<Maybe<ResolversTypes['TitleCollection']>, ParentType, ContextType, RequireFields<QueryTitleCollectionArgs, 'slug'>>;
  titleCollections?: Resolver<Array<ResolversTypes['TitleCollection']>, ParentType, ContextType, Partial<QueryTitleCollectionsArgs>>;
  usernameAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryUsernameAvailableArgs, 'username'>>;
  validatePassword?: Resolver<ResolversTypes['PasswordValidation'], ParentType, ContextType, RequireFields<QueryValidatePasswordArgs, 'password'>>;
}>;

export type RecordCorrectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordCorrection'] = ResolversParentTypes['RecordCorrection']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proposalId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  staffId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  staffUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stickiness?: Resolver<ResolversTypes['Stickiness'], ParentType, ContextType>;
}>;

export type RectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Rect'] = ResolversParentTypes['Rect']> = ResolversObject<{
  h?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  w?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RegimentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Regiment'] = ResolversParentTypes['Regiment']> = ResolversObject<{
  aliases?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  battles?: Resolver<Array<ResolversTypes['Battle']>, ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childUnitTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  companies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  conflict?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['PartialDate']>, ParentType, ContextType>;
  endPlace?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['UnitEvent']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  leaders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  memorials?: Resolver<ResolversTypes['MemorialConnection'], ParentType, ContextType, Partial<RegimentMemorialsArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nicknames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  records?: Resolver<ResolversTypes['IndexRecordConnection'], ParentType, ContextType, Partial<RegimentRecordsArgs>>;
  regimentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['PartialDate']>, ParentType, ContextType>;
  startPlace?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  unitFacts?: Resolver<ResolversTypes['UnitFacts'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RegisterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = ResolversObject<{
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RejectRecordCorrectionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RejectRecordCorrectionPayload'] = ResolversParentTypes['RejectRecordCorrectionPayload']> = ResolversObject<{
  proposal?: Resolver<Maybe<ResolversTypes['CorrectionProposal']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RequestEmailChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestEmailChangePayload'] = ResolversParentTypes['RequestEmailChangePayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RequestPasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = ResolversObject<{
  requested?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  passwordReset?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RollResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Roll'] = ResolversParentTypes['Roll']> = ResolversObject<{
  browsePath?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  literalTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rollId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SearchFieldResolvers = EnumResolverSignature<{ AWARD?: any, BIRTH_DATE?: any, BIRTH_PLACE?: any, BURIAL_DATE?: any, BURIAL_PLACE?: any, CASUALTY_TYPE?: any, CONFLICT?: any, DATE?: any, DEATH_CAUSE?: any, DEATH_DATE?: any, DEATH_PLACE?: any, DISCHARGE_RANK?: any, ENLISTMENT_DATE?: any, ENLISTMENT_PLACE?: any, ENLISTMENT_RANK?: any, FULL_NAME?: any, GENDER?: any, GIVEN_NAME?: any, PLACE?: any, RACE?: any, RANK?: any, RESIDENCE_PLACE?: any, SERVICE_BRANCH?: any, SERVICE_END_DATE?: any, SERVICE_NUMBER?: any, SERVICE_START_DATE?: any, SURNAME?: any, THEATER?: any }, ResolversTypes['SearchField']>;

export type SearchFieldInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchFieldInfo'] = ResolversParentTypes['SearchFieldInfo']> = ResolversObject<{
  field?: Resolver<ResolversTypes['SearchField'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchKinds?: Resolver<Array<ResolversTypes['MatchKind']>, ParentType, ContextType>;
  nameMatches?: Resolver<Array<ResolversTypes['NameMatch']>, ParentType, ContextType>;
  specType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  takesYearRange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = ResolversObject<{
  access?: Resolver<Maybe<ResolversTypes['Denial']>, ParentType, ContextType, RequireFields<SearchHitAccessArgs, 'action'>>;
  doc?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType>;
  highlights?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  matches?: Resolver<Array<ResolversTypes['HitMatch']>, ParentType, ContextType>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Thumbnail']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchHitEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchHitEdge'] = ResolversParentTypes['SearchHitEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SearchHit'], ParentType, ContextType>;
}>;

export type SearchResultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = ResolversObject<{
  earliestDate?: Resolver<Maybe<ResolversTypes['PartialDate']>, ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['SearchHitEdge']>, ParentType, ContextType>;
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facets?: Resolver<Array<ResolversTypes['Facet']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  latestDate?: Resolver<Maybe<ResolversTypes['PartialDate']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  impersonatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  institution?: Resolver<Maybe<ResolversTypes['Institution']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['SessionUser']>, ParentType, ContextType>;
  verificationRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SessionUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser']> = ResolversObject<{
  accountState?: Resolver<ResolversTypes['AccountState'], ParentType, ContextType>;
  accountStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<SessionUserAvatarUrlArgs, 'size'>>;
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  institution?: Resolver<Maybe<ResolversTypes['Institution']>, ParentType, ContextType>;
  planLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  premium?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionStatus?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  subscriptionType?: Resolver<Maybe<ResolversTypes['SubscriptionType']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = ResolversObject<{
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
}>;

export type SiteCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteCounts'] = ResolversParentTypes['SiteCounts']> = ResolversObject<{
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Staff'] = ResolversParentTypes['Staff']> = ResolversObject<{
  abilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  knownRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = ResolversObject<{
  accountStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalLinked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StickinessResolvers = EnumResolverSignature<{ NORMAL?: any, SUPER?: any }, ResolversTypes['Stickiness']>;

export type SubImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubImage'] = ResolversParentTypes['SubImage']> = ResolversObject<{
  access?: Resolver<Maybe<ResolversTypes['Denial']>, ParentType, ContextType, RequireFields<SubImageAccessArgs, 'action'>>;
  h?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subImageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  w?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  x?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  y?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubmitFeedbackPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmitFeedbackPayload'] = ResolversParentTypes['SubmitFeedbackPayload']> = ResolversObject<{
  entry?: Resolver<Maybe<ResolversTypes['FeedbackEntry']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Suggestion'] = ResolversParentTypes['Suggestion']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  doc?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TagType'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TagCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TagCount'] = ResolversParentTypes['TagCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TagCountConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TagCountConnection'] = ResolversParentTypes['TagCountConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TagCountEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TagCount']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TagCountEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TagCountEdge'] = ResolversParentTypes['TagCountEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TagCount'], ParentType, ContextType>;
}>;

export type TagDeletionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TagDeletion'] = ResolversParentTypes['TagDeletion']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TagImagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TagImagePayload'] = ResolversParentTypes['TagImagePayload']> = ResolversObject<{
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type TagNameCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TagNameCount'] = ResolversParentTypes['TagNameCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TagNameCountConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TagNameCountConnection'] = ResolversParentTypes['TagNameCountConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TagNameCountEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TagNameCount']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TagNameCountEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TagNameCountEdge'] = ResolversParentTypes['TagNameCountEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TagNameCount'], ParentType, ContextType>;
}>;

export type TestCheckoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TestCheckout'] = ResolversParentTypes['TestCheckout']> = ResolversObject<{
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
}>;

export type ThumbnailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Thumbnail'] = ResolversParentTypes['Thumbnail']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TitleCollectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TitleCollection'] = ResolversParentTypes['TitleCollection']> = ResolversObject<{
  backgroundUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collectionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conflict?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TitleCollectionKind'], ParentType, ContextType>;
  publications?: Resolver<Array<ResolversTypes['Publication']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['Memorial']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnitEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnitEvent'] = ResolversParentTypes['UnitEvent']> = ResolversObject<{
  battle?: Resolver<Maybe<ResolversTypes['Battle']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['PartialDate']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['UnitEventKind'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['PartialDate']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UnitFactsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnitFacts'] = ResolversParentTypes['UnitFacts']> = ResolversObject<{
  averageAgeAtEnlistment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  diedInUnit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  diedInWar?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstEnlistmentDate?: Resolver<Maybe<ResolversTypes['PartialDate']>, ParentType, ContextType>;
  medianAgeAtEnlistment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mostCommonEnlistmentDate?: Resolver<Maybe<ResolversTypes['EnlistmentDateCount']>, ParentType, ContextType>;
  mostCommonEnlistmentPlace?: Resolver<Maybe<ResolversTypes['EnlistmentPlaceCount']>, ParentType, ContextType>;
  numberOfSoldiers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prisonerOfWarWhileInRegiment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  woundedInUnit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UpdateAnnotationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateAnnotationPayload'] = ResolversParentTypes['UpdateAnnotationPayload']> = ResolversObject<{
  annotation?: Resolver<Maybe<ResolversTypes['Annotation']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdateCommunicationSettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateCommunicationSettingsPayload'] = ResolversParentTypes['UpdateCommunicationSettingsPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdateMemorialPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateMemorialPayload'] = ResolversParentTypes['UpdateMemorialPayload']> = ResolversObject<{
  memorial?: Resolver<Maybe<ResolversTypes['Memorial']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdateProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdateUploadPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateUploadPayload'] = ResolversParentTypes['UpdateUploadPayload']> = ResolversObject<{
  upload?: Resolver<Maybe<ResolversTypes['Upload']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Upload'] = ResolversParentTypes['Upload']> = ResolversObject<{
  bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  public?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UploadConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadConnection'] = ResolversParentTypes['UploadConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['UploadEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Upload']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UploadEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadEdge'] = ResolversParentTypes['UploadEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Upload'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WordBoxResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WordBox'] = ResolversParentTypes['WordBox']> = ResolversObject<{
  h?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  w?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  AccountState?: AccountStateResolvers<ContextType>;
  AccountStatus?: AccountStatusResolvers;
  Annotation?: AnnotationResolvers<ContextType>;
  AnnotationAuthor?: AnnotationAuthorResolvers<ContextType>;
  AnnotationRect?: AnnotationRectResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  ApiKeyScope?: ApiKeyScopeResolvers;
  Battle?: BattleResolvers<ContextType>;
  BattleInvolvement?: BattleInvolvementResolvers<ContextType>;
  BetaBanner?: BetaBannerResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  BrowseLevels?: BrowseLevelsResolvers<ContextType>;
  CaptchaChallenge?: CaptchaChallengeResolvers<ContextType>;
  ChangeMemorialElementsPayload?: ChangeMemorialElementsPayloadResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  ChangeUsernamePayload?: ChangeUsernamePayloadResolvers<ContextType>;
  CheckoutStart?: CheckoutStartResolvers<ContextType>;
  CommunicationSettings?: CommunicationSettingsResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompleteTestCheckoutPayload?: CompleteTestCheckoutPayloadResolvers<ContextType>;
  ConnectedApp?: ConnectedAppResolvers<ContextType>;
  Coordinates?: CoordinatesResolvers<ContextType>;
  CorrectIndexRecordPayload?: CorrectIndexRecordPayloadResolvers<ContextType>;
  CorrectionProposal?: CorrectionProposalResolvers<ContextType>;
  CorrectionProposalState?: CorrectionProposalStateResolvers;
  CreateAnnotationPayload?: CreateAnnotationPayloadResolvers<ContextType>;
  CreateApiKeyPayload?: CreateApiKeyPayloadResolvers<ContextType>;
  CreateMemorialFromRecordPayload?: CreateMemorialFromRecordPayloadResolvers<ContextType>;
  CreateMemorialPayload?: CreateMemorialPayloadResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  DateParts?: DatePartsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Denial?: DenialResolvers<ContextType>;
  DeniedObject?: DeniedObjectResolvers<ContextType>;
  EditableField?: EditableFieldResolvers<ContextType>;
  EnlistmentDateCount?: EnlistmentDateCountResolvers<ContextType>;
  EnlistmentPlaceCount?: EnlistmentPlaceCountResolvers<ContextType>;
  Facet?: FacetResolvers<ContextType>;
  FacetType?: FacetTypeResolvers;
  FacetTypeInfo?: FacetTypeInfoResolvers<ContextType>;
  FacetValue?: FacetValueResolvers<ContextType>;
  FeedbackEntry?: FeedbackEntryResolvers<ContextType>;
  FeedbackEntryConnection?: FeedbackEntryConnectionResolvers<ContextType>;
  FeedbackEntryEdge?: FeedbackEntryEdgeResolvers<ContextType>;
  FeedbackSender?: FeedbackSenderResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  GalleryImage?: GalleryImageResolvers<ContextType>;
  GalleryImageConnection?: GalleryImageConnectionResolvers<ContextType>;
  GalleryImageEdge?: GalleryImageEdgeResolvers<ContextType>;
  HitMatch?: HitMatchResolvers<ContextType>;
  HonorImage?: HonorImageResolvers<ContextType>;
  HonorImageEdge?: HonorImageEdgeResolvers<ContextType>;
  HonorWall?: HonorWallResolvers<ContextType>;
  HonorWallConflict?: HonorWallConflictResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ImageConnection?: ImageConnectionResolvers<ContextType>;
  ImageEdge?: ImageEdgeResolvers<ContextType>;
  ImageManagement?: ImageManagementResolvers<ContextType>;
  ImpersonationLink?: ImpersonationLinkResolvers<ContextType>;
  ImportFinding?: ImportFindingResolvers<ContextType>;
  ImportFindingConnection?: ImportFindingConnectionResolvers<ContextType>;
  ImportFindingEdge?: ImportFindingEdgeResolvers<ContextType>;
  ImportJob?: ImportJobResolvers<ContextType>;
  ImportJobConnection?: ImportJobConnectionResolvers<ContextType>;
  ImportJobEdge?: ImportJobEdgeResolvers<ContextType>;
  ImportJobPayload?: ImportJobPayloadResolvers<ContextType>;
  ImportProgress?: ImportProgressResolvers<ContextType>;
  ImportableFact?: ImportableFactResolvers<ContextType>;
  IndexRecord?: IndexRecordResolvers<ContextType>;
  IndexRecordAdmin?: IndexRecordAdminResolvers<ContextType>;
  IndexRecordAdminField?: IndexRecordAdminFieldResolvers<ContextType>;
  IndexRecordConnection?: IndexRecordConnectionResolvers<ContextType>;
  IndexRecordEdge?: IndexRecordEdgeResolvers<ContextType>;
  Institution?: InstitutionResolvers<ContextType>;
  ManageImagePayload?: ManageImagePayloadResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  MemberSubscription?: MemberSubscriptionResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  Memorial?: MemorialResolvers<ContextType>;
  MemorialComment?: MemorialCommentResolvers<ContextType>;
  MemorialConnection?: MemorialConnectionResolvers<ContextType>;
  MemorialCorrection?: MemorialCorrectionResolvers<ContextType>;
  MemorialEdge?: MemorialEdgeResolvers<ContextType>;
  MemorialElement?: MemorialElementResolvers<ContextType>;
  MemorialFact?: MemorialFactResolvers<ContextType>;
  MemorialImage?: MemorialImageResolvers<ContextType>;
  MemorialLink?: MemorialLinkResolvers<ContextType>;
  MemorialPermissions?: MemorialPermissionsResolvers<ContextType>;
  MemorialSource?: MemorialSourceResolvers<ContextType>;
  MemorialStory?: MemorialStoryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  OAuthApp?: OAuthAppResolvers<ContextType>;
  PageFind?: PageFindResolvers<ContextType>;
  PageHit?: PageHitResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  ParsedDate?: ParsedDateResolvers<ContextType>;
  PartialDate?: GraphQLScalarType;
  Partner?: PartnerResolvers<ContextType>;
  PasswordPolicy?: PasswordPolicyResolvers<ContextType>;
  PasswordValidation?: PasswordValidationResolvers<ContextType>;
  PaymentCard?: PaymentCardResolvers<ContextType>;
  PaymentsMode?: PaymentsModeResolvers;
  PdfRequest?: PdfRequestResolvers<ContextType>;
  PendingRecordCorrection?: PendingRecordCorrectionResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanCode?: PlanCodeResolvers;
  PlanInterval?: PlanIntervalResolvers;
  Profile?: ProfileResolvers<ContextType>;
  ProposeRecordCorrectionPayload?: ProposeRecordCorrectionPayloadResolvers<ContextType>;
  Publication?: PublicationResolvers<ContextType>;
  PublicationChange?: PublicationChangeResolvers<ContextType>;
  PublicationEditPayload?: PublicationEditPayloadResolvers<ContextType>;
  PublicationEditValues?: PublicationEditValuesResolvers<ContextType>;
  PublicationEditor?: PublicationEditorResolvers<ContextType>;
  PublicationFieldChange?: PublicationFieldChangeResolvers<ContextType>;
  PublicationWarning?: PublicationWarningResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordCorrection?: RecordCorrectionResolvers<ContextType>;
  Rect?: RectResolvers<ContextType>;
  Regiment?: RegimentResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  RejectRecordCorrectionPayload?: RejectRecordCorrectionPayloadResolvers<ContextType>;
  RequestEmailChangePayload?: RequestEmailChangePayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  Roll?: RollResolvers<ContextType>;
  SearchField?: SearchFieldResolvers;
  SearchFieldInfo?: SearchFieldInfoResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchHitEdge?: SearchHitEdgeResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SiteCounts?: SiteCountsResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  Stickiness?: StickinessResolvers;
  SubImage?: SubImageResolvers<ContextType>;
  SubmitFeedbackPayload?: SubmitFeedbackPayloadResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagCount?: TagCountResolvers<ContextType>;
  TagCountConnection?: TagCountConnectionResolvers<ContextType>;
  TagCountEdge?: TagCountEdgeResolvers<ContextType>;
  TagDeletion?: TagDeletionResolvers<ContextType>;
  TagImagePayload?: TagImagePayloadResolvers<ContextType>;
  TagNameCount?: TagNameCountResolvers<ContextType>;
  TagNameCountConnection?: TagNameCountConnectionResolvers<ContextType>;
  TagNameCountEdge?: TagNameCountEdgeResolvers<ContextType>;
  TestCheckout?: TestCheckoutResolvers<ContextType>;
  Thumbnail?: ThumbnailResolvers<ContextType>;
  TitleCollection?: TitleCollectionResolvers<ContextType>;
  UnitEvent?: UnitEventResolvers<ContextType>;
  UnitFacts?: UnitFactsResolvers<ContextType>;
  UpdateAnnotationPayload?: UpdateAnnotationPayloadResolvers<ContextType>;
  UpdateCommunicationSettingsPayload?: UpdateCommunicationSettingsPayloadResolvers<ContextType>;
  UpdateMemorialPayload?: UpdateMemorialPayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UpdateUploadPayload?: UpdateUploadPayloadResolvers<ContextType>;
  Upload?: UploadResolvers<ContextType>;
  UploadConnection?: UploadConnectionResolvers<ContextType>;
  UploadEdge?: UploadEdgeResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  WordBox?: WordBoxResolvers<ContextType>;
}>;

