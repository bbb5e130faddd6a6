import { NavLink } from 'react-router';

const LINKS = [
  { to: '/gallery', label: 'Your Gallery', end: true },
  { to: '/gallery/tags/bookmarks', label: 'Bookmarks', end: true },
  { to: '/gallery/recent', label: 'Recently Tagged', end: true },
  { to: '/gallery/uploads', label: 'Your Uploads', end: true },
];

/** The member's gallery pages, one tab each. */
export function GalleryNav() {
  return (
    <nav className="gallery-nav" aria-label="Your gallery">
      {LINKS.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end={l.end}
          className={({ isActive }) => `gallery-nav__link${isActive ? ' gallery-nav__link--active' : ''}`}
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
