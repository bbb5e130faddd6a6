import { useEffect, useRef, useState } from 'react';
import { BrowseTool } from './BrowseTool';
import { type BrowseState, initialBrowseState } from './browseState';

interface Props {
  open: boolean;
  onClose(): void;
  /** Where to start, e.g. the viewer's publication and browse path; an empty tool by default. */
  initialState?: BrowseState;
}

/** The browse tool in a modal dialog 'Browse the collections'; its state lives while it is mounted. */
export function BrowseDialog({ open, onClose, initialState }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState(initialState ?? initialBrowseState());

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="browse-dialog" aria-labelledby="browse-dialog-title" onClose={onClose}>
      <div className="browse-dialog__head">
        <h2 id="browse-dialog-title">Browse the collections</h2>
        <button type="button" className="button button--quiet" onClick={onClose} aria-label="Close">
          Close
        </button>
      </div>
      <div className="browse-dialog__body">
        {open && <BrowseTool state={state} onChange={(next) => setState(next)} />}
      </div>
    </dialog>
  );
}
