/** The Facebook app and endpoints of the gateway's Facebook sign-in (README "Environment"). */
export interface FacebookSettings {
  /** FACEBOOK_APP_ID; without it (in production) Facebook sign-in answers ERROR. */
  appId: string | null;
  /** FACEBOOK_APP_SECRET. */
  appSecret: string | null;
  /** FACEBOOK_AUTHORIZATION_URL, FACEBOOK_TOKEN_URL, FACEBOOK_PROFILE_URL. */
  authorizationURL: string;
  tokenURL: string;
  profileURL: string;
  /** FACEBOOK_CALLBACK_URL: relative ones are put on the public origin (PUBLIC_BASE_URL) by facebook-routes.ts. */
  callbackURL: string;
}

const GRAPH_VERSION = 'v19.0';

/** Facebook's own endpoints: the production default. */
export const FACEBOOK_ENDPOINTS = {
  authorizationURL: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
  tokenURL: `https://graph.facebook.com/${GRAPH_VERSION}/oauth/access_token`,
  profileURL: `https://graph.facebook.com/${GRAPH_VERSION}/me`,
} as const;

/** The local stand-in (scripts/facebook-standin) with its demo app: the default outside production. */
export const STANDIN_ENDPOINTS = {
  authorizationURL: 'http://127.0.0.1:4300/dialog/oauth',
  tokenURL: 'http://127.0.0.1:4300/oauth/access_token',
  profileURL: 'http://127.0.0.1:4300/me',
} as const;
const STANDIN_APP = { appId: 'muster-dev', appSecret: 'muster-dev-secret' };

export function facebookSettingsFromEnv(env: NodeJS.ProcessEnv, production: boolean): FacebookSettings {
  const endpoints = production ? FACEBOOK_ENDPOINTS : STANDIN_ENDPOINTS;
  const app = production ? { appId: null, appSecret: null } : STANDIN_APP;
  return {
    appId: env.FACEBOOK_APP_ID || app.appId,
    appSecret: env.FACEBOOK_APP_SECRET || app.appSecret,
    authorizationURL: env.FACEBOOK_AUTHORIZATION_URL || endpoints.authorizationURL,
    tokenURL: env.FACEBOOK_TOKEN_URL || endpoints.tokenURL,
    profileURL: env.FACEBOOK_PROFILE_URL || endpoints.profileURL,
    callbackURL: env.FACEBOOK_CALLBACK_URL || '/auth/facebook/callback',
  };
}
