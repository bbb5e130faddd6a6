import { problemAt, type FormProblem } from '../../../lib/userErrors';

/** The gateway's refusal under a plain input that is not a LimitedField (an id, a short choice). */
export function FieldRefusal({ problem, name }: { problem: FormProblem | null; name: string }) {
  const message = problemAt(problem, name);
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * The foot of an element form: the refusal from the gateway (if any), then Save and Cancel; Save submits the
 * surrounding ValidatedForm.
 */
export function FormActions({
  saveLabel,
  saving,
  error,
  onCancel,
}: {
  saveLabel: string;
  saving?: boolean;
  error?: string | null;
  onCancel?: () => void;
}) {
  return (
    <>
      {error && (
        <p className="element-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="element-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : saveLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}
