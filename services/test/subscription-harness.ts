import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { buildServicesApp } from '../src/app';
import { type Identity, signIdentity } from '../src/auth/identity';
import { plansFromEnv } from '../src/subscription/plans';
import { stripePaymentProvider } from '../src/subscription/stripe-provider';
import { testPaymentProvider } from '../src/subscription/test-provider';
import { paymentsOffProvider } from '../src/subscription/payments-off-provider';
import { type Backend, type TestDb, openTestDb } from './test-db';
import { startStripeStandIn } from './subscription-stripe-stand-in';

export const SECRET = 'subscription-test-secret';
export const WEBHOOK_SECRET = 'whsec_test_muster';
export const SITE = 'https://muster.test';

export const basic = { id: 1, username: 'basic', roles: [] as string[] };
export const staff = { id: 2, username: 'archivist', roles: ['admin'] };
export const support = { id: 3, username: 'helper', roles: ['support'] };

/**
 * Services with a member, an admin and a support member; payments through Stripe's SDK to the stand-in, the
 * test provider, or none (a production site without live keys).
 */
export async function startSubscriptions(backend: Backend, mode: 'stripe' | 'test' | 'off') {
  const t: TestDb = await openTestDb(backend);
  await t.db.db.insertInto('users').values([basic, staff, support].map((m) => ({
    id: m.id, username: m.username, email: `${m.username}@example.org`, password_hash: 'x', account_status: 'non-subscriber', confirmed: 1,
    roles: JSON.stringify(m.roles), institution_id: null, join_date: '2024-01-01T00:00:00.000Z',
  }))).execute();
  const standIn = await startStripeStandIn();
  const provider = mode === 'stripe'
    ? stripePaymentProvider({ secretKey: 'sk_test_muster', webhookSecret: WEBHOOK_SECRET, apiBase: standIn.apiBase })
    : mode === 'test' ? testPaymentProvider(SITE) : paymentsOffProvider();
  const clock = { now: Date.parse('2026-03-01T12:00:00.000Z') };
  const app: FastifyInstance = await buildServicesApp({
    db: t.db, dataDir: t.dataDir, internalSecret: SECRET, now: () => clock.now, accounts: { siteUrl: SITE },
    subscription: { plans: plansFromEnv({}), provider, trialDays: 7 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const signer = new Stripe('sk_test_muster');

  async function call(method: string, url: string, options: { body?: unknown; as?: { id: number; username: string; roles: string[] } } = {}) {
    const identity: Identity = { userId: options.as?.id ?? null, accountStatus: 'non-subscriber', roles: options.as?.roles ?? [], institutionId: null };
    const res = await fetch(base + url, {
      method,
      headers: { 'x-muster-auth': signIdentity(identity, SECRET), ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    return { status: res.status, body: await res.json() as any };
  }

  /** Delivers a Stripe event to the webhook, signed as Stripe would (or with another secret). */
  async function deliver(type: string, object: Record<string, unknown>, { secret = WEBHOOK_SECRET, id = `evt_${Math.random().toString(36).slice(2)}` } = {}) {
    const payload = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(clock.now / 1000), data: { object } });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    const res = await fetch(`${base}/subscription/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    return { status: res.status, body: await res.json() as any };
  }

  const status = async (id: number) => (await t.db.db.selectFrom('users').select('account_status').where('id', '=', id).executeTakeFirstOrThrow()).account_status;

  return {
    t, app, clock, base, standIn, call, deliver, status,
    async close() {
      await app.close();
      await standIn.close();
      await t.dispose();
    },
  };
}
