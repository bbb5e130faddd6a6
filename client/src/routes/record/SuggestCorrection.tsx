import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { Modal } from '../../components/modal/Modal';
import { DATE_HINT, PROPOSABLE_FIELDS, isDateField, recordFieldLabel } from '../../lib/recordFields';
import '../../components/form/form.css';
import './suggest-correction.css';

export const SuggestCorrection_record = graphql(`
  fragment SuggestCorrection_record on IndexRecord {
    givenName
    middleName
    surname
    nameSuffix
    birthDate
    enlistmentDate
    dischargeDate
    deathDate
    burialDate
  }
`);

const ProposeRecordCorrection = graphql(`
  mutation ProposeRecordCorrection($input: ProposeRecordCorrectionInput!) {
    proposeRecordCorrection(input: $input) {
      proposal { field value state }
      userErrors { field message code }
    }
  }
`);

type Proposable = (typeof PROPOSABLE_FIELDS)[number];

/** "Suggest a correction" on a record page: a member proposes a new name or date; staff review it in their queue. */
export function SuggestCorrection(props: { recordId: number; record: FragmentType<typeof SuggestCorrection_record> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--quiet" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Suggest a correction
      </button>
      {open && <SuggestCorrectionDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

function SuggestCorrectionDialog({
  recordId,
  onClose,
  ...props
}: {
  recordId: number;
  record: FragmentType<typeof SuggestCorrection_record>;
  onClose: () => void;
}) {
  const record = getFragmentData(SuggestCorrection_record, props.record);
  const ids = useId();
  const current = (field: Proposable) => record[field] ?? '';
  const [field, setField] = useState<Proposable>('surname');
  const [value, setValue] = useState(current('surname'));
  const [note, setNote] = useState('');
  const [propose, { data, loading, error }] = useMutation(ProposeRecordCorrection);
  const answer = data?.proposeRecordCorrection;
  const problem = answer?.userErrors[0]?.message ?? error?.message ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void propose({ variables: { input: { recordId, field, value, note: note.trim() || null } } }).catch(() => {});
  };
  return (
    <Modal title="Suggest a correction" onClose={onClose} className="suggest-correction">
      {answer?.proposal ? (
        <>
          <p role="status">
            Thank you. Staff will review your correction of the {recordFieldLabel(field).toLowerCase()} to “
            {answer.proposal.value}”.
          </p>
          <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
            Close
          </button>
        </>
      ) : (
        <form className="suggest-correction__form" onSubmit={submit}>
          <p className="field__hint">
            Tell us what the scan says where the transcription differs. Staff check every suggestion against the
            original.
          </p>
          <div className="field">
            <label htmlFor={`${ids}-field`}>What is wrong</label>
            <select
              id={`${ids}-field`}
              value={field}
              data-autofocus
              onChange={(e) => {
                const next = e.target.value as Proposable;
                setField(next);
                setValue(current(next));
              }}
            >
              {PROPOSABLE_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {recordFieldLabel(f)}
                  {record[f] ? ` (now “${record[f]}”)` : ''}
                </option>
              ))}
            </select>
          </div>
          <div className={`field${problem ? ' field--invalid' : ''}`}>
            <label htmlFor={`${ids}-value`}>The correct {recordFieldLabel(field).toLowerCase()}</label>
            <input
              id={`${ids}-value`}
              value={value}
              required
              maxLength={200}
              aria-describedby={`${ids}-hint`}
              onChange={(e) => setValue(e.target.value)}
            />
            <p className="field__hint" id={`${ids}-hint`}>
              {isDateField(field) ? DATE_HINT : 'As the scan spells it.'}
            </p>
            {problem && (
              <p className="field__error" role="alert">
                {problem}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${ids}-note`}>Note for staff (optional)</label>
            <textarea
              id={`${ids}-note`}
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <button type="submit" className="button button--primary" disabled={loading || value.trim() === ''}>
            {loading ? 'Sending…' : 'Send suggestion'}
          </button>
        </form>
      )}
    </Modal>
  );
}
