import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertStack';
import { saveErrorText } from './saveError';

export interface ConfirmButtonProps {
  /** The first button, e.g. "Delete". */
  label: string;
  /** The button that does it, e.g. "Delete story"; the group around it asks `${confirmLabel}?`. */
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}

/** An action taken with a second click, so a slip of the mouse loses nothing; a refusal shows as an alert. */
export function ConfirmButton({ label, confirmLabel, onConfirm }: ConfirmButtonProps) {
  const alerts = useAlerts();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking)
    return (
      <button type="button" className="button button--quiet" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (e) {
      alerts.error(saveErrorText(e));
      setBusy(false);
    }
  };
  return (
    <span className="delete-confirm" role="group" aria-label={`${confirmLabel}?`}>
      <button type="button" className="button button--danger" disabled={busy} onClick={() => void confirm()}>
        {confirmLabel}
      </button>
      <button type="button" className="button button--quiet" onClick={() => setAsking(false)}>
        Keep
      </button>
    </span>
  );
}
