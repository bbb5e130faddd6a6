import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { ErrorMessage, Loading } from '../../../components/QueryStatus';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PublicationEditorForm } from './PublicationEditorForm';
import '../admin.css';
import './publications-admin.css';

const PublicationListQuery = graphql(`
  query StaffPublicationList {
    publications { id publicationId title accessLevel }
    publicationWarnings { publicationId code }
    contentProviders
  }
`);

const PublicationEditorQuery = graphql(`
  query StaffPublicationEditor($id: Int!) {
    publicationEditor(id: $id) {
      publicationId
      values { title }
      ...PublicationEditorForm_editor
    }
  }
`);

const CreatePublication = graphql(`
  mutation CreatePublication($input: PublicationEditInput!) {
    createPublication(input: $input) {
      editor { publicationId }
      userErrors { field message code }
    }
  }
`);

export const PUBLICATIONS_NOT_ALLOWED =
  'Only staff who edit publications may use this page. Please sign in with a staff account.';

/** /admin/publications: find a publication, edit its editorial fields; make a new one (docs/decisions/publications-admin.md). */
export function PublicationsAdminPage() {
  useDocumentTitle('Publications admin');
  const [params, setParams] = useSearchParams();
  const id = Number.parseInt(params.get('id') ?? '', 10) || null;
  const [filter, setFilter] = useState('');
  const list = useQuery(PublicationListQuery, { fetchPolicy: 'network-only' });
  const editor = useQuery(PublicationEditorQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  const [newTitle, setNewTitle] = useState('');
  const [newProvider, setNewProvider] = useState('');
  const [createError, setCreateError] = useState<{ field: string | null; message: string } | null>(null);
  const [create, created] = useMutation(CreatePublication);

  const code = CombinedGraphQLErrors.is(list.error) ? list.error.errors[0]?.extensions?.code : undefined;
  if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED')
    return (
      <section className="admin">
        <h1>Publications</h1>
        <p className="status status--error" role="alert">
          {PUBLICATIONS_NOT_ALLOWED}
        </p>
        <Link to="/login?next=/admin/publications">Sign in</Link>
      </section>
    );
  if (list.error) return <ErrorMessage error={list.error} />;
  if (!list.data) return <Loading />;

  const warned = new Map<number, number>();
  for (const w of list.data.publicationWarnings) warned.set(w.publicationId, (warned.get(w.publicationId) ?? 0) + 1);
  const words = filter.trim().toLowerCase();
  const shown = list.data.publications.filter(
    (p) => !words || p.title.toLowerCase().includes(words) || String(p.publicationId) === words,
  );
  const providers = list.data.contentProviders;

  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    setCreateError(null);
    create({ variables: { input: { title: newTitle.trim(), provider: newProvider || providers[0] } } }).then(
      ({ data }) => {
        const answer = data?.createPublication;
        const refused = answer?.userErrors[0];
        if (refused) setCreateError({ field: refused.field?.[1] ?? null, message: refused.message });
        else if (answer?.editor) {
          setNewTitle('');
          void list.refetch();
          setParams({ id: String(answer.editor.publicationId) });
        }
      },
      (failure: Error) => setCreateError({ field: null, message: failure.message }),
    );
  };

  return (
    <section className="admin pubs-admin">
      <p className="pubs-admin__back">
        <Link to="/admin">← Admin</Link>
      </p>
      <h1>Publications</h1>
      <div className={`pubs-admin__layout${id !== null ? ' pubs-admin__layout--editing' : ''}`}>
        <aside className="pubs-admin__list" aria-label="Publications">
          <label htmlFor="pubs-filter">Find a publication</label>
          <input
            id="pubs-filter"
            type="search"
            value={filter}
            placeholder="Title or id"
            onChange={(e) => setFilter(e.target.value)}
          />
          <ul>
            {shown.map((p) => (
              <li key={p.publicationId}>
                <button
                  type="button"
                  className={p.publicationId === id ? 'is-current' : undefined}
                  aria-current={p.publicationId === id ? 'true' : undefined}
                  onClick={() => setParams({ id: String(p.publicationId) })}
                >
                  <span className="pubs-admin__title">{p.title}</span>
                  <span className="pubs-admin__meta">
                    #{p.publicationId} · {p.accessLevel}
                    {warned.get(p.publicationId) ? ` · ${warned.get(p.publicationId)} warning(s)` : ''}
                  </span>
                </button>
              </li>
            ))}
            {shown.length === 0 && <li>No publication matches “{filter}”.</li>}
          </ul>
          <form className="pubs-admin__new" onSubmit={submitNew} aria-labelledby="pubs-new-title">
            <h2 id="pubs-new-title">New publication</h2>
            <label htmlFor="pubs-new-name">Title</label>
            <input id="pubs-new-name" value={newTitle} maxLength={200} onChange={(e) => setNewTitle(e.target.value)} />
            {createError?.field === 'title' && (
              <span className="status status--error" role="alert">
                {createError.message}
              </span>
            )}
            <label htmlFor="pubs-new-provider">Provider</label>
            <select id="pubs-new-provider" value={newProvider} onChange={(e) => setNewProvider(e.target.value)}>
              {providers.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
            {createError && createError.field !== 'title' && (
              <span className="status status--error" role="alert">
                {createError.message}
              </span>
            )}
            <button type="submit" className="button" disabled={created.loading || !newTitle.trim()}>
              Create
            </button>
          </form>
        </aside>
        <div className="pubs-admin__editor">
          {id === null && <p>Choose a publication to edit its fields.</p>}
          {editor.error && <ErrorMessage error={editor.error} />}
          {id !== null && editor.loading && <Loading />}
          {id !== null && editor.data && !editor.data.publicationEditor && <p>No publication with id {id}.</p>}
          {editor.data?.publicationEditor && (
            <>
              <h2>
                {editor.data.publicationEditor.values.title}{' '}
                <Link className="pubs-admin__view" to={`/publication/${editor.data.publicationEditor.publicationId}`}>
                  View page
                </Link>
              </h2>
              <PublicationEditorForm
                key={editor.data.publicationEditor.publicationId}
                editor={editor.data.publicationEditor}
                onSaved={() => void list.refetch()}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
