import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { graphql } from '../../__generated__';
import { Alert } from '../Alert';
import '../feedback/feedback.css';

// The form and its rules load when a visitor opens the dialog, not with every page (issue 16 point 17).
const FeedbackDialog = lazy(() =>
  import('../feedback/FeedbackDialog').then((module) => ({ default: module.FeedbackDialog })),
);

const BetaBannerQuery = graphql(`
  query BetaBanner {
    betaBanner {
      message
    }
    session {
      user {
        email
      }
    }
  }
`);

/**
 * Pages in beta (docs/decisions/feedback.md): the War Stories collection, marked BETA in the header (accounts spec §2),
 * and the search page, whose matching is new.
 */
export const isBetaPath = (pathname: string): boolean =>
  pathname.startsWith('/collection/') || pathname === '/search' || pathname.startsWith('/search/');

/**
 * The beta banner (accounts spec §2 "Banners"): an invitation whose link opens the feedback dialog, or, when
 * the banner data carries a message, that message as a warning instead.
 */
export function BetaBanner() {
  const { pathname } = useLocation();
  const beta = isBetaPath(pathname);
  const { data } = useQuery(BetaBannerQuery, { skip: !beta });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [warningClosed, setWarningClosed] = useState(false);
  if (!beta || !data) return null;
  const warning = data.betaBanner.message;
  if (warning)
    return warningClosed ? null : (
      <div className="beta-banner beta-banner--warning">
        <Alert kind="warning" onClose={() => setWarningClosed(true)}>
          {warning}
        </Alert>
      </div>
    );
  return (
    <div className="beta-banner">
      This page is currently in BETA.{' '}
      <button type="button" className="beta-banner__link" onClick={() => setDialogOpen(true)}>
        We would love your feedback
      </button>
      {dialogOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog signedInEmail={data.session.user?.email ?? null} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
