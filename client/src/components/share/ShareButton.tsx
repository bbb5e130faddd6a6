import { useState } from 'react';
import { ShareDialog } from './ShareDialog';

interface Props {
  contentType: string;
  id: string | number;
  parentId?: string | number | null;
}

/** A "Share" button that opens the share dialog for a page or a part of one. */
export function ShareButton({ contentType, id, parentId }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--quiet share-button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        Share
      </button>
      {open && <ShareDialog contentType={contentType} id={id} parentId={parentId} onClose={() => setOpen(false)} />}
    </>
  );
}
