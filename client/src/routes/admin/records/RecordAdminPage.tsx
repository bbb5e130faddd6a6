import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../../__generated__';
import type { Stickiness } from '../../../__generated__/graphql';
import { ErrorMessage, Loading } from '../../../components/QueryStatus';
import { recordFieldLabel } from '../../../lib/recordFields';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useNumericParam } from '../../../lib/useNumericParam';
import { RecordFieldRow } from './RecordFieldRow';
import { RecordHistory } from './RecordHistory';
import '../admin.css';
import './record-admin.css';

const IndexRecordAdminQuery = graphql(`
  query IndexRecordAdmin($id: Int!) {
    indexRecordAdmin(id: $id) {
      id
      recordId
      title
      publicationId
      accessLevel
      fields {
        name
        ...RecordFieldRow_field
      }
      pendingProposals { feedbackId field value note username }
      ...RecordHistory_record
    }
  }
`);

const CorrectIndexRecord = graphql(`
  mutation CorrectIndexRecord($input: CorrectIndexRecordInput!) {
    correctIndexRecord(input: $input) {
      record {
        id
        title
        fields {
          name
          ...RecordFieldRow_field
        }
        ...RecordHistory_record
      }
      userErrors { field message code }
    }
  }
`);

/** /admin/records/:id: staff with the corrections ability open any record whole and correct its fields. */
export function RecordAdminPage() {
  const id = useNumericParam();
  useDocumentTitle(id ? `Record ${id} · Admin` : 'Records · Admin');
  const navigate = useNavigate();
  const [lookup, setLookup] = useState(id ? String(id) : '');
  const [stickiness, setStickiness] = useState<Stickiness>('SUPER');
  const { data, loading, error } = useQuery(IndexRecordAdminQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  const [correct] = useMutation(CorrectIndexRecord);

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{1,10}$/.test(lookup.trim())) void navigate(`/admin/records/${lookup.trim()}`);
  };
  const save = async (field: string, value: string | null): Promise<string | null> => {
    if (id === null) return null;
    try {
      const result = await correct({
        variables: { input: { recordId: id, field, value, stickiness } },
        // The record page and search hits show the old value until read again.
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'IndexRecord', id: `INDEX_RECORD:${id}` }) });
          cache.gc();
        },
      });
      return result.data?.correctIndexRecord.userErrors[0]?.message ?? null;
    } catch (failure) {
      return failure instanceof Error ? failure.message : 'The correction was not saved.';
    }
  };

  const record = data?.indexRecordAdmin;
  let body;
  if (id === null) body = null;
  else if (error) body = <ErrorMessage error={error} />;
  else if (loading && !data) body = <Loading />;
  else if (!record) body = <p role="alert">No index record has the id {id}.</p>;
  else
    body = (
      <>
        <header className="record-admin__head">
          <h2>{record.title}</h2>
          <p className="muted">
            Record {record.recordId} · publication {record.publicationId} · {record.accessLevel} ·{' '}
            <Link to={`/record/${record.recordId}`}>Open the record page</Link>
          </p>
        </header>
        <fieldset className="record-admin__stickiness">
          <legend>Saved corrections are</legend>
          {(['SUPER', 'NORMAL'] as const).map((s) => (
            <label key={s}>
              <input type="radio" name="stickiness" checked={stickiness === s} onChange={() => setStickiness(s)} />{' '}
              {s === 'SUPER'
                ? 'SUPER: kept when the record is imported again'
                : 'NORMAL: a later import may replace them'}
            </label>
          ))}
        </fieldset>
        <ul className="record-admin__fields">
          {record.fields.map((field) => (
            <RecordFieldRow key={field.name} field={field} onSave={save} />
          ))}
        </ul>
        {record.pendingProposals.length > 0 && (
          <section aria-labelledby="record-admin-proposals">
            <h2 id="record-admin-proposals">Members’ suggestions waiting</h2>
            <ul className="record-admin__proposals">
              {record.pendingProposals.map((p) => (
                <li key={p.feedbackId}>
                  {p.username ?? 'A member'} suggests {recordFieldLabel(p.field).toLowerCase()} “{p.value}”
                  {p.note ? <>: {p.note}</> : null} · <Link to="/admin/feedback">Answer in the feedback queue</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="record-admin-history">
          <h2 id="record-admin-history">History</h2>
          <RecordHistory record={record} />
        </section>
      </>
    );
  return (
    <section className="admin record-admin">
      <h1>Edit record</h1>
      <p className="admin__links">
        <Link to="/admin">Admin</Link>
      </p>
      <form className="admin__search" role="search" onSubmit={open}>
        <label htmlFor="record-admin-id">Record id</label>
        <input
          id="record-admin-id"
          inputMode="numeric"
          value={lookup}
          maxLength={10}
          onChange={(e) => setLookup(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          Open
        </button>
      </form>
      {body}
    </section>
  );
}
