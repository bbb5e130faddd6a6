/** Elements a keyboard user can Tab to (a small stand-in for the `tabbable` package; jsdom-friendly). */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The Tab-reachable elements inside a container, in document order (hidden ones and tabindex -1 left out). */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      el.tabIndex >= 0 && !el.closest('[hidden], [inert]') && !(el instanceof HTMLInputElement && el.type === 'hidden'),
  );
}
