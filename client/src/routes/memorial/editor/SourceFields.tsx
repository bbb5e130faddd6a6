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
  name,
}: {
  value: SourceValues;
  onChange: (v: SourceValues) => void;
  legend?: string;
  /** Where the source sits in the element's input (`sources.1` in a fact), for the gateway's refusals. */
  name?: string;
}) {
  const at = (field: string) => (name ? `${name}.${field}` : field);
  return (
    <fieldset className="element-form__source">
      {legend && <legend>{legend}</legend>}
      <LimitedField
        label="Source address or citation"
        kind="sourceLink"
        name={at('link')}
        optional
        value={value.link}
        onChange={(link) => onChange({ ...value, link })}
        placeholder="e.g. /record/77 or https://…"
      />
      <LimitedField
        label="Comment"
        kind="factSourceComment"
        name={at('comment')}
        optional
        value={value.comment}
        onChange={(comment) => onChange({ ...value, comment })}
      />
    </fieldset>
  );
}
