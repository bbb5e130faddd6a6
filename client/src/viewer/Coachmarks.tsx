import { readStoredValue, writeStoredValue } from '../lib/storedValue';

/** Remembered once the visitor has seen the tips, for the storage cap of two years. */
export const COACHMARKS_KEY = 'f3_viewer_coachmarks';
const REMEMBER_MS = 2 * 365 * 24 * 60 * 60 * 1000 - 60_000;

export const coachmarksSeen = () =>
  typeof window !== 'undefined' && readStoredValue<boolean>(window.localStorage, COACHMARKS_KEY) === true;

/** First-visit tips over the viewer (content §2.4 coachmarks); Help shows them again. */
export function Coachmarks({ onClose }: { onClose: () => void }) {
  const close = () => {
    writeStoredValue(window.localStorage, COACHMARKS_KEY, true, REMEMBER_MS);
    onClose();
  };
  return (
    <section className="coachmarks" aria-label="Tips for the viewer">
      <h2>Getting around the viewer</h2>
      <ul>
        <li>
          <strong>Zoom</strong> with the mouse wheel, a pinch or + and −; drag to move around the page; Z fits it again.
        </li>
        <li>
          <strong>Find in page</strong> (Ctrl or Command + F) highlights every place a word is written on the scan.
        </li>
        <li>
          <strong>Info</strong> (I) lists who is indexed on this page; the <strong>filmstrip</strong> (F) turns the
          pages.
        </li>
        <li>
          Type <kbd>?</kbd> for every keyboard shortcut.
        </li>
      </ul>
      <button type="button" className="button" onClick={close}>
        Got it
      </button>
    </section>
  );
}
