import type { AccessLevel } from '../__generated__/graphql';
import { accessLabel } from '../lib/access';
import './AccessBadge.css';

/** "Free", "Registered" or "Subscriber": who may open a publication's records. */
export function AccessBadge({ level }: { level: AccessLevel }) {
  const label = accessLabel(level);
  return <span className={`access-badge access-badge--${label.toLowerCase()}`}>{label}</span>;
}
