import { useMutation } from '@apollo/client/react';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import type { ContentType, FeedbackCategory, FeedbackSubject } from '../../__generated__/graphql';
import {
  FEEDBACK_ERRORS,
  MESSAGE_MAX,
  categoryForSubject,
  feedbackErrorMessage,
  feedbackFieldErrors,
  feedbackSuccessMessage,
  subjectAsksRating,
  subjectMessageOptional,
} from '@muster/contract/rules';
import { useAlerts } from '../alerts/AlertStack';
import { ValidatedForm } from '../form/ValidatedForm';
import { Captcha } from './Captcha';
import type { CaptchaHandle, CaptchaProps } from './captcha';
import { CategorySelect, FeedbackField, RatingField, SubjectSelect } from './FeedbackFields';
import './feedback.css';

const SubmitFeedback = graphql(`
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input) {
      entry { id }
      userErrors { field message code }
    }
  }
`);

export interface FeedbackFormProps {
  /** A subject set by the page (BETA from the beta banner, CORRECTION from a record…): its field is not shown. */
  subject?: FeedbackSubject;
  /** The subject the field starts at (/contact?subject=…); the user may change it. */
  initialSubject?: FeedbackSubject | null;
  /** A category set by the page: its field is not shown. */
  category?: FeedbackCategory;
  /** Ask a rating; by default for FEEDBACK and BETA. */
  showRating?: boolean;
  /** May be sent without a message; by default for BETA. */
  messageOptional?: boolean;
  /** The signed-in member's address (spec §2: prefilled, not asked); null when signed out. */
  signedInEmail: string | null;
  objectId?: number | null;
  objectType?: ContentType | null;
  /** Runs after a successful submission (the beta dialog closes). */
  onSubmitted?: () => void;
  /** The captcha widget; the server's configured one by default (component tests pass a stand-in). */
  captcha?: ComponentType<CaptchaProps>;
}

/** The feedback and contact form (accounts spec §2, §4, §5, §8). */
export function FeedbackForm(props: FeedbackFormProps) {
  const { signedInEmail, onSubmitted, captcha: CaptchaWidget = Captcha } = props;
  const ids = useId();
  const alerts = useAlerts();
  const captcha = useRef<CaptchaHandle>(null);
  const message$ = useRef<HTMLTextAreaElement>(null);
  const email$ = useRef<HTMLInputElement>(null);
  const [submit] = useMutation(SubmitFeedback);

  const initial = {
    subject: props.subject ?? props.initialSubject ?? '',
    category: props.category ?? '',
    rating: null as number | null,
    message: '',
    email: signedInEmail ?? '',
  };
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [captchaMessage, setCaptchaMessage] = useState<string | null>(null);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const touch = (name: string) => () => setTouched((t) => ({ ...t, [name]: true }));
  const shown = (name: string) => attempted || Boolean(touched[name]);

  const { subject } = values;
  const askCategory = !props.category && subject !== '' && categoryForSubject(subject) === null;
  const askRating = props.showRating ?? subjectAsksRating(subject);
  const optional = props.messageOptional ?? subjectMessageOptional(subject);
  const askEmail = signedInEmail === null;
  const category = subject === '' ? null : props.category || values.category || categoryForSubject(subject);
  // The service's own rules, every field at once; a field the form does not show cannot be wrong.
  const broken = feedbackFieldErrors(
    { ...values, type: subject },
    { signedIn: !askEmail, asksRating: askRating, messageOptional: optional },
  );
  const error = (field: keyof typeof broken) => (broken[field] ? FEEDBACK_ERRORS[broken[field]] : null);
  const errors = {
    subject: error('type'),
    category: askCategory ? error('category') : null,
    rating: error('rating'),
    message: error('message'),
    email: error('email'),
  };
  // The browser's validity follows the same rules, so the form submits only when they pass (spec §5).
  useEffect(() => {
    message$.current?.setCustomValidity(errors.message ?? '');
    email$.current?.setCustomValidity(errors.email ?? '');
  });

  const onValidSubmit = async () => {
    setAttempted(true);
    setSubmitting(true);
    setCaptchaMessage(null);
    try {
      const token = await captcha.current?.getToken();
      // A captcha that could not be solved: back to idle, no alert (spec §4).
      if (!token) return;
      const { data } = await submit({
        variables: {
          input: {
            type: subject as FeedbackSubject,
            category: category as FeedbackCategory | null,
            rating: askRating ? values.rating : null,
            message: values.message.trim() || null,
            email: askEmail ? values.email.trim() : signedInEmail,
            objectId: props.objectId ?? null,
            objectType: props.objectType ?? null,
            url: window.location.pathname + window.location.search,
            captcha: token,
          },
        },
      });
      // A validation failure is data: the field it names picks the message (accounts spec §8).
      const refused = data?.submitFeedback.userErrors[0];
      if (refused) {
        captcha.current?.reset();
        const type = refused.field?.[1]?.toUpperCase() ?? null;
        if (type === 'CAPTCHA') setCaptchaMessage(refused.message);
        else alerts.error(feedbackErrorMessage(type));
        return;
      }
      setValues(initial);
      setTouched({});
      setAttempted(false);
      alerts.success(feedbackSuccessMessage(subject));
      onSubmitted?.();
      captcha.current?.reset();
    } catch {
      // The request itself failed (no answer, a limit): the spec's general message.
      captcha.current?.reset();
      alerts.error(feedbackErrorMessage(null));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ValidatedForm className="feedback" onValidSubmit={onValidSubmit} aria-busy={submitting || undefined}>
      {!props.subject && (
        <FeedbackField id={`${ids}-subject`} label="Subject" error={errors.subject} shown={shown('subject')}>
          <SubjectSelect
            id={`${ids}-subject`}
            value={subject}
            invalid={shown('subject') && !!errors.subject}
            onChange={(v) => {
              set({ subject: v, category: props.category ?? '' });
              touch('subject')();
            }}
          />
        </FeedbackField>
      )}
      {askCategory && (
        <FeedbackField id={`${ids}-category`} label="Category" error={errors.category} shown={shown('category')}>
          <CategorySelect
            id={`${ids}-category`}
            value={values.category}
            invalid={shown('category') && !!errors.category}
            onChange={(v) => {
              set({ category: v });
              touch('category')();
            }}
          />
        </FeedbackField>
      )}
      {askRating && (
        <RatingField
          value={values.rating}
          onChange={(rating) => set({ rating })}
          error={errors.rating}
          shown={shown('rating')}
        />
      )}
      <FeedbackField
        id={`${ids}-message`}
        label={category === 'FEEDBACK' ? 'Enter your feedback' : 'Enter your message'}
        error={errors.message}
        shown={shown('message')}
      >
        <textarea
          ref={message$}
          id={`${ids}-message`}
          name="message"
          cols={50}
          rows={5}
          maxLength={MESSAGE_MAX}
          placeholder={optional ? '(Optional)' : undefined}
          required={!optional}
          value={values.message}
          aria-invalid={(shown('message') && !!errors.message) || undefined}
          onChange={(e) => set({ message: e.target.value })}
          onBlur={touch('message')}
        />
      </FeedbackField>
      {askEmail && (
        <FeedbackField id={`${ids}-email`} label="Email" error={errors.email} shown={shown('email')}>
          <input
            ref={email$}
            id={`${ids}-email`}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={values.email}
            aria-invalid={(shown('email') && !!errors.email) || undefined}
            onChange={(e) => set({ email: e.target.value })}
            onBlur={touch('email')}
          />
        </FeedbackField>
      )}
      <CaptchaWidget ref={captcha} action="feedback" message={captchaMessage} />
      {/* A click (or Enter, which clicks it) is a submit attempt: every field shows its message from now on. */}
      <button
        type="submit"
        className="button button--primary feedback__submit"
        disabled={submitting}
        onClick={() => setAttempted(true)}
      >
        {submitting ? 'Sending…' : 'Send'}
      </button>
    </ValidatedForm>
  );
}
