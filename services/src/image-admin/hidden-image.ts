import type { Kysely } from 'kysely';
import { abilitiesOf } from '@muster/contract/rules';
import type { Identity } from '../auth/identity';
import type { Database } from '../db/database';

/** Whether staff have hidden this scan ('Manage this image'). */
export async function isHiddenImage(db: Kysely<Database>, imageId: number): Promise<boolean> {
  const row = await db
    .selectFrom('hidden_images')
    .select('image_id')
    .where('image_id', '=', imageId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the caller's roles let them manage scans, and so still see the hidden ones. */
export const managesImages = (identity: Identity) => abilitiesOf(identity.roles).includes('images');
