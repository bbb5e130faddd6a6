/** Loads every id through a per-request DataLoader (one batched call) and leaves out the ones that are gone. */
export async function loadAll<T>(ids: readonly number[], load: (id: number) => Promise<T | null>): Promise<T[]> {
  return (await Promise.all(ids.map(load))).filter((x): x is Awaited<T> & T => x != null);
}
