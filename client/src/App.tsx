import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from './components/ErrorBoundary';
import { NotFound } from './components/QueryStatus';
import { ShellLayout } from './components/shell/ShellLayout';
import { AccountPage } from './routes/account/details/AccountPage';
import { ConfirmEmailChangePage } from './routes/account/email/ConfirmEmailChangePage';
import { UnlockAccountPage } from './routes/account/email/UnlockAccountPage';
import { VerifyEmailPage } from './routes/account/email/VerifyEmailPage';
import { ForgotPasswordPage } from './routes/account/password/ForgotPasswordPage';
import { ResetPasswordPage } from './routes/account/password/ResetPasswordPage';
import { ProfilePage } from './routes/account/profile/ProfilePage';
import { RegisterPage } from './routes/account/register/RegisterPage';
import { SignInPage } from './routes/account/signin/SignInPage';
import { SignOffPage } from './routes/account/signoff/SignOffPage';
import { FeedbackAdminPage } from './routes/admin/feedback/FeedbackAdminPage';
import { AdminPage } from './routes/admin/AdminPage';
import { BattlePage } from './routes/battle/BattlePage';
import { ContactPage } from './routes/contact/ContactPage';
import { BrowsePage } from './routes/browse/BrowsePage';
import { CompanyPage } from './routes/company/CompanyPage';
import { FilePage } from './routes/file/FilePage';
import { HomePage } from './routes/home/HomePage';
import { CollectionPage } from './routes/collection/CollectionPage';
import { HelpPage } from './routes/help/HelpPage';
import { DocumentRedirect } from './routes/share-links/DocumentRedirect';
import { ExternalDocumentPage } from './routes/share-links/ExternalDocumentPage';
import { SlugOrId } from './routes/share-links/SlugOrId';
import { PrivacyPage } from './routes/legal/PrivacyPage';
import { TermsPage } from './routes/legal/TermsPage';
import { PartnerPage } from './routes/partner/PartnerPage';
import { WallPage } from './routes/wall/WallPage';
import { MemorialPage } from './routes/memorial/MemorialPage';
import { MemorialCreatePage } from './routes/memorial/MemorialCreatePage';
import { MemorialEditPage } from './routes/memorial/MemorialEditPage';
import { YourMemorialsPage } from './routes/memorial/YourMemorialsPage';
import { GalleryPage } from './routes/gallery/GalleryPage';
import { RecentPage } from './routes/gallery/RecentPage';
import { TagPage } from './routes/gallery/TagPage';
import { UploadsPage } from './routes/gallery/UploadsPage';
import { PublicationPage } from './routes/publication/PublicationPage';
import { RecordPage } from './routes/record/RecordPage';
import { RegimentPage } from './routes/regiment/RegimentPage';
import { SearchPage } from './routes/search/SearchPage';
import { UnitPage } from './routes/unit/UnitPage';
import { ChoosePlanPage } from './routes/membership/ChoosePlanPage';
import { FreeTrialPage } from './routes/membership/FreeTrialPage';
import { TestCheckoutPage } from './routes/membership/TestCheckoutPage';
import { CheckoutReturnPage } from './routes/membership/CheckoutReturnPage';

/** The spec's routes (content spec §2.1, accounts spec §2); pretty links may carry a trailing slug. */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A pathless child keeps the header and footer when a page fails to render.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'search', element: <SearchPage /> },
          { path: 'browse', element: <BrowsePage /> },
          { path: 'publication/:id/:slug?', element: <PublicationPage /> },
          { path: 'file/:id/:slug?', element: <FilePage /> },
          {
            path: 'image/:id',
            // The viewer pulls in OpenSeadragon; load it only when a scan is opened.
            lazy: () => import('./viewer/ImagePage').then((m) => ({ Component: m.ImagePage })),
          },
          // /image?rec={id}: a sub-image, opened on its page (content §2.1).
          {
            path: 'image',
            lazy: () => import('./viewer/SubImageRedirect').then((m) => ({ Component: m.SubImageRedirect })),
          },
          { path: 'print', lazy: () => import('./viewer/PrintPage').then((m) => ({ Component: m.PrintPage })) },
          { path: 'record/:id/:slug?', element: <RecordPage /> },
          { path: 'memorial/create', element: <MemorialCreatePage /> },
          { path: 'memorial/:id/edit', element: <MemorialEditPage /> },
          { path: 'memorial/:id/:slug?', element: <MemorialPage /> },
          // The header's Your Memorials (accounts §2): the member's gallery of story pages.
          { path: 'gallery/content/STORY_PAGE', element: <YourMemorialsPage /> },
          // The user menu's Your Gallery and Bookmarks (accounts §2), Tag Image's /gallery/recent (content §2.2).
          { path: 'gallery', element: <GalleryPage /> },
          { path: 'gallery/recent', element: <RecentPage /> },
          { path: 'gallery/tags/:name', element: <TagPage /> },
          { path: 'gallery/uploads', element: <UploadsPage /> },
          { path: 'regiment/:id/:slug?', element: <RegimentPage /> },
          { path: 'battle/:id/:slug?', element: <BattlePage /> },
          { path: 'company/:id/:slug?', element: <CompanyPage /> },
          { path: 'unit/:id/:slug?', element: <UnitPage /> },
          { path: 'login', element: <SignInPage /> },
          {
            path: 'login/facebook',
            lazy: () =>
              import('./routes/account/signin/social/SocialSignInPage').then((m) => ({
                Component: m.SocialSignInPage,
              })),
          },
          { path: 'register', element: <RegisterPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
          { path: 'verify-email/:token', element: <VerifyEmailPage /> },
          { path: 'confirm-email-change/:token', element: <ConfirmEmailChangePage /> },
          { path: 'unlock-account/:token', element: <UnlockAccountPage /> },
          { path: 'signoff', element: <SignOffPage /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'profile/:username', element: <ProfilePage /> },
          { path: 'contact', element: <ContactPage /> },
          // The share dialog's /collection/{id} and /partner/{id} (accounts §2) lead to the /{slug} pages.
          { path: 'collection/:slug', element: <SlugOrId contentType="TITLE_COLLECTION" page={<CollectionPage />} /> },
          { path: 'partner/:slug', element: <SlugOrId contentType="PARTNER" page={<PartnerPage />} /> },
          { path: 'document/:id/:slug?', element: <DocumentRedirect /> },
          { path: 'external/:type/:id', element: <ExternalDocumentPage /> },
          { path: 'wall', element: <WallPage /> },
          { path: 'help', element: <HelpPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'admin', element: <AdminPage /> },
          { path: 'admin/feedback', element: <FeedbackAdminPage /> },
          { path: 'choose-a-plan', element: <ChoosePlanPage /> },
          { path: 'freetrial', element: <FreeTrialPage /> },
          { path: 'checkout/test/:id', element: <TestCheckoutPage /> },
          { path: 'checkout/success', element: <CheckoutReturnPage outcome="success" /> },
          { path: 'checkout/cancel', element: <CheckoutReturnPage outcome="cancel" /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
