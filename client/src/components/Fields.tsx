import type { ReactNode } from 'react';
import './Fields.css';

/** One labelled value; rows with nothing to show are left out. */
export type FieldRow = [label: string, value: ReactNode];

/** A definition list of an object's fields. */
export function Fields({ rows }: { rows: FieldRow[] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== false);
  if (!shown.length) return null;
  return (
    <dl className="fields">
      {shown.map(([label, value], i) => (
        <div className="fields__row" key={`${label}-${i}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
