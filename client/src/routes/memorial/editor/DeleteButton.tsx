import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertStack';
import { saveErrorText } from './saveError';

/** Delete with a second click to confirm, so a slip of the mouse loses nothing; a refusal shows as an alert. */
export function DeleteButton({ what, onDelete }: { what: string; onDelete: () => Promise<unknown> }) {
  const alerts = useAlerts();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) return <button type="button" className="button button--quiet" onClick={() => setAsking(true)}>Delete</button>;
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
    } catch (e) {
      alerts.error(saveErrorText(e));
      setBusy(false);
    }
  };
  return (
    <span className="delete-confirm" role="group" aria-label={`Delete ${what}?`}>
      <button type="button" className="button button--danger" disabled={busy} onClick={() => void confirm()}>Delete {what}</button>
      <button type="button" className="button button--quiet" onClick={() => setAsking(false)}>Keep</button>
    </span>
  );
}
