import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { ErrorBoundary } from '../ErrorBoundary';
import { Loading } from '../QueryStatus';
import { AlertProvider } from '../alerts/AlertStack';
import { ModalStackProvider } from '../modal/ModalStack';
import { BetaBanner } from './BetaBanner';
import { InstitutionBanner } from './InstitutionBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { UnconfirmedBanner } from './UnconfirmedBanner';
import './shell.css';

const ShellQuery = graphql(`
  query Shell {
    session {
      ...SiteNav_session
      ...AccountArea_session
      ...InstitutionBanner_session
      ...UnconfirmedBanner_session
    }
    publications {
      id
      ...SiteNav_publication
    }
  }
`);

/**
 * The page shell around every route. While the session loads (or if the gateway cannot be reached)
 * the header shows the signed-out state, so the page is usable at once.
 */
export function ShellLayout() {
  const { data } = useQuery(ShellQuery);
  const { pathname } = useLocation();
  return (
    <AlertProvider>
      <ModalStackProvider>
        <div className="shell">
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <SiteHeader session={data?.session ?? null} publications={data?.publications ?? []} />
          <InstitutionBanner session={data?.session ?? null} />
          <UnconfirmedBanner session={data?.session ?? null} />
          <BetaBanner />
          <main id="main" className="shell__main">
            <ErrorBoundary key={pathname}>
              {/* A page's code loads on its first visit (App.tsx). */}
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </main>
          <SiteFooter />
        </div>
      </ModalStackProvider>
    </AlertProvider>
  );
}
