import type { Kysely } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Database } from '../db/database';
import {
  InputError,
  LIMITS,
  optionalText,
  requiredText,
  memorialEditable,
  memorialVisible,
} from '@muster/contract/rules';
import { memorialRows } from './memorial.queries';

/** A refused call the caller can do nothing about by changing a field: not signed in, not allowed, not there. */
export class Refusal extends Error {
  constructor(
    readonly status: 401 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

export interface EditContext {
  db: Kysely<Database>;
  identity: Identity;
  now: () => string;
}

export const MEMORIAL_TYPES = ['PERSON', 'SERVICEPERSON', 'EVENT', 'ORGANIZATION', 'PLACE', 'TOPIC'];
export const PRIVACY_MODES = ['PUBLIC', 'PRIVATE'];

export function signedIn(identity: Identity): number {
  if (identity.userId === null) throw new Refusal(401, 'Please sign in first');
  return identity.userId;
}

/** The memorial row if the caller may see it (`edit`: and change it); 404 for a missing or hidden one, 403 otherwise. */
export async function memorialFor(ctx: EditContext, id: number, need: 'see' | 'edit') {
  signedIn(ctx.identity);
  const [row] = await memorialRows(ctx.db, [id]);
  const memorial = row && { ...row, ownerId: row.owner_id, privacyMode: row.privacy_mode };
  if (!memorial || !memorialVisible(memorial, ctx.identity)) throw new Refusal(404, `No memorial with id ${id}`);
  if (need === 'edit' && !memorialEditable(memorial, ctx.identity))
    throw new Refusal(403, 'Only the owner of this memorial may change it');
  return memorial;
}

const oneOf = (value: unknown, allowed: string[], field: string, what: string): string => {
  if (typeof value === 'string' && allowed.includes(value)) return value;
  throw new InputError(`'${String(value)}' is not a ${what}; use one of ${allowed.join(', ')}`, field);
};

/** The memorial's own fields (content §3.6), checked; `partial` keeps fields left out. */
export function memorialFields(body: Record<string, unknown>, partial: boolean) {
  const given = (k: string) => body[k] !== undefined && body[k] !== null;
  const out: {
    type?: string;
    title?: string;
    description?: string;
    privacy_mode?: string;
    primary_military_event?: string | null;
  } = {};
  if (!partial || given('title')) out.title = requiredText(body.title, 'title', LIMITS.memorialTitle);
  if (!partial || given('description'))
    out.description = requiredText(body.description, 'description', LIMITS.memorialDescription);
  if (!partial || given('type')) out.type = oneOf(body.type, MEMORIAL_TYPES, 'type', 'memorial type');
  if (!partial || given('privacyMode'))
    out.privacy_mode = given('privacyMode')
      ? oneOf(body.privacyMode, PRIVACY_MODES, 'privacyMode', 'privacy mode')
      : 'PUBLIC';
  if (!partial || given('primaryMilitaryEvent')) {
    out.primary_military_event = optionalText(body.primaryMilitaryEvent, 'primaryMilitaryEvent', LIMITS.text);
  }
  return out;
}
