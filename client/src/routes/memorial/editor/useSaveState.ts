import { useState } from 'react';
import type { FormProblem } from '../../../lib/userErrors';
import { saveErrorText } from './saveError';

/** A save the gateway refused as data (a payload's userErrors): thrown by the save so the form shows it. */
export class FormRefused extends Error {
  constructor(readonly problem: FormProblem) {
    super(problem.message);
  }
}

/** Throws the payload's first validation failure as a FormRefused; a save that went through passes. */
export function refusedUnless(problem: FormProblem | null): void {
  if (problem) throw new FormRefused(problem);
}

/**
 * Runs a form's save and keeps the refusal to show in the form: `problem` for the fields it names (pass it to the
 * ValidatedForm), `error` for the foot of the form when it names none or the request failed. The promise settles
 * either way, so the ValidatedForm around it leaves its submitting state; the form stays filled in after a refusal.
 */
export function useSaveState<T>(onSave: (values: T) => Promise<unknown>) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (values: T) => {
    setProblem(null);
    setSaving(true);
    try {
      await onSave(values);
    } catch (e) {
      setProblem(e instanceof FormRefused ? e.problem : { field: null, message: saveErrorText(e) });
    } finally {
      setSaving(false);
    }
  };
  return { problem, error: problem && problem.field === null ? problem.message : null, saving, save };
}
