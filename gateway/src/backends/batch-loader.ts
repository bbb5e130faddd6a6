import DataLoader from 'dataloader';
import type { ServiceHttp } from './service-http';

/**
 * A per-request loader over a service's batch route (`GET path?id=1&id=2`), one call per tick.
 * Results are matched by their id field, so the service may answer in any order or leave missing ids out.
 */
export function batchById<T>(http: ServiceHttp, route: string, idField: keyof T & string, maxBatchSize = 200) {
  return new DataLoader<number, T | null>(
    async (ids) => {
      const rows = (await http.get<(T | null)[]>(route, route, { id: ids })) ?? [];
      const byId = new Map<number, T>();
      for (const row of rows) if (row) byId.set(Number(row[idField]), row);
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize },
  );
}
