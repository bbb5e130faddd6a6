// The local genealogy provider for development, started by `npm start` (scripts/start.mjs) when no real
// provider is configured: on loopback only, at the address the gateway's OIDC defaults expect.
import { LOCAL_OIDC_PORT } from '@muster/contract/node';
import { PROVIDER_DEMO_PASSWORD, providerAccounts } from './accounts';
import { startLocalProvider } from './local-provider';

const provider = await startLocalProvider({ port: LOCAL_OIDC_PORT });
console.log(
  `Local genealogy provider at ${provider.issuer} (people: ${providerAccounts.map((a) => a.login).join(', ')}; password "${PROVIDER_DEMO_PASSWORD}")`,
);
const stop = () => {
  void provider.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
