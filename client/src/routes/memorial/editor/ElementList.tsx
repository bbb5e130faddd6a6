import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { moveItem } from './reorder';

interface Props<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** What a screen reader hears for the item in the move buttons: "Move “Enlistment” up". */
  labelOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** The new order, called once per move; without it the list has no move buttons. */
  onReorder?: (items: T[]) => void;
  disabled?: boolean;
}

/**
 * An ordered list of memorial elements. Each row has Move up and Move down buttons (keyboard users reach
 * them by Tab), and Alt+Arrow Up/Down on a focused row moves it too; focus follows the moved row so a
 * keyboard user can keep pressing.
 */
export function ElementList<T>({ items, keyOf, labelOf, render, onReorder, disabled }: Props<T>) {
  const list = useRef<HTMLOListElement>(null);
  const move = (index: number, step: -1 | 1, focus: 'button' | 'row') => {
    const to = index + step;
    if (!onReorder || to < 0 || to >= items.length) return;
    onReorder(moveItem(items, index, step));
    // After React re-renders, the row sits at its new place: give focus back to the same control there,
    // or to the other button once the row has reached the end and this one is disabled.
    requestAnimationFrame(() => {
      const row = list.current?.children[to] as HTMLElement | undefined;
      if (!row || focus === 'row') return row?.focus();
      const same = row.querySelector<HTMLButtonElement>(`[data-move="${step < 0 ? 'up' : 'down'}"]`);
      const other = row.querySelector<HTMLButtonElement>(`[data-move="${step < 0 ? 'down' : 'up'}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLLIElement>) => {
    if (!e.altKey || disabled || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(index, e.key === 'ArrowUp' ? -1 : 1, 'row');
  };
  if (items.length === 0) return null;
  return (
    <ol className="element-list" ref={list}>
      {items.map((item, index) => (
        <li key={keyOf(item)} className="element-row" tabIndex={-1} onKeyDown={onKeyDown(index)}>
          <div className="element-row__body">{render(item)}</div>
          {onReorder && (
            <div className="element-row__move">
              <button
                type="button"
                className="button button--quiet"
                aria-label={`Move ${labelOf(item)} up`}
                disabled={disabled || index === 0}
                data-move="up"
                onClick={() => move(index, -1, 'button')}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--quiet"
                aria-label={`Move ${labelOf(item)} down`}
                disabled={disabled || index === items.length - 1}
                data-move="down"
                onClick={() => move(index, 1, 'button')}
              >
                ↓
              </button>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
