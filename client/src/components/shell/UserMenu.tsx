import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { isSubscriber, planLabel } from '../../lib/plans';

/** The avatar is requested at thumbnail size 32 and displayed at 50 px (accounts spec §2). */
export const AVATAR_DISPLAY_PX = 50;

/** The popout closes this long after focus leaves it, so a click inside can land first (spec §9). */
export const MENU_BLUR_DELAY_MS = 200;

export const UserMenu_user = graphql(`
  fragment UserMenu_user on SessionUser {
    username
    status
    planLabel
    avatarUrl(size: 32)
  }
`);

interface Props {
  user: FragmentType<typeof UserMenu_user>;
  hasInstitution: boolean;
}

/** The signed-in member's menu: profile, account, bookmarks, gallery, sign out, and Upgrade when it applies. */
export function UserMenu({ user: userRef, hasInstitution }: Props) {
  const user = getFragmentData(UserMenu_user, userRef);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  // The gateway's label wins; the local rule covers sessions read before it sent one.
  const plan = user.planLabel !== undefined ? user.planLabel : planLabel(user.status);
  const links = [
    { label: 'Your Profile', to: `/profile/${encodeURIComponent(user.username)}` },
    { label: 'Account Details', to: '/account' },
    { label: 'Bookmarks', to: '/gallery/tags/bookmarks' },
    { label: 'Your Gallery', to: '/gallery' },
    { label: 'Your Uploads', to: '/gallery/uploads' },
    { label: 'Sign Out', to: '/signoff' },
  ];
  return (
    <div
      className="account-area user-menu"
      onBlur={() => {
        timer.current = setTimeout(() => setOpen(false), MENU_BLUR_DELAY_MS);
      }}
      onFocus={() => clearTimeout(timer.current)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      {!isSubscriber(user.status) && !hasInstitution && (
        <Link className="button button--primary" to="/choose-a-plan">
          Upgrade
        </Link>
      )}
      <button
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {user.avatarUrl ? (
          <img
            className="user-menu__avatar user-menu__avatar--photo"
            src={user.avatarUrl}
            alt=""
            width={AVATAR_DISPLAY_PX}
            height={AVATAR_DISPLAY_PX}
            style={{ objectFit: 'cover' }}
          />
        ) : (
          <span className="user-menu__avatar" aria-hidden="true">
            {user.username.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="user-menu__who">
          <span className="user-menu__name">{user.username}</span>
          {plan && <span className="user-menu__plan">{plan}</span>}
        </span>
      </button>
      {open && (
        <ul className="user-menu__popout" id={menuId}>
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} onClick={() => setOpen(false)}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
