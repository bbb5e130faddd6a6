import { Link } from 'react-router';
import { LegalPage } from './LegalPage';

/** /terms: the Terms of Use every member accepts, also at sign-up through the genealogy provider (its terms popup). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      effective="1 November 2026"
      lede="These terms apply when you use Muster: searching and viewing historical military records, keeping a membership, and adding memorials, images, tags and annotations."
    >
      <section aria-labelledby="terms-account">
        <h2 id="terms-account">Your account</h2>
        <p>
          You may search, browse and view free records without an account. A free Basic account lets you save, tag and
          annotate; a paid membership opens every publication for as long as it runs. Keep your password to yourself:
          what is done with your account is done by you. You may sign in with your email and password, or connect your
          account to Facebook or to the genealogy provider and sign in through them; you can disconnect Facebook from
          your account page at any time.
        </p>
      </section>
      <section aria-labelledby="terms-memberships">
        <h2 id="terms-memberships">Memberships and payment</h2>
        <p>
          A membership renews at the end of each period at the price shown when you chose it, until you cancel it from
          your account page. Cancelling stops the next renewal; the membership runs to the end of the period already
          paid. A free trial becomes a paid membership at its end unless you cancel it before then.
        </p>
      </section>
      <section aria-labelledby="terms-records">
        <h2 id="terms-records">Records and images</h2>
        <p>
          Most records come from public archives such as national and state archives; their partners keep their rights
          in the scans and the indexes. You may save, print and download pages for your own research and your family's
          history, and quote them with their citation. You may not copy publications in bulk, resell them, or run
          programs that harvest the site; partners and apps use the API under its own keys and limits.
        </p>
      </section>
      <section aria-labelledby="terms-contributions">
        <h2 id="terms-contributions">What you add</h2>
        <p>
          Memorials, stories, uploaded images, tags, annotations and corrections stay yours. By adding them you let
          Muster show them to the people you chose (public memorials to everybody, private ones to you alone) and keep
          them while your account is open. Add only what you have the right to share; do not add content that is
          unlawful, offensive, or someone else's private information. We may remove content reported as such; use{' '}
          <strong>Report an Issue</strong> on any record or page to tell us about a problem.
        </p>
      </section>
      <section aria-labelledby="terms-conduct">
        <h2 id="terms-conduct">Fair use of the site</h2>
        <p>
          Do not try to reach records your membership does not include, to sign in as somebody else, or to overload the
          site. We may limit or close an account that does.
        </p>
      </section>
      <section aria-labelledby="terms-liability">
        <h2 id="terms-liability">Accuracy and liability</h2>
        <p>
          Records are transcribed from old documents and may hold mistakes; check the original page, and send us a
          correction when you find one. Muster is offered as it is; as far as the law allows, we are not liable for
          losses that come from relying on a record.
        </p>
      </section>
      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">Changes to these terms</h2>
        <p>
          We will tell members by email before a change that affects them takes effect. How we handle your personal data
          is described in the <Link to="/privacy">Privacy Notice</Link>.
        </p>
      </section>
    </LegalPage>
  );
}
