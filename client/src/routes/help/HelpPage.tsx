import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './help.css';

const topics = [
  { id: 'search', title: 'Searching the records' },
  { id: 'browse', title: 'Browsing publications' },
  { id: 'view', title: 'Viewing a scanned page' },
  { id: 'memorials', title: 'Memorials and the Honor Wall' },
  { id: 'memberships', title: 'Memberships and access' },
  { id: 'contact', title: 'Still need help?' },
];

/** /help: how to use the site, one section per task, with a table of contents. */
export function HelpPage() {
  useDocumentTitle('Help');
  return (
    <div className="help-page">
      <header>
        <p className="eyebrow">Help</p>
        <h1>How to use Muster</h1>
        <p className="lede">Find a soldier in the records, read the original pages, and honor them with a memorial.</p>
      </header>
      <nav className="help-toc panel" aria-label="Help topics">
        <h2>Topics</h2>
        <ol>
          {topics.map((t) => (
            <li key={t.id}>
              <a href={`#${t.id}`}>{t.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <section id="search" aria-labelledby="search-h">
        <h2 id="search-h">Searching the records</h2>
        <p>
          Type a name in the search box on the <Link to="/">home page</Link> or the{' '}
          <Link to="/search">search page</Link>. Add a place, a year or a range of years to narrow the results; leave
          out what you are unsure of.
        </p>
        <ul>
          <li>
            A name finds the spelling you typed first, then names that sound like it, listed after them: Kruger finds
            the Krugers, then the Kruegers. Tick “Exact only” beside a name on the search page to match only the
            spelling you typed, or type * for any letters and ? for one letter.
          </li>
          <li>
            Use the filters beside the results (war, place, publication, record type, date) to narrow a long list. Each
            shows how many results it keeps.
          </li>
          <li>
            Results come 100 to a page. Choose a result to see the index record and the scanned page it was read from.
          </li>
        </ul>
      </section>
      <section id="browse" aria-labelledby="browse-h">
        <h2 id="browse-h">Browsing publications</h2>
        <p>
          Records come in publications: a set of rolls of microfilm or boxes of cards scanned page by page.{' '}
          <Link to="/browse">Browse</Link> walks a publication the way the archive arranged it, for example by state,
          then regiment, then company, down to the pages themselves. Type in a column to filter it.
        </p>
        <p>
          Collections gather publications by war or by kind of record;{' '}
          <Link to="/collection/us-civil-war">War Stories</Link> adds the stories members wrote about the Civil War
          soldiers they research.
        </p>
      </section>
      <section id="view" aria-labelledby="view-h">
        <h2 id="view-h">Viewing a scanned page</h2>
        <p>
          The viewer shows the original page. Zoom with the mouse wheel or the + and − buttons, drag to move, and use
          the filmstrip to go to the pages before and after. The tools adjust brightness and contrast, invert a faded
          negative, rotate, and find a word on the page.
        </p>
        <p>Members can save, print or download a page where the publication allows it, and share a link to it.</p>
      </section>
      <section id="memorials" aria-labelledby="memorials-h">
        <h2 id="memorials-h">Memorials and the Honor Wall</h2>
        <p>
          A memorial is a page about a person, unit, event or place: stories, facts, photos and the records behind them.
          Anyone may read public memorials; members may create them from a record or from scratch.
        </p>
        <p>
          The <Link to="/wall">U.S. Honor Wall</Link> shows the picture each memorial chose to honor its subject. Pick a
          war or type a name to find someone.
        </p>
      </section>
      <section id="memberships" aria-labelledby="memberships-h">
        <h2 id="memberships-h">Memberships and access</h2>
        <dl className="help-levels">
          <dt>Visitor</dt>
          <dd>Searches everything and views the free publications. Registering is free.</dd>
          <dt>Basic</dt>
          <dd>A free membership: views the free and registered publications, creates memorials and keeps tags.</dd>
          <dt>Premium</dt>
          <dd>A subscription (monthly or annual): views every publication, saves and downloads pages.</dd>
          <dt>Library edition</dt>
          <dd>Patrons of a library or other institution see what the institution provides while they are there.</dd>
        </dl>
        <p>
          Each publication shows who may open it. When a page needs more, the site says what to do: sign in, register,
          subscribe or confirm your email.
        </p>
      </section>
      <section id="contact" aria-labelledby="contact-h">
        <h2 id="contact-h">Still need help?</h2>
        <p>
          <Link to="/contact">Write to us</Link> and we will answer by email. Tell us the address of the page and what
          you expected to see.
        </p>
      </section>
    </div>
  );
}
