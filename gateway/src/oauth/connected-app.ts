import type { ConnectedAppDto } from '@muster/contract';
import type { RegisteredApp } from '../auth/oauth/registered-app';

/** The member's apps with the names their consent screen showed (an app since unregistered keeps its id). */
export function namedApps(apps: ConnectedAppDto[], registered: readonly RegisteredApp[] | undefined) {
  const names = new Map((registered ?? []).map((app) => [app.clientId, app.name]));
  return apps.map((app) => ({ ...app, name: names.get(app.clientId) ?? app.clientId }));
}
