import { useState } from 'react';
import type { ContentType } from '../../__generated__/graphql';
import { ReportIssueDialog } from './ReportIssueDialog';

/** A record page's "Report an Issue": opens the report dialog about this object, a correction first. */
export function ReportIssueButton({ objectType, objectId }: { objectType: ContentType; objectId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--quiet" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Report an Issue
      </button>
      {open && (
        <ReportIssueDialog
          objectType={objectType}
          objectId={objectId}
          initialSubject="CORRECTION"
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
