import { useParams } from 'react-router';
import { NotFound } from '../../components/QueryStatus';
import { ShareButton } from '../../components/share/ShareButton';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import '../../styles/detail.css';

/** The genealogy provider's site, where its records live. */
export const ANCESTRY_SITE = 'https://www.ancestry.com';

/**
 * An Ancestry record's reference, `{recordId}:{collectionId}` (the pair Ancestry's own record address ends with),
 * as its address on Ancestry; null when the id is not one.
 */
export function ancestryRecordUrl(id: string): string | null {
  return /^\d{1,12}:\d{1,9}$/.test(id) ? `${ANCESTRY_SITE}/discoveryui-content/view/${id}` : null;
}

/**
 * /external/ANCESTRY_DOCUMENT/{id} (content spec §2.1): a record held on the genealogy provider's site, which
 * memorials cite and the share dialog links to. Muster does not copy it; the page says where it is and opens it there.
 */
export function ExternalDocumentPage() {
  const { type, id = '' } = useParams();
  const url = type === 'ANCESTRY_DOCUMENT' ? ancestryRecordUrl(id) : null;
  useDocumentTitle(url ? 'Ancestry Record' : undefined);
  if (!url) return <NotFound what="record" />;
  return (
    <article className="external-document">
      <header className="detail-header">
        <p className="eyebrow">Ancestry Record</p>
        <h1>This record is held on Ancestry</h1>
        <p className="detail-header__meta">
          <ShareButton contentType="ANCESTRY_DOCUMENT" id={id} />
        </p>
      </header>
      <p className="lede">
        Ancestry keeps this record and its image on its own site. Open it there to read it; an Ancestry account may be
        needed to see the image.
      </p>
      <p>
        <a className="button button--primary" href={url} rel="noopener noreferrer" target="_blank">
          View the record on Ancestry
        </a>
      </p>
      <p className="muted">Record reference {id}</p>
    </article>
  );
}
