import { useQuery } from '@apollo/client/react';
import { type ComponentType, useId, useState } from 'react';
import { graphql } from '../../__generated__';
import type { ContentType, FeedbackSubject } from '../../__generated__/graphql';
import { Modal } from '../modal/Modal';
import { FeedbackForm } from './FeedbackForm';
import type { CaptchaProps } from './captcha';

const ReportIssueSession = graphql(`
  query ReportIssueSession {
    session {
      user {
        userId
        email
      }
    }
  }
`);

/** The two presets (accounts spec §2 "Subjects that other parts of the product may preset") a page offers. */
export const REPORT_SUBJECTS: readonly { subject: FeedbackSubject; label: string }[] = [
  { subject: 'CORRECTION', label: 'The transcribed details need a correction' },
  { subject: 'IMAGE_PROBLEM', label: 'There is a problem with the image' },
];

interface Props {
  objectType: ContentType;
  objectId: number;
  /** The preset chosen first: an image problem in the viewer, a correction on a record. */
  initialSubject: FeedbackSubject;
  onClose: () => void;
  captcha?: ComponentType<CaptchaProps>;
}

/**
 * "Report an Issue" about one object (content spec §2.4): a preset subject (correction or image problem), the
 * object's id and type, a message; a signed-in member is asked no email, and neither subject asks a rating.
 * Staff find it in the feedback queue with a link to the object.
 */
export function ReportIssueDialog({ objectType, objectId, initialSubject, onClose, captcha }: Props) {
  const ids = useId();
  const { data, loading } = useQuery(ReportIssueSession, { fetchPolicy: 'cache-first' });
  const [subject, setSubject] = useState<FeedbackSubject>(initialSubject);
  return (
    <Modal title="Report an Issue" onClose={onClose} className="feedback-dialog report-issue">
      <fieldset className="report-issue__subjects">
        <legend>What is wrong?</legend>
        {REPORT_SUBJECTS.map((s) => (
          <label key={s.subject} htmlFor={`${ids}-${s.subject}`}>
            <input
              id={`${ids}-${s.subject}`}
              type="radio"
              name={`${ids}-subject`}
              value={s.subject}
              checked={subject === s.subject}
              onChange={() => setSubject(s.subject)}
            />{' '}
            {s.label}
          </label>
        ))}
      </fieldset>
      {/* The email field depends on the session: wait for it rather than ask a member for an address. */}
      {loading && !data ? (
        <p className="muted">Loading…</p>
      ) : (
        <FeedbackForm
          key={subject}
          subject={subject}
          objectId={objectId}
          objectType={objectType}
          signedInEmail={data?.session.user?.email ?? null}
          onSubmitted={onClose}
          captcha={captcha}
        />
      )}
    </Modal>
  );
}
