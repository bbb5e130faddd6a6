/**
 * A size in bytes from the environment: `fallback` when unset or empty, else a whole number of bytes (0 turns
 * the cache it sizes off). Anything else stops start-up with the variable's name, rather than running with a
 * size nobody asked for ("64MB" is not read as 64).
 */
export function bytesFromEnv(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,15}$/.test(value)) throw new Error(`${name} must be a whole number of bytes, not "${value}"`);
  return Number(value);
}
