import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import type { EditableFieldGroup, PublicationEditInput } from '../../../__generated__/graphql';
import { PublicationChanges } from './PublicationChanges';

export const PublicationEditorForm_editor = graphql(`
  fragment PublicationEditorForm_editor on PublicationEditor {
    publicationId
    effectiveAccessLevel
    fields { name type group label nullable maxLength allowed }
    values {
      configuredAccessLevel minimumAccessLevel maximumAccessLevel
      allowPrint allowDownload allowDownloadDoc allowAnnotations allowImports
      title shortTitle shortDescription mediumDescription provider
      coverImageId sampleImageIds
      hasBrowse browseLabels browseOutOfDate
      percentComplete percentCompleteOverride featured isNew
    }
    warnings { code message }
    ...PublicationChanges_editor
  }
`);

const UpdatePublication = graphql(`
  mutation UpdatePublication($id: Int!, $input: PublicationEditInput!) {
    updatePublication(id: $id, input: $input) {
      editor { ...PublicationEditorForm_editor }
      userErrors { field message code }
    }
  }
`);

const GROUPS: { group: EditableFieldGroup; title: string }[] = [
  { group: 'ACCESS', title: 'Access' },
  { group: 'PERMISSIONS', title: 'Permissions' },
  { group: 'DESCRIPTIONS', title: 'Descriptions' },
  { group: 'IMAGES', title: 'Images' },
  { group: 'BROWSE', title: 'Browse' },
  { group: 'STATUS', title: 'Status' },
];

type Value = string | number | boolean | null | readonly (string | number)[];
type Values = Record<string, Value>;

/** What the form holds for a value: text for inputs, booleans for checkboxes. */
function draftOf(type: string, value: Value): string | boolean {
  if (typeof value === 'boolean') return value;
  if (value === null) return '';
  if (Array.isArray(value)) return type === 'LABEL_LIST' ? value.join('\n') : value.join(', ');
  return String(value);
}

/** The value a form entry stands for; text that is not a number is sent as it is, for the service to refuse. */
function valueOf(type: string, draft: string | boolean): Value {
  if (typeof draft === 'boolean') return draft;
  switch (type) {
    case 'PERCENT':
    case 'IMAGE':
      return draft.trim() === '' ? null : Number(draft);
    case 'IMAGE_LIST':
      return draft
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
    case 'LABEL_LIST':
      return draft
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    default:
      return draft;
  }
}

interface Props {
  editor: FragmentType<typeof PublicationEditorForm_editor>;
  /** After a save: the page reads its list again (levels and warning counts). */
  onSaved?: () => void;
}

/**
 * The editorial fields of one publication, grouped as the service lists them, each with the control its type asks
 * for. Save sends only the fields that changed; a refusal is shown by its field and nothing is changed.
 */
export function PublicationEditorForm(props: Props) {
  const editor = getFragmentData(PublicationEditorForm_editor, props.editor);
  const saved = editor.values as unknown as Values;
  const [drafts, setDrafts] = useState<Record<string, string | boolean>>(() =>
    Object.fromEntries(editor.fields.map((f) => [f.name, draftOf(f.type, saved[f.name] ?? null)])),
  );
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdatePublication);

  const changed = editor.fields.filter(
    (f) => JSON.stringify(valueOf(f.type, drafts[f.name]!)) !== JSON.stringify(saved[f.name] ?? null),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    const input = Object.fromEntries(changed.map((f) => [f.name, valueOf(f.type, drafts[f.name]!)]));
    update({ variables: { id: editor.publicationId, input: input as PublicationEditInput } }).then(
      ({ data }) => {
        const answer = data?.updatePublication;
        const refused = answer?.userErrors[0];
        if (refused) setError({ field: refused.field?.[1] ?? null, message: refused.message });
        else if (answer?.editor) {
          const now = getFragmentData(PublicationEditorForm_editor, answer.editor);
          const values = now.values as unknown as Values;
          setDrafts(Object.fromEntries(now.fields.map((f) => [f.name, draftOf(f.type, values[f.name] ?? null)])));
          props.onSaved?.();
          setNotice(
            changed.length === 0
              ? 'Nothing to save.'
              : `Saved ${changed.length} change${changed.length === 1 ? '' : 's'}. Access level now ${now.effectiveAccessLevel}.`,
          );
        }
      },
      (failure: Error) => setError({ field: null, message: failure.message }),
    );
  };

  const control = (field: (typeof editor.fields)[number]) => {
    const id = `pub-field-${field.name}`;
    const draft = drafts[field.name]!;
    const set = (next: string | boolean) => setDrafts((d) => ({ ...d, [field.name]: next }));
    const invalid = error?.field === field.name;
    const common = {
      id,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id}-error` : undefined,
    };
    if (field.type === 'BOOLEAN')
      return <input type="checkbox" {...common} checked={draft as boolean} onChange={(e) => set(e.target.checked)} />;
    if (field.type === 'ACCESS_LEVEL' || field.type === 'PROVIDER')
      return (
        <select {...common} value={draft as string} onChange={(e) => set(e.target.value)}>
          {(field.allowed ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    if (field.type === 'LONG_TEXT' || field.type === 'LABEL_LIST')
      return (
        <textarea
          {...common}
          rows={field.type === 'LABEL_LIST' ? 4 : 3}
          value={draft as string}
          maxLength={field.type === 'LONG_TEXT' ? (field.maxLength ?? undefined) : undefined}
          onChange={(e) => set(e.target.value)}
        />
      );
    const numeric = field.type === 'PERCENT' || field.type === 'IMAGE';
    return (
      <input
        {...common}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        value={draft as string}
        maxLength={field.type === 'TEXT' ? (field.maxLength ?? undefined) : undefined}
        placeholder={field.nullable ? 'none' : undefined}
        onChange={(e) => set(e.target.value)}
      />
    );
  };

  const hint = (type: string) =>
    type === 'IMAGE_LIST'
      ? 'Page ids, separated by commas'
      : type === 'LABEL_LIST'
        ? 'One level per line, top first'
        : type === 'PERCENT'
          ? '0–100'
          : type === 'IMAGE'
            ? 'A page id of this publication'
            : null;

  return (
    <form className="pub-editor" onSubmit={submit} aria-label={`Edit publication ${editor.publicationId}`}>
      <p className="pub-editor__level">
        Access level in force: <strong>{editor.effectiveAccessLevel}</strong>
        <span> (the configured level, kept between the minimum and the maximum)</span>
      </p>
      {editor.warnings.length > 0 && (
        <ul className="pub-editor__warnings" aria-label="Warnings">
          {editor.warnings.map((w) => (
            <li key={w.code}>
              <strong>{w.code.replaceAll('_', ' ').toLowerCase()}</strong>: {w.message}
            </li>
          ))}
        </ul>
      )}
      {GROUPS.map(({ group, title }) => (
        <fieldset key={group} className="pub-editor__group">
          <legend>{title}</legend>
          {editor.fields
            .filter((f) => f.group === group)
            .map((field) => (
              <div
                key={field.name}
                className={`pub-editor__field pub-editor__field--${field.type === 'BOOLEAN' ? 'check' : 'value'}${
                  field.type === 'LONG_TEXT' ? ' pub-editor__field--wide' : ''
                }`}
              >
                <label htmlFor={`pub-field-${field.name}`}>{field.label}</label>
                {control(field)}
                {hint(field.type) && <small className="pub-editor__hint">{hint(field.type)}</small>}
                {error?.field === field.name && (
                  <span id={`pub-field-${field.name}-error`} className="status status--error" role="alert">
                    {error.message}
                  </span>
                )}
              </div>
            ))}
        </fieldset>
      ))}
      {error && error.field === null && (
        <p className="status status--error" role="alert">
          {error.message}
        </p>
      )}
      <div className="pub-editor__actions">
        <button type="submit" className="button button--primary" disabled={loading}>
          {loading
            ? 'Saving…'
            : changed.length
              ? `Save ${changed.length} change${changed.length === 1 ? '' : 's'}`
              : 'Save'}
        </button>
        {notice && (
          <span className="status status--ok" role="status">
            {notice}
          </span>
        )}
      </div>
      <PublicationChanges editor={editor} />
    </form>
  );
}
