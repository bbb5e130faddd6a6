import { LimitedField } from './LimitedField';

export interface SourceValues {
  link: string;
  comment: string;
}

export const emptySource: SourceValues = { link: '', comment: '' };

/**
 * A source's two fields: where it is (an address or a citation, §5 limit 4,096) and a comment (256).
 * Either may be empty, not both; the form around it checks that.
 */
export function SourceFields({
  value,
  onChange,
  legend,
}: {
  value: SourceValues;
  onChange: (v: SourceValues) => void;
  legend?: string;
}) {
  return (
    <fieldset className="element-form__source">
      {legend && <legend>{legend}</legend>}
      <LimitedField
        label="Source address or citation"
        kind="sourceLink"
        optional
        value={value.link}
        onChange={(link) => onChange({ ...value, link })}
        placeholder="e.g. /record/77 or https://…"
      />
      <LimitedField
        label="Comment"
        kind="factSourceComment"
        optional
        value={value.comment}
        onChange={(comment) => onChange({ ...value, comment })}
      />
    </fieldset>
  );
}
