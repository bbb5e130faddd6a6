import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableWithin } from './focusable';
import { returnFocus, useModalEntry } from './ModalStack';
import './modal.css';

interface Props {
  /** The dialog's heading; it also names the dialog for screen readers. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Extra class on the dialog box, for a dialog's own layout. */
  className?: string;
}

/**
 * A modal dialog (accounts spec §2 "Shared interface pieces"): closes on Escape, a click on the backdrop or
 * the close button; Tab and Shift+Tab stay inside it; closing gives focus back to what had it before.
 * Render it while it is open; unmounting it closes it. Focus starts on an element marked `data-autofocus`,
 * else on the dialog itself so a screen reader reads its title first.
 */
export function Modal({ title, onClose, children, className }: Props) {
  const id = useId();
  const [returnTo] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const { isTop, standalone } = useModalEntry(id, returnTo);
  const dialog = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // The top dialog moves focus inside when it opens (or comes back on top), keeps it inside and hears Escape.
  useEffect(() => {
    const box = dialog.current;
    if (!isTop || !box) return undefined;
    if (!box.contains(document.activeElement)) (box.querySelector<HTMLElement>('[data-autofocus]') ?? box).focus();
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof Node && !box.contains(e.target)) box.focus();
    };
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      if (standalone) returnFocus(returnTo);
    };
  }, [isTop, standalone, returnTo]);

  const trapTab = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = focusableWithin(dialog.current);
    const first = items[0];
    const last = items.at(-1);
    const active = document.activeElement;
    if (!first || !last) {
      e.preventDefault();
    } else if (e.shiftKey && (active === first || active === dialog.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };
  // Only a click that starts and ends on the backdrop closes: dragging a selection out of the box does not.
  const onBackdropDown = (e: MouseEvent) => {
    pressedOnBackdrop.current = e.target === e.currentTarget;
  };
  const onBackdropClick = (e: MouseEvent) => {
    if (pressedOnBackdrop.current && e.target === e.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return createPortal(
    <div
      className="modal-backdrop"
      hidden={!isTop}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
      data-testid="modal-backdrop"
    >
      <div
        ref={dialog}
        className={`modal${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <header className="modal__header">
          <h2 className="modal__title" id={`${id}-title`}>
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label="Close">
            ×
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
