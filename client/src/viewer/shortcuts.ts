/**
 * The viewer's keyboard shortcuts (content spec §2.4). The modifier is Command on a Mac and Control elsewhere;
 * Print alone differs (Command+P on a Mac, Control+Shift+P elsewhere, leaving the browser's Ctrl+P alone).
 */

export type ViewerAction =
  | 'nextPage'
  | 'previousPage'
  | 'zoomIn'
  | 'zoomOut'
  | 'print'
  | 'download'
  | 'zoomFit'
  | 'annotate'
  | 'addToMemorial'
  | 'toggleInfo'
  | 'toggleFilmstrip'
  | 'find'
  | 'help';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Actions that still apply while the focus is in a text field (the others are the field's own keys). */
const WHILE_TYPING: ReadonlySet<ViewerAction> = new Set(['find', 'print', 'download']);

/** Whether the browser runs on a Mac (or an iPad that says so), from navigator.platform or its user agent. */
export function isMacPlatform(platform: string, userAgent = ''): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform) || (!platform && /mac os x/i.test(userAgent));
}

function actionOf(e: KeyPress, mac: boolean): ViewerAction | null {
  if (e.altKey) return null;
  const mod = mac ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (mod) {
    if (key === 'p') return mac ? (e.shiftKey ? null : 'print') : e.shiftKey ? 'print' : null;
    if (e.shiftKey && key !== '+' && key !== '_') return null;
    switch (key) {
      case 'ArrowRight':
        return 'nextPage';
      case 'ArrowLeft':
        return 'previousPage';
      case '+':
      case '=':
        return 'zoomIn';
      case '-':
      case '_':
        return 'zoomOut';
      case 's':
        return 'download';
      case 'a':
        return 'addToMemorial';
      case 'f':
        return 'find';
      default:
        return null;
    }
  }
  if (e.ctrlKey || e.metaKey) return null;
  if (e.key === '?') return 'help';
  if (e.shiftKey) return null;
  switch (key) {
    case 'z':
      return 'zoomFit';
    case 'a':
      return 'annotate';
    case 'i':
      return 'toggleInfo';
    case 'f':
      return 'toggleFilmstrip';
    default:
      return null;
  }
}

/** The action a key press asks for, or null; `typing` when the focus is in a text field. */
export function shortcutFor(e: KeyPress, mac: boolean, typing = false): ViewerAction | null {
  const action = actionOf(e, mac);
  return action && (!typing || WHILE_TYPING.has(action)) ? action : null;
}

/** The rows of the 'Fold3 Viewer Shortcuts' dialog, with the keys as this platform writes them. */
export function shortcutList(mac: boolean): { label: string; keys: string }[] {
  const mod = mac ? 'Command' : 'Ctrl';
  return [
    { label: 'Next/Previous page', keys: `${mod} + → / ←` },
    { label: 'Zoom in/out', keys: `${mod} + + / −` },
    { label: 'Print', keys: mac ? 'Command + P' : 'Ctrl + Shift + P' },
    { label: 'Download', keys: `${mod} + S` },
    { label: 'Zoom fit', keys: 'Z' },
    { label: 'Create Annotation', keys: 'A' },
    { label: 'Add to Memorial', keys: `${mod} + A` },
    { label: 'Toggle Info Pane', keys: 'I' },
    { label: 'Toggle Filmstrip', keys: 'F' },
    { label: 'Find in Page', keys: `${mod} + F` },
    { label: 'Show this help', keys: '?' },
  ];
}
