import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

interface Entry {
  id: string;
  /** What had focus before the modal opened; it gets focus back when the modal closes. */
  returnTo: Element | null;
}

interface ModalStackValue {
  /** The id of the dialog on top: the only one shown and the only one that hears Escape. */
  top: string | null;
  push(entry: Entry): void;
  remove(id: string): void;
}

const ModalStackContext = createContext<ModalStackValue | null>(null);

/**
 * Dialogs stack (accounts spec §2 "Page shell", §4): a dialog opened from another goes on top and only the
 * top one is visible; closing it removes it and gives focus back to what was focused before it opened.
 */
export function ModalStackProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<readonly Entry[]>([]);
  // Kept in a ref too, so that push and remove called in one tick see each other's change at once.
  const current = useRef<readonly Entry[]>([]);
  // Focus goes back after the next render, once the dialog below (if any) is visible again.
  const pendingFocus = useRef<Entry | null>(null);
  const push = useCallback((entry: Entry) => {
    // React's StrictMode unmounts and remounts a dialog at once: that is not a close.
    if (pendingFocus.current?.id === entry.id) pendingFocus.current = null;
    current.current = [...current.current.filter((e) => e.id !== entry.id), entry];
    setStack(current.current);
  }, []);
  const remove = useCallback((id: string) => {
    const entry = current.current.find((e) => e.id === id);
    if (!entry) return;
    pendingFocus.current = entry;
    current.current = current.current.filter((e) => e.id !== id);
    setStack(current.current);
  }, []);
  useEffect(() => {
    const entry = pendingFocus.current;
    pendingFocus.current = null;
    if (entry) returnFocus(entry.returnTo);
  }, [stack]);
  useEffect(() => {
    document.body.classList.toggle('modal-open', stack.length > 0);
  }, [stack.length]);
  const top = stack.at(-1)?.id ?? null;
  const value = useMemo(() => ({ top, push, remove }), [top, push, remove]);
  return <ModalStackContext.Provider value={value}>{children}</ModalStackContext.Provider>;
}

export function returnFocus(el: Element | null) {
  if (el instanceof HTMLElement && el.isConnected) el.focus();
}

/**
 * Registers a dialog in the stack while it is mounted and says whether it is on top. Outside a provider
 * (a component test, say) a dialog is a stack of its own: always on top, and gives focus back itself.
 */
export function useModalEntry(id: string, returnTo: Element | null): { isTop: boolean; standalone: boolean } {
  const stack = useContext(ModalStackContext);
  // A layout effect, so a dialog is on top before the browser first paints it.
  useLayoutEffect(() => {
    if (!stack) return undefined;
    stack.push({ id, returnTo });
    return () => stack.remove(id);
    // push and remove are stable; the entry is registered once per mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, stack?.push, stack?.remove]);
  return { isTop: !stack || stack.top === id, standalone: !stack };
}
