// The website as production serves it, for the browser half of the tiles bench: a production build of
// the client (its own output directory, so a build another process runs into client/dist cannot change
// it mid-run), the services as a production process over the bench data, and the gateway serving both.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { repoRoot } from '@muster/services/db';
import { createGateway } from '@muster/gateway/server';
import { startServicesProcess } from './node-process';
import { type TilesBenchData, tilesBenchDir } from './tile-data';

export const tilesSiteDist = path.join(tilesBenchDir, 'client-dist');

/**
 * `vite build` of the client into data/bench/tiles/client-dist, as `npm run build` builds it. It builds into
 * a directory of its own first, so a failed build (another change half made) leaves the last good one,
 * which is then used with a warning saying when it was built.
 */
export function buildSite(log: (m: string) => void, siteDist = tilesSiteDist): string {
  log(`building the website (vite build) into ${path.relative(repoRoot, siteDist)}`);
  const vite = path.join(repoRoot, 'node_modules', '.bin', 'vite');
  const fresh = `${siteDist}.new`;
  const built = spawnSync(vite, ['build', '--outDir', fresh, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(repoRoot, 'client'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status === 0 && fs.existsSync(path.join(fresh, 'index.html'))) {
    fs.rmSync(siteDist, { recursive: true, force: true });
    fs.renameSync(fresh, siteDist);
    return siteDist;
  }
  fs.rmSync(fresh, { recursive: true, force: true });
  const index = path.join(siteDist, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`vite build failed (exit ${built.status}) and there is no earlier build`);
  log(
    `WARNING: vite build failed (exit ${built.status}); using the build of ${fs.statSync(index).mtime.toISOString()}`,
  );
  return siteDist;
}

export interface Site {
  url: string;
  stop(): Promise<void>;
}

/**
 * The services in their own production process with an empty tile cache, and the gateway (production
 * settings) in this one, serving the built site on a free loopback port.
 */
export async function startSite(data: TilesBenchData, dist: string): Promise<Site> {
  const cacheDir = path.join(tilesBenchDir, 'site-tile-cache');
  fs.rmSync(cacheDir, { recursive: true, force: true });
  const services = await startServicesProcess({ ...data.env, IIIF_CACHE_DIR: cacheDir });
  try {
    // The port first: the gateway writes its public origin (PUBLIC_BASE_URL) into IIIF ids.
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const gateway = await createGateway({
      servicesUrl: services.url,
      clientDist: dist,
      production: true,
      publicOrigin: url,
    });
    server.on('request', gateway.app);
    return {
      url,
      async stop() {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await gateway.stop();
        await services.stop();
      },
    };
  } catch (error) {
    await services.stop();
    throw error;
  }
}
