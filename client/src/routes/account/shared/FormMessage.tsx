/** The outcome of a form action: `ok` reads as a success (polite status), otherwise as an error (alert). */
export interface Outcome {
  ok: boolean;
  text: string;
}

export function FormMessage({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? 'account-form__success' : 'account-form__error'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}
