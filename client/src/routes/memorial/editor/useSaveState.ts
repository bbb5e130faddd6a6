import { useState } from 'react';
import { saveErrorText } from './saveError';

/**
 * Runs a form's save and keeps the refusal to show in the form. The promise settles either way, so the
 * ValidatedForm around it leaves its submitting state; the form stays filled in after a refusal.
 */
export function useSaveState<T>(onSave: (values: T) => Promise<unknown>) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (values: T) => {
    setError(null);
    setSaving(true);
    try {
      await onSave(values);
    } catch (e) {
      setError(saveErrorText(e));
    } finally {
      setSaving(false);
    }
  };
  return { error, saving, save };
}
