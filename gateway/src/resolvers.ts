import type { Resolvers } from './__generated__/resolvers-types';
import { Node } from './common/Node';
import { DeniedObject } from './common/DeniedObject';
import { Query as nodeQuery } from './common/Query';
import { DateTime, PartialDate } from './common/scalars';
import { Publication } from './publication/Publication';
import { Query as publicationQuery } from './publication/Query';
import { Image } from './image/Image';
import { File } from './image/File';
import { IndexRecord } from './image/IndexRecord';
import { Query as imageQuery } from './image/Query';
import { SubImage } from './image/SubImage';
import { Memorial } from './memorial/Memorial';
import { Query as memorialQuery } from './memorial/Query';
import { Mutation as memorialMutation } from './memorial/Mutation';
import { memorialElementTypes } from './memorial/element-types';
import { Company } from './regiment/Company';
import { Query as regimentQuery } from './regiment/Query';
import { Regiment } from './regiment/Regiment';
import { Battle } from './battle/Battle';
import { Query as battleQuery } from './battle/Query';
import { Query as searchQuery } from './search/Query';
import { Query as vocabularyQuery } from './search/vocabulary';
import { FacetType, SearchField } from './search/enums';
import { Facet } from './search/Facet';
import { SearchHit } from './search/SearchHit';
import { SearchResults } from './search/SearchResults';
import { Query as sessionQuery } from './session/Query';
import { Mutation as sessionMutation } from './session/Mutation';
import { Session } from './session/Session';
import { SessionUser } from './session/SessionUser';
import { Query as accountQuery } from './account/Query';
import { Mutation as accountMutation } from './account/Mutation';
import { PasswordMutation as passwordMutation } from './account/PasswordMutation';
import { Account } from './account/Account';
import { Profile } from './account/Profile';
import { Query as feedbackQuery } from './feedback/Query';
import { Query as correctionsQuery } from './corrections/Query';
import { Mutation as correctionsMutation } from './corrections/Mutation';
import { IndexRecordAdmin } from './corrections/IndexRecordAdmin';
import { RecordCorrection } from './corrections/RecordCorrection';
import { Query as collectionQuery } from './collection/Query';
import { TitleCollection } from './collection/TitleCollection';
import { Partner } from './collection/Partner';
import { HonorImage } from './collection/HonorImage';
import { Mutation as feedbackMutation } from './feedback/Mutation';
import { Query as membershipQuery } from './membership/Query';
import { Mutation as membershipMutation } from './membership/Mutation';
import { CheckoutStart } from './membership/CheckoutStart';
import { MemberSubscription } from './membership/MemberSubscription';
import { Membership } from './membership/Membership';
import { AccountStatus } from './session/account-status';
import { Plan } from './membership/Plan';
import { StaffUser } from './staff/StaffUser';
import { PaymentsMode, PlanCode, PlanInterval } from './membership/enums';
import { TestCheckout } from './membership/TestCheckout';
import { Query as galleryQuery } from './gallery/Query';
import { Mutation as galleryMutation } from './gallery/Mutation';
import { Tag } from './gallery/Tag';
import { GalleryImage } from './gallery/GalleryImage';
import { Upload } from './gallery/Upload';
import { ImageTags } from './gallery/ImageTags';
import { ImageUploader } from './gallery/ImageUploader';
import { Query as staffQuery } from './staff/Query';
import { Query as oauthQuery } from './oauth/Query';
import { Mutation as oauthMutation } from './oauth/Mutation';
import { Mutation as staffMutation } from './staff/Mutation';
import { Query as downloadQuery } from './download/Query';
import { Mutation as downloadMutation } from './download/Mutation';
import { Annotation } from './annotation/Annotation';
import { Image as annotationImage } from './annotation/Image';
import { Mutation as annotationMutation } from './annotation/Mutation';
import { Query as apiKeyQuery } from './api-key/Query';
import { Mutation as apiKeyMutation } from './api-key/Mutation';
import { ApiKey, ApiKeyScope } from './api-key/ApiKey';
import { Query as publicationEditorQuery } from './publication-editor/Query';
import { Mutation as publicationEditorMutation } from './publication-editor/Mutation';
import { PublicationEditor } from './publication-editor/PublicationEditor';
import { Image as imageAdminImage } from './image-admin/Image';
import { Mutation as imageAdminMutation } from './image-admin/Mutation';
import { Query as importQuery } from './imports/Query';
import { Mutation as importMutation } from './imports/Mutation';
import { ImportFinding, ImportJob } from './imports/ImportJob';

/** Every resolver of the schema, one file per type under the folder of its schema domain. */
export const resolvers: Resolvers = {
  DateTime,
  PartialDate,
  Node,
  DeniedObject,
  Query: {
    ...nodeQuery,
    ...publicationQuery,
    ...imageQuery,
    ...memorialQuery,
    ...regimentQuery,
    ...battleQuery,
    ...searchQuery,
    ...vocabularyQuery,
    ...sessionQuery,
    ...feedbackQuery,
    ...collectionQuery,
    ...accountQuery,
    ...membershipQuery,
    ...staffQuery,
    ...oauthQuery,
    ...downloadQuery,
    ...galleryQuery,
    ...apiKeyQuery,
    ...correctionsQuery,
    ...publicationEditorQuery,
    ...importQuery,
  },
  Mutation: {
    ...feedbackMutation,
    ...membershipMutation,
    ...sessionMutation,
    ...accountMutation,
    ...passwordMutation,
    ...staffMutation,
    ...downloadMutation,
    ...galleryMutation,
    ...memorialMutation,
    ...annotationMutation,
    ...oauthMutation,
    ...apiKeyMutation,
    ...correctionsMutation,
    ...publicationEditorMutation,
    ...imageAdminMutation,
    ...importMutation,
  },
  Publication,
  Image: { ...Image, ...ImageTags, ...ImageUploader, ...annotationImage, ...imageAdminImage },
  Annotation,
  Tag,
  GalleryImage,
  Upload,
  SubImage,
  File,
  IndexRecord,
  Memorial,
  ...memorialElementTypes,
  Regiment,
  Company,
  Battle,
  SearchResults,
  SearchHit,
  Facet,
  Session,
  SessionUser,
  Account,
  Profile,
  TitleCollection,
  Partner,
  HonorImage,
  Membership,
  Plan,
  StaffUser,
  AccountStatus,
  MemberSubscription,
  CheckoutStart,
  TestCheckout,
  PlanCode,
  PlanInterval,
  PaymentsMode,
  FacetType,
  SearchField,
  ApiKey,
  ApiKeyScope,
  IndexRecordAdmin,
  RecordCorrection,
  PublicationEditor,
  ImportJob,
  ImportFinding,
};
