import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInCall {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
}

/**
 * A local stand-in of the few Stripe API endpoints the adapter calls (create a Checkout Session, update a
 * subscription), answering in Stripe's shapes, so the real SDK is exercised without the network.
 */
export async function startStripeStandIn(): Promise<{ apiBase: string; calls: StandInCall[]; close(): Promise<void> }> {
  const calls: StandInCall[] = [];
  let counter = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const form = new URLSearchParams(body);
      calls.push({ method: req.method ?? '', path, form, authorization: req.headers.authorization });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        counter += 1;
        const id = `cs_test_${counter}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          client_reference_id: form.get('client_reference_id'),
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          metadata: { plan: form.get('metadata[plan]') },
        });
      }
      const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      // A subscription whose id says so is one Stripe refuses to change (a test of the callers' failure paths).
      if (req.method === 'POST' && sub?.[1].startsWith('sub_refused')) {
        return send(400, { error: { type: 'invalid_request_error', message: `No such subscription: '${sub[1]}'` } });
      }
      if (req.method === 'POST' && sub) {
        return send(200, {
          id: sub[1],
          object: 'subscription',
          cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
          status: 'active',
        });
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
