import { useId, useState } from 'react';
import { ImportFactsDialog } from './ImportFactsDialog';
import { positiveId } from '../positiveId';

/** "Import facts from a record": the memorial's own record by default, or any record number typed in. */
export function ImportFactsButton({ memorialId, recordId }: { memorialId: number; recordId: number | null }) {
  const id = useId();
  const [typed, setTyped] = useState(recordId ? String(recordId) : '');
  const [open, setOpen] = useState<number | null>(null);
  const chosen = positiveId(typed);
  return (
    <div className="import-facts-bar">
      <label htmlFor={id}>Import facts from record</label>
      <input
        id={id}
        inputMode="numeric"
        size={8}
        value={typed}
        onChange={(e) => setTyped(e.target.value.trim())}
        placeholder="number"
      />
      <button type="button" className="button button--quiet" disabled={chosen === null} onClick={() => setOpen(chosen)}>
        Import facts…
      </button>
      {open !== null && <ImportFactsDialog memorialId={memorialId} recordId={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
