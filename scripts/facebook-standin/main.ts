// The Facebook stand-in for `npm start` (scripts/start.mjs): the login dialog at /dialog/oauth.
import { STANDIN_PORT } from './accounts';
import { startFacebookStandin } from './server';

const standin = await startFacebookStandin({ port: Number(process.env.FACEBOOK_STANDIN_PORT || STANDIN_PORT) });
console.log(`Facebook stand-in at ${standin.url}/dialog/oauth`);
const stop = () => {
  void standin.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
