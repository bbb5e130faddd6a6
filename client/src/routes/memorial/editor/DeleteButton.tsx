import { ConfirmButton } from './ConfirmButton';

/** Delete with a second click to confirm, so a slip of the mouse loses nothing; a refusal shows as an alert. */
export function DeleteButton({ what, onDelete }: { what: string; onDelete: () => Promise<unknown> }) {
  return <ConfirmButton label="Delete" confirmLabel={`Delete ${what}`} onConfirm={onDelete} />;
}
