/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n        fragment Cached on Image {\n          id\n          title\n        }\n      ": typeof types.CachedFragmentDoc,
    "\n  fragment HitTile_hit on SearchHit {\n    title\n    doc {\n      id\n      # A record's picture is its region of the page: it opens the page with the person outlined (?rec=).\n      ... on IndexRecord {\n        subImage {\n          id\n          subImageId\n          image {\n            id\n            imageId\n          }\n        }\n      }\n    }\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n": typeof types.HitTile_HitFragmentDoc,
    "\n  fragment PublicationCard_publication on Publication {\n    id\n    publicationId\n    title\n    slug\n    shortDescription\n    conflict\n    accessLevel\n    isNew\n    imageCount\n    recordCount\n    thumbnail(width: 200, height: 200) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": typeof types.PublicationCard_PublicationFragmentDoc,
    "\n  fragment Thumbnail_thumbnail on Thumbnail {\n    url\n    width\n    height\n    title\n  }\n": typeof types.Thumbnail_ThumbnailFragmentDoc,
    "\n  fragment BrowseColumn_facet on Facet {\n    totalCount\n    values {\n      value\n      label\n      shortLabel\n      count\n      nodeType\n    }\n  }\n": typeof types.BrowseColumn_FacetFragmentDoc,
    "\n  query BrowseTool {\n    session {\n      user {\n        userId\n      }\n    }\n    publications {\n      id\n      publicationId\n      accessLevel\n      browseLabels\n    }\n  }\n": typeof types.BrowseToolDocument,
    "\n  query BrowseLevels($publicationId: ID!) {\n    browseLevels(publicationGlobalId: $publicationId) {\n      publicationId\n      levels\n      documentLevel\n    }\n  }\n": typeof types.BrowseLevelsDocument,
    "\n  query BrowseColumn($query: SearchQueryInput!, $facet: FacetRequestInput!) {\n    browseFacet(query: $query, facet: $facet) {\n      values {\n        value\n        label\n      }\n      ...BrowseColumn_facet\n    }\n  }\n": typeof types.BrowseColumnDocument,
    "\n  fragment GridThumbnail_hit on SearchHit {\n    title\n    doc {\n      id\n      # Browsing is looking at pages: a record opens its page with the person outlined (?rec=).\n      ... on IndexRecord {\n        subImage {\n          id\n          subImageId\n          image {\n            id\n            imageId\n          }\n        }\n      }\n    }\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n": typeof types.GridThumbnail_HitFragmentDoc,
    "\n  fragment GridThumbnail_image on Image {\n    id\n    title\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n": typeof types.GridThumbnail_ImageFragmentDoc,
    "\n  query BrowseGridSearch($query: SearchQueryInput!, $offset: Int!, $first: Int!) {\n    search(query: $query, offset: $offset, first: $first) {\n      totalCount\n      nodes {\n        doc {\n          id\n          ... on Image {\n            roll {\n              rollId\n            }\n          }\n          ... on IndexRecord {\n            image {\n              id\n              roll {\n                rollId\n              }\n            }\n          }\n        }\n        ...GridThumbnail_hit\n      }\n    }\n  }\n": typeof types.BrowseGridSearchDocument,
    "\n  query BrowseGridFile($id: ID!, $offset: Int!, $first: Int!) {\n    file(globalId: $id) {\n      id\n      imageCount\n      pages(offset: $offset, first: $first) {\n        nodes {\n          id\n          ...GridThumbnail_image\n        }\n      }\n    }\n  }\n": typeof types.BrowseGridFileDocument,
    "\n  mutation DenyDialogResendVerification {\n    resendVerificationEmail\n  }\n": typeof types.DenyDialogResendVerificationDocument,
    "\n  query DenyDialogSession {\n    session {\n      user {\n        userId\n      }\n    }\n  }\n": typeof types.DenyDialogSessionDocument,
    "\n  query CaptchaChallenge($action: String!) {\n    captchaChallenge(action: $action) {\n      provider\n      challenge\n      siteKey\n    }\n  }\n": typeof types.CaptchaChallengeDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      entry { id }\n      userErrors { field message code }\n    }\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  query ReportIssueSession {\n    session {\n      user {\n        userId\n        email\n      }\n    }\n  }\n": typeof types.ReportIssueSessionDocument,
    "\n  fragment MapPoint_battle on Battle {\n    id\n    battleId\n    name\n    startDate\n    endDate\n    coordinates { latitude longitude }\n  }\n": typeof types.MapPoint_BattleFragmentDoc,
    "\n  fragment AccountArea_session on Session {\n    # With the user's name: what the verify dialog reads (components/verify/AccessDialog.tsx), already cached.\n    verificationRequired\n    user {\n      userId\n      username\n      ...UserMenu_user\n    }\n    institution {\n      id\n      type\n    }\n  }\n": typeof types.AccountArea_SessionFragmentDoc,
    "\n  query BetaBanner {\n    betaBanner {\n      message\n    }\n    session {\n      user {\n        email\n      }\n    }\n  }\n": typeof types.BetaBannerDocument,
    "\n  fragment InstitutionBanner_session on Session {\n    institution {\n      id\n      name\n    }\n    impersonatedBy\n    user {\n      userId\n      username\n    }\n  }\n": typeof types.InstitutionBanner_SessionFragmentDoc,
    "\n  query Shell {\n    session {\n      ...SiteNav_session\n      ...AccountArea_session\n      ...InstitutionBanner_session\n      ...UnconfirmedBanner_session\n    }\n    publications {\n      id\n      ...SiteNav_publication\n    }\n  }\n": typeof types.ShellDocument,
    "\n  fragment SiteNav_session on Session {\n    user {\n      userId\n      roles\n      premium\n    }\n    institution {\n      silo\n    }\n  }\n": typeof types.SiteNav_SessionFragmentDoc,
    "\n  fragment SiteNav_publication on Publication {\n    id\n    publicationId\n    slug\n    title\n  }\n": typeof types.SiteNav_PublicationFragmentDoc,
    "\n  fragment UnconfirmedBanner_session on Session {\n    user {\n      userId\n      email\n      confirmed\n    }\n  }\n": typeof types.UnconfirmedBanner_SessionFragmentDoc,
    "\n  fragment UserMenu_user on SessionUser {\n    username\n    status\n    planLabel\n    avatarUrl(size: 32)\n  }\n": typeof types.UserMenu_UserFragmentDoc,
    "\n  query AccessDialogSession {\n    session {\n      verificationRequired\n      user {\n        userId\n        username\n      }\n    }\n  }\n": typeof types.AccessDialogSessionDocument,
    "\n  mutation VerifyLapsedSession($password: String!) {\n    verifyAccount(password: $password) {\n      session {\n        verificationRequired\n      }\n    }\n  }\n": typeof types.VerifyLapsedSessionDocument,
    "\n  query Account {\n    account {\n      userId\n      statusLabel\n      status\n      joinDate\n      ...EmailSection_account\n      ...UsernameSection_account\n      ...ProfileSection_account\n      ...CommunicationSection_account\n      ...FacebookSection_account\n    }\n  }\n": typeof types.AccountDocument,
    "\n  fragment CommunicationSection_account on Account {\n    communicationSettings {\n      newsletter\n      offers\n      memorialActivity\n    }\n  }\n": typeof types.CommunicationSection_AccountFragmentDoc,
    "\n  mutation UpdateCommunicationSettings($input: CommunicationSettingsInput!) {\n    updateCommunicationSettings(input: $input) {\n      account {\n        userId\n        ...CommunicationSection_account\n      }\n      userErrors { field message code }\n    }\n  }\n": typeof types.UpdateCommunicationSettingsDocument,
    "\n  query ConnectedApps {\n    connectedApps { clientId name connectedAt scopes }\n  }\n": typeof types.ConnectedAppsDocument,
    "\n  mutation DisconnectApp($clientId: String!) {\n    disconnectApp(clientId: $clientId) { clientId name connectedAt scopes }\n  }\n": typeof types.DisconnectAppDocument,
    "\n  fragment EmailSection_account on Account {\n    email\n    pendingEmail\n    confirmed\n  }\n": typeof types.EmailSection_AccountFragmentDoc,
    "\n  mutation RequestEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail) {\n      account {\n        userId\n        ...EmailSection_account\n      }\n      userErrors { field message code }\n    }\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  fragment FacebookSection_account on Account {\n    facebookConnected\n    usesFacebookPhoto\n  }\n": typeof types.FacebookSection_AccountFragmentDoc,
    "\n  fragment ProfileSection_account on Account {\n    userId\n    username\n    profile {\n      displayName\n      about\n      location\n      photoUrl(size: 200)\n    }\n  }\n": typeof types.ProfileSection_AccountFragmentDoc,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        userId\n        ...ProfileSection_account\n      }\n      userErrors { field message code }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  fragment UsernameSection_account on Account {\n    username\n  }\n": typeof types.UsernameSection_AccountFragmentDoc,
    "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      account {\n        userId\n        ...UsernameSection_account\n        profile { username }\n      }\n      userErrors { field message code }\n    }\n  }\n": typeof types.ChangeUsernameDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      userId\n      email\n      pendingEmail\n      confirmed\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  mutation UnlockAccount($token: String!) {\n    unlockAccount(token: $token)\n  }\n": typeof types.UnlockAccountDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      user {\n        userId\n        confirmed\n      }\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      requested\n      userErrors { field message code }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      passwordReset\n      userErrors { field message code }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($newPassword: String!, $currentPassword: String, $username: String) {\n    changePassword(newPassword: $newPassword, currentPassword: $currentPassword, username: $username) {\n      session {\n        user {\n          userId\n        }\n      }\n      userErrors { field message code }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query PasswordPolicy {\n    passwordPolicy {\n      minLength maxLength minDigits minLettersOrSpecial minLowercase minUppercase minLetters minSpecial specialCharacters\n    }\n  }\n": typeof types.PasswordPolicyDocument,
    "\n  query ValidatePassword($password: String!) {\n    validatePassword(password: $password) {\n      isValid\n      failureReasons\n    }\n  }\n": typeof types.ValidatePasswordDocument,
    "\n  query Profile($username: String!) {\n    profile(username: $username) {\n      username\n      displayName\n      about\n      location\n      joinDate\n      photoUrl(size: 200)\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      session { user { userId } }\n      userErrors { field message code }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query EmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n": typeof types.EmailAvailableDocument,
    "\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n": typeof types.UsernameAvailableDocument,
    "\n  query SignInSession {\n    session {\n      verificationRequired\n      user {\n        userId\n        username\n      }\n    }\n  }\n": typeof types.SignInSessionDocument,
    "\n  mutation SignIn($username: String!, $password: String!) {\n    signIn(username: $username, password: $password) {\n      session { user { userId } }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation VerifyAccount($password: String!) {\n    verifyAccount(password: $password) {\n      session { user { userId } }\n    }\n  }\n": typeof types.VerifyAccountDocument,
    "\n  mutation SignOut {\n    signOut {\n      verificationRequired\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  query Staff {\n    staff { roles abilities knownRoles }\n  }\n": typeof types.StaffDocument,
    "\n  query StaffUsers($search: String!) {\n    staffUsers(search: $search) {\n      userId\n      ...StaffUserRow_user\n    }\n  }\n": typeof types.StaffUsersDocument,
    "\n  query TagNames($after: String) {\n    tagNames(first: 100, after: $after) {\n      nodes { name count }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.TagNamesDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      ...ApiKeyRow_apiKey\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { ...ApiKeyRow_apiKey }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      createdApiKey {\n        secret\n        key { id prefix ownerUsername }\n      }\n      userErrors { field message code }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  fragment ApiKeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    origins\n    ownerId\n    ownerUsername\n    ownerAccountStatus\n    createdAt\n    createdBy\n    expiresAt\n    lastUsedAt\n    revokedAt\n    live\n  }\n": typeof types.ApiKeyRow_ApiKeyFragmentDoc,
    "\n  fragment StaffUserRow_user on StaffUser {\n    userId\n    username\n    email\n    roles\n    status\n    externalLinked\n    closed\n  }\n": typeof types.StaffUserRow_UserFragmentDoc,
    "\n  mutation UpdateRoles($userId: Int!, $roles: [String!]!) {\n    updateRoles(userId: $userId, roles: $roles)\n  }\n": typeof types.UpdateRolesDocument,
    "\n  mutation CreateImpersonationLink($userId: Int!) {\n    createImpersonationLink(userId: $userId) { url expiresAt }\n  }\n": typeof types.CreateImpersonationLinkDocument,
    "\n  mutation RemoveExternalLink($userId: Int!) {\n    removeExternalLink(userId: $userId) { ...StaffUserRow_user }\n  }\n": typeof types.RemoveExternalLinkDocument,
    "\n  mutation DeleteTag($name: String!) {\n    deleteTag(name: $name) { name deleted }\n  }\n": typeof types.DeleteTagDocument,
    "\n  fragment CorrectionProposalPanel_entry on FeedbackEntry {\n    id\n    objectId\n    correction { field value state reason }\n  }\n": typeof types.CorrectionProposalPanel_EntryFragmentDoc,
    "\n  mutation AcceptRecordCorrection($feedbackId: Int!) {\n    acceptRecordCorrection(feedbackId: $feedbackId) {\n      correction { id }\n      userErrors { message }\n    }\n  }\n": typeof types.AcceptRecordCorrectionDocument,
    "\n  mutation RejectRecordCorrection($feedbackId: Int!, $reason: String!) {\n    rejectRecordCorrection(feedbackId: $feedbackId, reason: $reason) {\n      proposal { state reason }\n      userErrors { message }\n    }\n  }\n": typeof types.RejectRecordCorrectionDocument,
    "\n  query FeedbackEntries($offset: Int!, $first: Int!) {\n    feedbackEntries(offset: $offset, first: $first) {\n      totalCount\n      nodes {\n        id\n        ...FeedbackEntryRow_entry\n      }\n    }\n  }\n": typeof types.FeedbackEntriesDocument,
    "\n  query FeedbackStaff {\n    staff { abilities }\n  }\n": typeof types.FeedbackStaffDocument,
    "\n  mutation SetFeedbackStatus($id: Int!, $status: FeedbackStatus!) {\n    setFeedbackStatus(id: $id, status: $status) { id status }\n  }\n": typeof types.SetFeedbackStatusDocument,
    "\n  fragment FeedbackEntryRow_entry on FeedbackEntry {\n    id\n    category\n    type\n    email\n    message\n    rating\n    objectId\n    objectType\n    url\n    ipAddress\n    userAgent\n    user { userId username }\n    created\n    status\n    ...CorrectionProposalPanel_entry\n  }\n": typeof types.FeedbackEntryRow_EntryFragmentDoc,
    "\n  fragment ImportJobPanel_job on ImportJob {\n    id\n    publicationId\n    fileName\n    state\n    message\n    validateOnly\n    cancelRequested\n    reportPath\n    createdAt\n    progress { rowsRead rowsWritten rowsRejected rowsWarned rowsSkipped scansTiled scansTotal }\n    findings(first: 50) {\n      totalCount\n      nodes { row level check column value message }\n    }\n  }\n": typeof types.ImportJobPanel_JobFragmentDoc,
    "\n  query ImportJobs {\n    importJobs(first: 20) {\n      totalCount\n      nodes { id fileName state publicationId progress { rowsRead rowsWritten rowsRejected } }\n    }\n  }\n": typeof types.ImportJobsDocument,
    "\n  query ImportPublications {\n    publications { id publicationId title accessLevel }\n  }\n": typeof types.ImportPublicationsDocument,
    "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      state\n      ...ImportJobPanel_job\n    }\n  }\n": typeof types.ImportJobDocument,
    "\n  mutation StartImport($input: StartImportInput!) {\n    startImport(input: $input) { importJob { id state } userErrors { field message code } }\n  }\n": typeof types.StartImportDocument,
    "\n  mutation CancelImport($id: ID!) {\n    cancelImport(id: $id) { importJob { id state cancelRequested } userErrors { message } }\n  }\n": typeof types.CancelImportDocument,
    "\n  mutation UndoImport($id: ID!) {\n    undoImport(id: $id) { importJob { id state message } userErrors { message } }\n  }\n": typeof types.UndoImportDocument,
    "\n  fragment PublicationChanges_editor on PublicationEditor {\n    recentChanges {\n      kind\n      staffId\n      created\n      changes { field from to }\n    }\n  }\n": typeof types.PublicationChanges_EditorFragmentDoc,
    "\n  fragment PublicationEditorForm_editor on PublicationEditor {\n    publicationId\n    effectiveAccessLevel\n    fields { name type group label nullable maxLength allowed }\n    values {\n      configuredAccessLevel minimumAccessLevel maximumAccessLevel\n      allowPrint allowDownload allowDownloadDoc allowAnnotations allowImports\n      title shortTitle shortDescription mediumDescription provider\n      coverImageId sampleImageIds\n      hasBrowse browseLabels browseOutOfDate\n      percentComplete percentCompleteOverride featured isNew\n    }\n    warnings { code message }\n    ...PublicationChanges_editor\n  }\n": typeof types.PublicationEditorForm_EditorFragmentDoc,
    "\n  mutation UpdatePublication($id: Int!, $input: PublicationEditInput!) {\n    updatePublication(id: $id, input: $input) {\n      editor { ...PublicationEditorForm_editor }\n      userErrors { field message code }\n    }\n  }\n": typeof types.UpdatePublicationDocument,
    "\n  query StaffPublicationList {\n    publications { id publicationId title accessLevel }\n    publicationWarnings { publicationId code }\n    contentProviders\n  }\n": typeof types.StaffPublicationListDocument,
    "\n  query StaffPublicationEditor($id: Int!) {\n    publicationEditor(id: $id) {\n      publicationId\n      values { title }\n      ...PublicationEditorForm_editor\n    }\n  }\n": typeof types.StaffPublicationEditorDocument,
    "\n  mutation CreatePublication($input: PublicationEditInput!) {\n    createPublication(input: $input) {\n      editor { publicationId }\n      userErrors { field message code }\n    }\n  }\n": typeof types.CreatePublicationDocument,
    "\n  query IndexRecordAdmin($id: Int!) {\n    indexRecordAdmin(id: $id) {\n      id\n      recordId\n      title\n      publicationId\n      accessLevel\n      fields {\n        name\n        ...RecordFieldRow_field\n      }\n      pendingProposals { feedbackId field value note username }\n      ...RecordHistory_record\n    }\n  }\n": typeof types.IndexRecordAdminDocument,
    "\n  mutation CorrectIndexRecord($input: CorrectIndexRecordInput!) {\n    correctIndexRecord(input: $input) {\n      record {\n        id\n        title\n        fields {\n          name\n          ...RecordFieldRow_field\n        }\n        ...RecordHistory_record\n      }\n      userErrors { field message code }\n    }\n  }\n": typeof types.CorrectIndexRecordDocument,
    "\n  fragment RecordFieldRow_field on IndexRecordAdminField {\n    name\n    value\n    stickiness\n  }\n": typeof types.RecordFieldRow_FieldFragmentDoc,
    "\n  fragment RecordHistory_record on IndexRecordAdmin {\n    history {\n      id\n      field\n      oldValue\n      newValue\n      stickiness\n      staffUsername\n      staffId\n      proposalId\n      created\n    }\n  }\n": typeof types.RecordHistory_RecordFragmentDoc,
    "\n  fragment BattleDetails_battle on Battle {\n    id\n    battleId\n    name\n    subType\n    conflict\n    startDate\n    endDate\n    place\n    outcome\n    description\n    coordinates { latitude longitude }\n    ...MapPoint_battle\n    involvement { side regiments { id regimentId name subType } }\n    regiments { id battles { id battleId ...MapPoint_battle } }\n    images { id imageId ...UnitImages_image }\n  }\n": typeof types.BattleDetails_BattleFragmentDoc,
    "\n  query Battle($id: ID!) {\n    battle(globalId: $id) {\n      id\n      name\n      ...BattleDetails_battle\n    }\n  }\n": typeof types.BattleDocument,
    "\n  query BattleLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {\n    battle(globalId: $id) {\n      id\n      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }\n      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }\n    }\n  }\n": typeof types.BattleListsDocument,
    "\n  query CollectionPage($slug: String!) {\n    titleCollection(slug: $slug) {\n      id\n      title\n      kind\n      description\n      iconUrl\n      backgroundUrl\n      publications {\n        id\n        ...PublicationCard_publication\n      }\n      stories {\n        id\n        memorialId\n        ...StoryCard_memorial\n      }\n    }\n  }\n": typeof types.CollectionPageDocument,
    "\n  fragment CollectionTile_collection on TitleCollection {\n    id\n    slug\n    title\n    iconUrl\n  }\n": typeof types.CollectionTile_CollectionFragmentDoc,
    "\n  fragment StoryCard_memorial on Memorial {\n    id\n    memorialId\n    title\n    description\n    ownerUsername\n    stories {\n      id\n      title\n      content\n      dateText\n    }\n    thumbnail(width: 120, height: 120) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": typeof types.StoryCard_MemorialFragmentDoc,
    "\n  fragment CompanyDetails_company on Company {\n    name\n    letter\n    side\n    history\n    leaders\n    nicknames\n    aliases\n    startPlace\n    endPlace\n    unitFacts { ...UnitFactsPanel_facts }\n    events { ...UnitEvents_event }\n    battles { id battleId ...MapPoint_battle }\n    regiment { id regimentId name conflict startDate endDate }\n    companies { id companyId name letter }\n  }\n": typeof types.CompanyDetails_CompanyFragmentDoc,
    "\n  query Company($id: ID!) {\n    company(globalId: $id) {\n      id\n      name\n      regiment { id name }\n      ...CompanyDetails_company\n    }\n  }\n": typeof types.CompanyDocument,
    "\n  query CompanyLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {\n    company(globalId: $id) {\n      id\n      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }\n      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }\n    }\n  }\n": typeof types.CompanyListsDocument,
    "\n  query Contact {\n    session {\n      user {\n        email\n      }\n    }\n  }\n": typeof types.ContactDocument,
    "\n  fragment FileDetails_file on File {\n    fileId\n    title\n    browsePath\n    imageCount\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": typeof types.FileDetails_FileFragmentDoc,
    "\n  fragment FileImageTile_image on Image {\n    imageId\n    shortTitle\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n": typeof types.FileImageTile_ImageFragmentDoc,
    "\n  query FilePage($id: ID!, $offset: Int!, $first: Int!) {\n    file(globalId: $id) {\n      id\n      title\n      imageCount\n      access {\n        requirement\n      }\n      denyThumbnail: thumbnail(width: 200, height: 200) {\n        ...Thumbnail_thumbnail\n      }\n      ...FileDetails_file\n      pages(offset: $offset, first: $first) {\n        nodes {\n          id\n          ...FileImageTile_image\n        }\n      }\n    }\n  }\n": typeof types.FilePageDocument,
    "\n  query YourGallery($after: String, $tagsAfter: String) {\n    gallery(first: 100, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { added image { id ...GalleryTile_image } }\n    }\n    myTags(first: 100, after: $tagsAfter) {\n      pageInfo { hasNextPage endCursor }\n      nodes { name ...TagList_tag }\n    }\n  }\n": typeof types.YourGalleryDocument,
    "\n  fragment GalleryTile_image on Image {\n    id\n    imageId\n    title\n    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n    tags { name type mine }\n  }\n": typeof types.GalleryTile_ImageFragmentDoc,
    "\n  query RecentlyTagged($imageId: ID!, $withImage: Boolean!) {\n    image(globalId: $imageId) @include(if: $withImage) { id ...TagImagePanel_image }\n    recentlyTagged(first: 50) { nodes { added image { id ...GalleryTile_image } } }\n  }\n": typeof types.RecentlyTaggedDocument,
    "\n  fragment TagImagePanel_image on Image {\n    id\n    imageId\n    title\n    inGallery\n    thumbnail(width: 240, height: 240) { ...Thumbnail_thumbnail }\n    tags { name type mine userId }\n  }\n": typeof types.TagImagePanel_ImageFragmentDoc,
    "\n  query TagSuggestions($prefix: String!) {\n    tagSuggestions(prefix: $prefix) { name count }\n  }\n": typeof types.TagSuggestionsDocument,
    "\n  mutation TagImage($imageGlobalId: ID!, $name: String!, $private: Boolean) {\n    tagImage(imageGlobalId: $imageGlobalId, name: $name, private: $private) {\n      image { id ...TagImagePanel_image }\n      userErrors { field message code }\n    }\n  }\n": typeof types.TagImageDocument,
    "\n  mutation UntagImage($imageGlobalId: ID!, $name: String!) {\n    untagImage(imageGlobalId: $imageGlobalId, name: $name) { id ...TagImagePanel_image }\n  }\n": typeof types.UntagImageDocument,
    "\n  mutation AddToGallery($imageGlobalId: ID!) {\n    addToGallery(imageGlobalId: $imageGlobalId) { image { id ...TagImagePanel_image } }\n  }\n": typeof types.AddToGalleryDocument,
    "\n  mutation RemoveFromGallery($imageGlobalId: ID!) {\n    removeFromGallery(imageGlobalId: $imageGlobalId) { id ...TagImagePanel_image }\n  }\n": typeof types.RemoveFromGalleryDocument,
    "\n  fragment TagList_tag on TagCount {\n    name\n    count\n  }\n": typeof types.TagList_TagFragmentDoc,
    "\n  query TaggedImages($name: String!, $after: String) {\n    taggedImages(name: $name, first: 100, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { added image { id ...GalleryTile_image } }\n    }\n  }\n": typeof types.TaggedImagesDocument,
    "\n  mutation RemoveTag($name: String!) {\n    removeTag(name: $name)\n  }\n": typeof types.RemoveTagDocument,
    "\n  fragment UploadRow_upload on Upload {\n    filename\n    description\n    public\n    format\n    bytes\n    created\n    image { id imageId title width height thumbnail(width: 120, height: 120) { ...Thumbnail_thumbnail } }\n  }\n": typeof types.UploadRow_UploadFragmentDoc,
    "\n  mutation UpdateUpload($imageGlobalId: ID!, $title: String!, $description: String, $public: Boolean) {\n    updateUpload(imageGlobalId: $imageGlobalId, title: $title, description: $description, public: $public) {\n      upload { ...UploadRow_upload }\n      userErrors { field message code }\n    }\n  }\n": typeof types.UpdateUploadDocument,
    "\n  mutation DeleteUpload($imageGlobalId: ID!) {\n    deleteUpload(imageGlobalId: $imageGlobalId)\n  }\n": typeof types.DeleteUploadDocument,
    "\n  query YourUploads($after: String) {\n    myUploads(first: 100, after: $after) {\n      pageInfo { hasNextPage endCursor }\n      nodes { image { id } ...UploadRow_upload }\n    }\n  }\n": typeof types.YourUploadsDocument,
    "\n  query Home {\n    siteCounts {\n      ...SiteCountsLine_counts\n    }\n    publications {\n      id\n      featured\n      isNew\n      ...PublicationCard_publication\n    }\n    conflicts: titleCollections(kind: CONFLICT) {\n      id\n      ...CollectionTile_collection\n    }\n    themes: titleCollections(kind: TITLE) {\n      id\n      ...CollectionTile_collection\n    }\n    partners {\n      id\n      ...PartnerTile_partner\n    }\n  }\n": typeof types.HomeDocument,
    "\n  fragment SiteCountsLine_counts on SiteCounts {\n    records\n    members\n  }\n": typeof types.SiteCountsLine_CountsFragmentDoc,
    "\n  query AccountSubscription {\n    subscription {\n      ...SubscriptionSection_membership\n    }\n  }\n": typeof types.AccountSubscriptionDocument,
    "\n  query CheckoutResult {\n    subscription { status label }\n  }\n": typeof types.CheckoutResultDocument,
    "\n  query ChoosePlan {\n    plans {\n      code\n      ...PlanCard_plan\n    }\n    freeTrialDays\n    paymentsMode\n    session {\n      user {\n        userId\n        status\n      }\n      institution {\n        id\n      }\n    }\n    subscription {\n      freeTrialUsed\n    }\n  }\n": typeof types.ChoosePlanDocument,
    "\n  query FreeTrial {\n    freeTrialDays\n    session { user { userId status } }\n    subscription { freeTrialUsed }\n  }\n": typeof types.FreeTrialDocument,
    "\n  mutation StartFreeTrial($iid: Int) {\n    startFreeTrial(iid: $iid) { status subscription { expiration } }\n  }\n": typeof types.StartFreeTrialDocument,
    "\n  fragment PlanCard_plan on Plan {\n    code\n    name\n    amountCents\n    interval\n  }\n": typeof types.PlanCard_PlanFragmentDoc,
    "\n  fragment SubscriptionSection_membership on Membership {\n    status\n    label\n    subscription {\n      plan\n      expiration\n      finalizationDate\n      cancelAtPeriodEnd\n      origin\n      card { last4 brand }\n    }\n  }\n": typeof types.SubscriptionSection_MembershipFragmentDoc,
    "\n  mutation CancelSubscription {\n    cancelSubscription { ...SubscriptionSection_membership }\n  }\n": typeof types.CancelSubscriptionDocument,
    "\n  query TestCheckout($id: String!) {\n    testCheckout(id: $id) {\n      id\n      completed\n      plan { ...PlanCard_plan }\n    }\n  }\n": typeof types.TestCheckoutDocument,
    "\n  mutation CompleteTestCheckout($id: String!, $cardNumber: String!) {\n    completeTestCheckout(id: $id, cardNumber: $cardNumber) {\n      membership { status }\n      userErrors { field message code }\n    }\n  }\n": typeof types.CompleteTestCheckoutDocument,
    "\n  mutation StartCheckout($plan: PlanCode!) {\n    startCheckout(plan: $plan) {\n      checkoutId\n      url\n      testMode\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  fragment AddToMemorialChooser_memorial on Memorial {\n    id\n    memorialId\n    title\n    privacyMode\n    lastModified\n    thumbnail(width: 100, height: 100) { ...Thumbnail_thumbnail }\n  }\n": typeof types.AddToMemorialChooser_MemorialFragmentDoc,
    "\n  mutation AddPictureToMemorial($memorialGlobalId: ID!, $newElements: [MemorialElementInput!]) {\n    changeMemorialElements(memorialGlobalId: $memorialGlobalId, newElements: $newElements) {\n      memorial { id images { id reference } }\n      userErrors { field message code }\n    }\n  }\n": typeof types.AddPictureToMemorialDocument,
    "\n  fragment MemorialBasicsForm_memorial on Memorial {\n    id\n    memorialId\n    type\n    title\n    description\n    privacyMode\n    primaryMilitaryEvent\n  }\n": typeof types.MemorialBasicsForm_MemorialFragmentDoc,
    "\n  mutation UpdateMemorial($globalId: ID!, $input: UpdateMemorialInput!) {\n    updateMemorial(globalId: $globalId, input: $input) {\n      memorial {\n        id\n        ...MemorialEditor_memorial\n      }\n      userErrors { field message code }\n    }\n  }\n": typeof types.UpdateMemorialDocument,
    "\n  query CreateMemorialSession($recordGlobalId: ID!, $withRecord: Boolean!) {\n    session { user { userId } }\n    record: node(id: $recordGlobalId) @include(if: $withRecord) {\n      __typename\n      id\n      ... on IndexRecord { title fullName }\n    }\n  }\n": typeof types.CreateMemorialSessionDocument,
    "\n  mutation CreateMemorial($input: CreateMemorialInput!) {\n    createMemorial(input: $input) {\n      memorial { id memorialId }\n      userErrors { field message code }\n    }\n  }\n": typeof types.CreateMemorialDocument,
    "\n  mutation CreateMemorialFromRecord($recordGlobalId: ID!, $type: MemorialType) {\n    createMemorialFromRecord(recordGlobalId: $recordGlobalId, type: $type) {\n      memorial { id memorialId }\n      userErrors { field message code }\n    }\n  }\n": typeof types.CreateMemorialFromRecordDocument,
    "\n  query AddToMemorialChoices($imageGlobalId: ID!) {\n    image(globalId: $imageGlobalId) { id title thumbnail(width: 160, height: 160) { ...Thumbnail_thumbnail } }\n    myMemorials(first: 100) { edges { node { id ...AddToMemorialChooser_memorial } } }\n  }\n": typeof types.AddToMemorialChoicesDocument,
    "\n  mutation DeleteMemorial($globalId: ID!) {\n    deleteMemorial(globalId: $globalId)\n  }\n": typeof types.DeleteMemorialDocument,
    "\n  fragment MemorialDetails_memorial on Memorial {\n    title\n    type\n    description\n    primaryMilitaryEvent\n    ownerUsername\n    created\n    lastModified\n    indexRecord { id recordId fullName }\n    stories { id title content dateText date { start { year month day } end { year month day } } placeText }\n    facts { id type name value }\n    coverImage { id caption thumbnail(width: 300, height: 300) { ...Thumbnail_thumbnail } }\n    backgroundImage { id yPosition thumbnail(width: 1200, height: 1200) { url } }\n    images {\n      id\n      kind\n      caption\n      thumbnail(width: 300, height: 300) {\n        ...Thumbnail_thumbnail\n      }\n    }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n    ...MemorialReferences_memorial\n  }\n": typeof types.MemorialDetails_MemorialFragmentDoc,
    "\n  query MemorialEdit($id: ID!) {\n    session { user { userId } }\n    memorial(globalId: $id) {\n      id\n      title\n      permissions { canEdit canComment }\n      ...MemorialEditor_memorial\n    }\n  }\n": typeof types.MemorialEditDocument,
    "\n  fragment MemorialEditor_memorial on Memorial {\n    memorialId\n    title\n    gedcomUrl\n    indexRecord { id recordId }\n    permissions { canEdit canComment }\n    elements { id }\n    ...MemorialBasicsForm_memorial\n    ...PicturesSection_memorial\n    ...StoriesSection_memorial\n    ...FactsSection_memorial\n    ...SourcesSection_memorial\n    ...LinksSection_memorial\n    ...CommentsSection_memorial\n    ...CorrectionsSection_memorial\n    ...RecordConnection_memorial\n  }\n": typeof types.MemorialEditor_MemorialFragmentDoc,
    "\n  query Memorial($id: ID!) {\n    memorial(globalId: $id) {\n      id\n      title\n      gedcomUrl\n      permissions { canEdit canComment }\n      ...MemorialDetails_memorial\n    }\n  }\n": typeof types.MemorialDocument,
    "\n  fragment MemorialReferences_memorial on Memorial {\n    sources {\n      id\n      link\n      comment\n      # A record's source also opens its page of the scan, the person outlined (?rec=).\n      record { id recordId title image { id imageId } subImage { id subImageId } }\n    }\n    links { id type url text objectId }\n    comments { id text authorUsername created }\n  }\n": typeof types.MemorialReferences_MemorialFragmentDoc,
    "\n  fragment YourMemorialRow_memorial on Memorial {\n    memorialId\n    title\n    type\n    privacyMode\n    lastModified\n    gedcomUrl\n    thumbnail(width: 100, height: 100) { ...Thumbnail_thumbnail }\n  }\n": typeof types.YourMemorialRow_MemorialFragmentDoc,
    "\n  query YourMemorials($first: Int!, $after: String) {\n    myMemorials(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id ...YourMemorialRow_memorial } }\n    }\n  }\n": typeof types.YourMemorialsDocument,
    "\n  fragment CommentsSection_memorial on Memorial {\n    comments { id canEdit text authorUsername created }\n  }\n": typeof types.CommentsSection_MemorialFragmentDoc,
    "\n  fragment CorrectionsSection_memorial on Memorial {\n    corrections { id canEdit text field authorUsername created }\n  }\n": typeof types.CorrectionsSection_MemorialFragmentDoc,
    "\n  fragment FactsSection_memorial on Memorial {\n    facts {\n      id\n      canEdit\n      type\n      name\n      value\n      date { start { year month day } end { year month day } }\n      place\n      origin\n      event\n      sources { id link comment }\n    }\n  }\n": typeof types.FactsSection_MemorialFragmentDoc,
    "\n  query ImagePicker($id: ID!) {\n    image(globalId: $id) {\n      id\n      imageId\n      title\n      width\n      height\n      thumbnail(width: 400, height: 400) { url }\n    }\n  }\n": typeof types.ImagePickerDocument,
    "\n  query ImportableFacts($memorialId: ID!, $recordId: ID!) {\n    importableFacts(memorialGlobalId: $memorialId, recordGlobalId: $recordId) { id type name value alreadyOnMemorial }\n    indexRecord(globalId: $recordId) { id fullName }\n  }\n": typeof types.ImportableFactsDocument,
    "\n  mutation ImportFactsFromRecord($memorialId: ID!, $recordId: ID!, $factIds: [String!]) {\n    importFactsFromRecord(memorialGlobalId: $memorialId, recordGlobalId: $recordId, factIds: $factIds) {\n      id\n      ...MemorialEditor_memorial\n    }\n  }\n": typeof types.ImportFactsFromRecordDocument,
    "\n  fragment LinksSection_memorial on Memorial {\n    links { id canEdit type url text objectId }\n  }\n": typeof types.LinksSection_MemorialFragmentDoc,
    "\n  fragment PictureSlot_image on MemorialImage {\n    id\n    canEdit\n    reference\n    rect { x y w h }\n    yPosition\n    caption\n    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n  }\n": typeof types.PictureSlot_ImageFragmentDoc,
    "\n  fragment PicturesSection_memorial on Memorial {\n    coverImage { id ...PictureSlot_image }\n    backgroundImage { id ...PictureSlot_image }\n    honorImage { id ...PictureSlot_image }\n    images {\n      id\n      kind\n      canEdit\n      reference\n      caption\n      thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n    }\n  }\n": typeof types.PicturesSection_MemorialFragmentDoc,
    "\n  fragment RecordConnection_memorial on Memorial {\n    id\n    memorialId\n    indexRecord { id recordId fullName }\n  }\n": typeof types.RecordConnection_MemorialFragmentDoc,
    "\n  mutation DisconnectMemorialRecord($memorialGlobalId: ID!, $recordGlobalId: ID!) {\n    disconnectMemorialRecord(memorialGlobalId: $memorialGlobalId, recordGlobalId: $recordGlobalId) {\n      ...RecordConnection_memorial\n      links { id }\n      elements { id }\n    }\n  }\n": typeof types.DisconnectMemorialRecordDocument,
    "\n  fragment SourcesSection_memorial on Memorial {\n    sources { id canEdit link comment }\n  }\n": typeof types.SourcesSection_MemorialFragmentDoc,
    "\n  fragment StoriesSection_memorial on Memorial {\n    stories {\n      id\n      canEdit\n      title\n      content\n      dateText\n      date { start { year month day } end { year month day } }\n      placeText\n    }\n  }\n": typeof types.StoriesSection_MemorialFragmentDoc,
    "\n  mutation ChangeMemorialElements($memorialGlobalId: ID!, $changes: [MemorialElementChangeInput!], $newElements: [MemorialElementInput!], $deletions: [ID!]) {\n    changeMemorialElements(memorialGlobalId: $memorialGlobalId, changes: $changes, newElements: $newElements, deletions: $deletions) {\n      memorial {\n        id\n        ...MemorialEditor_memorial\n      }\n      userErrors { field message code }\n    }\n  }\n": typeof types.ChangeMemorialElementsDocument,
    "\n  mutation ReorderMemorialElements($memorialGlobalId: ID!, $elementIds: [ID!]!) {\n    reorderMemorialElements(memorialGlobalId: $memorialGlobalId, elementIds: $elementIds) {\n      id\n      ...MemorialEditor_memorial\n    }\n  }\n": typeof types.ReorderMemorialElementsDocument,
    "\n  query PartnerPage($slug: String!) {\n    partner(slug: $slug) {\n      id\n      name\n      description\n      website\n      iconUrl\n      backgroundUrl\n      publications {\n        id\n        ...PublicationCard_publication\n      }\n    }\n  }\n": typeof types.PartnerPageDocument,
    "\n  fragment PartnerTile_partner on Partner {\n    slug\n    name\n    iconUrl\n  }\n": typeof types.PartnerTile_PartnerFragmentDoc,
    "\n  fragment PublicationDetails_publication on Publication {\n    publicationId\n    title\n    shortDescription\n    mediumDescription\n    provider\n    contentType\n    docType\n    conflict\n    accessLevel\n    isNew\n    hasOcr\n    rollCount\n    imageCount\n    recordCount\n    browseLabels\n    lastUpdated\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": typeof types.PublicationDetails_PublicationFragmentDoc,
    "\n  query Publication($id: ID!, $sample: SearchQueryInput!) {\n    publication(globalId: $id) {\n      id\n      title\n      slug\n      ...PublicationDetails_publication\n    }\n    # Pages shown as a sample of the publication.\n    sample: search(query: $sample, first: 12) {\n      totalCount\n      nodes {\n        ...HitTile_hit\n      }\n    }\n  }\n": typeof types.PublicationDocument,
    "\n  fragment DeniedPage_record on IndexRecord {\n    id\n    title\n    # Aliased: the record's details ask its thumbnail at another size beside it.\n    denyThumbnail: thumbnail(width: 200, height: 200) {\n      ...Thumbnail_thumbnail\n    }\n    access {\n      action\n      requirement\n    }\n  }\n": typeof types.DeniedPage_RecordFragmentDoc,
    "\n  fragment IndexRecordDetails_record on IndexRecord {\n    title\n    fullName\n    givenName\n    middleName\n    surname\n    nameSuffix\n    gender\n    race\n    birthDate\n    birthPlace { label }\n    residencePlace { label }\n    enlistmentDate\n    enlistmentPlace { label }\n    dischargeDate\n    deathDate\n    deathPlace { label }\n    conflict\n    branch\n    rank\n    unit\n    serviceNumber\n    casualtyType\n    award\n    deathCause\n    enlistmentRank\n    dischargeRank\n    theater\n    burialDate\n    burialPlace { label }\n    regiment { id regimentId name }\n    company { id companyId name }\n    image { id imageId title }\n    subImage { id subImageId }\n    publication { id publicationId title slug }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": typeof types.IndexRecordDetails_RecordFragmentDoc,
    "\n  fragment RecordCitation_record on IndexRecord {\n    recordId\n    fullName\n    publication { title provider }\n    image { id ordinal roll { rollId literalTitle } }\n  }\n": typeof types.RecordCitation_RecordFragmentDoc,
    "\n  query Record($nodeId: ID!) {\n    node(id: $nodeId) {\n      __typename\n      id\n      ... on IndexRecord {\n        title\n        access {\n          action\n        }\n        ...IndexRecordDetails_record\n        ...RecordCitation_record\n        ...DeniedPage_record\n        ...SuggestCorrection_record\n      }\n    }\n    session {\n      user {\n        userId\n      }\n    }\n    staff {\n      abilities\n    }\n  }\n": typeof types.RecordDocument,
    "\n  fragment SuggestCorrection_record on IndexRecord {\n    givenName\n    middleName\n    surname\n    nameSuffix\n    birthDate\n    enlistmentDate\n    dischargeDate\n    deathDate\n    burialDate\n  }\n": typeof types.SuggestCorrection_RecordFragmentDoc,
    "\n  mutation ProposeRecordCorrection($input: ProposeRecordCorrectionInput!) {\n    proposeRecordCorrection(input: $input) {\n      proposal { field value state }\n      userErrors { field message code }\n    }\n  }\n": typeof types.ProposeRecordCorrectionDocument,
    "\n  fragment RegimentDetails_regiment on Regiment {\n    name\n    types\n    subType\n    branch\n    side\n    conflict\n    provider\n    state\n    place { label }\n    startPlace\n    endPlace\n    startDate\n    endDate\n    nicknames\n    aliases\n    history\n    leaders\n    childUnitTypes\n    unitFacts { ...UnitFactsPanel_facts }\n    events { ...UnitEvents_event }\n    battles { id battleId ...MapPoint_battle }\n    companies { id companyId name letter }\n    images { id imageId ...UnitImages_image }\n  }\n": typeof types.RegimentDetails_RegimentFragmentDoc,
    "\n  query Regiment($id: ID!) {\n    regiment(globalId: $id) {\n      id\n      name\n      ...RegimentDetails_regiment\n    }\n  }\n": typeof types.RegimentDocument,
    "\n  query RegimentLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {\n    regiment(globalId: $id) {\n      id\n      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }\n      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }\n    }\n  }\n": typeof types.RegimentListsDocument,
    "\n  fragment FacetList_facet on Facet {\n    type\n    totalCount\n    values {\n      value\n      label\n      shortLabel\n      count\n    }\n  }\n": typeof types.FacetList_FacetFragmentDoc,
    "\n  fragment FacetSidebar_results on SearchResults {\n    earliestDate\n    latestDate\n    facets {\n      type\n      values {\n        value\n        count\n      }\n      ...FacetList_facet\n    }\n  }\n": typeof types.FacetSidebar_ResultsFragmentDoc,
    "\n  fragment SearchHit_hit on SearchHit {\n    title\n    highlights\n    matches {\n      field\n      kind\n      value\n    }\n    doc {\n      id\n      ...SearchHitDetails_doc\n      # A record's picture is its region of the page: it opens the page with the person outlined (?rec=).\n      ... on IndexRecord {\n        subImage {\n          id\n          subImageId\n          image {\n            id\n            imageId\n          }\n        }\n      }\n    }\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    access {\n      requirement\n    }\n  }\n": typeof types.SearchHit_HitFragmentDoc,
    "\n  fragment SearchHitDetails_doc on Node {\n    __typename\n    id\n    ... on IndexRecord {\n      rank\n      unit\n      conflict\n      birthDate\n      birthPlace {\n        label\n      }\n      enlistmentDate\n    }\n    ... on Image {\n      roll {\n        rollId\n        name\n      }\n    }\n    ... on File {\n      imageCount\n      browsePath\n    }\n    ... on Memorial {\n      primaryMilitaryEvent\n      ownerUsername\n    }\n    ... on Regiment {\n      side\n      conflict\n      state\n      startDate\n      endDate\n    }\n    ... on Battle {\n      conflict\n      place\n      battleStart: startDate\n      battleEnd: endDate\n      outcome\n    }\n    ... on Company {\n      regiment {\n        id\n        name\n      }\n    }\n    ... on Publication {\n      recordCount\n      imageCount\n    }\n  }\n": typeof types.SearchHitDetails_DocFragmentDoc,
    "\n  query Search($query: SearchQueryInput!, $first: Int!, $offset: Int!, $after: String) {\n    search(query: $query, first: $first, offset: $offset, after: $after) {\n      totalCount\n      nodes {\n        ...SearchHit_hit\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  query SearchFacets($query: SearchQueryInput!) {\n    search(query: $query) {\n      totalCount\n      facets {\n        type\n        values {\n          value\n          label\n        }\n      }\n      ...FacetSidebar_results\n    }\n  }\n": typeof types.SearchFacetsDocument,
    "\n  query EmptySearch {\n    emptySearch {\n      totalCount\n      ...FacetSidebar_results\n    }\n    siteCounts {\n      records\n    }\n  }\n": typeof types.EmptySearchDocument,
    "\n  query Suggest($type: SuggestionType!, $prefix: String!) {\n    suggest(type: $type, prefix: $prefix, limit: 10) {\n      value\n      label\n      count\n    }\n  }\n": typeof types.SuggestDocument,
    "\n  query SlugOfNode($id: ID!) {\n    node(id: $id) {\n      id\n      ... on TitleCollection {\n        slug\n      }\n      ... on Partner {\n        slug\n      }\n    }\n  }\n": typeof types.SlugOfNodeDocument,
    "\n  fragment LinkedRecords_connection on IndexRecordConnection {\n    totalCount\n    pageInfo { hasNextPage endCursor }\n    edges {\n      node {\n        id\n        recordId\n        fullName\n        rank\n        enlistmentDate\n        casualtyType\n        company { id companyId letter }\n      }\n    }\n  }\n": typeof types.LinkedRecords_ConnectionFragmentDoc,
    "\n  fragment LinkedMemorials_connection on MemorialConnection {\n    totalCount\n    pageInfo { hasNextPage endCursor }\n    edges { node { id memorialId title description type } }\n  }\n": typeof types.LinkedMemorials_ConnectionFragmentDoc,
    "\n  fragment UnitEvents_event on UnitEvent {\n    kind\n    title\n    startDate\n    endDate\n    place\n    battle { id battleId }\n  }\n": typeof types.UnitEvents_EventFragmentDoc,
    "\n  fragment UnitFactsPanel_facts on UnitFacts {\n    numberOfSoldiers\n    averageAgeAtEnlistment\n    medianAgeAtEnlistment\n    diedInWar\n    diedInUnit\n    woundedInUnit\n    prisonerOfWarWhileInRegiment\n    mostCommonEnlistmentPlace { place { name label } soldiers }\n    mostCommonEnlistmentDate { date soldiers }\n    firstEnlistmentDate\n  }\n": typeof types.UnitFactsPanel_FactsFragmentDoc,
    "\n  fragment UnitImages_image on Image {\n    id\n    imageId\n    title\n    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n  }\n": typeof types.UnitImages_ImageFragmentDoc,
    "\n  fragment HonorTile_image on HonorImage {\n    id\n    title\n    conflict\n    memorial {\n      id\n      memorialId\n    }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": typeof types.HonorTile_ImageFragmentDoc,
    "\n  query HonorWallPage($conflict: String, $q: String, $offset: Int!, $first: Int!) {\n    honorWall(conflict: $conflict, q: $q, offset: $offset, first: $first) {\n      totalCount\n      nodes {\n        id\n        ...HonorTile_image\n      }\n      conflicts {\n        conflict\n        count\n      }\n    }\n  }\n": typeof types.HonorWallPageDocument,
    "\n  fragment Filmstrip_image on Image {\n    imageId\n    ordinal\n    file {\n      id\n      imageCount\n    }\n    previousImage {\n      id\n      imageId\n    }\n    nextImage {\n      id\n      imageId\n    }\n    filmstrip(count: 9) {\n      id\n      imageId\n      ordinal\n      title\n      thumbnail(width: 100, height: 100) {\n        ...Thumbnail_thumbnail\n      }\n    }\n  }\n": typeof types.Filmstrip_ImageFragmentDoc,
    "\n  fragment PageCitation_image on Image {\n    imageId\n    ordinal\n    roll { rollId literalTitle }\n    publication { title provider }\n    indexRecords { id fullName }\n  }\n": typeof types.PageCitation_ImageFragmentDoc,
    "\n  query PrintImage($id: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {\n    image(globalId: $id) {\n      id\n      title\n      printUrl(rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert)\n      printDenial: access(action: PRINT) {\n        requirement\n      }\n      denyThumbnail: thumbnail(width: 200, height: 200) {\n        ...Thumbnail_thumbnail\n      }\n    }\n  }\n": typeof types.PrintImageDocument,
    "\n  fragment ScanViewer_image on Image {\n    title\n    tileSource\n    width\n    height\n    # Aliased so the page's own thumbnail and access fields keep their arguments.\n    viewDenial: access(action: VIEW) {\n      requirement\n    }\n    denyThumbnail: thumbnail(width: 200, height: 200) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": typeof types.ScanViewer_ImageFragmentDoc,
    "\n  query ViewerSubImage($id: ID!) {\n    subImage(globalId: $id) {\n      id\n      image {\n        id\n        imageId\n      }\n    }\n  }\n": typeof types.ViewerSubImageDocument,
    "\n  fragment ViewerBreadcrumb_image on Image {\n    breadcrumbs {\n      label\n      value\n    }\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    uploader {\n      userId\n      name\n    }\n  }\n": typeof types.ViewerBreadcrumb_ImageFragmentDoc,
    "\n  fragment ViewerInfoPane_image on Image {\n    title\n    ordinal\n    viewCount\n    hasOcr\n    roll {\n      rollId\n      name\n    }\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    subImages {\n      id\n      subImageId\n      title\n    }\n    ...ViewerBreadcrumb_image\n    ...PageCitation_image\n    indexRecords {\n      id\n      recordId\n      fullName\n      rank\n      unit\n      subImage {\n        id\n        subImageId\n      }\n    }\n  }\n": typeof types.ViewerInfoPane_ImageFragmentDoc,
    "\n  fragment ViewerTopBar_image on Image {\n    title\n    breadcrumbs {\n      label\n      value\n    }\n    publication {\n      id\n      publicationId\n      title\n    }\n    uploader {\n      userId\n      name\n    }\n  }\n": typeof types.ViewerTopBar_ImageFragmentDoc,
    "\n  fragment AnnotationList_image on Image {\n    annotationsExportUrl\n    annotations {\n      id\n      annotationId\n      type\n      value\n      label\n      editable\n      url\n      author {\n        username\n      }\n    }\n  }\n": typeof types.AnnotationList_ImageFragmentDoc,
    "\n  mutation CreateAnnotation($input: CreateAnnotationInput!) {\n    createAnnotation(input: $input) {\n      annotation {\n        id\n        annotationId\n        type\n        value\n        label\n        editable\n        url\n        rect {\n          x\n          y\n          w\n          h\n        }\n        author {\n          username\n        }\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.CreateAnnotationDocument,
    "\n  mutation UpdateAnnotation($annotationGlobalId: ID!, $input: UpdateAnnotationInput!) {\n    updateAnnotation(annotationGlobalId: $annotationGlobalId, input: $input) {\n      annotation {\n        id\n        type\n        value\n        label\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.UpdateAnnotationDocument,
    "\n  mutation DeleteAnnotation($annotationGlobalId: ID!) {\n    deleteAnnotation(annotationGlobalId: $annotationGlobalId) {\n      id\n      annotations {\n        id\n      }\n    }\n  }\n": typeof types.DeleteAnnotationDocument,
    "\n  fragment AnnotationLayer_image on Image {\n    annotations {\n      id\n      annotationId\n      type\n      rect {\n        x\n        y\n        w\n        h\n      }\n    }\n  }\n": typeof types.AnnotationLayer_ImageFragmentDoc,
    "\n  query DownloadDialogAccess($id: ID!) {\n    image(globalId: $id) {\n      id\n      downloadDenial: access(action: DOWNLOAD) {\n        requirement\n      }\n      pdfDenial: access(action: DOWNLOAD_PDF) {\n        requirement\n      }\n      denyThumbnail: thumbnail(width: 200, height: 200) {\n        ...Thumbnail_thumbnail\n      }\n    }\n  }\n": typeof types.DownloadDialogAccessDocument,
    "\n  query ViewerDownload($id: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {\n    image(globalId: $id) {\n      id\n      downloadUrl(rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert)\n    }\n  }\n": typeof types.ViewerDownloadDocument,
    "\n  fragment PdfProgress_request on PdfRequest {\n    id\n    state\n    expires\n    downloadUrl\n    failure\n  }\n": typeof types.PdfProgress_RequestFragmentDoc,
    "\n  mutation DownloadRequestPdf($imageGlobalId: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {\n    requestPdf(imageGlobalId: $imageGlobalId, rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert) {\n      id\n      ...PdfProgress_request\n    }\n  }\n": typeof types.DownloadRequestPdfDocument,
    "\n  query DownloadPdfRequest($id: ID!) {\n    pdfRequest(id: $id) {\n      id\n      ...PdfProgress_request\n    }\n  }\n": typeof types.DownloadPdfRequestDocument,
    "\n  query ViewerImage($id: ID!) {\n    image(globalId: $id) {\n      id\n      imageId\n      title\n      # 'Manage this image' (content §2.4): the admin link comes only to staff who manage images; only they ever\n      # get a hidden page.\n      adminLink\n      hidden\n      previousImage {\n        id\n        imageId\n      }\n      nextImage {\n        id\n        imageId\n      }\n      publication {\n        id\n        allowAnnotations\n        allowPrint\n        allowDownload\n        allowDownloadDoc\n      }\n      subImages {\n        id\n        subImageId\n        x\n        y\n        w\n        h\n      }\n      ...ScanViewer_image\n      ...ViewerTopBar_image\n      ...ViewerInfoPane_image\n      ...Filmstrip_image\n      # Null when the caller may annotate; Annotate is shown only then (content §2.4).\n      annotate: access(action: ANNOTATE) {\n        requirement\n      }\n      annotations {\n        id\n        annotationId\n        type\n        value\n        label\n      }\n      ...AnnotationLayer_image\n      ...AnnotationList_image\n    }\n  }\n": typeof types.ViewerImageDocument,
    "\n  query ManageImageDialog($id: ID!) {\n    image(globalId: $id) {\n      id\n      management {\n        title\n        shortTitle\n        position\n        pageCount\n        revision\n        hidden\n        width\n        height\n      }\n    }\n  }\n": typeof types.ManageImageDialogDocument,
    "\n  mutation ManageRotateImage($input: RotateImageInput!) {\n    rotateImage(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ManageRotateImageDocument,
    "\n  mutation ManageImageVisibility($input: SetImageVisibilityInput!) {\n    setImageVisibility(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ManageImageVisibilityDocument,
    "\n  mutation ManageMoveImage($input: MoveImageInput!) {\n    moveImage(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ManageMoveImageDocument,
    "\n  mutation ManageRetitleImage($input: RetitleImageInput!) {\n    retitleImage(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ManageRetitleImageDocument,
    "\n  query ViewerFind($id: ID!, $text: String!) {\n    image(globalId: $id) {\n      id\n      findInPage(text: $text) {\n        total\n        hits {\n          words {\n            x\n            y\n            w\n            h\n          }\n        }\n      }\n    }\n  }\n": typeof types.ViewerFindDocument,
};
const documents: Documents = {
    "\n        fragment Cached on Image {\n          id\n          title\n        }\n      ": types.CachedFragmentDoc,
    "\n  fragment HitTile_hit on SearchHit {\n    title\n    doc {\n      id\n      # A record's picture is its region of the page: it opens the page with the person outlined (?rec=).\n      ... on IndexRecord {\n        subImage {\n          id\n          subImageId\n          image {\n            id\n            imageId\n          }\n        }\n      }\n    }\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n": types.HitTile_HitFragmentDoc,
    "\n  fragment PublicationCard_publication on Publication {\n    id\n    publicationId\n    title\n    slug\n    shortDescription\n    conflict\n    accessLevel\n    isNew\n    imageCount\n    recordCount\n    thumbnail(width: 200, height: 200) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": types.PublicationCard_PublicationFragmentDoc,
    "\n  fragment Thumbnail_thumbnail on Thumbnail {\n    url\n    width\n    height\n    title\n  }\n": types.Thumbnail_ThumbnailFragmentDoc,
    "\n  fragment BrowseColumn_facet on Facet {\n    totalCount\n    values {\n      value\n      label\n      shortLabel\n      count\n      nodeType\n    }\n  }\n": types.BrowseColumn_FacetFragmentDoc,
    "\n  query BrowseTool {\n    session {\n      user {\n        userId\n      }\n    }\n    publications {\n      id\n      publicationId\n      accessLevel\n      browseLabels\n    }\n  }\n": types.BrowseToolDocument,
    "\n  query BrowseLevels($publicationId: ID!) {\n    browseLevels(publicationGlobalId: $publicationId) {\n      publicationId\n      levels\n      documentLevel\n    }\n  }\n": types.BrowseLevelsDocument,
    "\n  query BrowseColumn($query: SearchQueryInput!, $facet: FacetRequestInput!) {\n    browseFacet(query: $query, facet: $facet) {\n      values {\n        value\n        label\n      }\n      ...BrowseColumn_facet\n    }\n  }\n": types.BrowseColumnDocument,
    "\n  fragment GridThumbnail_hit on SearchHit {\n    title\n    doc {\n      id\n      # Browsing is looking at pages: a record opens its page with the person outlined (?rec=).\n      ... on IndexRecord {\n        subImage {\n          id\n          subImageId\n          image {\n            id\n            imageId\n          }\n        }\n      }\n    }\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n": types.GridThumbnail_HitFragmentDoc,
    "\n  fragment GridThumbnail_image on Image {\n    id\n    title\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n": types.GridThumbnail_ImageFragmentDoc,
    "\n  query BrowseGridSearch($query: SearchQueryInput!, $offset: Int!, $first: Int!) {\n    search(query: $query, offset: $offset, first: $first) {\n      totalCount\n      nodes {\n        doc {\n          id\n          ... on Image {\n            roll {\n              rollId\n            }\n          }\n          ... on IndexRecord {\n            image {\n              id\n              roll {\n                rollId\n              }\n            }\n          }\n        }\n        ...GridThumbnail_hit\n      }\n    }\n  }\n": types.BrowseGridSearchDocument,
    "\n  query BrowseGridFile($id: ID!, $offset: Int!, $first: Int!) {\n    file(globalId: $id) {\n      id\n      imageCount\n      pages(offset: $offset, first: $first) {\n        nodes {\n          id\n          ...GridThumbnail_image\n        }\n      }\n    }\n  }\n": types.BrowseGridFileDocument,
    "\n  mutation DenyDialogResendVerification {\n    resendVerificationEmail\n  }\n": types.DenyDialogResendVerificationDocument,
    "\n  query DenyDialogSession {\n    session {\n      user {\n        userId\n      }\n    }\n  }\n": types.DenyDialogSessionDocument,
    "\n  query CaptchaChallenge($action: String!) {\n    captchaChallenge(action: $action) {\n      provider\n      challenge\n      siteKey\n    }\n  }\n": types.CaptchaChallengeDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      entry { id }\n      userErrors { field message code }\n    }\n  }\n": types.SubmitFeedbackDocument,
    "\n  query ReportIssueSession {\n    session {\n      user {\n        userId\n        email\n      }\n    }\n  }\n": types.ReportIssueSessionDocument,
    "\n  fragment MapPoint_battle on Battle {\n    id\n    battleId\n    name\n    startDate\n    endDate\n    coordinates { latitude longitude }\n  }\n": types.MapPoint_BattleFragmentDoc,
    "\n  fragment AccountArea_session on Session {\n    # With the user's name: what the verify dialog reads (components/verify/AccessDialog.tsx), already cached.\n    verificationRequired\n    user {\n      userId\n      username\n      ...UserMenu_user\n    }\n    institution {\n      id\n      type\n    }\n  }\n": types.AccountArea_SessionFragmentDoc,
    "\n  query BetaBanner {\n    betaBanner {\n      message\n    }\n    session {\n      user {\n        email\n      }\n    }\n  }\n": types.BetaBannerDocument,
    "\n  fragment InstitutionBanner_session on Session {\n    institution {\n      id\n      name\n    }\n    impersonatedBy\n    user {\n      userId\n      username\n    }\n  }\n": types.InstitutionBanner_SessionFragmentDoc,
    "\n  query Shell {\n    session {\n      ...SiteNav_session\n      ...AccountArea_session\n      ...InstitutionBanner_session\n      ...UnconfirmedBanner_session\n    }\n    publications {\n      id\n      ...SiteNav_publication\n    }\n  }\n": types.ShellDocument,
    "\n  fragment SiteNav_session on Session {\n    user {\n      userId\n      roles\n      premium\n    }\n    institution {\n      silo\n    }\n  }\n": types.SiteNav_SessionFragmentDoc,
    "\n  fragment SiteNav_publication on Publication {\n    id\n    publicationId\n    slug\n    title\n  }\n": types.SiteNav_PublicationFragmentDoc,
    "\n  fragment UnconfirmedBanner_session on Session {\n    user {\n      userId\n      email\n      confirmed\n    }\n  }\n": types.UnconfirmedBanner_SessionFragmentDoc,
    "\n  fragment UserMenu_user on SessionUser {\n    username\n    status\n    planLabel\n    avatarUrl(size: 32)\n  }\n": types.UserMenu_UserFragmentDoc,
    "\n  query AccessDialogSession {\n    session {\n      verificationRequired\n      user {\n        userId\n        username\n      }\n    }\n  }\n": types.AccessDialogSessionDocument,
    "\n  mutation VerifyLapsedSession($password: String!) {\n    verifyAccount(password: $password) {\n      session {\n        verificationRequired\n      }\n    }\n  }\n": types.VerifyLapsedSessionDocument,
    "\n  query Account {\n    account {\n      userId\n      statusLabel\n      status\n      joinDate\n      ...EmailSection_account\n      ...UsernameSection_account\n      ...ProfileSection_account\n      ...CommunicationSection_account\n      ...FacebookSection_account\n    }\n  }\n": types.AccountDocument,
    "\n  fragment CommunicationSection_account on Account {\n    communicationSettings {\n      newsletter\n      offers\n      memorialActivity\n    }\n  }\n": types.CommunicationSection_AccountFragmentDoc,
    "\n  mutation UpdateCommunicationSettings($input: CommunicationSettingsInput!) {\n    updateCommunicationSettings(input: $input) {\n      account {\n        userId\n        ...CommunicationSection_account\n      }\n      userErrors { field message code }\n    }\n  }\n": types.UpdateCommunicationSettingsDocument,
    "\n  query ConnectedApps {\n    connectedApps { clientId name connectedAt scopes }\n  }\n": types.ConnectedAppsDocument,
    "\n  mutation DisconnectApp($clientId: String!) {\n    disconnectApp(clientId: $clientId) { clientId name connectedAt scopes }\n  }\n": types.DisconnectAppDocument,
    "\n  fragment EmailSection_account on Account {\n    email\n    pendingEmail\n    confirmed\n  }\n": types.EmailSection_AccountFragmentDoc,
    "\n  mutation RequestEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail) {\n      account {\n        userId\n        ...EmailSection_account\n      }\n      userErrors { field message code }\n    }\n  }\n": types.RequestEmailChangeDocument,
    "\n  fragment FacebookSection_account on Account {\n    facebookConnected\n    usesFacebookPhoto\n  }\n": types.FacebookSection_AccountFragmentDoc,
    "\n  fragment ProfileSection_account on Account {\n    userId\n    username\n    profile {\n      displayName\n      about\n      location\n      photoUrl(size: 200)\n    }\n  }\n": types.ProfileSection_AccountFragmentDoc,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        userId\n        ...ProfileSection_account\n      }\n      userErrors { field message code }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n": types.ResendVerificationEmailDocument,
    "\n  fragment UsernameSection_account on Account {\n    username\n  }\n": types.UsernameSection_AccountFragmentDoc,
    "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      account {\n        userId\n        ...UsernameSection_account\n        profile { username }\n      }\n      userErrors { field message code }\n    }\n  }\n": types.ChangeUsernameDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      userId\n      email\n      pendingEmail\n      confirmed\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  mutation UnlockAccount($token: String!) {\n    unlockAccount(token: $token)\n  }\n": types.UnlockAccountDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      user {\n        userId\n        confirmed\n      }\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      requested\n      userErrors { field message code }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      passwordReset\n      userErrors { field message code }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($newPassword: String!, $currentPassword: String, $username: String) {\n    changePassword(newPassword: $newPassword, currentPassword: $currentPassword, username: $username) {\n      session {\n        user {\n          userId\n        }\n      }\n      userErrors { field message code }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query PasswordPolicy {\n    passwordPolicy {\n      minLength maxLength minDigits minLettersOrSpecial minLowercase minUppercase minLetters minSpecial specialCharacters\n    }\n  }\n": types.PasswordPolicyDocument,
    "\n  query ValidatePassword($password: String!) {\n    validatePassword(password: $password) {\n      isValid\n      failureReasons\n    }\n  }\n": types.ValidatePasswordDocument,
    "\n  query Profile($username: String!) {\n    profile(username: $username) {\n      username\n      displayName\n      about\n      location\n      joinDate\n      photoUrl(size: 200)\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      session { user { userId } }\n      userErrors { field message code }\n    }\n  }\n": types.RegisterDocument,
    "\n  query EmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n": types.EmailAvailableDocument,
    "\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n": types.UsernameAvailableDocument,
    "\n  query SignInSession {\n    session {\n      verificationRequired\n      user {\n        userId\n        username\n      }\n    }\n  }\n": types.SignInSessionDocument,
    "\n  mutation SignIn($username: String!, $password: String!) {\n    signIn(username: $username, password: $password) {\n      session { user { userId } }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation VerifyAccount($password: String!) {\n    verifyAccount(password: $password) {\n      session { user { userId } }\n    }\n  }\n": types.VerifyAccountDocument,
    "\n  mutation SignOut {\n    signOut {\n      verificationRequired\n    }\n  }\n": types.SignOutDocument,
    "\n  query Staff {\n    staff { roles abilities knownRoles }\n  }\n": types.StaffDocument,
    "\n  query StaffUsers($search: String!) {\n    staffUsers(search: $search) {\n      userId\n      ...StaffUserRow_user\n    }\n  }\n": types.StaffUsersDocument,
    "\n  query TagNames($after: String) {\n    tagNames(first: 100, after: $after) {\n      nodes { name count }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.TagNamesDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      ...ApiKeyRow_apiKey\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { ...ApiKeyRow_apiKey }\n  }\n": types.RevokeApiKeyDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      createdApiKey {\n        secret\n        key { id prefix ownerUsername }\n      }\n      userErrors { field message code }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  fragment ApiKeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    origins\n    ownerId\n    ownerUsername\n    ownerAccountStatus\n    createdAt\n    createdBy\n    expiresAt\n    lastUsedAt\n    revokedAt\n    live\n  }\n": types.ApiKeyRow_ApiKeyFragmentDoc,
    "\n  fragment StaffUserRow_user on StaffUser {\n    userId\n    username\n    email\n    roles\n    status\n    externalLinked\n    closed\n  }\n": types.StaffUserRow_UserFragmentDoc,
    "\n  mutation UpdateRoles($userId: Int!, $roles: [String!]!) {\n    updateRoles(userId: $userId, roles: $roles)\n  }\n": types.UpdateRolesDocument,
    "\n  mutation CreateImpersonationLink($userId: Int!) {\n    createImpersonationLink(userId: $userId) { url expiresAt }\n  }\n": types.CreateImpersonationLinkDocument,
    "\n  mutation RemoveExternalLink($userId: Int!) {\n    removeExternalLink(userId: $userId) { ...StaffUserRow_user }\n  }\n": types.RemoveExternalLinkDocument,
    "\n  mutation DeleteTag($name: String!) {\n    deleteTag(name: $name) { name deleted }\n  }\n": types.DeleteTagDocument,
    "\n  fragment CorrectionProposalPanel_entry on FeedbackEntry {\n    id\n    objectId\n    correction { field value state reason }\n  }\n": types.CorrectionProposalPanel_EntryFragmentDoc,
    "\n  mutation AcceptRecordCorrection($feedbackId: Int!) {\n    acceptRecordCorrection(feedbackId: $feedbackId) {\n      correction { id }\n      userErrors { message }\n    }\n  }\n": types.AcceptRecordCorrectionDocument,
    "\n  mutation RejectRecordCorrection($feedbackId: Int!, $reason: String!) {\n    rejectRecordCorrection(feedbackId: $feedbackId, reason: $reason) {\n      proposal { state reason }\n      userErrors { message }\n    }\n  }\n": types.RejectRecordCorrectionDocument,
    "\n  query FeedbackEntries($offset: Int!, $first: Int!) {\n    feedbackEntries(offset: $offset, first: $first) {\n      totalCount\n      nodes {\n        id\n        ...FeedbackEntryRow_entry\n      }\n    }\n  }\n": types.FeedbackEntriesDocument,
    "\n  query FeedbackStaff {\n    staff { abilities }\n  }\n": types.FeedbackStaffDocument,
    "\n  mutation SetFeedbackStatus($id: Int!, $status: FeedbackStatus!) {\n    setFeedbackStatus(id: $id, status: $status) { id status }\n  }\n": types.SetFeedbackStatusDocument,
    "\n  fragment FeedbackEntryRow_entry on FeedbackEntry {\n    id\n    category\n    type\n    email\n    message\n    rating\n    objectId\n    objectType\n    url\n    ipAddress\n    userAgent\n    user { userId username }\n    created\n    status\n    ...CorrectionProposalPanel_entry\n  }\n": types.FeedbackEntryRow_EntryFragmentDoc,
    "\n  fragment ImportJobPanel_job on ImportJob {\n    id\n    publicationId\n    fileName\n    state\n    message\n    validateOnly\n    cancelRequested\n    reportPath\n    createdAt\n    progress { rowsRead rowsWritten rowsRejected rowsWarned rowsSkipped scansTiled scansTotal }\n    findings(first: 50) {\n      totalCount\n      nodes { row level check column value message }\n    }\n  }\n": types.ImportJobPanel_JobFragmentDoc,
    "\n  query ImportJobs {\n    importJobs(first: 20) {\n      totalCount\n      nodes { id fileName state publicationId progress { rowsRead rowsWritten rowsRejected } }\n    }\n  }\n": types.ImportJobsDocument,
    "\n  query ImportPublications {\n    publications { id publicationId title accessLevel }\n  }\n": types.ImportPublicationsDocument,
    "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      state\n      ...ImportJobPanel_job\n    }\n  }\n": types.ImportJobDocument,
    "\n  mutation StartImport($input: StartImportInput!) {\n    startImport(input: $input) { importJob { id state } userErrors { field message code } }\n  }\n": types.StartImportDocument,
    "\n  mutation CancelImport($id: ID!) {\n    cancelImport(id: $id) { importJob { id state cancelRequested } userErrors { message } }\n  }\n": types.CancelImportDocument,
    "\n  mutation UndoImport($id: ID!) {\n    undoImport(id: $id) { importJob { id state message } userErrors { message } }\n  }\n": types.UndoImportDocument,
    "\n  fragment PublicationChanges_editor on PublicationEditor {\n    recentChanges {\n      kind\n      staffId\n      created\n      changes { field from to }\n    }\n  }\n": types.PublicationChanges_EditorFragmentDoc,
    "\n  fragment PublicationEditorForm_editor on PublicationEditor {\n    publicationId\n    effectiveAccessLevel\n    fields { name type group label nullable maxLength allowed }\n    values {\n      configuredAccessLevel minimumAccessLevel maximumAccessLevel\n      allowPrint allowDownload allowDownloadDoc allowAnnotations allowImports\n      title shortTitle shortDescription mediumDescription provider\n      coverImageId sampleImageIds\n      hasBrowse browseLabels browseOutOfDate\n      percentComplete percentCompleteOverride featured isNew\n    }\n    warnings { code message }\n    ...PublicationChanges_editor\n  }\n": types.PublicationEditorForm_EditorFragmentDoc,
    "\n  mutation UpdatePublication($id: Int!, $input: PublicationEditInput!) {\n    updatePublication(id: $id, input: $input) {\n      editor { ...PublicationEditorForm_editor }\n      userErrors { field message code }\n    }\n  }\n": types.UpdatePublicationDocument,
    "\n  query StaffPublicationList {\n    publications { id publicationId title accessLevel }\n    publicationWarnings { publicationId code }\n    contentProviders\n  }\n": types.StaffPublicationListDocument,
    "\n  query StaffPublicationEditor($id: Int!) {\n    publicationEditor(id: $id) {\n      publicationId\n      values { title }\n      ...PublicationEditorForm_editor\n    }\n  }\n": types.StaffPublicationEditorDocument,
    "\n  mutation CreatePublication($input: PublicationEditInput!) {\n    createPublication(input: $input) {\n      editor { publicationId }\n      userErrors { field message code }\n    }\n  }\n": types.CreatePublicationDocument,
    "\n  query IndexRecordAdmin($id: Int!) {\n    indexRecordAdmin(id: $id) {\n      id\n      recordId\n      title\n      publicationId\n      accessLevel\n      fields {\n        name\n        ...RecordFieldRow_field\n      }\n      pendingProposals { feedbackId field value note username }\n      ...RecordHistory_record\n    }\n  }\n": types.IndexRecordAdminDocument,
    "\n  mutation CorrectIndexRecord($input: CorrectIndexRecordInput!) {\n    correctIndexRecord(input: $input) {\n      record {\n        id\n        title\n        fields {\n          name\n          ...RecordFieldRow_field\n        }\n        ...RecordHistory_record\n      }\n      userErrors { field message code }\n    }\n  }\n": types.CorrectIndexRecordDocument,
    "\n  fragment RecordFieldRow_field on IndexRecordAdminField {\n    name\n    value\n    stickiness\n  }\n": types.RecordFieldRow_FieldFragmentDoc,
    "\n  fragment RecordHistory_record on IndexRecordAdmin {\n    history {\n      id\n      field\n      oldValue\n      newValue\n      stickiness\n      staffUsername\n      staffId\n      proposalId\n      created\n    }\n  }\n": types.RecordHistory_RecordFragmentDoc,
    "\n  fragment BattleDetails_battle on Battle {\n    id\n    battleId\n    name\n    subType\n    conflict\n    startDate\n    endDate\n    place\n    outcome\n    description\n    coordinates { latitude longitude }\n    ...MapPoint_battle\n    involvement { side regiments { id regimentId name subType } }\n    regiments { id battles { id battleId ...MapPoint_battle } }\n    images { id imageId ...UnitImages_image }\n  }\n": types.BattleDetails_BattleFragmentDoc,
    "\n  query Battle($id: ID!) {\n    battle(globalId: $id) {\n      id\n      name\n      ...BattleDetails_battle\n    }\n  }\n": types.BattleDocument,
    "\n  query BattleLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {\n    battle(globalId: $id) {\n      id\n      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }\n      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }\n    }\n  }\n": types.BattleListsDocument,
    "\n  query CollectionPage($slug: String!) {\n    titleCollection(slug: $slug) {\n      id\n      title\n      kind\n      description\n      iconUrl\n      backgroundUrl\n      publications {\n        id\n        ...PublicationCard_publication\n      }\n      stories {\n        id\n        memorialId\n        ...StoryCard_memorial\n      }\n    }\n  }\n": types.CollectionPageDocument,
    "\n  fragment CollectionTile_collection on TitleCollection {\n    id\n    slug\n    title\n    iconUrl\n  }\n": types.CollectionTile_CollectionFragmentDoc,
    "\n  fragment StoryCard_memorial on Memorial {\n    id\n    memorialId\n    title\n    description\n    ownerUsername\n    stories {\n      id\n      title\n      content\n      dateText\n    }\n    thumbnail(width: 120, height: 120) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": types.StoryCard_MemorialFragmentDoc,
    "\n  fragment CompanyDetails_company on Company {\n    name\n    letter\n    side\n    history\n    leaders\n    nicknames\n    aliases\n    startPlace\n    endPlace\n    unitFacts { ...UnitFactsPanel_facts }\n    events { ...UnitEvents_event }\n    battles { id battleId ...MapPoint_battle }\n    regiment { id regimentId name conflict startDate endDate }\n    companies { id companyId name letter }\n  }\n": types.CompanyDetails_CompanyFragmentDoc,
    "\n  query Company($id: ID!) {\n    company(globalId: $id) {\n      id\n      name\n      regiment { id name }\n      ...CompanyDetails_company\n    }\n  }\n": types.CompanyDocument,
    "\n  query CompanyLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {\n    company(globalId: $id) {\n      id\n      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }\n      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }\n    }\n  }\n": types.CompanyListsDocument,
    "\n  query Contact {\n    session {\n      user {\n        email\n      }\n    }\n  }\n": types.ContactDocument,
    "\n  fragment FileDetails_file on File {\n    fileId\n    title\n    browsePath\n    imageCount\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": types.FileDetails_FileFragmentDoc,
    "\n  fragment FileImageTile_image on Image {\n    imageId\n    shortTitle\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n": types.FileImageTile_ImageFragmentDoc,
    "\n  query FilePage($id: ID!, $offset: Int!, $first: Int!) {\n    file(globalId: $id) {\n      id\n      title\n      imageCount\n      access {\n        requirement\n      }\n      denyThumbnail: thumbnail(width: 200, height: 200) {\n        ...Thumbnail_thumbnail\n      }\n      ...FileDetails_file\n      pages(offset: $offset, first: $first) {\n        nodes {\n          id\n          ...FileImageTile_image\n        }\n      }\n    }\n  }\n": types.FilePageDocument,
    "\n  query YourGallery($after: String, $tagsAfter: String) {\n    gallery(first: 100, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { added image { id ...GalleryTile_image } }\n    }\n    myTags(first: 100, after: $tagsAfter) {\n      pageInfo { hasNextPage endCursor }\n      nodes { name ...TagList_tag }\n    }\n  }\n": types.YourGalleryDocument,
    "\n  fragment GalleryTile_image on Image {\n    id\n    imageId\n    title\n    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n    tags { name type mine }\n  }\n": types.GalleryTile_ImageFragmentDoc,
    "\n  query RecentlyTagged($imageId: ID!, $withImage: Boolean!) {\n    image(globalId: $imageId) @include(if: $withImage) { id ...TagImagePanel_image }\n    recentlyTagged(first: 50) { nodes { added image { id ...GalleryTile_image } } }\n  }\n": types.RecentlyTaggedDocument,
    "\n  fragment TagImagePanel_image on Image {\n    id\n    imageId\n    title\n    inGallery\n    thumbnail(width: 240, height: 240) { ...Thumbnail_thumbnail }\n    tags { name type mine userId }\n  }\n": types.TagImagePanel_ImageFragmentDoc,
    "\n  query TagSuggestions($prefix: String!) {\n    tagSuggestions(prefix: $prefix) { name count }\n  }\n": types.TagSuggestionsDocument,
    "\n  mutation TagImage($imageGlobalId: ID!, $name: String!, $private: Boolean) {\n    tagImage(imageGlobalId: $imageGlobalId, name: $name, private: $private) {\n      image { id ...TagImagePanel_image }\n      userErrors { field message code }\n    }\n  }\n": types.TagImageDocument,
    "\n  mutation UntagImage($imageGlobalId: ID!, $name: String!) {\n    untagImage(imageGlobalId: $imageGlobalId, name: $name) { id ...TagImagePanel_image }\n  }\n": types.UntagImageDocument,
    "\n  mutation AddToGallery($imageGlobalId: ID!) {\n    addToGallery(imageGlobalId: $imageGlobalId) { image { id ...TagImagePanel_image } }\n  }\n": types.AddToGalleryDocument,
    "\n  mutation RemoveFromGallery($imageGlobalId: ID!) {\n    removeFromGallery(imageGlobalId: $imageGlobalId) { id ...TagImagePanel_image }\n  }\n": types.RemoveFromGalleryDocument,
    "\n  fragment TagList_tag on TagCount {\n    name\n    count\n  }\n": types.TagList_TagFragmentDoc,
    "\n  query TaggedImages($name: String!, $after: String) {\n    taggedImages(name: $name, first: 100, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { added image { id ...GalleryTile_image } }\n    }\n  }\n": types.TaggedImagesDocument,
    "\n  mutation RemoveTag($name: String!) {\n    removeTag(name: $name)\n  }\n": types.RemoveTagDocument,
    "\n  fragment UploadRow_upload on Upload {\n    filename\n    description\n    public\n    format\n    bytes\n    created\n    image { id imageId title width height thumbnail(width: 120, height: 120) { ...Thumbnail_thumbnail } }\n  }\n": types.UploadRow_UploadFragmentDoc,
    "\n  mutation UpdateUpload($imageGlobalId: ID!, $title: String!, $description: String, $public: Boolean) {\n    updateUpload(imageGlobalId: $imageGlobalId, title: $title, description: $description, public: $public) {\n      upload { ...UploadRow_upload }\n      userErrors { field message code }\n    }\n  }\n": types.UpdateUploadDocument,
    "\n  mutation DeleteUpload($imageGlobalId: ID!) {\n    deleteUpload(imageGlobalId: $imageGlobalId)\n  }\n": types.DeleteUploadDocument,
    "\n  query YourUploads($after: String) {\n    myUploads(first: 100, after: $after) {\n      pageInfo { hasNextPage endCursor }\n      nodes { image { id } ...UploadRow_upload }\n    }\n  }\n": types.YourUploadsDocument,
    "\n  query Home {\n    siteCounts {\n      ...SiteCountsLine_counts\n    }\n    publications {\n      id\n      featured\n      isNew\n      ...PublicationCard_publication\n    }\n    conflicts: titleCollections(kind: CONFLICT) {\n      id\n      ...CollectionTile_collection\n    }\n    themes: titleCollections(kind: TITLE) {\n      id\n      ...CollectionTile_collection\n    }\n    partners {\n      id\n      ...PartnerTile_partner\n    }\n  }\n": types.HomeDocument,
    "\n  fragment SiteCountsLine_counts on SiteCounts {\n    records\n    members\n  }\n": types.SiteCountsLine_CountsFragmentDoc,
    "\n  query AccountSubscription {\n    subscription {\n      ...SubscriptionSection_membership\n    }\n  }\n": types.AccountSubscriptionDocument,
    "\n  query CheckoutResult {\n    subscription { status label }\n  }\n": types.CheckoutResultDocument,
    "\n  query ChoosePlan {\n    plans {\n      code\n      ...PlanCard_plan\n    }\n    freeTrialDays\n    paymentsMode\n    session {\n      user {\n        userId\n        status\n      }\n      institution {\n        id\n      }\n    }\n    subscription {\n      freeTrialUsed\n    }\n  }\n": types.ChoosePlanDocument,
    "\n  query FreeTrial {\n    freeTrialDays\n    session { user { userId status } }\n    subscription { freeTrialUsed }\n  }\n": types.FreeTrialDocument,
    "\n  mutation StartFreeTrial($iid: Int) {\n    startFreeTrial(iid: $iid) { status subscription { expiration } }\n  }\n": types.StartFreeTrialDocument,
    "\n  fragment PlanCard_plan on Plan {\n    code\n    name\n    amountCents\n    interval\n  }\n": types.PlanCard_PlanFragmentDoc,
    "\n  fragment SubscriptionSection_membership on Membership {\n    status\n    label\n    subscription {\n      plan\n      expiration\n      finalizationDate\n      cancelAtPeriodEnd\n      origin\n      card { last4 brand }\n    }\n  }\n": types.SubscriptionSection_MembershipFragmentDoc,
    "\n  mutation CancelSubscription {\n    cancelSubscription { ...SubscriptionSection_membership }\n  }\n": types.CancelSubscriptionDocument,
    "\n  query TestCheckout($id: String!) {\n    testCheckout(id: $id) {\n      id\n      completed\n      plan { ...PlanCard_plan }\n    }\n  }\n": types.TestCheckoutDocument,
    "\n  mutation CompleteTestCheckout($id: String!, $cardNumber: String!) {\n    completeTestCheckout(id: $id, cardNumber: $cardNumber) {\n      membership { status }\n      userErrors { field message code }\n    }\n  }\n": types.CompleteTestCheckoutDocument,
    "\n  mutation StartCheckout($plan: PlanCode!) {\n    startCheckout(plan: $plan) {\n      checkoutId\n      url\n      testMode\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  fragment AddToMemorialChooser_memorial on Memorial {\n    id\n    memorialId\n    title\n    privacyMode\n    lastModified\n    thumbnail(width: 100, height: 100) { ...Thumbnail_thumbnail }\n  }\n": types.AddToMemorialChooser_MemorialFragmentDoc,
    "\n  mutation AddPictureToMemorial($memorialGlobalId: ID!, $newElements: [MemorialElementInput!]) {\n    changeMemorialElements(memorialGlobalId: $memorialGlobalId, newElements: $newElements) {\n      memorial { id images { id reference } }\n      userErrors { field message code }\n    }\n  }\n": types.AddPictureToMemorialDocument,
    "\n  fragment MemorialBasicsForm_memorial on Memorial {\n    id\n    memorialId\n    type\n    title\n    description\n    privacyMode\n    primaryMilitaryEvent\n  }\n": types.MemorialBasicsForm_MemorialFragmentDoc,
    "\n  mutation UpdateMemorial($globalId: ID!, $input: UpdateMemorialInput!) {\n    updateMemorial(globalId: $globalId, input: $input) {\n      memorial {\n        id\n        ...MemorialEditor_memorial\n      }\n      userErrors { field message code }\n    }\n  }\n": types.UpdateMemorialDocument,
    "\n  query CreateMemorialSession($recordGlobalId: ID!, $withRecord: Boolean!) {\n    session { user { userId } }\n    record: node(id: $recordGlobalId) @include(if: $withRecord) {\n      __typename\n      id\n      ... on IndexRecord { title fullName }\n    }\n  }\n": types.CreateMemorialSessionDocument,
    "\n  mutation CreateMemorial($input: CreateMemorialInput!) {\n    createMemorial(input: $input) {\n      memorial { id memorialId }\n      userErrors { field message code }\n    }\n  }\n": types.CreateMemorialDocument,
    "\n  mutation CreateMemorialFromRecord($recordGlobalId: ID!, $type: MemorialType) {\n    createMemorialFromRecord(recordGlobalId: $recordGlobalId, type: $type) {\n      memorial { id memorialId }\n      userErrors { field message code }\n    }\n  }\n": types.CreateMemorialFromRecordDocument,
    "\n  query AddToMemorialChoices($imageGlobalId: ID!) {\n    image(globalId: $imageGlobalId) { id title thumbnail(width: 160, height: 160) { ...Thumbnail_thumbnail } }\n    myMemorials(first: 100) { edges { node { id ...AddToMemorialChooser_memorial } } }\n  }\n": types.AddToMemorialChoicesDocument,
    "\n  mutation DeleteMemorial($globalId: ID!) {\n    deleteMemorial(globalId: $globalId)\n  }\n": types.DeleteMemorialDocument,
    "\n  fragment MemorialDetails_memorial on Memorial {\n    title\n    type\n    description\n    primaryMilitaryEvent\n    ownerUsername\n    created\n    lastModified\n    indexRecord { id recordId fullName }\n    stories { id title content dateText date { start { year month day } end { year month day } } placeText }\n    facts { id type name value }\n    coverImage { id caption thumbnail(width: 300, height: 300) { ...Thumbnail_thumbnail } }\n    backgroundImage { id yPosition thumbnail(width: 1200, height: 1200) { url } }\n    images {\n      id\n      kind\n      caption\n      thumbnail(width: 300, height: 300) {\n        ...Thumbnail_thumbnail\n      }\n    }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n    ...MemorialReferences_memorial\n  }\n": types.MemorialDetails_MemorialFragmentDoc,
    "\n  query MemorialEdit($id: ID!) {\n    session { user { userId } }\n    memorial(globalId: $id) {\n      id\n      title\n      permissions { canEdit canComment }\n      ...MemorialEditor_memorial\n    }\n  }\n": types.MemorialEditDocument,
    "\n  fragment MemorialEditor_memorial on Memorial {\n    memorialId\n    title\n    gedcomUrl\n    indexRecord { id recordId }\n    permissions { canEdit canComment }\n    elements { id }\n    ...MemorialBasicsForm_memorial\n    ...PicturesSection_memorial\n    ...StoriesSection_memorial\n    ...FactsSection_memorial\n    ...SourcesSection_memorial\n    ...LinksSection_memorial\n    ...CommentsSection_memorial\n    ...CorrectionsSection_memorial\n    ...RecordConnection_memorial\n  }\n": types.MemorialEditor_MemorialFragmentDoc,
    "\n  query Memorial($id: ID!) {\n    memorial(globalId: $id) {\n      id\n      title\n      gedcomUrl\n      permissions { canEdit canComment }\n      ...MemorialDetails_memorial\n    }\n  }\n": types.MemorialDocument,
    "\n  fragment MemorialReferences_memorial on Memorial {\n    sources {\n      id\n      link\n      comment\n      # A record's source also opens its page of the scan, the person outlined (?rec=).\n      record { id recordId title image { id imageId } subImage { id subImageId } }\n    }\n    links { id type url text objectId }\n    comments { id text authorUsername created }\n  }\n": types.MemorialReferences_MemorialFragmentDoc,
    "\n  fragment YourMemorialRow_memorial on Memorial {\n    memorialId\n    title\n    type\n    privacyMode\n    lastModified\n    gedcomUrl\n    thumbnail(width: 100, height: 100) { ...Thumbnail_thumbnail }\n  }\n": types.YourMemorialRow_MemorialFragmentDoc,
    "\n  query YourMemorials($first: Int!, $after: String) {\n    myMemorials(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id ...YourMemorialRow_memorial } }\n    }\n  }\n": types.YourMemorialsDocument,
    "\n  fragment CommentsSection_memorial on Memorial {\n    comments { id canEdit text authorUsername created }\n  }\n": types.CommentsSection_MemorialFragmentDoc,
    "\n  fragment CorrectionsSection_memorial on Memorial {\n    corrections { id canEdit text field authorUsername created }\n  }\n": types.CorrectionsSection_MemorialFragmentDoc,
    "\n  fragment FactsSection_memorial on Memorial {\n    facts {\n      id\n      canEdit\n      type\n      name\n      value\n      date { start { year month day } end { year month day } }\n      place\n      origin\n      event\n      sources { id link comment }\n    }\n  }\n": types.FactsSection_MemorialFragmentDoc,
    "\n  query ImagePicker($id: ID!) {\n    image(globalId: $id) {\n      id\n      imageId\n      title\n      width\n      height\n      thumbnail(width: 400, height: 400) { url }\n    }\n  }\n": types.ImagePickerDocument,
    "\n  query ImportableFacts($memorialId: ID!, $recordId: ID!) {\n    importableFacts(memorialGlobalId: $memorialId, recordGlobalId: $recordId) { id type name value alreadyOnMemorial }\n    indexRecord(globalId: $recordId) { id fullName }\n  }\n": types.ImportableFactsDocument,
    "\n  mutation ImportFactsFromRecord($memorialId: ID!, $recordId: ID!, $factIds: [String!]) {\n    importFactsFromRecord(memorialGlobalId: $memorialId, recordGlobalId: $recordId, factIds: $factIds) {\n      id\n      ...MemorialEditor_memorial\n    }\n  }\n": types.ImportFactsFromRecordDocument,
    "\n  fragment LinksSection_memorial on Memorial {\n    links { id canEdit type url text objectId }\n  }\n": types.LinksSection_MemorialFragmentDoc,
    "\n  fragment PictureSlot_image on MemorialImage {\n    id\n    canEdit\n    reference\n    rect { x y w h }\n    yPosition\n    caption\n    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n  }\n": types.PictureSlot_ImageFragmentDoc,
    "\n  fragment PicturesSection_memorial on Memorial {\n    coverImage { id ...PictureSlot_image }\n    backgroundImage { id ...PictureSlot_image }\n    honorImage { id ...PictureSlot_image }\n    images {\n      id\n      kind\n      canEdit\n      reference\n      caption\n      thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n    }\n  }\n": types.PicturesSection_MemorialFragmentDoc,
    "\n  fragment RecordConnection_memorial on Memorial {\n    id\n    memorialId\n    indexRecord { id recordId fullName }\n  }\n": types.RecordConnection_MemorialFragmentDoc,
    "\n  mutation DisconnectMemorialRecord($memorialGlobalId: ID!, $recordGlobalId: ID!) {\n    disconnectMemorialRecord(memorialGlobalId: $memorialGlobalId, recordGlobalId: $recordGlobalId) {\n      ...RecordConnection_memorial\n      links { id }\n      elements { id }\n    }\n  }\n": types.DisconnectMemorialRecordDocument,
    "\n  fragment SourcesSection_memorial on Memorial {\n    sources { id canEdit link comment }\n  }\n": types.SourcesSection_MemorialFragmentDoc,
    "\n  fragment StoriesSection_memorial on Memorial {\n    stories {\n      id\n      canEdit\n      title\n      content\n      dateText\n      date { start { year month day } end { year month day } }\n      placeText\n    }\n  }\n": types.StoriesSection_MemorialFragmentDoc,
    "\n  mutation ChangeMemorialElements($memorialGlobalId: ID!, $changes: [MemorialElementChangeInput!], $newElements: [MemorialElementInput!], $deletions: [ID!]) {\n    changeMemorialElements(memorialGlobalId: $memorialGlobalId, changes: $changes, newElements: $newElements, deletions: $deletions) {\n      memorial {\n        id\n        ...MemorialEditor_memorial\n      }\n      userErrors { field message code }\n    }\n  }\n": types.ChangeMemorialElementsDocument,
    "\n  mutation ReorderMemorialElements($memorialGlobalId: ID!, $elementIds: [ID!]!) {\n    reorderMemorialElements(memorialGlobalId: $memorialGlobalId, elementIds: $elementIds) {\n      id\n      ...MemorialEditor_memorial\n    }\n  }\n": types.ReorderMemorialElementsDocument,
    "\n  query PartnerPage($slug: String!) {\n    partner(slug: $slug) {\n      id\n      name\n      description\n      website\n      iconUrl\n      backgroundUrl\n      publications {\n        id\n        ...PublicationCard_publication\n      }\n    }\n  }\n": types.PartnerPageDocument,
    "\n  fragment PartnerTile_partner on Partner {\n    slug\n    name\n    iconUrl\n  }\n": types.PartnerTile_PartnerFragmentDoc,
    "\n  fragment PublicationDetails_publication on Publication {\n    publicationId\n    title\n    shortDescription\n    mediumDescription\n    provider\n    contentType\n    docType\n    conflict\n    accessLevel\n    isNew\n    hasOcr\n    rollCount\n    imageCount\n    recordCount\n    browseLabels\n    lastUpdated\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": types.PublicationDetails_PublicationFragmentDoc,
    "\n  query Publication($id: ID!, $sample: SearchQueryInput!) {\n    publication(globalId: $id) {\n      id\n      title\n      slug\n      ...PublicationDetails_publication\n    }\n    # Pages shown as a sample of the publication.\n    sample: search(query: $sample, first: 12) {\n      totalCount\n      nodes {\n        ...HitTile_hit\n      }\n    }\n  }\n": types.PublicationDocument,
    "\n  fragment DeniedPage_record on IndexRecord {\n    id\n    title\n    # Aliased: the record's details ask its thumbnail at another size beside it.\n    denyThumbnail: thumbnail(width: 200, height: 200) {\n      ...Thumbnail_thumbnail\n    }\n    access {\n      action\n      requirement\n    }\n  }\n": types.DeniedPage_RecordFragmentDoc,
    "\n  fragment IndexRecordDetails_record on IndexRecord {\n    title\n    fullName\n    givenName\n    middleName\n    surname\n    nameSuffix\n    gender\n    race\n    birthDate\n    birthPlace { label }\n    residencePlace { label }\n    enlistmentDate\n    enlistmentPlace { label }\n    dischargeDate\n    deathDate\n    deathPlace { label }\n    conflict\n    branch\n    rank\n    unit\n    serviceNumber\n    casualtyType\n    award\n    deathCause\n    enlistmentRank\n    dischargeRank\n    theater\n    burialDate\n    burialPlace { label }\n    regiment { id regimentId name }\n    company { id companyId name }\n    image { id imageId title }\n    subImage { id subImageId }\n    publication { id publicationId title slug }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": types.IndexRecordDetails_RecordFragmentDoc,
    "\n  fragment RecordCitation_record on IndexRecord {\n    recordId\n    fullName\n    publication { title provider }\n    image { id ordinal roll { rollId literalTitle } }\n  }\n": types.RecordCitation_RecordFragmentDoc,
    "\n  query Record($nodeId: ID!) {\n    node(id: $nodeId) {\n      __typename\n      id\n      ... on IndexRecord {\n        title\n        access {\n          action\n        }\n        ...IndexRecordDetails_record\n        ...RecordCitation_record\n        ...DeniedPage_record\n        ...SuggestCorrection_record\n      }\n    }\n    session {\n      user {\n        userId\n      }\n    }\n    staff {\n      abilities\n    }\n  }\n": types.RecordDocument,
    "\n  fragment SuggestCorrection_record on IndexRecord {\n    givenName\n    middleName\n    surname\n    nameSuffix\n    birthDate\n    enlistmentDate\n    dischargeDate\n    deathDate\n    burialDate\n  }\n": types.SuggestCorrection_RecordFragmentDoc,
    "\n  mutation ProposeRecordCorrection($input: ProposeRecordCorrectionInput!) {\n    proposeRecordCorrection(input: $input) {\n      proposal { field value state }\n      userErrors { field message code }\n    }\n  }\n": types.ProposeRecordCorrectionDocument,
    "\n  fragment RegimentDetails_regiment on Regiment {\n    name\n    types\n    subType\n    branch\n    side\n    conflict\n    provider\n    state\n    place { label }\n    startPlace\n    endPlace\n    startDate\n    endDate\n    nicknames\n    aliases\n    history\n    leaders\n    childUnitTypes\n    unitFacts { ...UnitFactsPanel_facts }\n    events { ...UnitEvents_event }\n    battles { id battleId ...MapPoint_battle }\n    companies { id companyId name letter }\n    images { id imageId ...UnitImages_image }\n  }\n": types.RegimentDetails_RegimentFragmentDoc,
    "\n  query Regiment($id: ID!) {\n    regiment(globalId: $id) {\n      id\n      name\n      ...RegimentDetails_regiment\n    }\n  }\n": types.RegimentDocument,
    "\n  query RegimentLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {\n    regiment(globalId: $id) {\n      id\n      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }\n      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }\n    }\n  }\n": types.RegimentListsDocument,
    "\n  fragment FacetList_facet on Facet {\n    type\n    totalCount\n    values {\n      value\n      label\n      shortLabel\n      count\n    }\n  }\n": types.FacetList_FacetFragmentDoc,
    "\n  fragment FacetSidebar_results on SearchResults {\n    earliestDate\n    latestDate\n    facets {\n      type\n      values {\n        value\n        count\n      }\n      ...FacetList_facet\n    }\n  }\n": types.FacetSidebar_ResultsFragmentDoc,
    "\n  fragment SearchHit_hit on SearchHit {\n    title\n    highlights\n    matches {\n      field\n      kind\n      value\n    }\n    doc {\n      id\n      ...SearchHitDetails_doc\n      # A record's picture is its region of the page: it opens the page with the person outlined (?rec=).\n      ... on IndexRecord {\n        subImage {\n          id\n          subImageId\n          image {\n            id\n            imageId\n          }\n        }\n      }\n    }\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    access {\n      requirement\n    }\n  }\n": types.SearchHit_HitFragmentDoc,
    "\n  fragment SearchHitDetails_doc on Node {\n    __typename\n    id\n    ... on IndexRecord {\n      rank\n      unit\n      conflict\n      birthDate\n      birthPlace {\n        label\n      }\n      enlistmentDate\n    }\n    ... on Image {\n      roll {\n        rollId\n        name\n      }\n    }\n    ... on File {\n      imageCount\n      browsePath\n    }\n    ... on Memorial {\n      primaryMilitaryEvent\n      ownerUsername\n    }\n    ... on Regiment {\n      side\n      conflict\n      state\n      startDate\n      endDate\n    }\n    ... on Battle {\n      conflict\n      place\n      battleStart: startDate\n      battleEnd: endDate\n      outcome\n    }\n    ... on Company {\n      regiment {\n        id\n        name\n      }\n    }\n    ... on Publication {\n      recordCount\n      imageCount\n    }\n  }\n": types.SearchHitDetails_DocFragmentDoc,
    "\n  query Search($query: SearchQueryInput!, $first: Int!, $offset: Int!, $after: String) {\n    search(query: $query, first: $first, offset: $offset, after: $after) {\n      totalCount\n      nodes {\n        ...SearchHit_hit\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  query SearchFacets($query: SearchQueryInput!) {\n    search(query: $query) {\n      totalCount\n      facets {\n        type\n        values {\n          value\n          label\n        }\n      }\n      ...FacetSidebar_results\n    }\n  }\n": types.SearchFacetsDocument,
    "\n  query EmptySearch {\n    emptySearch {\n      totalCount\n      ...FacetSidebar_results\n    }\n    siteCounts {\n      records\n    }\n  }\n": types.EmptySearchDocument,
    "\n  query Suggest($type: SuggestionType!, $prefix: String!) {\n    suggest(type: $type, prefix: $prefix, limit: 10) {\n      value\n      label\n      count\n    }\n  }\n": types.SuggestDocument,
    "\n  query SlugOfNode($id: ID!) {\n    node(id: $id) {\n      id\n      ... on TitleCollection {\n        slug\n      }\n      ... on Partner {\n        slug\n      }\n    }\n  }\n": types.SlugOfNodeDocument,
    "\n  fragment LinkedRecords_connection on IndexRecordConnection {\n    totalCount\n    pageInfo { hasNextPage endCursor }\n    edges {\n      node {\n        id\n        recordId\n        fullName\n        rank\n        enlistmentDate\n        casualtyType\n        company { id companyId letter }\n      }\n    }\n  }\n": types.LinkedRecords_ConnectionFragmentDoc,
    "\n  fragment LinkedMemorials_connection on MemorialConnection {\n    totalCount\n    pageInfo { hasNextPage endCursor }\n    edges { node { id memorialId title description type } }\n  }\n": types.LinkedMemorials_ConnectionFragmentDoc,
    "\n  fragment UnitEvents_event on UnitEvent {\n    kind\n    title\n    startDate\n    endDate\n    place\n    battle { id battleId }\n  }\n": types.UnitEvents_EventFragmentDoc,
    "\n  fragment UnitFactsPanel_facts on UnitFacts {\n    numberOfSoldiers\n    averageAgeAtEnlistment\n    medianAgeAtEnlistment\n    diedInWar\n    diedInUnit\n    woundedInUnit\n    prisonerOfWarWhileInRegiment\n    mostCommonEnlistmentPlace { place { name label } soldiers }\n    mostCommonEnlistmentDate { date soldiers }\n    firstEnlistmentDate\n  }\n": types.UnitFactsPanel_FactsFragmentDoc,
    "\n  fragment UnitImages_image on Image {\n    id\n    imageId\n    title\n    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n  }\n": types.UnitImages_ImageFragmentDoc,
    "\n  fragment HonorTile_image on HonorImage {\n    id\n    title\n    conflict\n    memorial {\n      id\n      memorialId\n    }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": types.HonorTile_ImageFragmentDoc,
    "\n  query HonorWallPage($conflict: String, $q: String, $offset: Int!, $first: Int!) {\n    honorWall(conflict: $conflict, q: $q, offset: $offset, first: $first) {\n      totalCount\n      nodes {\n        id\n        ...HonorTile_image\n      }\n      conflicts {\n        conflict\n        count\n      }\n    }\n  }\n": types.HonorWallPageDocument,
    "\n  fragment Filmstrip_image on Image {\n    imageId\n    ordinal\n    file {\n      id\n      imageCount\n    }\n    previousImage {\n      id\n      imageId\n    }\n    nextImage {\n      id\n      imageId\n    }\n    filmstrip(count: 9) {\n      id\n      imageId\n      ordinal\n      title\n      thumbnail(width: 100, height: 100) {\n        ...Thumbnail_thumbnail\n      }\n    }\n  }\n": types.Filmstrip_ImageFragmentDoc,
    "\n  fragment PageCitation_image on Image {\n    imageId\n    ordinal\n    roll { rollId literalTitle }\n    publication { title provider }\n    indexRecords { id fullName }\n  }\n": types.PageCitation_ImageFragmentDoc,
    "\n  query PrintImage($id: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {\n    image(globalId: $id) {\n      id\n      title\n      printUrl(rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert)\n      printDenial: access(action: PRINT) {\n        requirement\n      }\n      denyThumbnail: thumbnail(width: 200, height: 200) {\n        ...Thumbnail_thumbnail\n      }\n    }\n  }\n": types.PrintImageDocument,
    "\n  fragment ScanViewer_image on Image {\n    title\n    tileSource\n    width\n    height\n    # Aliased so the page's own thumbnail and access fields keep their arguments.\n    viewDenial: access(action: VIEW) {\n      requirement\n    }\n    denyThumbnail: thumbnail(width: 200, height: 200) {\n      ...Thumbnail_thumbnail\n    }\n  }\n": types.ScanViewer_ImageFragmentDoc,
    "\n  query ViewerSubImage($id: ID!) {\n    subImage(globalId: $id) {\n      id\n      image {\n        id\n        imageId\n      }\n    }\n  }\n": types.ViewerSubImageDocument,
    "\n  fragment ViewerBreadcrumb_image on Image {\n    breadcrumbs {\n      label\n      value\n    }\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    uploader {\n      userId\n      name\n    }\n  }\n": types.ViewerBreadcrumb_ImageFragmentDoc,
    "\n  fragment ViewerInfoPane_image on Image {\n    title\n    ordinal\n    viewCount\n    hasOcr\n    roll {\n      rollId\n      name\n    }\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    subImages {\n      id\n      subImageId\n      title\n    }\n    ...ViewerBreadcrumb_image\n    ...PageCitation_image\n    indexRecords {\n      id\n      recordId\n      fullName\n      rank\n      unit\n      subImage {\n        id\n        subImageId\n      }\n    }\n  }\n": types.ViewerInfoPane_ImageFragmentDoc,
    "\n  fragment ViewerTopBar_image on Image {\n    title\n    breadcrumbs {\n      label\n      value\n    }\n    publication {\n      id\n      publicationId\n      title\n    }\n    uploader {\n      userId\n      name\n    }\n  }\n": types.ViewerTopBar_ImageFragmentDoc,
    "\n  fragment AnnotationList_image on Image {\n    annotationsExportUrl\n    annotations {\n      id\n      annotationId\n      type\n      value\n      label\n      editable\n      url\n      author {\n        username\n      }\n    }\n  }\n": types.AnnotationList_ImageFragmentDoc,
    "\n  mutation CreateAnnotation($input: CreateAnnotationInput!) {\n    createAnnotation(input: $input) {\n      annotation {\n        id\n        annotationId\n        type\n        value\n        label\n        editable\n        url\n        rect {\n          x\n          y\n          w\n          h\n        }\n        author {\n          username\n        }\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.CreateAnnotationDocument,
    "\n  mutation UpdateAnnotation($annotationGlobalId: ID!, $input: UpdateAnnotationInput!) {\n    updateAnnotation(annotationGlobalId: $annotationGlobalId, input: $input) {\n      annotation {\n        id\n        type\n        value\n        label\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.UpdateAnnotationDocument,
    "\n  mutation DeleteAnnotation($annotationGlobalId: ID!) {\n    deleteAnnotation(annotationGlobalId: $annotationGlobalId) {\n      id\n      annotations {\n        id\n      }\n    }\n  }\n": types.DeleteAnnotationDocument,
    "\n  fragment AnnotationLayer_image on Image {\n    annotations {\n      id\n      annotationId\n      type\n      rect {\n        x\n        y\n        w\n        h\n      }\n    }\n  }\n": types.AnnotationLayer_ImageFragmentDoc,
    "\n  query DownloadDialogAccess($id: ID!) {\n    image(globalId: $id) {\n      id\n      downloadDenial: access(action: DOWNLOAD) {\n        requirement\n      }\n      pdfDenial: access(action: DOWNLOAD_PDF) {\n        requirement\n      }\n      denyThumbnail: thumbnail(width: 200, height: 200) {\n        ...Thumbnail_thumbnail\n      }\n    }\n  }\n": types.DownloadDialogAccessDocument,
    "\n  query ViewerDownload($id: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {\n    image(globalId: $id) {\n      id\n      downloadUrl(rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert)\n    }\n  }\n": types.ViewerDownloadDocument,
    "\n  fragment PdfProgress_request on PdfRequest {\n    id\n    state\n    expires\n    downloadUrl\n    failure\n  }\n": types.PdfProgress_RequestFragmentDoc,
    "\n  mutation DownloadRequestPdf($imageGlobalId: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {\n    requestPdf(imageGlobalId: $imageGlobalId, rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert) {\n      id\n      ...PdfProgress_request\n    }\n  }\n": types.DownloadRequestPdfDocument,
    "\n  query DownloadPdfRequest($id: ID!) {\n    pdfRequest(id: $id) {\n      id\n      ...PdfProgress_request\n    }\n  }\n": types.DownloadPdfRequestDocument,
    "\n  query ViewerImage($id: ID!) {\n    image(globalId: $id) {\n      id\n      imageId\n      title\n      # 'Manage this image' (content §2.4): the admin link comes only to staff who manage images; only they ever\n      # get a hidden page.\n      adminLink\n      hidden\n      previousImage {\n        id\n        imageId\n      }\n      nextImage {\n        id\n        imageId\n      }\n      publication {\n        id\n        allowAnnotations\n        allowPrint\n        allowDownload\n        allowDownloadDoc\n      }\n      subImages {\n        id\n        subImageId\n        x\n        y\n        w\n        h\n      }\n      ...ScanViewer_image\n      ...ViewerTopBar_image\n      ...ViewerInfoPane_image\n      ...Filmstrip_image\n      # Null when the caller may annotate; Annotate is shown only then (content §2.4).\n      annotate: access(action: ANNOTATE) {\n        requirement\n      }\n      annotations {\n        id\n        annotationId\n        type\n        value\n        label\n      }\n      ...AnnotationLayer_image\n      ...AnnotationList_image\n    }\n  }\n": types.ViewerImageDocument,
    "\n  query ManageImageDialog($id: ID!) {\n    image(globalId: $id) {\n      id\n      management {\n        title\n        shortTitle\n        position\n        pageCount\n        revision\n        hidden\n        width\n        height\n      }\n    }\n  }\n": types.ManageImageDialogDocument,
    "\n  mutation ManageRotateImage($input: RotateImageInput!) {\n    rotateImage(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": types.ManageRotateImageDocument,
    "\n  mutation ManageImageVisibility($input: SetImageVisibilityInput!) {\n    setImageVisibility(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": types.ManageImageVisibilityDocument,
    "\n  mutation ManageMoveImage($input: MoveImageInput!) {\n    moveImage(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": types.ManageMoveImageDocument,
    "\n  mutation ManageRetitleImage($input: RetitleImageInput!) {\n    retitleImage(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": types.ManageRetitleImageDocument,
    "\n  query ViewerFind($id: ID!, $text: String!) {\n    image(globalId: $id) {\n      id\n      findInPage(text: $text) {\n        total\n        hits {\n          words {\n            x\n            y\n            w\n            h\n          }\n        }\n      }\n    }\n  }\n": types.ViewerFindDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        fragment Cached on Image {\n          id\n          title\n        }\n      "): (typeof documents)["\n        fragment Cached on Image {\n          id\n          title\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HitTile_hit on SearchHit {\n    title\n    doc {\n      id\n      # A record's picture is its region of the page: it opens the page with the person outlined (?rec=).\n      ... on IndexRecord {\n        subImage {\n          id\n          subImageId\n          image {\n            id\n            imageId\n          }\n        }\n      }\n    }\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment HitTile_hit on SearchHit {\n    title\n    doc {\n      id\n      # A record's picture is its region of the page: it opens the page with the person outlined (?rec=).\n      ... on IndexRecord {\n        subImage {\n          id\n          subImageId\n          image {\n            id\n            imageId\n          }\n        }\n      }\n    }\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicationCard_publication on Publication {\n    id\n    publicationId\n    title\n    slug\n    shortDescription\n    conflict\n    accessLevel\n    isNew\n    imageCount\n    recordCount\n    thumbnail(width: 200, height: 200) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment PublicationCard_publication on Publication {\n    id\n    publicationId\n    title\n    slug\n    shortDescription\n    conflict\n    accessLevel\n    isNew\n    imageCount\n    recordCount\n    thumbnail(width: 200, height: 200) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Thumbnail_thumbnail on Thumbnail {\n    url\n    width\n    height\n    title\n  }\n"): (typeof documents)["\n  fragment Thumbnail_thumbnail on Thumbnail {\n    url\n    width\n    height\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrowseColumn_facet on Facet {\n    totalCount\n    values {\n      value\n      label\n      shortLabel\n      count\n      nodeType\n    }\n  }\n"): (typeof documents)["\n  fragment BrowseColumn_facet on Facet {\n    totalCount\n    values {\n      value\n      label\n      shortLabel\n      count\n      nodeType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseTool {\n    session {\n      user {\n        userId\n      }\n    }\n    publications {\n      id\n      publicationId\n      accessLevel\n      browseLabels\n    }\n  }\n"): (typeof documents)["\n  query BrowseTool {\n    session {\n      user {\n        userId\n      }\n    }\n    publications {\n      id\n      publicationId\n      accessLevel\n      browseLabels\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseLevels($publicationId: ID!) {\n    browseLevels(publicationGlobalId: $publicationId) {\n      publicationId\n      levels\n      documentLevel\n    }\n  }\n"): (typeof documents)["\n  query BrowseLevels($publicationId: ID!) {\n    browseLevels(publicationGlobalId: $publicationId) {\n      publicationId\n      levels\n      documentLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseColumn($query: SearchQueryInput!, $facet: FacetRequestInput!) {\n    browseFacet(query: $query, facet: $facet) {\n      values {\n        value\n        label\n      }\n      ...BrowseColumn_facet\n    }\n  }\n"): (typeof documents)["\n  query BrowseColumn($query: SearchQueryInput!, $facet: FacetRequestInput!) {\n    browseFacet(query: $query, facet: $facet) {\n      values {\n        value\n        label\n      }\n      ...BrowseColumn_facet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GridThumbnail_hit on SearchHit {\n    title\n    doc {\n      id\n      # Browsing is looking at pages: a record opens its page with the person outlined (?rec=).\n      ... on IndexRecord {\n        subImage {\n          id\n          subImageId\n          image {\n            id\n            imageId\n          }\n        }\n      }\n    }\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment GridThumbnail_hit on SearchHit {\n    title\n    doc {\n      id\n      # Browsing is looking at pages: a record opens its page with the person outlined (?rec=).\n      ... on IndexRecord {\n        subImage {\n          id\n          subImageId\n          image {\n            id\n            imageId\n          }\n        }\n      }\n    }\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GridThumbnail_image on Image {\n    id\n    title\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment GridThumbnail_image on Image {\n    id\n    title\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseGridSearch($query: SearchQueryInput!, $offset: Int!, $first: Int!) {\n    search(query: $query, offset: $offset, first: $first) {\n      totalCount\n      nodes {\n        doc {\n          id\n          ... on Image {\n            roll {\n              rollId\n            }\n          }\n          ... on IndexRecord {\n            image {\n              id\n              roll {\n                rollId\n              }\n            }\n          }\n        }\n        ...GridThumbnail_hit\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrowseGridSearch($query: SearchQueryInput!, $offset: Int!, $first: Int!) {\n    search(query: $query, offset: $offset, first: $first) {\n      totalCount\n      nodes {\n        doc {\n          id\n          ... on Image {\n            roll {\n              rollId\n            }\n          }\n          ... on IndexRecord {\n            image {\n              id\n              roll {\n                rollId\n              }\n            }\n          }\n        }\n        ...GridThumbnail_hit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseGridFile($id: ID!, $offset: Int!, $first: Int!) {\n    file(globalId: $id) {\n      id\n      imageCount\n      pages(offset: $offset, first: $first) {\n        nodes {\n          id\n          ...GridThumbnail_image\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrowseGridFile($id: ID!, $offset: Int!, $first: Int!) {\n    file(globalId: $id) {\n      id\n      imageCount\n      pages(offset: $offset, first: $first) {\n        nodes {\n          id\n          ...GridThumbnail_image\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DenyDialogResendVerification {\n    resendVerificationEmail\n  }\n"): (typeof documents)["\n  mutation DenyDialogResendVerification {\n    resendVerificationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DenyDialogSession {\n    session {\n      user {\n        userId\n      }\n    }\n  }\n"): (typeof documents)["\n  query DenyDialogSession {\n    session {\n      user {\n        userId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaptchaChallenge($action: String!) {\n    captchaChallenge(action: $action) {\n      provider\n      challenge\n      siteKey\n    }\n  }\n"): (typeof documents)["\n  query CaptchaChallenge($action: String!) {\n    captchaChallenge(action: $action) {\n      provider\n      challenge\n      siteKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      entry { id }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      entry { id }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportIssueSession {\n    session {\n      user {\n        userId\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportIssueSession {\n    session {\n      user {\n        userId\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MapPoint_battle on Battle {\n    id\n    battleId\n    name\n    startDate\n    endDate\n    coordinates { latitude longitude }\n  }\n"): (typeof documents)["\n  fragment MapPoint_battle on Battle {\n    id\n    battleId\n    name\n    startDate\n    endDate\n    coordinates { latitude longitude }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountArea_session on Session {\n    # With the user's name: what the verify dialog reads (components/verify/AccessDialog.tsx), already cached.\n    verificationRequired\n    user {\n      userId\n      username\n      ...UserMenu_user\n    }\n    institution {\n      id\n      type\n    }\n  }\n"): (typeof documents)["\n  fragment AccountArea_session on Session {\n    # With the user's name: what the verify dialog reads (components/verify/AccessDialog.tsx), already cached.\n    verificationRequired\n    user {\n      userId\n      username\n      ...UserMenu_user\n    }\n    institution {\n      id\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BetaBanner {\n    betaBanner {\n      message\n    }\n    session {\n      user {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query BetaBanner {\n    betaBanner {\n      message\n    }\n    session {\n      user {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InstitutionBanner_session on Session {\n    institution {\n      id\n      name\n    }\n    impersonatedBy\n    user {\n      userId\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment InstitutionBanner_session on Session {\n    institution {\n      id\n      name\n    }\n    impersonatedBy\n    user {\n      userId\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell {\n    session {\n      ...SiteNav_session\n      ...AccountArea_session\n      ...InstitutionBanner_session\n      ...UnconfirmedBanner_session\n    }\n    publications {\n      id\n      ...SiteNav_publication\n    }\n  }\n"): (typeof documents)["\n  query Shell {\n    session {\n      ...SiteNav_session\n      ...AccountArea_session\n      ...InstitutionBanner_session\n      ...UnconfirmedBanner_session\n    }\n    publications {\n      id\n      ...SiteNav_publication\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteNav_session on Session {\n    user {\n      userId\n      roles\n      premium\n    }\n    institution {\n      silo\n    }\n  }\n"): (typeof documents)["\n  fragment SiteNav_session on Session {\n    user {\n      userId\n      roles\n      premium\n    }\n    institution {\n      silo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteNav_publication on Publication {\n    id\n    publicationId\n    slug\n    title\n  }\n"): (typeof documents)["\n  fragment SiteNav_publication on Publication {\n    id\n    publicationId\n    slug\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnconfirmedBanner_session on Session {\n    user {\n      userId\n      email\n      confirmed\n    }\n  }\n"): (typeof documents)["\n  fragment UnconfirmedBanner_session on Session {\n    user {\n      userId\n      email\n      confirmed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserMenu_user on SessionUser {\n    username\n    status\n    planLabel\n    avatarUrl(size: 32)\n  }\n"): (typeof documents)["\n  fragment UserMenu_user on SessionUser {\n    username\n    status\n    planLabel\n    avatarUrl(size: 32)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessDialogSession {\n    session {\n      verificationRequired\n      user {\n        userId\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccessDialogSession {\n    session {\n      verificationRequired\n      user {\n        userId\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyLapsedSession($password: String!) {\n    verifyAccount(password: $password) {\n      session {\n        verificationRequired\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyLapsedSession($password: String!) {\n    verifyAccount(password: $password) {\n      session {\n        verificationRequired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account {\n    account {\n      userId\n      statusLabel\n      status\n      joinDate\n      ...EmailSection_account\n      ...UsernameSection_account\n      ...ProfileSection_account\n      ...CommunicationSection_account\n      ...FacebookSection_account\n    }\n  }\n"): (typeof documents)["\n  query Account {\n    account {\n      userId\n      statusLabel\n      status\n      joinDate\n      ...EmailSection_account\n      ...UsernameSection_account\n      ...ProfileSection_account\n      ...CommunicationSection_account\n      ...FacebookSection_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunicationSection_account on Account {\n    communicationSettings {\n      newsletter\n      offers\n      memorialActivity\n    }\n  }\n"): (typeof documents)["\n  fragment CommunicationSection_account on Account {\n    communicationSettings {\n      newsletter\n      offers\n      memorialActivity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCommunicationSettings($input: CommunicationSettingsInput!) {\n    updateCommunicationSettings(input: $input) {\n      account {\n        userId\n        ...CommunicationSection_account\n      }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCommunicationSettings($input: CommunicationSettingsInput!) {\n    updateCommunicationSettings(input: $input) {\n      account {\n        userId\n        ...CommunicationSection_account\n      }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectedApps {\n    connectedApps { clientId name connectedAt scopes }\n  }\n"): (typeof documents)["\n  query ConnectedApps {\n    connectedApps { clientId name connectedAt scopes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectApp($clientId: String!) {\n    disconnectApp(clientId: $clientId) { clientId name connectedAt scopes }\n  }\n"): (typeof documents)["\n  mutation DisconnectApp($clientId: String!) {\n    disconnectApp(clientId: $clientId) { clientId name connectedAt scopes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailSection_account on Account {\n    email\n    pendingEmail\n    confirmed\n  }\n"): (typeof documents)["\n  fragment EmailSection_account on Account {\n    email\n    pendingEmail\n    confirmed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail) {\n      account {\n        userId\n        ...EmailSection_account\n      }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail) {\n      account {\n        userId\n        ...EmailSection_account\n      }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FacebookSection_account on Account {\n    facebookConnected\n    usesFacebookPhoto\n  }\n"): (typeof documents)["\n  fragment FacebookSection_account on Account {\n    facebookConnected\n    usesFacebookPhoto\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileSection_account on Account {\n    userId\n    username\n    profile {\n      displayName\n      about\n      location\n      photoUrl(size: 200)\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileSection_account on Account {\n    userId\n    username\n    profile {\n      displayName\n      about\n      location\n      photoUrl(size: 200)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        userId\n        ...ProfileSection_account\n      }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        userId\n        ...ProfileSection_account\n      }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsernameSection_account on Account {\n    username\n  }\n"): (typeof documents)["\n  fragment UsernameSection_account on Account {\n    username\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      account {\n        userId\n        ...UsernameSection_account\n        profile { username }\n      }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      account {\n        userId\n        ...UsernameSection_account\n        profile { username }\n      }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      userId\n      email\n      pendingEmail\n      confirmed\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      userId\n      email\n      pendingEmail\n      confirmed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockAccount($token: String!) {\n    unlockAccount(token: $token)\n  }\n"): (typeof documents)["\n  mutation UnlockAccount($token: String!) {\n    unlockAccount(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      user {\n        userId\n        confirmed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      user {\n        userId\n        confirmed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      requested\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      requested\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      passwordReset\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      passwordReset\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($newPassword: String!, $currentPassword: String, $username: String) {\n    changePassword(newPassword: $newPassword, currentPassword: $currentPassword, username: $username) {\n      session {\n        user {\n          userId\n        }\n      }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($newPassword: String!, $currentPassword: String, $username: String) {\n    changePassword(newPassword: $newPassword, currentPassword: $currentPassword, username: $username) {\n      session {\n        user {\n          userId\n        }\n      }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordPolicy {\n    passwordPolicy {\n      minLength maxLength minDigits minLettersOrSpecial minLowercase minUppercase minLetters minSpecial specialCharacters\n    }\n  }\n"): (typeof documents)["\n  query PasswordPolicy {\n    passwordPolicy {\n      minLength maxLength minDigits minLettersOrSpecial minLowercase minUppercase minLetters minSpecial specialCharacters\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidatePassword($password: String!) {\n    validatePassword(password: $password) {\n      isValid\n      failureReasons\n    }\n  }\n"): (typeof documents)["\n  query ValidatePassword($password: String!) {\n    validatePassword(password: $password) {\n      isValid\n      failureReasons\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile($username: String!) {\n    profile(username: $username) {\n      username\n      displayName\n      about\n      location\n      joinDate\n      photoUrl(size: 200)\n    }\n  }\n"): (typeof documents)["\n  query Profile($username: String!) {\n    profile(username: $username) {\n      username\n      displayName\n      about\n      location\n      joinDate\n      photoUrl(size: 200)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      session { user { userId } }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      session { user { userId } }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n"): (typeof documents)["\n  query EmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n"): (typeof documents)["\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignInSession {\n    session {\n      verificationRequired\n      user {\n        userId\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query SignInSession {\n    session {\n      verificationRequired\n      user {\n        userId\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($username: String!, $password: String!) {\n    signIn(username: $username, password: $password) {\n      session { user { userId } }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($username: String!, $password: String!) {\n    signIn(username: $username, password: $password) {\n      session { user { userId } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyAccount($password: String!) {\n    verifyAccount(password: $password) {\n      session { user { userId } }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyAccount($password: String!) {\n    verifyAccount(password: $password) {\n      session { user { userId } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      verificationRequired\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      verificationRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Staff {\n    staff { roles abilities knownRoles }\n  }\n"): (typeof documents)["\n  query Staff {\n    staff { roles abilities knownRoles }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUsers($search: String!) {\n    staffUsers(search: $search) {\n      userId\n      ...StaffUserRow_user\n    }\n  }\n"): (typeof documents)["\n  query StaffUsers($search: String!) {\n    staffUsers(search: $search) {\n      userId\n      ...StaffUserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagNames($after: String) {\n    tagNames(first: 100, after: $after) {\n      nodes { name count }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query TagNames($after: String) {\n    tagNames(first: 100, after: $after) {\n      nodes { name count }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      id\n      ...ApiKeyRow_apiKey\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      id\n      ...ApiKeyRow_apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { ...ApiKeyRow_apiKey }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { ...ApiKeyRow_apiKey }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      createdApiKey {\n        secret\n        key { id prefix ownerUsername }\n      }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      createdApiKey {\n        secret\n        key { id prefix ownerUsername }\n      }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    origins\n    ownerId\n    ownerUsername\n    ownerAccountStatus\n    createdAt\n    createdBy\n    expiresAt\n    lastUsedAt\n    revokedAt\n    live\n  }\n"): (typeof documents)["\n  fragment ApiKeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    origins\n    ownerId\n    ownerUsername\n    ownerAccountStatus\n    createdAt\n    createdBy\n    expiresAt\n    lastUsedAt\n    revokedAt\n    live\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffUserRow_user on StaffUser {\n    userId\n    username\n    email\n    roles\n    status\n    externalLinked\n    closed\n  }\n"): (typeof documents)["\n  fragment StaffUserRow_user on StaffUser {\n    userId\n    username\n    email\n    roles\n    status\n    externalLinked\n    closed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRoles($userId: Int!, $roles: [String!]!) {\n    updateRoles(userId: $userId, roles: $roles)\n  }\n"): (typeof documents)["\n  mutation UpdateRoles($userId: Int!, $roles: [String!]!) {\n    updateRoles(userId: $userId, roles: $roles)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateImpersonationLink($userId: Int!) {\n    createImpersonationLink(userId: $userId) { url expiresAt }\n  }\n"): (typeof documents)["\n  mutation CreateImpersonationLink($userId: Int!) {\n    createImpersonationLink(userId: $userId) { url expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveExternalLink($userId: Int!) {\n    removeExternalLink(userId: $userId) { ...StaffUserRow_user }\n  }\n"): (typeof documents)["\n  mutation RemoveExternalLink($userId: Int!) {\n    removeExternalLink(userId: $userId) { ...StaffUserRow_user }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTag($name: String!) {\n    deleteTag(name: $name) { name deleted }\n  }\n"): (typeof documents)["\n  mutation DeleteTag($name: String!) {\n    deleteTag(name: $name) { name deleted }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CorrectionProposalPanel_entry on FeedbackEntry {\n    id\n    objectId\n    correction { field value state reason }\n  }\n"): (typeof documents)["\n  fragment CorrectionProposalPanel_entry on FeedbackEntry {\n    id\n    objectId\n    correction { field value state reason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptRecordCorrection($feedbackId: Int!) {\n    acceptRecordCorrection(feedbackId: $feedbackId) {\n      correction { id }\n      userErrors { message }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptRecordCorrection($feedbackId: Int!) {\n    acceptRecordCorrection(feedbackId: $feedbackId) {\n      correction { id }\n      userErrors { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRecordCorrection($feedbackId: Int!, $reason: String!) {\n    rejectRecordCorrection(feedbackId: $feedbackId, reason: $reason) {\n      proposal { state reason }\n      userErrors { message }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectRecordCorrection($feedbackId: Int!, $reason: String!) {\n    rejectRecordCorrection(feedbackId: $feedbackId, reason: $reason) {\n      proposal { state reason }\n      userErrors { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackEntries($offset: Int!, $first: Int!) {\n    feedbackEntries(offset: $offset, first: $first) {\n      totalCount\n      nodes {\n        id\n        ...FeedbackEntryRow_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedbackEntries($offset: Int!, $first: Int!) {\n    feedbackEntries(offset: $offset, first: $first) {\n      totalCount\n      nodes {\n        id\n        ...FeedbackEntryRow_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackStaff {\n    staff { abilities }\n  }\n"): (typeof documents)["\n  query FeedbackStaff {\n    staff { abilities }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFeedbackStatus($id: Int!, $status: FeedbackStatus!) {\n    setFeedbackStatus(id: $id, status: $status) { id status }\n  }\n"): (typeof documents)["\n  mutation SetFeedbackStatus($id: Int!, $status: FeedbackStatus!) {\n    setFeedbackStatus(id: $id, status: $status) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedbackEntryRow_entry on FeedbackEntry {\n    id\n    category\n    type\n    email\n    message\n    rating\n    objectId\n    objectType\n    url\n    ipAddress\n    userAgent\n    user { userId username }\n    created\n    status\n    ...CorrectionProposalPanel_entry\n  }\n"): (typeof documents)["\n  fragment FeedbackEntryRow_entry on FeedbackEntry {\n    id\n    category\n    type\n    email\n    message\n    rating\n    objectId\n    objectType\n    url\n    ipAddress\n    userAgent\n    user { userId username }\n    created\n    status\n    ...CorrectionProposalPanel_entry\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportJobPanel_job on ImportJob {\n    id\n    publicationId\n    fileName\n    state\n    message\n    validateOnly\n    cancelRequested\n    reportPath\n    createdAt\n    progress { rowsRead rowsWritten rowsRejected rowsWarned rowsSkipped scansTiled scansTotal }\n    findings(first: 50) {\n      totalCount\n      nodes { row level check column value message }\n    }\n  }\n"): (typeof documents)["\n  fragment ImportJobPanel_job on ImportJob {\n    id\n    publicationId\n    fileName\n    state\n    message\n    validateOnly\n    cancelRequested\n    reportPath\n    createdAt\n    progress { rowsRead rowsWritten rowsRejected rowsWarned rowsSkipped scansTiled scansTotal }\n    findings(first: 50) {\n      totalCount\n      nodes { row level check column value message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportJobs {\n    importJobs(first: 20) {\n      totalCount\n      nodes { id fileName state publicationId progress { rowsRead rowsWritten rowsRejected } }\n    }\n  }\n"): (typeof documents)["\n  query ImportJobs {\n    importJobs(first: 20) {\n      totalCount\n      nodes { id fileName state publicationId progress { rowsRead rowsWritten rowsRejected } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportPublications {\n    publications { id publicationId title accessLevel }\n  }\n"): (typeof documents)["\n  query ImportPublications {\n    publications { id publicationId title accessLevel }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      state\n      ...ImportJobPanel_job\n    }\n  }\n"): (typeof documents)["\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      state\n      ...ImportJobPanel_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartImport($input: StartImportInput!) {\n    startImport(input: $input) { importJob { id state } userErrors { field message code } }\n  }\n"): (typeof documents)["\n  mutation StartImport($input: StartImportInput!) {\n    startImport(input: $input) { importJob { id state } userErrors { field message code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelImport($id: ID!) {\n    cancelImport(id: $id) { importJob { id state cancelRequested } userErrors { message } }\n  }\n"): (typeof documents)["\n  mutation CancelImport($id: ID!) {\n    cancelImport(id: $id) { importJob { id state cancelRequested } userErrors { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoImport($id: ID!) {\n    undoImport(id: $id) { importJob { id state message } userErrors { message } }\n  }\n"): (typeof documents)["\n  mutation UndoImport($id: ID!) {\n    undoImport(id: $id) { importJob { id state message } userErrors { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicationChanges_editor on PublicationEditor {\n    recentChanges {\n      kind\n      staffId\n      created\n      changes { field from to }\n    }\n  }\n"): (typeof documents)["\n  fragment PublicationChanges_editor on PublicationEditor {\n    recentChanges {\n      kind\n      staffId\n      created\n      changes { field from to }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicationEditorForm_editor on PublicationEditor {\n    publicationId\n    effectiveAccessLevel\n    fields { name type group label nullable maxLength allowed }\n    values {\n      configuredAccessLevel minimumAccessLevel maximumAccessLevel\n      allowPrint allowDownload allowDownloadDoc allowAnnotations allowImports\n      title shortTitle shortDescription mediumDescription provider\n      coverImageId sampleImageIds\n      hasBrowse browseLabels browseOutOfDate\n      percentComplete percentCompleteOverride featured isNew\n    }\n    warnings { code message }\n    ...PublicationChanges_editor\n  }\n"): (typeof documents)["\n  fragment PublicationEditorForm_editor on PublicationEditor {\n    publicationId\n    effectiveAccessLevel\n    fields { name type group label nullable maxLength allowed }\n    values {\n      configuredAccessLevel minimumAccessLevel maximumAccessLevel\n      allowPrint allowDownload allowDownloadDoc allowAnnotations allowImports\n      title shortTitle shortDescription mediumDescription provider\n      coverImageId sampleImageIds\n      hasBrowse browseLabels browseOutOfDate\n      percentComplete percentCompleteOverride featured isNew\n    }\n    warnings { code message }\n    ...PublicationChanges_editor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePublication($id: Int!, $input: PublicationEditInput!) {\n    updatePublication(id: $id, input: $input) {\n      editor { ...PublicationEditorForm_editor }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePublication($id: Int!, $input: PublicationEditInput!) {\n    updatePublication(id: $id, input: $input) {\n      editor { ...PublicationEditorForm_editor }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPublicationList {\n    publications { id publicationId title accessLevel }\n    publicationWarnings { publicationId code }\n    contentProviders\n  }\n"): (typeof documents)["\n  query StaffPublicationList {\n    publications { id publicationId title accessLevel }\n    publicationWarnings { publicationId code }\n    contentProviders\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPublicationEditor($id: Int!) {\n    publicationEditor(id: $id) {\n      publicationId\n      values { title }\n      ...PublicationEditorForm_editor\n    }\n  }\n"): (typeof documents)["\n  query StaffPublicationEditor($id: Int!) {\n    publicationEditor(id: $id) {\n      publicationId\n      values { title }\n      ...PublicationEditorForm_editor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePublication($input: PublicationEditInput!) {\n    createPublication(input: $input) {\n      editor { publicationId }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePublication($input: PublicationEditInput!) {\n    createPublication(input: $input) {\n      editor { publicationId }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IndexRecordAdmin($id: Int!) {\n    indexRecordAdmin(id: $id) {\n      id\n      recordId\n      title\n      publicationId\n      accessLevel\n      fields {\n        name\n        ...RecordFieldRow_field\n      }\n      pendingProposals { feedbackId field value note username }\n      ...RecordHistory_record\n    }\n  }\n"): (typeof documents)["\n  query IndexRecordAdmin($id: Int!) {\n    indexRecordAdmin(id: $id) {\n      id\n      recordId\n      title\n      publicationId\n      accessLevel\n      fields {\n        name\n        ...RecordFieldRow_field\n      }\n      pendingProposals { feedbackId field value note username }\n      ...RecordHistory_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectIndexRecord($input: CorrectIndexRecordInput!) {\n    correctIndexRecord(input: $input) {\n      record {\n        id\n        title\n        fields {\n          name\n          ...RecordFieldRow_field\n        }\n        ...RecordHistory_record\n      }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation CorrectIndexRecord($input: CorrectIndexRecordInput!) {\n    correctIndexRecord(input: $input) {\n      record {\n        id\n        title\n        fields {\n          name\n          ...RecordFieldRow_field\n        }\n        ...RecordHistory_record\n      }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordFieldRow_field on IndexRecordAdminField {\n    name\n    value\n    stickiness\n  }\n"): (typeof documents)["\n  fragment RecordFieldRow_field on IndexRecordAdminField {\n    name\n    value\n    stickiness\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordHistory_record on IndexRecordAdmin {\n    history {\n      id\n      field\n      oldValue\n      newValue\n      stickiness\n      staffUsername\n      staffId\n      proposalId\n      created\n    }\n  }\n"): (typeof documents)["\n  fragment RecordHistory_record on IndexRecordAdmin {\n    history {\n      id\n      field\n      oldValue\n      newValue\n      stickiness\n      staffUsername\n      staffId\n      proposalId\n      created\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BattleDetails_battle on Battle {\n    id\n    battleId\n    name\n    subType\n    conflict\n    startDate\n    endDate\n    place\n    outcome\n    description\n    coordinates { latitude longitude }\n    ...MapPoint_battle\n    involvement { side regiments { id regimentId name subType } }\n    regiments { id battles { id battleId ...MapPoint_battle } }\n    images { id imageId ...UnitImages_image }\n  }\n"): (typeof documents)["\n  fragment BattleDetails_battle on Battle {\n    id\n    battleId\n    name\n    subType\n    conflict\n    startDate\n    endDate\n    place\n    outcome\n    description\n    coordinates { latitude longitude }\n    ...MapPoint_battle\n    involvement { side regiments { id regimentId name subType } }\n    regiments { id battles { id battleId ...MapPoint_battle } }\n    images { id imageId ...UnitImages_image }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Battle($id: ID!) {\n    battle(globalId: $id) {\n      id\n      name\n      ...BattleDetails_battle\n    }\n  }\n"): (typeof documents)["\n  query Battle($id: ID!) {\n    battle(globalId: $id) {\n      id\n      name\n      ...BattleDetails_battle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BattleLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {\n    battle(globalId: $id) {\n      id\n      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }\n      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }\n    }\n  }\n"): (typeof documents)["\n  query BattleLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {\n    battle(globalId: $id) {\n      id\n      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }\n      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionPage($slug: String!) {\n    titleCollection(slug: $slug) {\n      id\n      title\n      kind\n      description\n      iconUrl\n      backgroundUrl\n      publications {\n        id\n        ...PublicationCard_publication\n      }\n      stories {\n        id\n        memorialId\n        ...StoryCard_memorial\n      }\n    }\n  }\n"): (typeof documents)["\n  query CollectionPage($slug: String!) {\n    titleCollection(slug: $slug) {\n      id\n      title\n      kind\n      description\n      iconUrl\n      backgroundUrl\n      publications {\n        id\n        ...PublicationCard_publication\n      }\n      stories {\n        id\n        memorialId\n        ...StoryCard_memorial\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionTile_collection on TitleCollection {\n    id\n    slug\n    title\n    iconUrl\n  }\n"): (typeof documents)["\n  fragment CollectionTile_collection on TitleCollection {\n    id\n    slug\n    title\n    iconUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryCard_memorial on Memorial {\n    id\n    memorialId\n    title\n    description\n    ownerUsername\n    stories {\n      id\n      title\n      content\n      dateText\n    }\n    thumbnail(width: 120, height: 120) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment StoryCard_memorial on Memorial {\n    id\n    memorialId\n    title\n    description\n    ownerUsername\n    stories {\n      id\n      title\n      content\n      dateText\n    }\n    thumbnail(width: 120, height: 120) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyDetails_company on Company {\n    name\n    letter\n    side\n    history\n    leaders\n    nicknames\n    aliases\n    startPlace\n    endPlace\n    unitFacts { ...UnitFactsPanel_facts }\n    events { ...UnitEvents_event }\n    battles { id battleId ...MapPoint_battle }\n    regiment { id regimentId name conflict startDate endDate }\n    companies { id companyId name letter }\n  }\n"): (typeof documents)["\n  fragment CompanyDetails_company on Company {\n    name\n    letter\n    side\n    history\n    leaders\n    nicknames\n    aliases\n    startPlace\n    endPlace\n    unitFacts { ...UnitFactsPanel_facts }\n    events { ...UnitEvents_event }\n    battles { id battleId ...MapPoint_battle }\n    regiment { id regimentId name conflict startDate endDate }\n    companies { id companyId name letter }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Company($id: ID!) {\n    company(globalId: $id) {\n      id\n      name\n      regiment { id name }\n      ...CompanyDetails_company\n    }\n  }\n"): (typeof documents)["\n  query Company($id: ID!) {\n    company(globalId: $id) {\n      id\n      name\n      regiment { id name }\n      ...CompanyDetails_company\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {\n    company(globalId: $id) {\n      id\n      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }\n      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }\n    }\n  }\n"): (typeof documents)["\n  query CompanyLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {\n    company(globalId: $id) {\n      id\n      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }\n      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contact {\n    session {\n      user {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query Contact {\n    session {\n      user {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FileDetails_file on File {\n    fileId\n    title\n    browsePath\n    imageCount\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment FileDetails_file on File {\n    fileId\n    title\n    browsePath\n    imageCount\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FileImageTile_image on Image {\n    imageId\n    shortTitle\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment FileImageTile_image on Image {\n    imageId\n    shortTitle\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilePage($id: ID!, $offset: Int!, $first: Int!) {\n    file(globalId: $id) {\n      id\n      title\n      imageCount\n      access {\n        requirement\n      }\n      denyThumbnail: thumbnail(width: 200, height: 200) {\n        ...Thumbnail_thumbnail\n      }\n      ...FileDetails_file\n      pages(offset: $offset, first: $first) {\n        nodes {\n          id\n          ...FileImageTile_image\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FilePage($id: ID!, $offset: Int!, $first: Int!) {\n    file(globalId: $id) {\n      id\n      title\n      imageCount\n      access {\n        requirement\n      }\n      denyThumbnail: thumbnail(width: 200, height: 200) {\n        ...Thumbnail_thumbnail\n      }\n      ...FileDetails_file\n      pages(offset: $offset, first: $first) {\n        nodes {\n          id\n          ...FileImageTile_image\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query YourGallery($after: String, $tagsAfter: String) {\n    gallery(first: 100, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { added image { id ...GalleryTile_image } }\n    }\n    myTags(first: 100, after: $tagsAfter) {\n      pageInfo { hasNextPage endCursor }\n      nodes { name ...TagList_tag }\n    }\n  }\n"): (typeof documents)["\n  query YourGallery($after: String, $tagsAfter: String) {\n    gallery(first: 100, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { added image { id ...GalleryTile_image } }\n    }\n    myTags(first: 100, after: $tagsAfter) {\n      pageInfo { hasNextPage endCursor }\n      nodes { name ...TagList_tag }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryTile_image on Image {\n    id\n    imageId\n    title\n    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n    tags { name type mine }\n  }\n"): (typeof documents)["\n  fragment GalleryTile_image on Image {\n    id\n    imageId\n    title\n    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n    tags { name type mine }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentlyTagged($imageId: ID!, $withImage: Boolean!) {\n    image(globalId: $imageId) @include(if: $withImage) { id ...TagImagePanel_image }\n    recentlyTagged(first: 50) { nodes { added image { id ...GalleryTile_image } } }\n  }\n"): (typeof documents)["\n  query RecentlyTagged($imageId: ID!, $withImage: Boolean!) {\n    image(globalId: $imageId) @include(if: $withImage) { id ...TagImagePanel_image }\n    recentlyTagged(first: 50) { nodes { added image { id ...GalleryTile_image } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TagImagePanel_image on Image {\n    id\n    imageId\n    title\n    inGallery\n    thumbnail(width: 240, height: 240) { ...Thumbnail_thumbnail }\n    tags { name type mine userId }\n  }\n"): (typeof documents)["\n  fragment TagImagePanel_image on Image {\n    id\n    imageId\n    title\n    inGallery\n    thumbnail(width: 240, height: 240) { ...Thumbnail_thumbnail }\n    tags { name type mine userId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagSuggestions($prefix: String!) {\n    tagSuggestions(prefix: $prefix) { name count }\n  }\n"): (typeof documents)["\n  query TagSuggestions($prefix: String!) {\n    tagSuggestions(prefix: $prefix) { name count }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TagImage($imageGlobalId: ID!, $name: String!, $private: Boolean) {\n    tagImage(imageGlobalId: $imageGlobalId, name: $name, private: $private) {\n      image { id ...TagImagePanel_image }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation TagImage($imageGlobalId: ID!, $name: String!, $private: Boolean) {\n    tagImage(imageGlobalId: $imageGlobalId, name: $name, private: $private) {\n      image { id ...TagImagePanel_image }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UntagImage($imageGlobalId: ID!, $name: String!) {\n    untagImage(imageGlobalId: $imageGlobalId, name: $name) { id ...TagImagePanel_image }\n  }\n"): (typeof documents)["\n  mutation UntagImage($imageGlobalId: ID!, $name: String!) {\n    untagImage(imageGlobalId: $imageGlobalId, name: $name) { id ...TagImagePanel_image }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToGallery($imageGlobalId: ID!) {\n    addToGallery(imageGlobalId: $imageGlobalId) { image { id ...TagImagePanel_image } }\n  }\n"): (typeof documents)["\n  mutation AddToGallery($imageGlobalId: ID!) {\n    addToGallery(imageGlobalId: $imageGlobalId) { image { id ...TagImagePanel_image } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromGallery($imageGlobalId: ID!) {\n    removeFromGallery(imageGlobalId: $imageGlobalId) { id ...TagImagePanel_image }\n  }\n"): (typeof documents)["\n  mutation RemoveFromGallery($imageGlobalId: ID!) {\n    removeFromGallery(imageGlobalId: $imageGlobalId) { id ...TagImagePanel_image }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TagList_tag on TagCount {\n    name\n    count\n  }\n"): (typeof documents)["\n  fragment TagList_tag on TagCount {\n    name\n    count\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaggedImages($name: String!, $after: String) {\n    taggedImages(name: $name, first: 100, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { added image { id ...GalleryTile_image } }\n    }\n  }\n"): (typeof documents)["\n  query TaggedImages($name: String!, $after: String) {\n    taggedImages(name: $name, first: 100, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { added image { id ...GalleryTile_image } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTag($name: String!) {\n    removeTag(name: $name)\n  }\n"): (typeof documents)["\n  mutation RemoveTag($name: String!) {\n    removeTag(name: $name)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UploadRow_upload on Upload {\n    filename\n    description\n    public\n    format\n    bytes\n    created\n    image { id imageId title width height thumbnail(width: 120, height: 120) { ...Thumbnail_thumbnail } }\n  }\n"): (typeof documents)["\n  fragment UploadRow_upload on Upload {\n    filename\n    description\n    public\n    format\n    bytes\n    created\n    image { id imageId title width height thumbnail(width: 120, height: 120) { ...Thumbnail_thumbnail } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUpload($imageGlobalId: ID!, $title: String!, $description: String, $public: Boolean) {\n    updateUpload(imageGlobalId: $imageGlobalId, title: $title, description: $description, public: $public) {\n      upload { ...UploadRow_upload }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUpload($imageGlobalId: ID!, $title: String!, $description: String, $public: Boolean) {\n    updateUpload(imageGlobalId: $imageGlobalId, title: $title, description: $description, public: $public) {\n      upload { ...UploadRow_upload }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUpload($imageGlobalId: ID!) {\n    deleteUpload(imageGlobalId: $imageGlobalId)\n  }\n"): (typeof documents)["\n  mutation DeleteUpload($imageGlobalId: ID!) {\n    deleteUpload(imageGlobalId: $imageGlobalId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query YourUploads($after: String) {\n    myUploads(first: 100, after: $after) {\n      pageInfo { hasNextPage endCursor }\n      nodes { image { id } ...UploadRow_upload }\n    }\n  }\n"): (typeof documents)["\n  query YourUploads($after: String) {\n    myUploads(first: 100, after: $after) {\n      pageInfo { hasNextPage endCursor }\n      nodes { image { id } ...UploadRow_upload }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    siteCounts {\n      ...SiteCountsLine_counts\n    }\n    publications {\n      id\n      featured\n      isNew\n      ...PublicationCard_publication\n    }\n    conflicts: titleCollections(kind: CONFLICT) {\n      id\n      ...CollectionTile_collection\n    }\n    themes: titleCollections(kind: TITLE) {\n      id\n      ...CollectionTile_collection\n    }\n    partners {\n      id\n      ...PartnerTile_partner\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    siteCounts {\n      ...SiteCountsLine_counts\n    }\n    publications {\n      id\n      featured\n      isNew\n      ...PublicationCard_publication\n    }\n    conflicts: titleCollections(kind: CONFLICT) {\n      id\n      ...CollectionTile_collection\n    }\n    themes: titleCollections(kind: TITLE) {\n      id\n      ...CollectionTile_collection\n    }\n    partners {\n      id\n      ...PartnerTile_partner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteCountsLine_counts on SiteCounts {\n    records\n    members\n  }\n"): (typeof documents)["\n  fragment SiteCountsLine_counts on SiteCounts {\n    records\n    members\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSubscription {\n    subscription {\n      ...SubscriptionSection_membership\n    }\n  }\n"): (typeof documents)["\n  query AccountSubscription {\n    subscription {\n      ...SubscriptionSection_membership\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutResult {\n    subscription { status label }\n  }\n"): (typeof documents)["\n  query CheckoutResult {\n    subscription { status label }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChoosePlan {\n    plans {\n      code\n      ...PlanCard_plan\n    }\n    freeTrialDays\n    paymentsMode\n    session {\n      user {\n        userId\n        status\n      }\n      institution {\n        id\n      }\n    }\n    subscription {\n      freeTrialUsed\n    }\n  }\n"): (typeof documents)["\n  query ChoosePlan {\n    plans {\n      code\n      ...PlanCard_plan\n    }\n    freeTrialDays\n    paymentsMode\n    session {\n      user {\n        userId\n        status\n      }\n      institution {\n        id\n      }\n    }\n    subscription {\n      freeTrialUsed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FreeTrial {\n    freeTrialDays\n    session { user { userId status } }\n    subscription { freeTrialUsed }\n  }\n"): (typeof documents)["\n  query FreeTrial {\n    freeTrialDays\n    session { user { userId status } }\n    subscription { freeTrialUsed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartFreeTrial($iid: Int) {\n    startFreeTrial(iid: $iid) { status subscription { expiration } }\n  }\n"): (typeof documents)["\n  mutation StartFreeTrial($iid: Int) {\n    startFreeTrial(iid: $iid) { status subscription { expiration } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanCard_plan on Plan {\n    code\n    name\n    amountCents\n    interval\n  }\n"): (typeof documents)["\n  fragment PlanCard_plan on Plan {\n    code\n    name\n    amountCents\n    interval\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionSection_membership on Membership {\n    status\n    label\n    subscription {\n      plan\n      expiration\n      finalizationDate\n      cancelAtPeriodEnd\n      origin\n      card { last4 brand }\n    }\n  }\n"): (typeof documents)["\n  fragment SubscriptionSection_membership on Membership {\n    status\n    label\n    subscription {\n      plan\n      expiration\n      finalizationDate\n      cancelAtPeriodEnd\n      origin\n      card { last4 brand }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscription {\n    cancelSubscription { ...SubscriptionSection_membership }\n  }\n"): (typeof documents)["\n  mutation CancelSubscription {\n    cancelSubscription { ...SubscriptionSection_membership }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCheckout($id: String!) {\n    testCheckout(id: $id) {\n      id\n      completed\n      plan { ...PlanCard_plan }\n    }\n  }\n"): (typeof documents)["\n  query TestCheckout($id: String!) {\n    testCheckout(id: $id) {\n      id\n      completed\n      plan { ...PlanCard_plan }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTestCheckout($id: String!, $cardNumber: String!) {\n    completeTestCheckout(id: $id, cardNumber: $cardNumber) {\n      membership { status }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTestCheckout($id: String!, $cardNumber: String!) {\n    completeTestCheckout(id: $id, cardNumber: $cardNumber) {\n      membership { status }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckout($plan: PlanCode!) {\n    startCheckout(plan: $plan) {\n      checkoutId\n      url\n      testMode\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckout($plan: PlanCode!) {\n    startCheckout(plan: $plan) {\n      checkoutId\n      url\n      testMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddToMemorialChooser_memorial on Memorial {\n    id\n    memorialId\n    title\n    privacyMode\n    lastModified\n    thumbnail(width: 100, height: 100) { ...Thumbnail_thumbnail }\n  }\n"): (typeof documents)["\n  fragment AddToMemorialChooser_memorial on Memorial {\n    id\n    memorialId\n    title\n    privacyMode\n    lastModified\n    thumbnail(width: 100, height: 100) { ...Thumbnail_thumbnail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPictureToMemorial($memorialGlobalId: ID!, $newElements: [MemorialElementInput!]) {\n    changeMemorialElements(memorialGlobalId: $memorialGlobalId, newElements: $newElements) {\n      memorial { id images { id reference } }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation AddPictureToMemorial($memorialGlobalId: ID!, $newElements: [MemorialElementInput!]) {\n    changeMemorialElements(memorialGlobalId: $memorialGlobalId, newElements: $newElements) {\n      memorial { id images { id reference } }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemorialBasicsForm_memorial on Memorial {\n    id\n    memorialId\n    type\n    title\n    description\n    privacyMode\n    primaryMilitaryEvent\n  }\n"): (typeof documents)["\n  fragment MemorialBasicsForm_memorial on Memorial {\n    id\n    memorialId\n    type\n    title\n    description\n    privacyMode\n    primaryMilitaryEvent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMemorial($globalId: ID!, $input: UpdateMemorialInput!) {\n    updateMemorial(globalId: $globalId, input: $input) {\n      memorial {\n        id\n        ...MemorialEditor_memorial\n      }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMemorial($globalId: ID!, $input: UpdateMemorialInput!) {\n    updateMemorial(globalId: $globalId, input: $input) {\n      memorial {\n        id\n        ...MemorialEditor_memorial\n      }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreateMemorialSession($recordGlobalId: ID!, $withRecord: Boolean!) {\n    session { user { userId } }\n    record: node(id: $recordGlobalId) @include(if: $withRecord) {\n      __typename\n      id\n      ... on IndexRecord { title fullName }\n    }\n  }\n"): (typeof documents)["\n  query CreateMemorialSession($recordGlobalId: ID!, $withRecord: Boolean!) {\n    session { user { userId } }\n    record: node(id: $recordGlobalId) @include(if: $withRecord) {\n      __typename\n      id\n      ... on IndexRecord { title fullName }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMemorial($input: CreateMemorialInput!) {\n    createMemorial(input: $input) {\n      memorial { id memorialId }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMemorial($input: CreateMemorialInput!) {\n    createMemorial(input: $input) {\n      memorial { id memorialId }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMemorialFromRecord($recordGlobalId: ID!, $type: MemorialType) {\n    createMemorialFromRecord(recordGlobalId: $recordGlobalId, type: $type) {\n      memorial { id memorialId }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMemorialFromRecord($recordGlobalId: ID!, $type: MemorialType) {\n    createMemorialFromRecord(recordGlobalId: $recordGlobalId, type: $type) {\n      memorial { id memorialId }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddToMemorialChoices($imageGlobalId: ID!) {\n    image(globalId: $imageGlobalId) { id title thumbnail(width: 160, height: 160) { ...Thumbnail_thumbnail } }\n    myMemorials(first: 100) { edges { node { id ...AddToMemorialChooser_memorial } } }\n  }\n"): (typeof documents)["\n  query AddToMemorialChoices($imageGlobalId: ID!) {\n    image(globalId: $imageGlobalId) { id title thumbnail(width: 160, height: 160) { ...Thumbnail_thumbnail } }\n    myMemorials(first: 100) { edges { node { id ...AddToMemorialChooser_memorial } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMemorial($globalId: ID!) {\n    deleteMemorial(globalId: $globalId)\n  }\n"): (typeof documents)["\n  mutation DeleteMemorial($globalId: ID!) {\n    deleteMemorial(globalId: $globalId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemorialDetails_memorial on Memorial {\n    title\n    type\n    description\n    primaryMilitaryEvent\n    ownerUsername\n    created\n    lastModified\n    indexRecord { id recordId fullName }\n    stories { id title content dateText date { start { year month day } end { year month day } } placeText }\n    facts { id type name value }\n    coverImage { id caption thumbnail(width: 300, height: 300) { ...Thumbnail_thumbnail } }\n    backgroundImage { id yPosition thumbnail(width: 1200, height: 1200) { url } }\n    images {\n      id\n      kind\n      caption\n      thumbnail(width: 300, height: 300) {\n        ...Thumbnail_thumbnail\n      }\n    }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n    ...MemorialReferences_memorial\n  }\n"): (typeof documents)["\n  fragment MemorialDetails_memorial on Memorial {\n    title\n    type\n    description\n    primaryMilitaryEvent\n    ownerUsername\n    created\n    lastModified\n    indexRecord { id recordId fullName }\n    stories { id title content dateText date { start { year month day } end { year month day } } placeText }\n    facts { id type name value }\n    coverImage { id caption thumbnail(width: 300, height: 300) { ...Thumbnail_thumbnail } }\n    backgroundImage { id yPosition thumbnail(width: 1200, height: 1200) { url } }\n    images {\n      id\n      kind\n      caption\n      thumbnail(width: 300, height: 300) {\n        ...Thumbnail_thumbnail\n      }\n    }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n    ...MemorialReferences_memorial\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemorialEdit($id: ID!) {\n    session { user { userId } }\n    memorial(globalId: $id) {\n      id\n      title\n      permissions { canEdit canComment }\n      ...MemorialEditor_memorial\n    }\n  }\n"): (typeof documents)["\n  query MemorialEdit($id: ID!) {\n    session { user { userId } }\n    memorial(globalId: $id) {\n      id\n      title\n      permissions { canEdit canComment }\n      ...MemorialEditor_memorial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemorialEditor_memorial on Memorial {\n    memorialId\n    title\n    gedcomUrl\n    indexRecord { id recordId }\n    permissions { canEdit canComment }\n    elements { id }\n    ...MemorialBasicsForm_memorial\n    ...PicturesSection_memorial\n    ...StoriesSection_memorial\n    ...FactsSection_memorial\n    ...SourcesSection_memorial\n    ...LinksSection_memorial\n    ...CommentsSection_memorial\n    ...CorrectionsSection_memorial\n    ...RecordConnection_memorial\n  }\n"): (typeof documents)["\n  fragment MemorialEditor_memorial on Memorial {\n    memorialId\n    title\n    gedcomUrl\n    indexRecord { id recordId }\n    permissions { canEdit canComment }\n    elements { id }\n    ...MemorialBasicsForm_memorial\n    ...PicturesSection_memorial\n    ...StoriesSection_memorial\n    ...FactsSection_memorial\n    ...SourcesSection_memorial\n    ...LinksSection_memorial\n    ...CommentsSection_memorial\n    ...CorrectionsSection_memorial\n    ...RecordConnection_memorial\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Memorial($id: ID!) {\n    memorial(globalId: $id) {\n      id\n      title\n      gedcomUrl\n      permissions { canEdit canComment }\n      ...MemorialDetails_memorial\n    }\n  }\n"): (typeof documents)["\n  query Memorial($id: ID!) {\n    memorial(globalId: $id) {\n      id\n      title\n      gedcomUrl\n      permissions { canEdit canComment }\n      ...MemorialDetails_memorial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemorialReferences_memorial on Memorial {\n    sources {\n      id\n      link\n      comment\n      # A record's source also opens its page of the scan, the person outlined (?rec=).\n      record { id recordId title image { id imageId } subImage { id subImageId } }\n    }\n    links { id type url text objectId }\n    comments { id text authorUsername created }\n  }\n"): (typeof documents)["\n  fragment MemorialReferences_memorial on Memorial {\n    sources {\n      id\n      link\n      comment\n      # A record's source also opens its page of the scan, the person outlined (?rec=).\n      record { id recordId title image { id imageId } subImage { id subImageId } }\n    }\n    links { id type url text objectId }\n    comments { id text authorUsername created }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment YourMemorialRow_memorial on Memorial {\n    memorialId\n    title\n    type\n    privacyMode\n    lastModified\n    gedcomUrl\n    thumbnail(width: 100, height: 100) { ...Thumbnail_thumbnail }\n  }\n"): (typeof documents)["\n  fragment YourMemorialRow_memorial on Memorial {\n    memorialId\n    title\n    type\n    privacyMode\n    lastModified\n    gedcomUrl\n    thumbnail(width: 100, height: 100) { ...Thumbnail_thumbnail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query YourMemorials($first: Int!, $after: String) {\n    myMemorials(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id ...YourMemorialRow_memorial } }\n    }\n  }\n"): (typeof documents)["\n  query YourMemorials($first: Int!, $after: String) {\n    myMemorials(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id ...YourMemorialRow_memorial } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentsSection_memorial on Memorial {\n    comments { id canEdit text authorUsername created }\n  }\n"): (typeof documents)["\n  fragment CommentsSection_memorial on Memorial {\n    comments { id canEdit text authorUsername created }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CorrectionsSection_memorial on Memorial {\n    corrections { id canEdit text field authorUsername created }\n  }\n"): (typeof documents)["\n  fragment CorrectionsSection_memorial on Memorial {\n    corrections { id canEdit text field authorUsername created }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactsSection_memorial on Memorial {\n    facts {\n      id\n      canEdit\n      type\n      name\n      value\n      date { start { year month day } end { year month day } }\n      place\n      origin\n      event\n      sources { id link comment }\n    }\n  }\n"): (typeof documents)["\n  fragment FactsSection_memorial on Memorial {\n    facts {\n      id\n      canEdit\n      type\n      name\n      value\n      date { start { year month day } end { year month day } }\n      place\n      origin\n      event\n      sources { id link comment }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImagePicker($id: ID!) {\n    image(globalId: $id) {\n      id\n      imageId\n      title\n      width\n      height\n      thumbnail(width: 400, height: 400) { url }\n    }\n  }\n"): (typeof documents)["\n  query ImagePicker($id: ID!) {\n    image(globalId: $id) {\n      id\n      imageId\n      title\n      width\n      height\n      thumbnail(width: 400, height: 400) { url }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportableFacts($memorialId: ID!, $recordId: ID!) {\n    importableFacts(memorialGlobalId: $memorialId, recordGlobalId: $recordId) { id type name value alreadyOnMemorial }\n    indexRecord(globalId: $recordId) { id fullName }\n  }\n"): (typeof documents)["\n  query ImportableFacts($memorialId: ID!, $recordId: ID!) {\n    importableFacts(memorialGlobalId: $memorialId, recordGlobalId: $recordId) { id type name value alreadyOnMemorial }\n    indexRecord(globalId: $recordId) { id fullName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportFactsFromRecord($memorialId: ID!, $recordId: ID!, $factIds: [String!]) {\n    importFactsFromRecord(memorialGlobalId: $memorialId, recordGlobalId: $recordId, factIds: $factIds) {\n      id\n      ...MemorialEditor_memorial\n    }\n  }\n"): (typeof documents)["\n  mutation ImportFactsFromRecord($memorialId: ID!, $recordId: ID!, $factIds: [String!]) {\n    importFactsFromRecord(memorialGlobalId: $memorialId, recordGlobalId: $recordId, factIds: $factIds) {\n      id\n      ...MemorialEditor_memorial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LinksSection_memorial on Memorial {\n    links { id canEdit type url text objectId }\n  }\n"): (typeof documents)["\n  fragment LinksSection_memorial on Memorial {\n    links { id canEdit type url text objectId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PictureSlot_image on MemorialImage {\n    id\n    canEdit\n    reference\n    rect { x y w h }\n    yPosition\n    caption\n    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n  }\n"): (typeof documents)["\n  fragment PictureSlot_image on MemorialImage {\n    id\n    canEdit\n    reference\n    rect { x y w h }\n    yPosition\n    caption\n    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PicturesSection_memorial on Memorial {\n    coverImage { id ...PictureSlot_image }\n    backgroundImage { id ...PictureSlot_image }\n    honorImage { id ...PictureSlot_image }\n    images {\n      id\n      kind\n      canEdit\n      reference\n      caption\n      thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n    }\n  }\n"): (typeof documents)["\n  fragment PicturesSection_memorial on Memorial {\n    coverImage { id ...PictureSlot_image }\n    backgroundImage { id ...PictureSlot_image }\n    honorImage { id ...PictureSlot_image }\n    images {\n      id\n      kind\n      canEdit\n      reference\n      caption\n      thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordConnection_memorial on Memorial {\n    id\n    memorialId\n    indexRecord { id recordId fullName }\n  }\n"): (typeof documents)["\n  fragment RecordConnection_memorial on Memorial {\n    id\n    memorialId\n    indexRecord { id recordId fullName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectMemorialRecord($memorialGlobalId: ID!, $recordGlobalId: ID!) {\n    disconnectMemorialRecord(memorialGlobalId: $memorialGlobalId, recordGlobalId: $recordGlobalId) {\n      ...RecordConnection_memorial\n      links { id }\n      elements { id }\n    }\n  }\n"): (typeof documents)["\n  mutation DisconnectMemorialRecord($memorialGlobalId: ID!, $recordGlobalId: ID!) {\n    disconnectMemorialRecord(memorialGlobalId: $memorialGlobalId, recordGlobalId: $recordGlobalId) {\n      ...RecordConnection_memorial\n      links { id }\n      elements { id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SourcesSection_memorial on Memorial {\n    sources { id canEdit link comment }\n  }\n"): (typeof documents)["\n  fragment SourcesSection_memorial on Memorial {\n    sources { id canEdit link comment }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoriesSection_memorial on Memorial {\n    stories {\n      id\n      canEdit\n      title\n      content\n      dateText\n      date { start { year month day } end { year month day } }\n      placeText\n    }\n  }\n"): (typeof documents)["\n  fragment StoriesSection_memorial on Memorial {\n    stories {\n      id\n      canEdit\n      title\n      content\n      dateText\n      date { start { year month day } end { year month day } }\n      placeText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMemorialElements($memorialGlobalId: ID!, $changes: [MemorialElementChangeInput!], $newElements: [MemorialElementInput!], $deletions: [ID!]) {\n    changeMemorialElements(memorialGlobalId: $memorialGlobalId, changes: $changes, newElements: $newElements, deletions: $deletions) {\n      memorial {\n        id\n        ...MemorialEditor_memorial\n      }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMemorialElements($memorialGlobalId: ID!, $changes: [MemorialElementChangeInput!], $newElements: [MemorialElementInput!], $deletions: [ID!]) {\n    changeMemorialElements(memorialGlobalId: $memorialGlobalId, changes: $changes, newElements: $newElements, deletions: $deletions) {\n      memorial {\n        id\n        ...MemorialEditor_memorial\n      }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderMemorialElements($memorialGlobalId: ID!, $elementIds: [ID!]!) {\n    reorderMemorialElements(memorialGlobalId: $memorialGlobalId, elementIds: $elementIds) {\n      id\n      ...MemorialEditor_memorial\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderMemorialElements($memorialGlobalId: ID!, $elementIds: [ID!]!) {\n    reorderMemorialElements(memorialGlobalId: $memorialGlobalId, elementIds: $elementIds) {\n      id\n      ...MemorialEditor_memorial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerPage($slug: String!) {\n    partner(slug: $slug) {\n      id\n      name\n      description\n      website\n      iconUrl\n      backgroundUrl\n      publications {\n        id\n        ...PublicationCard_publication\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerPage($slug: String!) {\n    partner(slug: $slug) {\n      id\n      name\n      description\n      website\n      iconUrl\n      backgroundUrl\n      publications {\n        id\n        ...PublicationCard_publication\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerTile_partner on Partner {\n    slug\n    name\n    iconUrl\n  }\n"): (typeof documents)["\n  fragment PartnerTile_partner on Partner {\n    slug\n    name\n    iconUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicationDetails_publication on Publication {\n    publicationId\n    title\n    shortDescription\n    mediumDescription\n    provider\n    contentType\n    docType\n    conflict\n    accessLevel\n    isNew\n    hasOcr\n    rollCount\n    imageCount\n    recordCount\n    browseLabels\n    lastUpdated\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment PublicationDetails_publication on Publication {\n    publicationId\n    title\n    shortDescription\n    mediumDescription\n    provider\n    contentType\n    docType\n    conflict\n    accessLevel\n    isNew\n    hasOcr\n    rollCount\n    imageCount\n    recordCount\n    browseLabels\n    lastUpdated\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Publication($id: ID!, $sample: SearchQueryInput!) {\n    publication(globalId: $id) {\n      id\n      title\n      slug\n      ...PublicationDetails_publication\n    }\n    # Pages shown as a sample of the publication.\n    sample: search(query: $sample, first: 12) {\n      totalCount\n      nodes {\n        ...HitTile_hit\n      }\n    }\n  }\n"): (typeof documents)["\n  query Publication($id: ID!, $sample: SearchQueryInput!) {\n    publication(globalId: $id) {\n      id\n      title\n      slug\n      ...PublicationDetails_publication\n    }\n    # Pages shown as a sample of the publication.\n    sample: search(query: $sample, first: 12) {\n      totalCount\n      nodes {\n        ...HitTile_hit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeniedPage_record on IndexRecord {\n    id\n    title\n    # Aliased: the record's details ask its thumbnail at another size beside it.\n    denyThumbnail: thumbnail(width: 200, height: 200) {\n      ...Thumbnail_thumbnail\n    }\n    access {\n      action\n      requirement\n    }\n  }\n"): (typeof documents)["\n  fragment DeniedPage_record on IndexRecord {\n    id\n    title\n    # Aliased: the record's details ask its thumbnail at another size beside it.\n    denyThumbnail: thumbnail(width: 200, height: 200) {\n      ...Thumbnail_thumbnail\n    }\n    access {\n      action\n      requirement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IndexRecordDetails_record on IndexRecord {\n    title\n    fullName\n    givenName\n    middleName\n    surname\n    nameSuffix\n    gender\n    race\n    birthDate\n    birthPlace { label }\n    residencePlace { label }\n    enlistmentDate\n    enlistmentPlace { label }\n    dischargeDate\n    deathDate\n    deathPlace { label }\n    conflict\n    branch\n    rank\n    unit\n    serviceNumber\n    casualtyType\n    award\n    deathCause\n    enlistmentRank\n    dischargeRank\n    theater\n    burialDate\n    burialPlace { label }\n    regiment { id regimentId name }\n    company { id companyId name }\n    image { id imageId title }\n    subImage { id subImageId }\n    publication { id publicationId title slug }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment IndexRecordDetails_record on IndexRecord {\n    title\n    fullName\n    givenName\n    middleName\n    surname\n    nameSuffix\n    gender\n    race\n    birthDate\n    birthPlace { label }\n    residencePlace { label }\n    enlistmentDate\n    enlistmentPlace { label }\n    dischargeDate\n    deathDate\n    deathPlace { label }\n    conflict\n    branch\n    rank\n    unit\n    serviceNumber\n    casualtyType\n    award\n    deathCause\n    enlistmentRank\n    dischargeRank\n    theater\n    burialDate\n    burialPlace { label }\n    regiment { id regimentId name }\n    company { id companyId name }\n    image { id imageId title }\n    subImage { id subImageId }\n    publication { id publicationId title slug }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordCitation_record on IndexRecord {\n    recordId\n    fullName\n    publication { title provider }\n    image { id ordinal roll { rollId literalTitle } }\n  }\n"): (typeof documents)["\n  fragment RecordCitation_record on IndexRecord {\n    recordId\n    fullName\n    publication { title provider }\n    image { id ordinal roll { rollId literalTitle } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Record($nodeId: ID!) {\n    node(id: $nodeId) {\n      __typename\n      id\n      ... on IndexRecord {\n        title\n        access {\n          action\n        }\n        ...IndexRecordDetails_record\n        ...RecordCitation_record\n        ...DeniedPage_record\n        ...SuggestCorrection_record\n      }\n    }\n    session {\n      user {\n        userId\n      }\n    }\n    staff {\n      abilities\n    }\n  }\n"): (typeof documents)["\n  query Record($nodeId: ID!) {\n    node(id: $nodeId) {\n      __typename\n      id\n      ... on IndexRecord {\n        title\n        access {\n          action\n        }\n        ...IndexRecordDetails_record\n        ...RecordCitation_record\n        ...DeniedPage_record\n        ...SuggestCorrection_record\n      }\n    }\n    session {\n      user {\n        userId\n      }\n    }\n    staff {\n      abilities\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SuggestCorrection_record on IndexRecord {\n    givenName\n    middleName\n    surname\n    nameSuffix\n    birthDate\n    enlistmentDate\n    dischargeDate\n    deathDate\n    burialDate\n  }\n"): (typeof documents)["\n  fragment SuggestCorrection_record on IndexRecord {\n    givenName\n    middleName\n    surname\n    nameSuffix\n    birthDate\n    enlistmentDate\n    dischargeDate\n    deathDate\n    burialDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeRecordCorrection($input: ProposeRecordCorrectionInput!) {\n    proposeRecordCorrection(input: $input) {\n      proposal { field value state }\n      userErrors { field message code }\n    }\n  }\n"): (typeof documents)["\n  mutation ProposeRecordCorrection($input: ProposeRecordCorrectionInput!) {\n    proposeRecordCorrection(input: $input) {\n      proposal { field value state }\n      userErrors { field message code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegimentDetails_regiment on Regiment {\n    name\n    types\n    subType\n    branch\n    side\n    conflict\n    provider\n    state\n    place { label }\n    startPlace\n    endPlace\n    startDate\n    endDate\n    nicknames\n    aliases\n    history\n    leaders\n    childUnitTypes\n    unitFacts { ...UnitFactsPanel_facts }\n    events { ...UnitEvents_event }\n    battles { id battleId ...MapPoint_battle }\n    companies { id companyId name letter }\n    images { id imageId ...UnitImages_image }\n  }\n"): (typeof documents)["\n  fragment RegimentDetails_regiment on Regiment {\n    name\n    types\n    subType\n    branch\n    side\n    conflict\n    provider\n    state\n    place { label }\n    startPlace\n    endPlace\n    startDate\n    endDate\n    nicknames\n    aliases\n    history\n    leaders\n    childUnitTypes\n    unitFacts { ...UnitFactsPanel_facts }\n    events { ...UnitEvents_event }\n    battles { id battleId ...MapPoint_battle }\n    companies { id companyId name letter }\n    images { id imageId ...UnitImages_image }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Regiment($id: ID!) {\n    regiment(globalId: $id) {\n      id\n      name\n      ...RegimentDetails_regiment\n    }\n  }\n"): (typeof documents)["\n  query Regiment($id: ID!) {\n    regiment(globalId: $id) {\n      id\n      name\n      ...RegimentDetails_regiment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegimentLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {\n    regiment(globalId: $id) {\n      id\n      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }\n      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }\n    }\n  }\n"): (typeof documents)["\n  query RegimentLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {\n    regiment(globalId: $id) {\n      id\n      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }\n      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FacetList_facet on Facet {\n    type\n    totalCount\n    values {\n      value\n      label\n      shortLabel\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment FacetList_facet on Facet {\n    type\n    totalCount\n    values {\n      value\n      label\n      shortLabel\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FacetSidebar_results on SearchResults {\n    earliestDate\n    latestDate\n    facets {\n      type\n      values {\n        value\n        count\n      }\n      ...FacetList_facet\n    }\n  }\n"): (typeof documents)["\n  fragment FacetSidebar_results on SearchResults {\n    earliestDate\n    latestDate\n    facets {\n      type\n      values {\n        value\n        count\n      }\n      ...FacetList_facet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchHit_hit on SearchHit {\n    title\n    highlights\n    matches {\n      field\n      kind\n      value\n    }\n    doc {\n      id\n      ...SearchHitDetails_doc\n      # A record's picture is its region of the page: it opens the page with the person outlined (?rec=).\n      ... on IndexRecord {\n        subImage {\n          id\n          subImageId\n          image {\n            id\n            imageId\n          }\n        }\n      }\n    }\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    access {\n      requirement\n    }\n  }\n"): (typeof documents)["\n  fragment SearchHit_hit on SearchHit {\n    title\n    highlights\n    matches {\n      field\n      kind\n      value\n    }\n    doc {\n      id\n      ...SearchHitDetails_doc\n      # A record's picture is its region of the page: it opens the page with the person outlined (?rec=).\n      ... on IndexRecord {\n        subImage {\n          id\n          subImageId\n          image {\n            id\n            imageId\n          }\n        }\n      }\n    }\n    thumbnail {\n      ...Thumbnail_thumbnail\n    }\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    access {\n      requirement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchHitDetails_doc on Node {\n    __typename\n    id\n    ... on IndexRecord {\n      rank\n      unit\n      conflict\n      birthDate\n      birthPlace {\n        label\n      }\n      enlistmentDate\n    }\n    ... on Image {\n      roll {\n        rollId\n        name\n      }\n    }\n    ... on File {\n      imageCount\n      browsePath\n    }\n    ... on Memorial {\n      primaryMilitaryEvent\n      ownerUsername\n    }\n    ... on Regiment {\n      side\n      conflict\n      state\n      startDate\n      endDate\n    }\n    ... on Battle {\n      conflict\n      place\n      battleStart: startDate\n      battleEnd: endDate\n      outcome\n    }\n    ... on Company {\n      regiment {\n        id\n        name\n      }\n    }\n    ... on Publication {\n      recordCount\n      imageCount\n    }\n  }\n"): (typeof documents)["\n  fragment SearchHitDetails_doc on Node {\n    __typename\n    id\n    ... on IndexRecord {\n      rank\n      unit\n      conflict\n      birthDate\n      birthPlace {\n        label\n      }\n      enlistmentDate\n    }\n    ... on Image {\n      roll {\n        rollId\n        name\n      }\n    }\n    ... on File {\n      imageCount\n      browsePath\n    }\n    ... on Memorial {\n      primaryMilitaryEvent\n      ownerUsername\n    }\n    ... on Regiment {\n      side\n      conflict\n      state\n      startDate\n      endDate\n    }\n    ... on Battle {\n      conflict\n      place\n      battleStart: startDate\n      battleEnd: endDate\n      outcome\n    }\n    ... on Company {\n      regiment {\n        id\n        name\n      }\n    }\n    ... on Publication {\n      recordCount\n      imageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($query: SearchQueryInput!, $first: Int!, $offset: Int!, $after: String) {\n    search(query: $query, first: $first, offset: $offset, after: $after) {\n      totalCount\n      nodes {\n        ...SearchHit_hit\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search($query: SearchQueryInput!, $first: Int!, $offset: Int!, $after: String) {\n    search(query: $query, first: $first, offset: $offset, after: $after) {\n      totalCount\n      nodes {\n        ...SearchHit_hit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchFacets($query: SearchQueryInput!) {\n    search(query: $query) {\n      totalCount\n      facets {\n        type\n        values {\n          value\n          label\n        }\n      }\n      ...FacetSidebar_results\n    }\n  }\n"): (typeof documents)["\n  query SearchFacets($query: SearchQueryInput!) {\n    search(query: $query) {\n      totalCount\n      facets {\n        type\n        values {\n          value\n          label\n        }\n      }\n      ...FacetSidebar_results\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmptySearch {\n    emptySearch {\n      totalCount\n      ...FacetSidebar_results\n    }\n    siteCounts {\n      records\n    }\n  }\n"): (typeof documents)["\n  query EmptySearch {\n    emptySearch {\n      totalCount\n      ...FacetSidebar_results\n    }\n    siteCounts {\n      records\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Suggest($type: SuggestionType!, $prefix: String!) {\n    suggest(type: $type, prefix: $prefix, limit: 10) {\n      value\n      label\n      count\n    }\n  }\n"): (typeof documents)["\n  query Suggest($type: SuggestionType!, $prefix: String!) {\n    suggest(type: $type, prefix: $prefix, limit: 10) {\n      value\n      label\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlugOfNode($id: ID!) {\n    node(id: $id) {\n      id\n      ... on TitleCollection {\n        slug\n      }\n      ... on Partner {\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query SlugOfNode($id: ID!) {\n    node(id: $id) {\n      id\n      ... on TitleCollection {\n        slug\n      }\n      ... on Partner {\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LinkedRecords_connection on IndexRecordConnection {\n    totalCount\n    pageInfo { hasNextPage endCursor }\n    edges {\n      node {\n        id\n        recordId\n        fullName\n        rank\n        enlistmentDate\n        casualtyType\n        company { id companyId letter }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LinkedRecords_connection on IndexRecordConnection {\n    totalCount\n    pageInfo { hasNextPage endCursor }\n    edges {\n      node {\n        id\n        recordId\n        fullName\n        rank\n        enlistmentDate\n        casualtyType\n        company { id companyId letter }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LinkedMemorials_connection on MemorialConnection {\n    totalCount\n    pageInfo { hasNextPage endCursor }\n    edges { node { id memorialId title description type } }\n  }\n"): (typeof documents)["\n  fragment LinkedMemorials_connection on MemorialConnection {\n    totalCount\n    pageInfo { hasNextPage endCursor }\n    edges { node { id memorialId title description type } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitEvents_event on UnitEvent {\n    kind\n    title\n    startDate\n    endDate\n    place\n    battle { id battleId }\n  }\n"): (typeof documents)["\n  fragment UnitEvents_event on UnitEvent {\n    kind\n    title\n    startDate\n    endDate\n    place\n    battle { id battleId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitFactsPanel_facts on UnitFacts {\n    numberOfSoldiers\n    averageAgeAtEnlistment\n    medianAgeAtEnlistment\n    diedInWar\n    diedInUnit\n    woundedInUnit\n    prisonerOfWarWhileInRegiment\n    mostCommonEnlistmentPlace { place { name label } soldiers }\n    mostCommonEnlistmentDate { date soldiers }\n    firstEnlistmentDate\n  }\n"): (typeof documents)["\n  fragment UnitFactsPanel_facts on UnitFacts {\n    numberOfSoldiers\n    averageAgeAtEnlistment\n    medianAgeAtEnlistment\n    diedInWar\n    diedInUnit\n    woundedInUnit\n    prisonerOfWarWhileInRegiment\n    mostCommonEnlistmentPlace { place { name label } soldiers }\n    mostCommonEnlistmentDate { date soldiers }\n    firstEnlistmentDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitImages_image on Image {\n    id\n    imageId\n    title\n    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n  }\n"): (typeof documents)["\n  fragment UnitImages_image on Image {\n    id\n    imageId\n    title\n    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HonorTile_image on HonorImage {\n    id\n    title\n    conflict\n    memorial {\n      id\n      memorialId\n    }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment HonorTile_image on HonorImage {\n    id\n    title\n    conflict\n    memorial {\n      id\n      memorialId\n    }\n    thumbnail(width: 300, height: 300) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HonorWallPage($conflict: String, $q: String, $offset: Int!, $first: Int!) {\n    honorWall(conflict: $conflict, q: $q, offset: $offset, first: $first) {\n      totalCount\n      nodes {\n        id\n        ...HonorTile_image\n      }\n      conflicts {\n        conflict\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query HonorWallPage($conflict: String, $q: String, $offset: Int!, $first: Int!) {\n    honorWall(conflict: $conflict, q: $q, offset: $offset, first: $first) {\n      totalCount\n      nodes {\n        id\n        ...HonorTile_image\n      }\n      conflicts {\n        conflict\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Filmstrip_image on Image {\n    imageId\n    ordinal\n    file {\n      id\n      imageCount\n    }\n    previousImage {\n      id\n      imageId\n    }\n    nextImage {\n      id\n      imageId\n    }\n    filmstrip(count: 9) {\n      id\n      imageId\n      ordinal\n      title\n      thumbnail(width: 100, height: 100) {\n        ...Thumbnail_thumbnail\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment Filmstrip_image on Image {\n    imageId\n    ordinal\n    file {\n      id\n      imageCount\n    }\n    previousImage {\n      id\n      imageId\n    }\n    nextImage {\n      id\n      imageId\n    }\n    filmstrip(count: 9) {\n      id\n      imageId\n      ordinal\n      title\n      thumbnail(width: 100, height: 100) {\n        ...Thumbnail_thumbnail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageCitation_image on Image {\n    imageId\n    ordinal\n    roll { rollId literalTitle }\n    publication { title provider }\n    indexRecords { id fullName }\n  }\n"): (typeof documents)["\n  fragment PageCitation_image on Image {\n    imageId\n    ordinal\n    roll { rollId literalTitle }\n    publication { title provider }\n    indexRecords { id fullName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintImage($id: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {\n    image(globalId: $id) {\n      id\n      title\n      printUrl(rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert)\n      printDenial: access(action: PRINT) {\n        requirement\n      }\n      denyThumbnail: thumbnail(width: 200, height: 200) {\n        ...Thumbnail_thumbnail\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintImage($id: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {\n    image(globalId: $id) {\n      id\n      title\n      printUrl(rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert)\n      printDenial: access(action: PRINT) {\n        requirement\n      }\n      denyThumbnail: thumbnail(width: 200, height: 200) {\n        ...Thumbnail_thumbnail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScanViewer_image on Image {\n    title\n    tileSource\n    width\n    height\n    # Aliased so the page's own thumbnail and access fields keep their arguments.\n    viewDenial: access(action: VIEW) {\n      requirement\n    }\n    denyThumbnail: thumbnail(width: 200, height: 200) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment ScanViewer_image on Image {\n    title\n    tileSource\n    width\n    height\n    # Aliased so the page's own thumbnail and access fields keep their arguments.\n    viewDenial: access(action: VIEW) {\n      requirement\n    }\n    denyThumbnail: thumbnail(width: 200, height: 200) {\n      ...Thumbnail_thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerSubImage($id: ID!) {\n    subImage(globalId: $id) {\n      id\n      image {\n        id\n        imageId\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerSubImage($id: ID!) {\n    subImage(globalId: $id) {\n      id\n      image {\n        id\n        imageId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerBreadcrumb_image on Image {\n    breadcrumbs {\n      label\n      value\n    }\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    uploader {\n      userId\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerBreadcrumb_image on Image {\n    breadcrumbs {\n      label\n      value\n    }\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    uploader {\n      userId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerInfoPane_image on Image {\n    title\n    ordinal\n    viewCount\n    hasOcr\n    roll {\n      rollId\n      name\n    }\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    subImages {\n      id\n      subImageId\n      title\n    }\n    ...ViewerBreadcrumb_image\n    ...PageCitation_image\n    indexRecords {\n      id\n      recordId\n      fullName\n      rank\n      unit\n      subImage {\n        id\n        subImageId\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerInfoPane_image on Image {\n    title\n    ordinal\n    viewCount\n    hasOcr\n    roll {\n      rollId\n      name\n    }\n    publication {\n      id\n      publicationId\n      title\n      slug\n    }\n    subImages {\n      id\n      subImageId\n      title\n    }\n    ...ViewerBreadcrumb_image\n    ...PageCitation_image\n    indexRecords {\n      id\n      recordId\n      fullName\n      rank\n      unit\n      subImage {\n        id\n        subImageId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerTopBar_image on Image {\n    title\n    breadcrumbs {\n      label\n      value\n    }\n    publication {\n      id\n      publicationId\n      title\n    }\n    uploader {\n      userId\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerTopBar_image on Image {\n    title\n    breadcrumbs {\n      label\n      value\n    }\n    publication {\n      id\n      publicationId\n      title\n    }\n    uploader {\n      userId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnotationList_image on Image {\n    annotationsExportUrl\n    annotations {\n      id\n      annotationId\n      type\n      value\n      label\n      editable\n      url\n      author {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AnnotationList_image on Image {\n    annotationsExportUrl\n    annotations {\n      id\n      annotationId\n      type\n      value\n      label\n      editable\n      url\n      author {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAnnotation($input: CreateAnnotationInput!) {\n    createAnnotation(input: $input) {\n      annotation {\n        id\n        annotationId\n        type\n        value\n        label\n        editable\n        url\n        rect {\n          x\n          y\n          w\n          h\n        }\n        author {\n          username\n        }\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAnnotation($input: CreateAnnotationInput!) {\n    createAnnotation(input: $input) {\n      annotation {\n        id\n        annotationId\n        type\n        value\n        label\n        editable\n        url\n        rect {\n          x\n          y\n          w\n          h\n        }\n        author {\n          username\n        }\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAnnotation($annotationGlobalId: ID!, $input: UpdateAnnotationInput!) {\n    updateAnnotation(annotationGlobalId: $annotationGlobalId, input: $input) {\n      annotation {\n        id\n        type\n        value\n        label\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAnnotation($annotationGlobalId: ID!, $input: UpdateAnnotationInput!) {\n    updateAnnotation(annotationGlobalId: $annotationGlobalId, input: $input) {\n      annotation {\n        id\n        type\n        value\n        label\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAnnotation($annotationGlobalId: ID!) {\n    deleteAnnotation(annotationGlobalId: $annotationGlobalId) {\n      id\n      annotations {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAnnotation($annotationGlobalId: ID!) {\n    deleteAnnotation(annotationGlobalId: $annotationGlobalId) {\n      id\n      annotations {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnotationLayer_image on Image {\n    annotations {\n      id\n      annotationId\n      type\n      rect {\n        x\n        y\n        w\n        h\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AnnotationLayer_image on Image {\n    annotations {\n      id\n      annotationId\n      type\n      rect {\n        x\n        y\n        w\n        h\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownloadDialogAccess($id: ID!) {\n    image(globalId: $id) {\n      id\n      downloadDenial: access(action: DOWNLOAD) {\n        requirement\n      }\n      pdfDenial: access(action: DOWNLOAD_PDF) {\n        requirement\n      }\n      denyThumbnail: thumbnail(width: 200, height: 200) {\n        ...Thumbnail_thumbnail\n      }\n    }\n  }\n"): (typeof documents)["\n  query DownloadDialogAccess($id: ID!) {\n    image(globalId: $id) {\n      id\n      downloadDenial: access(action: DOWNLOAD) {\n        requirement\n      }\n      pdfDenial: access(action: DOWNLOAD_PDF) {\n        requirement\n      }\n      denyThumbnail: thumbnail(width: 200, height: 200) {\n        ...Thumbnail_thumbnail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerDownload($id: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {\n    image(globalId: $id) {\n      id\n      downloadUrl(rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert)\n    }\n  }\n"): (typeof documents)["\n  query ViewerDownload($id: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {\n    image(globalId: $id) {\n      id\n      downloadUrl(rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PdfProgress_request on PdfRequest {\n    id\n    state\n    expires\n    downloadUrl\n    failure\n  }\n"): (typeof documents)["\n  fragment PdfProgress_request on PdfRequest {\n    id\n    state\n    expires\n    downloadUrl\n    failure\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DownloadRequestPdf($imageGlobalId: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {\n    requestPdf(imageGlobalId: $imageGlobalId, rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert) {\n      id\n      ...PdfProgress_request\n    }\n  }\n"): (typeof documents)["\n  mutation DownloadRequestPdf($imageGlobalId: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {\n    requestPdf(imageGlobalId: $imageGlobalId, rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert) {\n      id\n      ...PdfProgress_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownloadPdfRequest($id: ID!) {\n    pdfRequest(id: $id) {\n      id\n      ...PdfProgress_request\n    }\n  }\n"): (typeof documents)["\n  query DownloadPdfRequest($id: ID!) {\n    pdfRequest(id: $id) {\n      id\n      ...PdfProgress_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerImage($id: ID!) {\n    image(globalId: $id) {\n      id\n      imageId\n      title\n      # 'Manage this image' (content §2.4): the admin link comes only to staff who manage images; only they ever\n      # get a hidden page.\n      adminLink\n      hidden\n      previousImage {\n        id\n        imageId\n      }\n      nextImage {\n        id\n        imageId\n      }\n      publication {\n        id\n        allowAnnotations\n        allowPrint\n        allowDownload\n        allowDownloadDoc\n      }\n      subImages {\n        id\n        subImageId\n        x\n        y\n        w\n        h\n      }\n      ...ScanViewer_image\n      ...ViewerTopBar_image\n      ...ViewerInfoPane_image\n      ...Filmstrip_image\n      # Null when the caller may annotate; Annotate is shown only then (content §2.4).\n      annotate: access(action: ANNOTATE) {\n        requirement\n      }\n      annotations {\n        id\n        annotationId\n        type\n        value\n        label\n      }\n      ...AnnotationLayer_image\n      ...AnnotationList_image\n    }\n  }\n"): (typeof documents)["\n  query ViewerImage($id: ID!) {\n    image(globalId: $id) {\n      id\n      imageId\n      title\n      # 'Manage this image' (content §2.4): the admin link comes only to staff who manage images; only they ever\n      # get a hidden page.\n      adminLink\n      hidden\n      previousImage {\n        id\n        imageId\n      }\n      nextImage {\n        id\n        imageId\n      }\n      publication {\n        id\n        allowAnnotations\n        allowPrint\n        allowDownload\n        allowDownloadDoc\n      }\n      subImages {\n        id\n        subImageId\n        x\n        y\n        w\n        h\n      }\n      ...ScanViewer_image\n      ...ViewerTopBar_image\n      ...ViewerInfoPane_image\n      ...Filmstrip_image\n      # Null when the caller may annotate; Annotate is shown only then (content §2.4).\n      annotate: access(action: ANNOTATE) {\n        requirement\n      }\n      annotations {\n        id\n        annotationId\n        type\n        value\n        label\n      }\n      ...AnnotationLayer_image\n      ...AnnotationList_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManageImageDialog($id: ID!) {\n    image(globalId: $id) {\n      id\n      management {\n        title\n        shortTitle\n        position\n        pageCount\n        revision\n        hidden\n        width\n        height\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManageImageDialog($id: ID!) {\n    image(globalId: $id) {\n      id\n      management {\n        title\n        shortTitle\n        position\n        pageCount\n        revision\n        hidden\n        width\n        height\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ManageRotateImage($input: RotateImageInput!) {\n    rotateImage(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ManageRotateImage($input: RotateImageInput!) {\n    rotateImage(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ManageImageVisibility($input: SetImageVisibilityInput!) {\n    setImageVisibility(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ManageImageVisibility($input: SetImageVisibilityInput!) {\n    setImageVisibility(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ManageMoveImage($input: MoveImageInput!) {\n    moveImage(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ManageMoveImage($input: MoveImageInput!) {\n    moveImage(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ManageRetitleImage($input: RetitleImageInput!) {\n    retitleImage(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ManageRetitleImage($input: RetitleImageInput!) {\n    retitleImage(input: $input) {\n      image {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerFind($id: ID!, $text: String!) {\n    image(globalId: $id) {\n      id\n      findInPage(text: $text) {\n        total\n        hits {\n          words {\n            x\n            y\n            w\n            h\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerFind($id: ID!, $text: String!) {\n    image(globalId: $id) {\n      id\n      findInPage(text: $text) {\n        total\n        hits {\n          words {\n            x\n            y\n            w\n            h\n          }\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;