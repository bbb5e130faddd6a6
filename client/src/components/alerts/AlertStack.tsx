import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Alert, type AlertKind } from '../Alert';
import './alerts.css';

export interface Alerts {
  /** Shown for 3 seconds. */
  success(text: ReactNode): void;
  /** Shown for 5 seconds. */
  error(text: ReactNode): void;
  /** Shown until closed. */
  warning(text: ReactNode): void;
}

interface Item {
  id: number;
  kind: AlertKind;
  text: ReactNode;
}

const AlertsContext = createContext<Alerts | null>(null);

/**
 * Alerts stack at the top right of the window, newest at the bottom (accounts spec §2 "Page shell", §4
 * "Alerts"); each goes away after its own lifetime, set by Alert.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Item[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((i) => i.id !== id)), []);
  const alerts = useMemo<Alerts>(() => {
    const add = (kind: AlertKind) => (text: ReactNode) => {
      const id = nextId.current++;
      setItems((list) => [...list, { id, kind, text }]);
    };
    return { success: add('success'), error: add('error'), warning: add('warning') };
  }, []);
  return (
    <AlertsContext.Provider value={alerts}>
      {children}
      {items.length > 0 &&
        createPortal(
          <div className="alert-stack" aria-live="polite">
            {items.map((item) => (
              <StackedAlert key={item.id} item={item} dismiss={dismiss} />
            ))}
          </div>,
          document.body,
        )}
    </AlertsContext.Provider>
  );
}

function StackedAlert({ item, dismiss }: { item: Item; dismiss: (id: number) => void }) {
  // A stable close callback, so that Alert's timer is not restarted whenever another alert comes or goes.
  const close = useCallback(() => dismiss(item.id), [dismiss, item.id]);
  return (
    <Alert kind={item.kind} onClose={close}>
      {item.text}
    </Alert>
  );
}

/** The page's alerts: `alerts.success('Saved.')`. Needs an AlertProvider above (the shell has one). */
export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useAlerts() needs an <AlertProvider> above it (ShellLayout provides one)');
  return alerts;
}
