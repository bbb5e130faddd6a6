import { drainOnSignals, drainSettingsFromEnv } from '@muster/contract/node';
import { gatewayEnv } from './config';
import { createGateway } from './server';

const env = gatewayEnv();
const gateway = await createGateway({
  servicesUrl: env.servicesUrl,
  redisUrl: env.redisUrl,
  cacheNamespace: env.redisNamespace,
  clientDist: env.clientDist,
  internalAuthSecret: env.internalAuthSecret,
  urlSigningSecret: env.urlSigningSecret,
  production: env.production,
  jit: env.jit,
  session: env.session,
  trustProxy: env.trustProxy,
  publicOrigin: env.publicOrigin,
  metricsToken: env.metricsToken,
  recaptcha: env.recaptcha,
  tileCacheBytes: env.tileCacheBytes,
  apiKeyCacheMs: env.apiKeyCacheMs,
  freeformOperations: env.freeformOperations,
  serviceTimeoutMs: env.serviceTimeoutMs,
});
const server = gateway.app.listen(env.port, env.host, () => {
  console.log(`Muster gateway on http://${env.host}:${env.port}/graphql (services at ${env.servicesUrl})`);
});

// server.close stops accepting and closes idle kept-alive connections; Redis and Apollo close after the last answer.
drainOnSignals(
  {
    beginDrain: gateway.beginDrain,
    closeServer: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
    server,
    release: () => gateway.stop(),
    log: (message) => console.log(`gateway: ${message}`),
  },
  drainSettingsFromEnv(),
);
