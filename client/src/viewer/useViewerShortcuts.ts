import { useEffect, useRef } from 'react';
import { isMacPlatform, shortcutFor, type ViewerAction } from './shortcuts';

export const onMac = () => typeof navigator !== 'undefined' && isMacPlatform(navigator.platform, navigator.userAgent);

/** A field the keys belong to while it has the focus. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null);

/**
 * The viewer's keyboard shortcuts on the whole window (content §2.4); a key that maps to an action is
 * the viewer's, so the browser's own (save, print, find) does not also run. Keys inside a dialog stay its own.
 */
export function useViewerShortcuts(run: (action: ViewerAction) => boolean) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    const mac = onMac();
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || (e.target instanceof Element && e.target.closest('[role="dialog"], dialog'))) return;
      const action = shortcutFor(e, mac, isTyping(e.target));
      if (action && latest.current(action)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
