const importOpenSeadragon = () => import('openseadragon');
type OpenSeadragonModule = Awaited<ReturnType<typeof importOpenSeadragon>>;

/**
 * OpenSeadragon's code, a chunk of its own (about 85 KB gzipped) that only viewer pages load. Fetched once and
 * shared; a fetch that failed (a network blip) is tried again by the next caller.
 */
let chunk: Promise<OpenSeadragonModule> | null = null;

export function loadOpenSeadragon(): Promise<OpenSeadragonModule> {
  if (chunk) return chunk;
  const loading = importOpenSeadragon().catch((error: unknown) => {
    chunk = null;
    throw error;
  });
  chunk = loading;
  return loading;
}

/**
 * Starts the fetch as the viewer page opens, so the chunk arrives while the page's query is out rather than
 * after it (the viewer can open the scan only once both are in). A failure is reported by the viewer's own load.
 */
export function prefetchOpenSeadragon(): void {
  loadOpenSeadragon().catch(() => {});
}
