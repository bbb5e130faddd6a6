// Muster's own OAuth server as members see it: the apps they let act for them.

/** An app a member let act for them (Muster's OAuth server), as their account settings list it. */
export interface ConnectedAppDto {
  clientId: string;
  /** When the member first consented, ISO. */
  connectedAt: string;
  /** When the consent lapses unless the app is used again, ISO; null when it does not. */
  expiresAt: string | null;
  /** The scopes granted (`muster:read`, `muster:write`, `openid`…), sorted. */
  scopes: string[];
}
