import { type KeyboardEvent, useId, useState } from 'react';

export interface PickablePublication {
  publicationId: number;
  title: string;
  accessLevel: string;
}

const SHOWN = 8;

/** Publications whose title holds every word typed (any order, any case), or whose id is the number typed. */
export function matchPublications(list: readonly PickablePublication[], typed: string): PickablePublication[] {
  const words = typed.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return list.slice(0, SHOWN);
  return list
    .filter(
      (p) => String(p.publicationId) === typed.trim() || words.every((word) => p.title.toLowerCase().includes(word)),
    )
    .slice(0, SHOWN);
}

/**
 * The import form's publication: staff type part of a title (or its number) and choose from the matches, by mouse or
 * with the arrow keys and Enter (the ARIA combobox pattern), as they find a publication on the publications page.
 */
export function PublicationPicker({
  publications,
  chosen,
  onChoose,
  invalid,
}: {
  publications: readonly PickablePublication[];
  chosen: PickablePublication | null;
  onChoose: (p: PickablePublication | null) => void;
  invalid: boolean;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = matchPublications(publications, typed);
  const choose = (p: PickablePublication) => {
    onChoose(p);
    setTyped(p.title);
    setOpen(false);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (matches.length ? (a + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape') setOpen(false);
  };
  return (
    <div className="imports__row imports__picker">
      <label htmlFor={`${id}-input`}>Publication</label>
      <div className="imports__picker-box">
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder="Type part of its title"
          aria-autocomplete="list"
          aria-expanded={open && matches.length > 0}
          aria-controls={`${id}-list`}
          aria-activedescendant={open && matches[active] ? `${id}-option-${matches[active].publicationId}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-chosen`}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setActive(0);
            setOpen(true);
            if (chosen && e.target.value !== chosen.title) onChoose(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKey}
        />
        {open && (
          <ul id={`${id}-list`} role="listbox" aria-label="Publications" className="imports__picker-list">
            {matches.length === 0 && <li className="imports__picker-none">No publication has that in its title</li>}
            {matches.map((p, index) => (
              <li
                key={p.publicationId}
                id={`${id}-option-${p.publicationId}`}
                role="option"
                aria-selected={index === active}
                // Chosen before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(p);
                }}
              >
                <span>{p.title}</span>
                <small>
                  #{p.publicationId} · {p.accessLevel.toLowerCase()}
                </small>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p id={`${id}-chosen`} className="imports__picker-chosen" aria-live="polite">
        {chosen ? `Importing into #${chosen.publicationId}, ${chosen.title}` : 'No publication chosen yet'}
      </p>
    </div>
  );
}
