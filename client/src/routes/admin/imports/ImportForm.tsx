import { type FormEvent, useState } from 'react';
import { IMPORT_CHECKS, IMPORT_FIELDS } from '@muster/contract';
import { type PickablePublication, PublicationPicker } from './PublicationPicker';

export interface ImportRequest {
  publicationId: number;
  upload?: string;
  serverPath?: string;
  scansUpload?: string;
  scansServerPath?: string;
  firstRecords: number;
  maxErrors: number;
  validateOnly: boolean;
  correctById: boolean;
  mapping: { column: string; field: string }[] | null;
  levels: { check: string; level: 'ERROR' | 'WARNING' | 'IGNORE' }[];
}

interface Uploaded {
  upload: string;
  headings: string[];
}

/** Sends the file to the gateway's streamed upload; answers the token and headings, or a message to show. */
async function uploadFile(file: File): Promise<Uploaded | string> {
  const res = await fetch(`/admin/imports/upload?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: file,
  });
  const body = (await res.json().catch(() => ({}))) as { upload?: string; headings?: string[]; message?: string };
  return res.ok && body.upload
    ? { upload: body.upload, headings: body.headings ?? [] }
    : (body.message ?? 'The upload failed');
}

/** The new-import form: publication, a file (uploaded) or a server file, settings, column mapping and check levels. */
export function ImportForm({
  publications,
  onStart,
  busy,
  errors,
}: {
  publications: readonly PickablePublication[];
  onStart: (r: ImportRequest) => void;
  busy: boolean;
  errors: string[];
}) {
  const [publication, setPublication] = useState<PickablePublication | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const [serverPath, setServerPath] = useState('');
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [scans, setScans] = useState<{ upload?: string; uploading?: boolean; error?: string }>({});
  const [scansPath, setScansPath] = useState('');
  const [firstRecords, setFirstRecords] = useState('0');
  const [maxErrors, setMaxErrors] = useState('0');
  const [validateOnly, setValidateOnly] = useState(false);
  const [correctById, setCorrectById] = useState(false);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [levels, setLevels] = useState<Record<string, string>>({});

  const choose = async (file: File | undefined) => {
    setUploaded(null);
    setUploadError(null);
    if (!file) return;
    setUploading(true);
    const answer = await uploadFile(file);
    setUploading(false);
    if (typeof answer === 'string') setUploadError(answer);
    else {
      setUploaded(answer);
      setMapping({});
    }
  };
  const chooseScans = async (file: File | undefined) => {
    setScans(file ? { uploading: true } : {});
    if (!file) return;
    const answer = await uploadFile(file);
    setScans(typeof answer === 'string' ? { error: answer } : { upload: answer.upload });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUnchosen(!publication);
    if (!publication) return;
    const chosen = Object.entries(mapping).filter(([, field]) => field !== '');
    onStart({
      publicationId: publication.publicationId,
      ...(uploaded ? { upload: uploaded.upload } : { serverPath: serverPath.trim() }),
      ...(scans.upload ? { scansUpload: scans.upload } : scansPath.trim() ? { scansServerPath: scansPath.trim() } : {}),
      firstRecords: Number(firstRecords) || 0,
      maxErrors: Number(maxErrors) || 0,
      validateOnly,
      correctById,
      mapping: chosen.length ? chosen.map(([column, field]) => ({ column, field })) : null,
      levels: Object.entries(levels)
        .filter(([, level]) => level !== '')
        .map(([check, level]) => ({ check, level: level as 'ERROR' | 'WARNING' | 'IGNORE' })),
    });
  };
  return (
    <form className="imports__form" onSubmit={submit} aria-label="New import">
      <PublicationPicker
        publications={publications}
        chosen={publication}
        invalid={unchosen}
        onChoose={(p) => {
          setPublication(p);
          if (p) setUnchosen(false);
        }}
      />
      {unchosen && (
        <p className="status status--error" role="alert">
          Choose the publication to import into: type part of its title and pick it from the list.
        </p>
      )}
      <div className="imports__row">
        <label htmlFor="import-file">CSV or .xlsx file</label>
        <input id="import-file" type="file" accept=".csv,.xlsx" onChange={(e) => void choose(e.target.files?.[0])} />
        {uploading && <span role="status">Uploading…</span>}
        {uploadError && (
          <span className="status status--error" role="alert">
            {uploadError}
          </span>
        )}
      </div>
      {!uploaded && (
        <div className="imports__row">
          <label htmlFor="import-path">or a file in the server's imports folder</label>
          <input
            id="import-path"
            value={serverPath}
            placeholder="e.g. 2026/roll-42.csv"
            onChange={(e) => setServerPath(e.target.value)}
          />
        </div>
      )}
      <div className="imports__row">
        <label htmlFor="import-scans">Scans (.zip), matched by a column mapped to image_file</label>
        <input id="import-scans" type="file" accept=".zip" onChange={(e) => void chooseScans(e.target.files?.[0])} />
        {scans.uploading && <span role="status">Uploading scans…</span>}
        {scans.error && (
          <span className="status status--error" role="alert">
            {scans.error}
          </span>
        )}
      </div>
      {!scans.upload && (
        <div className="imports__row">
          <label htmlFor="import-scans-path">or a .zip or folder of scans in the imports folder</label>
          <input
            id="import-scans-path"
            value={scansPath}
            placeholder="e.g. 2026/roll-42-scans"
            onChange={(e) => setScansPath(e.target.value)}
          />
        </div>
      )}
      <fieldset className="imports__settings">
        <legend>Settings</legend>
        <label>
          Only the first{' '}
          <input inputMode="numeric" value={firstRecords} onChange={(e) => setFirstRecords(e.target.value)} /> rows (0:
          all)
        </label>
        <label>
          Stop after <input inputMode="numeric" value={maxErrors} onChange={(e) => setMaxErrors(e.target.value)} />{' '}
          rejected rows (0: never)
        </label>
        <label>
          <input type="checkbox" checked={validateOnly} onChange={(e) => setValidateOnly(e.target.checked)} /> Check
          only, write nothing
        </label>
        <label>
          <input type="checkbox" checked={correctById} onChange={(e) => setCorrectById(e.target.checked)} /> Rows with a
          record id correct that record
        </label>
      </fieldset>
      {uploaded && (
        <table className="imports__mapping">
          <caption>Columns (empty: the column's own name, or the publication's last mapping)</caption>
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Fills the field</th>
            </tr>
          </thead>
          <tbody>
            {uploaded.headings.map((heading) => (
              <tr key={heading}>
                <td>{heading}</td>
                <td>
                  <select
                    aria-label={`Field for ${heading}`}
                    value={mapping[heading] ?? ''}
                    onChange={(e) => setMapping({ ...mapping, [heading]: e.target.value })}
                  >
                    <option value="">(as named)</option>
                    {IMPORT_FIELDS.map((f) => (
                      <option key={f} value={f}>
                        {f.replace(/_/g, ' ')}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <details className="imports__levels">
        <summary>Checks</summary>
        {Object.entries(IMPORT_CHECKS).map(([check, level]) => (
          <label key={check}>
            {check.replace(/-/g, ' ')}{' '}
            <select value={levels[check] ?? ''} onChange={(e) => setLevels({ ...levels, [check]: e.target.value })}>
              <option value="">default ({level})</option>
              <option value="ERROR">error: reject the row</option>
              <option value="WARNING">warning: write without the value</option>
              <option value="IGNORE">ignore</option>
            </select>
          </label>
        ))}
      </details>
      {errors.map((message) => (
        <p key={message} className="status status--error" role="alert">
          {message}
        </p>
      ))}
      <button type="submit" className="button button--primary" disabled={busy || uploading || scans.uploading}>
        Start import
      </button>
    </form>
  );
}
