import type express from 'express';

/**
 * Whose X-Forwarded-For/-Proto/-Host the gateway believes (TRUST_PROXY): nobody (`false`, the default), the
 * proxies at these addresses or CIDR ranges (Express's list, which also knows `loopback`, `linklocal` and
 * `uniquelocal`), or a number of proxy hops in front of it. The client address decides library editions and
 * per-address sign-in locks, so a header from anyone else is never read.
 */
export type TrustProxy = false | number | string;

export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? '';
  if (setting === '' || /^(false|none|off|no|0)$/i.test(setting)) return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  if (/^true$/i.test(setting)) {
    // Express's `true` believes the first address anyone writes in the header: a forged library patron.
    throw new Error(
      "TRUST_PROXY=true would believe any caller's X-Forwarded-For: name the proxies (addresses, CIDR ranges, loopback) or their hop count",
    );
  }
  return setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/** Sets Express's 'trust proxy' (which compiles the list now), so a mistyped address stops start-up with its name. */
export function applyTrustProxy(app: express.Express, setting: TrustProxy): void {
  try {
    app.set('trust proxy', setting);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${(error as Error).message}`, { cause: error });
  }
}
