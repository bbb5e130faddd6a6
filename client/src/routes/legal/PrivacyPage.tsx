import { LegalPage } from './LegalPage';

/** /privacy: what Muster keeps about visitors and members, why, and for how long. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Notice"
      effective="1 November 2026"
      lede="What Muster keeps about you when you visit, sign up and search, why we keep it, and what you can do about it."
    >
      <section aria-labelledby="privacy-account">
        <h2 id="privacy-account">Your account</h2>
        <p>
          Your email address, username, and your password stored only as a one-way hash; your membership and its
          renewals (the payment provider keeps your card, we keep its last four digits); the profile details and photo
          you add. When you connect Facebook or the genealogy provider we keep the id it gives us so you can sign in
          through it, and, if you choose, use your Facebook photo as your picture. Disconnecting removes that id.
        </p>
      </section>
      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">What you do on the site</h2>
        <p>
          Memorials, uploads, tags, annotations and galleries you make; messages you send us through the contact form or{' '}
          <strong>Report an Issue</strong>, with the page and record they are about, your network address and your
          browser's name, so staff can answer and stop abuse.
        </p>
      </section>
      <section aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">Cookies and local storage</h2>
        <ul>
          <li>A session cookie keeps you signed in; it is removed when you sign out.</li>
          <li>A search session cookie marks one search visit and expires after 4 hours.</li>
          <li>
            Your search filter and view choices and your page size are kept in your browser, never sent to other sites.
          </li>
        </ul>
        <p>
          Muster loads no advertising or tracking scripts. Facebook and the microblog network are contacted only when
          you choose to share a page or sign in with them.
        </p>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your choices</h2>
        <p>
          You can change or correct your details on your account page, make a memorial private, delete what you
          uploaded, and ask us through the contact form for a copy of your data or to close your account.
        </p>
      </section>
      <section aria-labelledby="privacy-keeping">
        <h2 id="privacy-keeping">How long we keep it</h2>
        <p>
          Account data for as long as the account is open, and messages to staff for as long as it takes to answer them
          and deal with what they report. We share personal data only with the services that run Muster for us (payment,
          email) and when the law requires it.
        </p>
      </section>
    </LegalPage>
  );
}
