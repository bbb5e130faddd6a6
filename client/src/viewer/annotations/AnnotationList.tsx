import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { kindLabel } from './annotationKinds';

export const AnnotationList_image = graphql(`
  fragment AnnotationList_image on Image {
    annotationsExportUrl
    annotations {
      id
      annotationId
      type
      value
      label
      editable
      url
      author {
        username
      }
    }
  }
`);

interface Props {
  image: FragmentType<typeof AnnotationList_image>;
  selectedId: number | null;
  onEdit(annotationId: number): void;
}

/** The info pane's list of the page's annotations; each opens the viewer on its rectangle (its share address). */
export function AnnotationList(props: Props) {
  const { annotations, annotationsExportUrl } = getFragmentData(AnnotationList_image, props.image);
  return (
    <section className="annotation-list" aria-labelledby="annotation-list-title">
      <h2 id="annotation-list-title">Annotations{annotations.length > 0 ? ` (${annotations.length})` : ''}</h2>
      {annotations.length === 0 ? (
        <p className="muted">No annotations yet.</p>
      ) : (
        <ul className="annotation-list__items">
          {annotations.map((a) => {
            const current = a.annotationId === props.selectedId;
            return (
              <li key={a.id} className={current ? 'is-current' : undefined}>
                <span className="annotation-list__kind">{kindLabel(a.type)}</span>
                <Link to={a.url} replace aria-current={current ? 'true' : undefined} className="annotation-list__value">
                  {a.label ? <strong>{a.label}: </strong> : null}
                  {a.value}
                </Link>
                <span className="muted annotation-list__meta">
                  {a.author?.username ? `by ${a.author.username}` : 'by a former member'}
                  {a.editable && (
                    <button
                      type="button"
                      className="annotation-list__edit"
                      onClick={() => props.onEdit(a.annotationId)}
                    >
                      Edit
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {/* A plain link: the export is JSON-LD served by the gateway, not a page of the website. */}
      <a
        className="annotation-list__export"
        href={annotationsExportUrl}
        target="_blank"
        rel="noopener"
        type="application/ld+json"
      >
        Export as W3C Web Annotations (JSON)
      </a>
    </section>
  );
}
