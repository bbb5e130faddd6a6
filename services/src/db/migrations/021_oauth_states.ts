import type { Kysely } from 'kysely';

/**
 * The state of Muster's own OAuth 2.0 / OpenID Connect server (gateway/src/auth/oauth): grants, authorization
 * codes, access and refresh tokens, provider sessions and interactions, one row per oidc-provider model and id,
 * so that every gateway instance sees the same tokens and none is lost on a restart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oauth_states')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    /** oidc-provider's payload as JSON text; `consumed` is set in it when a code or refresh token is used. */
    .addColumn('payload', 'text', (c) => c.notNull())
    /** The grant a token or code belongs to: revoking the grant (refresh token reuse, revocation) removes them all. */
    .addColumn('grant_id', 'text')
    /** The session's uid, looked up when a browser comes back with its provider session cookie. */
    .addColumn('uid', 'text')
    .addColumn('user_code', 'text')
    /** The member a grant, code, token or provider session is for: a password change ends them all. */
    .addColumn('account_id', 'text')
    /** ISO time after which the row is gone for the provider; null for rows that do not expire. */
    .addColumn('expires_at', 'text')
    .addPrimaryKeyConstraint('oauth_states_pkey', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oauth_states_grant').on('oauth_states').column('grant_id').execute();
  await db.schema.createIndex('oauth_states_uid').on('oauth_states').columns(['model', 'uid']).execute();
  await db.schema.createIndex('oauth_states_account').on('oauth_states').column('account_id').execute();
  await db.schema.createIndex('oauth_states_expires').on('oauth_states').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oauth_states').execute();
}
