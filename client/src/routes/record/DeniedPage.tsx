import { useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { DenyDialogContainer } from '../../components/deny/DenyDialogContainer';
import type { DenyAction } from '../../components/deny/denyMessages';
import { contentTypeLabel } from '../../lib/contentTypes';

export const DeniedPage_denied = graphql(`
  fragment DeniedPage_denied on DeniedObject {
    id
    # Aliased: a page's query asks the object's own non-null title beside it.
    previewTitle: title
    contentType
    thumbnail(width: 200, height: 200) {
      ...Thumbnail_thumbnail
    }
    denial {
      action
      requirement
    }
  }
`);

interface Props {
  denied: FragmentType<typeof DeniedPage_denied>;
  signedIn: boolean;
}

/**
 * A page whose object the caller may not view (`node(id)` answered a DeniedObject): the deny dialog of accounts
 * spec §2/§4 with the preview thumbnail at 200 px; once closed, the preview title stays with a short notice.
 */
export function DeniedPage({ denied, signedIn }: Props) {
  const object = getFragmentData(DeniedPage_denied, denied);
  const [open, setOpen] = useState(true);
  const requirement = object.denial.requirement ?? 'LOGIN';
  return (
    <div className="detail">
      {object.previewTitle && <h1>{object.previewTitle}</h1>}
      <p>This {contentTypeLabel(object.contentType).toLowerCase()} is not available with your account.</p>
      {open && (
        <DenyDialogContainer
          requirement={requirement}
          action={object.denial.action as DenyAction}
          contentType={object.contentType}
          thumbnail={object.thumbnail}
          signedIn={signedIn}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
