import { useEffect, useRef, useState } from 'react';

interface Props {
  /** The text found (from the address or typed), and the caller's change of it. */
  text: string;
  onText: (text: string) => void;
  /** null while looking, or when nothing is looked for. */
  total: number | null;
  current: number;
  onStep: (delta: 1 | -1) => void;
  onClose: () => void;
  error: string | null;
  /** Increased to bring the focus back (Ctrl/Command+F while the bar is open). */
  focusKey: number;
}

/** How long typing pauses before the page is searched. */
const TYPING_PAUSE_MS = 300;

/** Find in page (content §2.4): the text, "n of m", next and previous hit, close. Enter steps on, Shift+Enter back. */
export function FindBar({ text, onText, total, current, onStep, onClose, error, focusKey }: Props) {
  const [draft, setDraft] = useState(text);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setDraft(text), [text]);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [focusKey]);
  useEffect(() => {
    if (draft === text) return undefined;
    const timer = setTimeout(() => onText(draft), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, text, onText]);
  const count =
    error ?? (text.trim() === '' || total === null ? '' : total === 0 ? 'No matches' : `${current + 1} of ${total}`);
  return (
    <form className="find-bar" role="search" aria-label="Find in page" onSubmit={(e) => e.preventDefault()}>
      <input
        ref={input}
        type="search"
        value={draft}
        maxLength={200}
        placeholder="Find in page"
        aria-label="Find in page"
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (draft !== text) onText(draft);
            else onStep(e.shiftKey ? -1 : 1);
          } else if (e.key === 'Escape') onClose();
        }}
      />
      <output className="find-bar__count" aria-live="polite">
        {count}
      </output>
      <button type="button" aria-label="Previous match" disabled={!total} onClick={() => onStep(-1)}>
        ▲
      </button>
      <button type="button" aria-label="Next match" disabled={!total} onClick={() => onStep(1)}>
        ▼
      </button>
      <button type="button" aria-label="Close find" onClick={onClose}>
        ✕
      </button>
    </form>
  );
}
