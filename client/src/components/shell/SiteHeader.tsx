import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { FragmentType } from '../../__generated__';
import { AccountArea, type AccountArea_session } from './AccountArea';
import { SiteNav, type SiteNav_publication, type SiteNav_session } from './SiteNav';

interface Props {
  session: (FragmentType<typeof SiteNav_session> & FragmentType<typeof AccountArea_session>) | null;
  publications: readonly FragmentType<typeof SiteNav_publication>[];
}

/** Logo, navigation (a menu button on phones) and the account area. */
export function SiteHeader({ session, publications }: Props) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo" aria-label="Muster home">
          <span className="site-header__mark" aria-hidden="true">
            ★
          </span>
          Muster
        </Link>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span> Menu
        </button>
        <AccountArea session={session} />
      </div>
      <nav id="site-nav" aria-label="Main" className={`site-header__nav${open ? ' is-open' : ''}`}>
        <SiteNav session={session} publications={publications} />
      </nav>
    </header>
  );
}
