import { useState, type ReactNode } from 'react';
import { useAlerts } from '../../../components/alerts/AlertStack';
import type { MemorialElementInput } from '../../../__generated__/graphql';
import { DeleteButton } from './DeleteButton';
import type { ElementFormProps } from './elementForm';
import { ElementList } from './ElementList';
import { saveErrorText } from './saveError';
import { useMemorialEditingContext } from './useMemorialEditing';

interface Item {
  id: string;
  canEdit: boolean;
}

interface Props<T extends Item, V> {
  heading: string;
  /** "story", "fact": used in the buttons, "Add a story", "Delete story". */
  noun: string;
  items: readonly T[];
  labelOf: (item: T) => string;
  summary: (item: T) => ReactNode;
  valuesOf: (item: T) => V;
  toInput: (values: V) => MemorialElementInput;
  Form: (props: ElementFormProps<V>) => ReactNode;
  /** Only the owner adds most kinds; comments and corrections any member who may comment. */
  canAdd: boolean;
  /** Comments and corrections keep the order they were written in. */
  reorderable?: boolean;
  intro?: ReactNode;
}

/**
 * One kind of memorial element: its list (reorderable, each with Edit and Delete when allowed) and an
 * "Add a …" button that opens the kind's form below the list.
 */
export function ElementSection<T extends Item, V>(props: Props<T, V>) {
  const { heading, noun, items, labelOf, summary, valuesOf, toInput, Form, canAdd, reorderable = true, intro } = props;
  const editing = useMemorialEditingContext();
  const alerts = useAlerts();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const slug = heading.toLowerCase().replace(/\s+/g, '-');
  const reorder = async (next: T[]) => {
    try {
      await editing.reorder(next.map((i) => i.id));
    } catch (e) {
      alerts.error(saveErrorText(e));
    }
  };
  return (
    <section className="editor-section" aria-labelledby={`editor-${slug}`}>
      <h2 id={`editor-${slug}`}>{heading}</h2>
      {intro}
      <ElementList
        items={items}
        keyOf={(i) => i.id}
        labelOf={labelOf}
        disabled={editing.reordering}
        onReorder={reorderable && items.every((i) => i.canEdit) ? (next) => void reorder(next) : undefined}
        render={(item) =>
          editingId === item.id ? (
            <Form
              initial={valuesOf(item)}
              onCancel={() => setEditingId(null)}
              onSave={async (v) => {
                await editing.change(item.id, toInput(v));
                setEditingId(null);
              }}
            />
          ) : (
            <div className="element-summary">
              <div className="element-summary__text">{summary(item)}</div>
              {item.canEdit && (
                <div className="element-summary__actions">
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={`Edit ${labelOf(item)}`}
                    onClick={() => setEditingId(item.id)}
                  >
                    Edit
                  </button>
                  <DeleteButton what={noun} onDelete={() => editing.remove(item.id)} />
                </div>
              )}
            </div>
          )
        }
      />
      {canAdd &&
        (adding ? (
          <Form
            onCancel={() => setAdding(false)}
            onSave={async (v) => {
              await editing.add(toInput(v));
              setAdding(false);
            }}
          />
        ) : (
          <button type="button" className="button button--quiet editor-section__add" onClick={() => setAdding(true)}>
            Add {/^[aeiou]/.test(noun) ? 'an' : 'a'} {noun}
          </button>
        ))}
    </section>
  );
}
