import { useId, useState } from 'react';
import { ValidatedForm } from '../../../components/form/ValidatedForm';
import { DateTextField } from './DateTextField';
import type { ElementFormProps } from './elementForm';
import { defaultFactName, FACT_TYPES, factValueKind } from './factTypes';
import { FormActions } from './FormActions';
import { LimitedField } from './LimitedField';
import { PlaceTextField } from './PlaceTextField';
import { emptySource, SourceFields, type SourceValues } from './SourceFields';
import { useSaveState } from './useSaveState';

export interface FactValues {
  type: string;
  name: string;
  value: string;
  /** The event the fact belongs to (e.g. "Battle of Antietam"); optional, kept when the fact is edited. */
  event: string;
  sources: SourceValues[];
}

const empty: FactValues = { type: 'date.vital.birth', name: 'Birth', value: '', event: '', sources: [] };

/**
 * A fact: what kind, its label and its value. A date fact's value is free text read as a date (§5) and
 * must hold a year; a place fact's value is a free-text place. Sources of the fact come below.
 */
export function FactForm({ initial = empty, onSave, onCancel }: ElementFormProps<FactValues>) {
  const id = useId();
  const [v, setV] = useState(initial);
  const { problem, error, saving, save } = useSaveState(onSave);
  const kind = factValueKind(v.type);
  const known = FACT_TYPES.some((f) => f.type === v.type);
  const setType = (type: string) =>
    setV((old) => ({
      ...old,
      type,
      // Keep a label the writer typed; replace one that was only the old type's default.
      name: old.name === defaultFactName(old.type) ? defaultFactName(type) : old.name,
    }));
  const setSource = (i: number, s: SourceValues) =>
    setV((old) => ({ ...old, sources: old.sources.map((o, j) => (j === i ? s : o)) }));
  return (
    <ValidatedForm className="element-form" aria-label="Fact" problem={problem} onValidSubmit={() => save(v)}>
      <div className="element-form__pair">
        <div className="field">
          <label htmlFor={`${id}-type`}>Kind of fact</label>
          <select id={`${id}-type`} value={v.type} onChange={(e) => setType(e.target.value)}>
            {!known && <option value={v.type}>{defaultFactName(v.type)}</option>}
            {FACT_TYPES.map((f) => (
              <option key={f.type} value={f.type}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
        <LimitedField label="Label" kind="text" name="name" value={v.name} onChange={(name) => setV({ ...v, name })} />
      </div>
      {kind === 'date' && (
        <DateTextField
          label="Date"
          name="value"
          required
          value={v.value}
          onChange={(value) => setV({ ...v, value })}
          autoFocus
        />
      )}
      {kind === 'place' && (
        <PlaceTextField
          label="Place"
          name="value"
          required
          value={v.value}
          onChange={(value) => setV({ ...v, value })}
        />
      )}
      {kind === 'text' && (
        <LimitedField
          label="Value"
          kind="text"
          name="value"
          value={v.value}
          onChange={(value) => setV({ ...v, value })}
        />
      )}
      <LimitedField
        label="Event"
        kind="text"
        name="event"
        optional
        value={v.event}
        onChange={(event) => setV({ ...v, event })}
      />
      {v.sources.map((s, i) => (
        <div key={i} className="element-form__repeat">
          <SourceFields
            legend={`Source ${i + 1}`}
            name={`sources.${i}`}
            value={s}
            onChange={(next) => setSource(i, next)}
          />
          <button
            type="button"
            className="button button--quiet"
            onClick={() => setV({ ...v, sources: v.sources.filter((_, j) => j !== i) })}
          >
            Remove source {i + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--quiet element-form__add"
        onClick={() => setV({ ...v, sources: [...v.sources, emptySource] })}
      >
        Add a source for this fact
      </button>
      <FormActions saveLabel="Save fact" saving={saving} error={error} onCancel={onCancel} />
    </ValidatedForm>
  );
}
