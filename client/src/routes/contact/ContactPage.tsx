import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { FeedbackForm } from '../../components/feedback/FeedbackForm';
import { Loading } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { contactSubject } from './contactSubject';
import './contact.css';

const ContactQuery = graphql(`
  query Contact {
    session {
      user {
        email
      }
    }
  }
`);

/** /contact and /contact/?subject=Support (accounts spec §2): the contact form. */
export function ContactPage() {
  useDocumentTitle('Contact us');
  const [params] = useSearchParams();
  const { data, loading } = useQuery(ContactQuery);
  const subject = contactSubject(params.get('subject'));
  return (
    <section className="contact">
      <h1>Contact us</h1>
      <p className="contact__intro">
        Questions about your account, the records or the site, corrections and ideas: we read every message and reply
        within 1-2 business days.
      </p>
      {loading && !data ? (
        <Loading />
      ) : (
        // Keyed by the preset, so following another ?subject= link starts the form afresh.
        <FeedbackForm key={subject ?? ''} initialSubject={subject} signedInEmail={data?.session.user?.email ?? null} />
      )}
    </section>
  );
}
