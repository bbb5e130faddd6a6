import { useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { AccessDialog } from '../../components/verify/AccessDialog';
import type { DenyAction } from '../../components/deny/denyMessages';
import { contentTypeLabel } from '../../lib/contentTypes';

export const DeniedPage_record = graphql(`
  fragment DeniedPage_record on IndexRecord {
    id
    title
    # Aliased: the record's details ask its thumbnail at another size beside it.
    denyThumbnail: thumbnail(width: 200, height: 200) {
      ...Thumbnail_thumbnail
    }
    access {
      action
      requirement
    }
  }
`);

interface Props {
  record: FragmentType<typeof DeniedPage_record>;
  signedIn: boolean;
}

/**
 * A record the caller may not view (its `access` is set and its details are null): the deny dialog of accounts
 * spec §2/§4 with the preview thumbnail at 200 px; once closed, the preview title stays with a short notice.
 */
export function DeniedPage({ record, signedIn }: Props) {
  const object = getFragmentData(DeniedPage_record, record);
  const [open, setOpen] = useState(true);
  const requirement = object.access?.requirement ?? 'LOGIN';
  return (
    <div className="detail">
      <h1>{object.title}</h1>
      <p>This {contentTypeLabel('INDEX_RECORD').toLowerCase()} is not available with your account.</p>
      {open && (
        <AccessDialog
          requirement={requirement}
          action={(object.access?.action ?? 'VIEW') as DenyAction}
          contentType="INDEX_RECORD"
          thumbnail={object.denyThumbnail}
          signedIn={signedIn}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
