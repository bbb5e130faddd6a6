import type { Request } from 'express';
import type { CallerIdentity } from '../auth/identity';

/** Kept in a session a staff member opened with an impersonation link. */
export interface ImpersonationRecord {
  staffId: number;
  staffUsername: string;
  /** Milliseconds since the epoch. */
  startedAt: number;
}

declare module 'express-session' {
  interface SessionData {
    impersonation?: ImpersonationRecord;
  }
}

const impersonations = new WeakMap<CallerIdentity, ImpersonationRecord>();

/** Notes, for this request's identity, that a staff member is viewing the site as the member. */
export function noteImpersonation(req: Request, identity: CallerIdentity): void {
  const record = req.session?.impersonation;
  if (record && identity.userId !== null) impersonations.set(identity, record);
}

/** The staff member behind this identity, when the session is an impersonation. */
export function impersonatorOf(identity: CallerIdentity): ImpersonationRecord | null {
  return impersonations.get(identity) ?? null;
}
