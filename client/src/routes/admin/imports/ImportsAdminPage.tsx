import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { ErrorMessage, Loading } from '../../../components/QueryStatus';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ImportForm, type ImportRequest } from './ImportForm';
import { ImportJobPanel } from './ImportJobPanel';
import './imports-admin.css';

const ImportJobsQuery = graphql(`
  query ImportJobs {
    importJobs(first: 20) {
      totalCount
      nodes { id fileName state publicationId progress { rowsRead rowsWritten rowsRejected } }
    }
  }
`);

const ImportPublicationsQuery = graphql(`
  query ImportPublications {
    publications { id publicationId title accessLevel }
  }
`);

const ImportJobQuery = graphql(`
  query ImportJob($id: ID!) {
    importJob(id: $id) {
      id
      state
      ...ImportJobPanel_job
    }
  }
`);

const StartImport = graphql(`
  mutation StartImport($input: StartImportInput!) {
    startImport(input: $input) { importJob { id state } userErrors { field message code } }
  }
`);
const CancelImport = graphql(`
  mutation CancelImport($id: ID!) {
    cancelImport(id: $id) { importJob { id state cancelRequested } userErrors { message } }
  }
`);
const UndoImport = graphql(`
  mutation UndoImport($id: ID!) {
    undoImport(id: $id) { importJob { id state message } userErrors { message } }
  }
`);

const POLL_MS = 2000;

/** /admin/imports: staff import a publication's index (CSV or .xlsx) as a background job and follow it. */
export function ImportsAdminPage() {
  useDocumentTitle('Imports');
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const jobs = useQuery(ImportJobsQuery, { fetchPolicy: 'cache-and-network' });
  const publications = useQuery(ImportPublicationsQuery, { fetchPolicy: 'cache-and-network' });
  const pubList = publications.data?.publications ?? [];
  const titleOf = new Map(pubList.map((p) => [p.publicationId, p.title]));
  const job = useQuery(ImportJobQuery, {
    variables: { id: selected ?? '' },
    skip: !selected,
    fetchPolicy: 'cache-and-network',
  });
  const running = (state: string | undefined) => state === 'QUEUED' || state === 'RUNNING';
  // Progress comes by polling every 2 s while the import shown (or any listed) runs.
  const anyRunning = jobs.data?.importJobs.nodes.some((j) => running(j.state)) ?? false;
  const jobRunning = running(job.data?.importJob?.state);
  if (jobRunning) job.startPolling(POLL_MS);
  else job.stopPolling();
  if (anyRunning) jobs.startPolling(POLL_MS);
  else jobs.stopPolling();

  const [start, started] = useMutation(StartImport);
  const [cancel, cancelling] = useMutation(CancelImport);
  const [undo, undoing] = useMutation(UndoImport);
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const code = CombinedGraphQLErrors.is(jobs.error) ? jobs.error.errors[0]?.extensions?.code : undefined;
  if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED')
    return (
      <section className="imports">
        <h1>Imports</h1>
        <p className="status status--error" role="alert">
          Only staff who import records may use this page. Please sign in with such an account.
        </p>
      </section>
    );

  const onStart = async (request: ImportRequest) => {
    setFormErrors([]);
    const { data } = await start({ variables: { input: request } });
    const payload = data?.startImport;
    if (!payload) return;
    if (payload.userErrors.length) setFormErrors(payload.userErrors.map((e) => e.message));
    else if (payload.importJob) {
      setParams({ id: payload.importJob.id });
      await jobs.refetch();
    }
  };
  const act = async (action: typeof cancel | typeof undo) => {
    if (!selected) return;
    await action({ variables: { id: selected } });
    await Promise.all([job.refetch(), jobs.refetch()]);
  };

  return (
    <section className="imports">
      <h1>Imports</h1>
      <ImportForm publications={pubList} onStart={(r) => void onStart(r)} busy={started.loading} errors={formErrors} />
      {selected && job.error && <ErrorMessage error={job.error} />}
      {job.data?.importJob && (
        <ImportJobPanel
          job={job.data.importJob}
          busy={cancelling.loading || undoing.loading}
          onCancel={() => void act(cancel)}
          onUndo={() => void act(undo)}
        />
      )}
      <h2>Recent imports</h2>
      {jobs.error && <ErrorMessage error={jobs.error} />}
      {!jobs.data && jobs.loading && <Loading />}
      {jobs.data && (
        <table className="imports__list">
          <thead>
            <tr>
              <th scope="col">Import</th>
              <th scope="col">Publication</th>
              <th scope="col">State</th>
              <th scope="col">Read</th>
              <th scope="col">Written</th>
              <th scope="col">Rejected</th>
            </tr>
          </thead>
          <tbody>
            {jobs.data.importJobs.nodes.map((j) => (
              <tr key={j.id} aria-selected={j.id === selected}>
                <td>
                  <button type="button" className="imports__open" onClick={() => setParams({ id: j.id })}>
                    {j.id}: {j.fileName}
                  </button>
                </td>
                <td>{titleOf.get(j.publicationId) ?? `#${j.publicationId}`}</td>
                <td>{j.state.toLowerCase()}</td>
                <td>{j.progress.rowsRead.toLocaleString('en-US')}</td>
                <td>{j.progress.rowsWritten.toLocaleString('en-US')}</td>
                <td>{j.progress.rowsRejected.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
