import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * Where solved challenges are remembered so each passes once. `spend` answers true the first time a nonce is
 * spent and false ever after (until `expires`, when its challenge is refused as expired anyway).
 */
export interface SpentChallenges {
  spend(nonce: string, expires: Date, now: Date): Promise<boolean>;
}

/**
 * In the database every service instance shares: the insert of a nonce already there does nothing, so of two
 * instances given the same solution at once exactly one accepts it. Expired rows are cleared as new ones come.
 */
export function spentInDatabase(db: Kysely<Database>): SpentChallenges {
  return {
    async spend(nonce, expires, now) {
      await db.deleteFrom('captcha_uses').where('expires', '<', now.toISOString()).execute();
      const result = await db
        .insertInto('captcha_uses')
        .values({ nonce, expires: expires.toISOString() })
        .onConflict((conflict) => conflict.column('nonce').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
  };
}
