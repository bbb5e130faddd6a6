/** An app registered with Muster's authorization server, as staff see it (`oauthApps`; schema/oauth.graphql). */
export interface RegisteredApp {
  clientId: string;
  name: string;
  public: boolean;
  redirectUris: string[];
  scopes: string[];
}
