import { type FragmentType, getFragmentData, graphql } from '../../../__generated__';

export const ImportJobPanel_job = graphql(`
  fragment ImportJobPanel_job on ImportJob {
    id
    publicationId
    fileName
    state
    message
    validateOnly
    cancelRequested
    reportPath
    createdAt
    progress { rowsRead rowsWritten rowsRejected rowsWarned rowsSkipped scansTiled scansTotal }
    findings(first: 50) {
      totalCount
      nodes { row level check column value message }
    }
  }
`);

const STATE_LABELS: Record<string, string> = {
  QUEUED: 'Waiting to start',
  RUNNING: 'Importing',
  DONE: 'Done',
  FAILED: 'Stopped',
  CANCELLED: 'Cancelled',
  UNDONE: 'Undone',
};

/** One import: its live counts, its findings (the first 50, the rest in the CSV report), cancel and undo. */
export function ImportJobPanel(props: {
  job: FragmentType<typeof ImportJobPanel_job>;
  onCancel: () => void;
  onUndo: () => void;
  busy: boolean;
}) {
  const job = getFragmentData(ImportJobPanel_job, props.job);
  const p = job.progress;
  const running = job.state === 'QUEUED' || job.state === 'RUNNING';
  const counts: [string, number][] = [
    ['Rows read', p.rowsRead],
    [
      job.validateOnly ? 'Would be written' : 'Written',
      job.validateOnly ? p.rowsRead - p.rowsRejected - p.rowsSkipped : p.rowsWritten,
    ],
    ['Rejected', p.rowsRejected],
    ['With warnings', p.rowsWarned],
    ['Skipped by filters', p.rowsSkipped],
    ...(p.scansTotal > 0 ? ([[`Scans tiled (of ${p.scansTotal})`, p.scansTiled]] as [string, number][]) : []),
  ];
  return (
    <section className="imports__job" aria-labelledby={`import-${job.id}`}>
      <h2 id={`import-${job.id}`}>
        Import {job.id}: {job.fileName}
      </h2>
      <p className={`imports__state imports__state--${job.state.toLowerCase()}`} role="status">
        {STATE_LABELS[job.state]}
        {job.validateOnly ? ' (check only)' : ''}
        {job.cancelRequested && running ? ': stopping after this batch' : ''}
        {job.message ? `. ${job.message}` : ''}
      </p>
      <dl className="imports__counts">
        {counts.map(([label, n]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{n.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <div className="imports__actions">
        {running && (
          <button
            type="button"
            className="button button--quiet"
            disabled={props.busy || job.cancelRequested}
            onClick={props.onCancel}
          >
            Cancel import
          </button>
        )}
        {['DONE', 'FAILED', 'CANCELLED'].includes(job.state) && !job.validateOnly && (
          <button type="button" className="button button--quiet" disabled={props.busy} onClick={props.onUndo}>
            Undo import
          </button>
        )}
        {job.findings.totalCount > 0 && (
          <a className="button button--quiet" href={job.reportPath} download>
            Download report (CSV)
          </a>
        )}
      </div>
      {job.findings.totalCount > 0 && (
        <div className="imports__findings">
          <h3>
            Rows to fix ({job.findings.totalCount.toLocaleString('en-US')}
            {job.findings.totalCount > job.findings.nodes.length ? `, first ${job.findings.nodes.length} shown` : ''})
          </h3>
          <table>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Level</th>
                <th scope="col">Column</th>
                <th scope="col">Value</th>
                <th scope="col">What to fix</th>
              </tr>
            </thead>
            <tbody>
              {job.findings.nodes.map((f, i) => (
                <tr key={i} className={`imports__finding--${f.level.toLowerCase()}`}>
                  <td>{f.row}</td>
                  <td>{f.level === 'ERROR' ? 'Error' : 'Warning'}</td>
                  <td>{f.column ?? ''}</td>
                  <td>{f.value ?? ''}</td>
                  <td>{f.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
