import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from './components/ErrorBoundary';
import { NotFound } from './components/QueryStatus';
import { ShellLayout } from './components/shell/ShellLayout';
import { BattlePage } from './routes/battle/BattlePage';
import { BrowsePage } from './routes/browse/BrowsePage';
import { CompanyPage } from './routes/company/CompanyPage';
import { FilePage } from './routes/file/FilePage';
import { HomePage } from './routes/home/HomePage';
import { MemorialPage } from './routes/memorial/MemorialPage';
import { PublicationPage } from './routes/publication/PublicationPage';
import { RecordPage } from './routes/record/RecordPage';
import { RegimentPage } from './routes/regiment/RegimentPage';
import { SearchPage } from './routes/search/SearchPage';

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
          { path: 'record/:id/:slug?', element: <RecordPage /> },
          { path: 'memorial/:id/:slug?', element: <MemorialPage /> },
          { path: 'regiment/:id/:slug?', element: <RegimentPage /> },
          { path: 'battle/:id/:slug?', element: <BattlePage /> },
          { path: 'company/:id/:slug?', element: <CompanyPage /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
