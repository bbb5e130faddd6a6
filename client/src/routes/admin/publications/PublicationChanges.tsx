import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';

export const PublicationChanges_editor = graphql(`
  fragment PublicationChanges_editor on PublicationEditor {
    recentChanges {
      kind
      staffId
      created
      changes { field from to }
    }
  }
`);

/** The publication's last changes by staff, newest first, each field from → to. */
export function PublicationChanges(props: { editor: FragmentType<typeof PublicationChanges_editor> }) {
  const { recentChanges } = getFragmentData(PublicationChanges_editor, props.editor);
  return (
    <section className="pub-changes" aria-labelledby="pub-changes-title">
      <h3 id="pub-changes-title">Recent changes</h3>
      {recentChanges.length === 0 ? (
        <p>No changes by staff yet.</p>
      ) : (
        <ol>
          {recentChanges.map((change, i) => (
            <li key={i}>
              <time dateTime={change.created}>{new Date(change.created).toLocaleString()}</time>
              {' · '}
              {change.kind === 'CREATED' ? 'created' : 'edited'} by staff #{change.staffId ?? '?'}
              <ul>
                {change.changes.map((c) => (
                  <li key={c.field}>
                    <code>{c.field}</code>: {c.from ?? '—'} → {c.to ?? '—'}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
