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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void gateway.stop().then(() => process.exit(0));
  });
}
