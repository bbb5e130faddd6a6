import Stripe from 'stripe';
import { type Identity, signIdentity } from '@muster/services/auth';
import { plansFromEnv, stripePaymentProvider, testPaymentProvider } from '@muster/services/subscription';
import { paymentsOffProvider } from '@muster/services/subscription';
import { accountStatus } from './admin';
import { type Backend, defaultBackend } from './db';
import { type TestServices, startServices } from './services';
import { startStripeStandIn } from './stand-ins/stripe';

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
export async function startSubscriptions({
  backend = defaultBackend,
  payments,
}: {
  backend?: Backend;
  payments: 'stripe' | 'test' | 'off';
}) {
  const standIn = await startStripeStandIn();
  const provider =
    payments === 'stripe'
      ? stripePaymentProvider({ secretKey: 'sk_test_muster', webhookSecret: WEBHOOK_SECRET, apiBase: standIn.apiBase })
      : payments === 'test'
        ? testPaymentProvider(SITE)
        : paymentsOffProvider();
  const clock = { now: Date.parse('2026-03-01T12:00:00.000Z') };
  let services: TestServices;
  try {
    services = await startServices({
      backend,
      data: 'empty',
      prepare: (db) =>
        db
          .insertInto('users')
          .values(
            [basic, staff, support].map((m) => ({
              id: m.id,
              username: m.username,
              email: `${m.username}@example.org`,
              password_hash: 'x',
              account_status: 'non-subscriber',
              confirmed: 1,
              roles: JSON.stringify(m.roles),
              institution_id: null,
              join_date: '2024-01-01T00:00:00.000Z',
            })),
          )
          .execute(),
      settings: {
        internalSecret: SECRET,
        now: () => clock.now,
        accounts: { siteUrl: SITE },
        subscription: { plans: plansFromEnv({}), provider, trialDays: 7 },
      },
    });
  } catch (error) {
    await standIn.close();
    throw error;
  }
  const { url } = services;
  const signer = new Stripe('sk_test_muster');

  async function call(
    method: string,
    path: string,
    options: { body?: unknown; as?: { id: number; username: string; roles: string[] } } = {},
  ) {
    const identity: Identity = {
      userId: options.as?.id ?? null,
      accountStatus: 'non-subscriber',
      roles: options.as?.roles ?? [],
      institutionId: null,
    };
    const res = await fetch(url + path, {
      method,
      headers: {
        'x-muster-auth': signIdentity(identity, SECRET),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  /** Delivers a Stripe event to the webhook, signed as Stripe would (or with another secret). */
  async function deliver(
    type: string,
    object: Record<string, unknown>,
    { secret = WEBHOOK_SECRET, id = `evt_${Math.random().toString(36).slice(2)}` } = {},
  ) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(clock.now / 1000),
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    const res = await fetch(`${url}/subscription/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  const stopServices = services.stop;
  return {
    ...services,
    clock,
    standIn,
    call,
    deliver,
    status: (id: number) => accountStatus(services.db.db, id),
    async stop() {
      await stopServices();
      await standIn.close();
    },
  };
}

export type SubscriptionServices = Awaited<ReturnType<typeof startSubscriptions>>;
