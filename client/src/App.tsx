import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { NotFound } from './components/QueryStatus';
import { ShellLayout } from './components/shell/ShellLayout';
import { HomePage } from './routes/home/HomePage';
import { ViewerRoute } from './viewer/ViewerRoute';

/**
 * A page whose code loads when its route is first visited (React.lazy; the shell's Suspense shows the wait): the
 * home page carries its own code only, not every page's (issue 16 point 17, 150 KB of gzipped JavaScript).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return <Page />;
}

const CheckoutReturnPage = lazy(() =>
  import('./routes/membership/CheckoutReturnPage').then((module) => ({ default: module.CheckoutReturnPage })),
);

/** The spec's routes (content spec §2.1, accounts spec §2); pretty links may carry a trailing slug. */
export const routes: RouteObject[] = [
  {
    // The shell keeps the header and footer when a page fails to render (its error boundary is around the page).
    element: <ShellLayout />,
    children: [
      {
        children: [
          { index: true, element: <HomePage /> },
          { path: 'search', element: page(() => import('./routes/search/SearchPage'), 'SearchPage') },
          { path: 'browse', element: page(() => import('./routes/browse/BrowsePage'), 'BrowsePage') },
          {
            path: 'publication/:id/:slug?',
            element: page(() => import('./routes/publication/PublicationPage'), 'PublicationPage'),
          },
          { path: 'file/:id/:slug?', element: page(() => import('./routes/file/FilePage'), 'FilePage') },
          {
            path: 'image/:id',
            // The viewer's code, OpenSeadragon and the scan's query load together (ViewerRoute).
            element: <ViewerRoute />,
          },
          // /image?rec={id}: a sub-image, opened on its page (content §2.1).
          {
            path: 'image',
            element: page(() => import('./viewer/SubImageRedirect'), 'SubImageRedirect'),
          },
          { path: 'print', element: page(() => import('./viewer/PrintPage'), 'PrintPage') },
          { path: 'record/:id/:slug?', element: page(() => import('./routes/record/RecordPage'), 'RecordPage') },
          {
            path: 'memorial/create',
            element: page(() => import('./routes/memorial/MemorialCreatePage'), 'MemorialCreatePage'),
          },
          {
            path: 'memorial/:id/edit',
            element: page(() => import('./routes/memorial/MemorialEditPage'), 'MemorialEditPage'),
          },
          {
            path: 'memorial/:id/:slug?',
            element: page(() => import('./routes/memorial/MemorialPage'), 'MemorialPage'),
          },
          // The header's Your Memorials (accounts §2): the member's gallery of story pages.
          {
            path: 'gallery/content/STORY_PAGE',
            element: page(() => import('./routes/memorial/YourMemorialsPage'), 'YourMemorialsPage'),
          },
          // The user menu's Your Gallery and Bookmarks (accounts §2), Tag Image's /gallery/recent (content §2.2).
          { path: 'gallery', element: page(() => import('./routes/gallery/GalleryPage'), 'GalleryPage') },
          { path: 'gallery/recent', element: page(() => import('./routes/gallery/RecentPage'), 'RecentPage') },
          { path: 'gallery/tags/:name', element: page(() => import('./routes/gallery/TagPage'), 'TagPage') },
          { path: 'gallery/uploads', element: page(() => import('./routes/gallery/UploadsPage'), 'UploadsPage') },
          {
            path: 'regiment/:id/:slug?',
            element: page(() => import('./routes/regiment/RegimentPage'), 'RegimentPage'),
          },
          { path: 'battle/:id/:slug?', element: page(() => import('./routes/battle/BattlePage'), 'BattlePage') },
          { path: 'company/:id/:slug?', element: page(() => import('./routes/company/CompanyPage'), 'CompanyPage') },
          { path: 'unit/:id/:slug?', element: page(() => import('./routes/unit/UnitPage'), 'UnitPage') },
          { path: 'login', element: page(() => import('./routes/account/signin/SignInPage'), 'SignInPage') },
          {
            path: 'login/facebook',
            element: page(() => import('./routes/account/signin/social/SocialSignInPage'), 'SocialSignInPage'),
          },
          { path: 'register', element: page(() => import('./routes/account/register/RegisterPage'), 'RegisterPage') },
          {
            path: 'forgot-password',
            element: page(() => import('./routes/account/password/ForgotPasswordPage'), 'ForgotPasswordPage'),
          },
          {
            path: 'reset-password/:token',
            element: page(() => import('./routes/account/password/ResetPasswordPage'), 'ResetPasswordPage'),
          },
          {
            path: 'verify-email/:token',
            element: page(() => import('./routes/account/email/VerifyEmailPage'), 'VerifyEmailPage'),
          },
          {
            path: 'confirm-email-change/:token',
            element: page(() => import('./routes/account/email/ConfirmEmailChangePage'), 'ConfirmEmailChangePage'),
          },
          {
            path: 'unlock-account/:token',
            element: page(() => import('./routes/account/email/UnlockAccountPage'), 'UnlockAccountPage'),
          },
          { path: 'signoff', element: page(() => import('./routes/account/signoff/SignOffPage'), 'SignOffPage') },
          { path: 'account', element: page(() => import('./routes/account/details/AccountPage'), 'AccountPage') },
          {
            path: 'profile/:username',
            element: page(() => import('./routes/account/profile/ProfilePage'), 'ProfilePage'),
          },
          { path: 'contact', element: page(() => import('./routes/contact/ContactPage'), 'ContactPage') },
          // The share dialog's /collection/{id} and /partner/{id} (accounts §2) lead to the /{slug} pages.
          {
            path: 'collection/:slug',
            element: page(() => import('./routes/share-links/ByIdOrSlug'), 'CollectionByIdOrSlug'),
          },
          {
            path: 'partner/:slug',
            element: page(() => import('./routes/share-links/ByIdOrSlug'), 'PartnerByIdOrSlug'),
          },
          {
            path: 'document/:id/:slug?',
            element: page(() => import('./routes/share-links/DocumentRedirect'), 'DocumentRedirect'),
          },
          {
            path: 'external/:type/:id',
            element: page(() => import('./routes/share-links/ExternalDocumentPage'), 'ExternalDocumentPage'),
          },
          { path: 'wall', element: page(() => import('./routes/wall/WallPage'), 'WallPage') },
          { path: 'help', element: page(() => import('./routes/help/HelpPage'), 'HelpPage') },
          { path: 'terms', element: page(() => import('./routes/legal/TermsPage'), 'TermsPage') },
          { path: 'privacy', element: page(() => import('./routes/legal/PrivacyPage'), 'PrivacyPage') },
          { path: 'admin', element: page(() => import('./routes/admin/AdminPage'), 'AdminPage') },
          {
            path: 'admin/records/:id?',
            element: page(() => import('./routes/admin/records/RecordAdminPage'), 'RecordAdminPage'),
          },
          {
            path: 'admin/publications',
            element: page(() => import('./routes/admin/publications/PublicationsAdminPage'), 'PublicationsAdminPage'),
          },
          {
            path: 'admin/images',
            element: page(() => import('./routes/admin/images/ImageAdminPage'), 'ImageAdminPage'),
          },
          {
            path: 'admin/feedback',
            element: page(() => import('./routes/admin/feedback/FeedbackAdminPage'), 'FeedbackAdminPage'),
          },
          {
            path: 'admin/imports',
            element: page(() => import('./routes/admin/imports/ImportsAdminPage'), 'ImportsAdminPage'),
          },
          {
            path: 'choose-a-plan',
            element: page(() => import('./routes/membership/ChoosePlanPage'), 'ChoosePlanPage'),
          },
          { path: 'freetrial', element: page(() => import('./routes/membership/FreeTrialPage'), 'FreeTrialPage') },
          {
            path: 'checkout/test/:id',
            element: page(() => import('./routes/membership/TestCheckoutPage'), 'TestCheckoutPage'),
          },
          { path: 'checkout/success', element: <CheckoutReturnPage outcome="success" /> },
          { path: 'checkout/cancel', element: <CheckoutReturnPage outcome="cancel" /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/**
 * The routes under the declarative BrowserRouter (main.tsx): the site uses no loaders or actions, and the data
 * router's code would be 16 KB of gzipped JavaScript on every first visit.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
