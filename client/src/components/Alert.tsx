import { useEffect, type ReactNode } from 'react';
import './Alert.css';

export type AlertKind = 'success' | 'error' | 'warning';

/** How long an alert stays (accounts spec §4): success 3 s, error 5 s, warnings until closed. */
export const ALERT_LIFETIME: Record<AlertKind, number | null> = { success: 3000, error: 5000, warning: null };

interface Props {
  kind: AlertKind;
  children: ReactNode;
  onClose: () => void;
}

/** A message over the page that goes away by itself (or, for warnings, when closed). */
export function Alert({ kind, children, onClose }: Props) {
  useEffect(() => {
    const lifetime = ALERT_LIFETIME[kind];
    if (lifetime === null) return undefined;
    const timer = setTimeout(onClose, lifetime);
    return () => clearTimeout(timer);
  }, [kind, onClose]);
  return (
    <div className={`alert alert--${kind}`} role={kind === 'success' ? 'status' : 'alert'}>
      <span className="alert__text">{children}</span>
      <button type="button" className="alert__close" onClick={onClose} aria-label="Close">
        ×
      </button>
    </div>
  );
}
