import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { formatCount } from '../lib/counts';
import './SuggestInput.css';

export interface SuggestItem {
  value: string;
  label: string;
  count: number;
}

/** Typing pauses this long before suggestions are fetched. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** At most this many suggestions are shown (content spec §9). */
export const SUGGEST_LIMIT = 10;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onKeyDown' | 'role'>;

interface Props extends InputProps {
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for what is typed; a failure just shows none. */
  fetchSuggestions: (prefix: string) => Promise<readonly SuggestItem[]>;
  /** Text under 2 characters asks for nothing. */
  minLength?: number;
}

/**
 * A text box with a list of completions (ARIA combobox with a listbox): arrows move through the list,
 * Enter takes the active suggestion, Escape closes the list.
 */
export function SuggestInput({ value, onChange, fetchSuggestions, minLength = 2, ...input }: Props) {
  const listId = useId();
  const [items, setItems] = useState<readonly SuggestItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const fetchRef = useRef(fetchSuggestions);
  fetchRef.current = fetchSuggestions;

  // Submitting the form closes the list, and suggestions still on their way stay away until the next keystroke.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return undefined;
    const close = () => {
      typed.current = false;
      setOpen(false);
      setActive(-1);
    };
    form.addEventListener('submit', close);
    return () => form.removeEventListener('submit', close);
  }, []);

  useEffect(() => {
    if (!typed.current) return undefined;
    const prefix = value.trim();
    if (prefix.length < minLength) {
      setItems([]);
      return undefined;
    }
    let live = true;
    const timer = setTimeout(() => {
      fetchRef.current(prefix).then(
        (found) => {
          if (!live || !typed.current) return;
          setItems(found.slice(0, SUGGEST_LIMIT));
          setActive(-1);
          setOpen(found.length > 0);
        },
        () => live && setItems([]),
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, minLength]);

  const shown = open && items.length > 0;
  const choose = (item: SuggestItem) => {
    typed.current = false;
    onChange(item.value);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!items.length) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((i) => (shown ? (i + step + items.length) % items.length : step > 0 ? 0 : items.length - 1));
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault();
      choose(items[active]);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <span className="suggest">
      <input
        {...input}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(e) => {
          typed.current = true;
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        className="suggest__list"
        hidden={!shown}
        aria-label={`${input['aria-label'] ?? 'Suggestions'}`}
      >
        {items.map((item, i) => (
          <li
            key={item.value}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`suggest__option${i === active ? ' is-active' : ''}`}
            // mousedown keeps the focus in the box, so blur does not close the list before the click
            onMouseDown={(e) => {
              e.preventDefault();
              choose(item);
            }}
          >
            <span>{item.label}</span>
            <span className="suggest__count">{formatCount(item.count)}</span>
          </li>
        ))}
      </ul>
    </span>
  );
}
