import { Link } from 'react-router';

/** Footer links and the copyright line with the current year. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          <li>
            <Link to="/help">Help</Link>
          </li>
          <li>
            <Link to="/contact">Contact</Link>
          </li>
          <li>
            <Link to="/terms">Terms</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy</Link>
          </li>
        </ul>
      </nav>
      <p>© {new Date().getFullYear()} Muster. Historical military records and the people in them.</p>
    </footer>
  );
}
