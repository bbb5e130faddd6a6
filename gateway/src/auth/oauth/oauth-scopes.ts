import type { CredentialScope } from '../bearer/bearer-credential';

/** The scopes an app may ask for, as the consent screen names them. */
export const OAUTH_SCOPES: Record<string, string> = {
  openid: 'Know who you are on Muster',
  profile: 'See your username',
  'muster:read': 'Search and read records as you, with your membership',
  'muster:write': 'Make changes as you: save to your gallery, annotate, edit memorials and your account',
  offline_access: 'Stay signed in until you sign the app out',
};

/** What a token's OAuth scopes allow at /graphql: `muster:read` reads, `muster:write` also runs mutations. */
export function credentialScopes(oauthScope: string | undefined): CredentialScope[] {
  const granted = new Set((oauthScope ?? '').split(' '));
  const scopes: CredentialScope[] = [];
  if (granted.has('muster:read') || granted.has('muster:write')) scopes.push('read');
  if (granted.has('muster:write')) scopes.push('write');
  return scopes;
}
