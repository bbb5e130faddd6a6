import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { Modal } from '../../../components/modal/Modal';
import { saveErrorText } from './saveError';
import { globalId } from '../../../lib/links';

const ImportableFactsQuery = graphql(`
  query ImportableFacts($memorialId: ID!, $recordId: ID!) {
    importableFacts(memorialGlobalId: $memorialId, recordGlobalId: $recordId) { id type name value alreadyOnMemorial }
    indexRecord(globalId: $recordId) { id fullName }
  }
`);

const ImportFactsMutation = graphql(`
  mutation ImportFactsFromRecord($memorialId: ID!, $recordId: ID!, $factIds: [String!]) {
    importFactsFromRecord(memorialGlobalId: $memorialId, recordGlobalId: $recordId, factIds: $factIds) {
      id
      ...MemorialEditor_memorial
    }
  }
`);

/**
 * The facts of an index record, ticked unless the memorial has them already; Import copies the ticked ones
 * (content §7.1 import-facts, §7.7 import-facts-from), each with a source pointing back at the record.
 */
export function ImportFactsDialog({
  memorialId,
  recordId,
  onClose,
}: {
  memorialId: number;
  recordId: number;
  onClose: () => void;
}) {
  const ids = { memorialId: globalId('STORY_PAGE', memorialId), recordId: globalId('INDEX_RECORD', recordId) };
  const { data, loading, error } = useQuery(ImportableFactsQuery, {
    variables: ids,
    fetchPolicy: 'network-only',
  });
  const [importFacts, { loading: importing }] = useMutation(ImportFactsMutation);
  const [unticked, setUnticked] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const facts = data?.importableFacts ?? [];
  const chosen = facts.filter((f) => !f.alreadyOnMemorial && !unticked.has(f.id));
  const toggle = (id: string) =>
    setUnticked((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = async () => {
    try {
      await importFacts({ variables: { ...ids, factIds: chosen.map((f) => f.id) } });
      onClose();
    } catch (e) {
      setFailure(saveErrorText(e));
    }
  };
  return (
    <Modal
      title={`Import facts from ${data?.indexRecord?.fullName ?? 'the record'}`}
      onClose={onClose}
      className="import-facts"
    >
      {loading && <p>Loading the record’s facts…</p>}
      {error && (
        <p className="element-form__error" role="alert">
          {saveErrorText(error)}
        </p>
      )}
      {data && facts.length === 0 && <p>This record has no facts to import.</p>}
      {facts.length > 0 && (
        <ul className="import-facts__list">
          {facts.map((f) => (
            <li key={f.id}>
              <label>
                <input
                  type="checkbox"
                  disabled={f.alreadyOnMemorial}
                  checked={!f.alreadyOnMemorial && !unticked.has(f.id)}
                  onChange={() => toggle(f.id)}
                />
                <strong>{f.name}</strong> {f.value}
                {f.alreadyOnMemorial && <span className="muted"> (already on the memorial)</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="element-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="element-form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={importing || chosen.length === 0}
          onClick={() => void submit()}
          data-autofocus
        >
          {chosen.length === 1 ? 'Import 1 fact' : `Import ${chosen.length} facts`}
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
