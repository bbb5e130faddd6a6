// The gateway's FACEBOOK_* settings for the local Facebook stand-in that `npm start` runs (plain JS: start.mjs
// loads it before tsx). A configured FACEBOOK_APP_ID means a real Facebook app, and then no stand-in runs.
export function facebookStandinEnv(env) {
  const port = env.FACEBOOK_STANDIN_PORT || '4300';
  const origin = `http://127.0.0.1:${port}`;
  return {
    FACEBOOK_STANDIN_PORT: port,
    FACEBOOK_APP_ID: 'muster-dev',
    FACEBOOK_APP_SECRET: 'muster-dev-secret',
    FACEBOOK_AUTHORIZATION_URL: `${origin}/dialog/oauth`,
    FACEBOOK_TOKEN_URL: `${origin}/oauth/access_token`,
    FACEBOOK_PROFILE_URL: `${origin}/me`,
  };
}
