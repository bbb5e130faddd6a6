// IIPImage, the reference image server of the tiles bench: Debian's iipimage-server (iipsrv, a FastCGI
// program) behind Debian's lighttpd with mod_fastcgi, the lightest web server that fronts it, on loopback.
// lighttpd starts the iipsrv processes itself; stopping lighttpd stops them and so empties their tile caches.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@muster/testkit/processes';

const IIPSRV = '/usr/lib/iipimage-server/iipsrv.fcgi';
const LIGHTTPD_CANDIDATES = ['/usr/sbin/lighttpd', '/usr/bin/lighttpd'];
export const IIPIMAGE_APT = 'apt-get install --no-install-recommends iipimage-server lighttpd';

export interface IipImageSettings {
  /** Directory of the pyramidal TIFFs (iipsrv's FILESYSTEM_PREFIX). */
  tiffDir: string;
  /** iipsrv processes lighttpd keeps (its own default is 4; iipsrv answers one request at a time each). */
  processes: number;
  /** iipsrv's in-memory tile cache per process (MAX_IMAGE_CACHE_SIZE), in MB. */
  cacheMb: number;
  jpegQuality: number;
}

export interface IipImage {
  /** The IIIF address of a TIFF's image service, e.g. http://127.0.0.1:port/iipsrv?IIIF=7.tif */
  serviceUrl(tiff: string): string;
  stop(): Promise<void>;
}

export function lighttpdPath(): string | undefined {
  return LIGHTTPD_CANDIDATES.find((file) => fs.existsSync(file));
}

/** What is missing to run IIPImage here, with the command that installs it; null when all is there. */
export function missingIipImage(): string | null {
  const missing = [fs.existsSync(IIPSRV) ? null : `iipsrv (${IIPSRV})`, lighttpdPath() ? null : 'lighttpd'].filter(
    Boolean,
  );
  return missing.length ? `${missing.join(' and ')} not found; install with: ${IIPIMAGE_APT}` : null;
}

export async function startIipImage(settings: IipImageSettings, startTimeoutMs = 30_000): Promise<IipImage> {
  const lighttpd = lighttpdPath();
  if (!lighttpd || !fs.existsSync(IIPSRV)) throw new Error(missingIipImage()!);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-iipimage-'));
  const port = await freePort();
  const quote = (value: string | number) => JSON.stringify(String(value));
  const config = `
server.modules = ( "mod_fastcgi" )
server.bind = "127.0.0.1"
server.port = ${port}
server.document-root = ${quote(dir)}
server.errorlog = ${quote(path.join(dir, 'error.log'))}
server.max-connections = 1024
fastcgi.server = ( "/iipsrv" => ((
  "socket" => ${quote(path.join(dir, 'iipsrv.sock'))},
  "bin-path" => ${quote(IIPSRV)},
  "max-procs" => ${settings.processes},
  "check-local" => "disable",
  "bin-environment" => (
    "FILESYSTEM_PREFIX" => ${quote(settings.tiffDir.endsWith('/') ? settings.tiffDir : `${settings.tiffDir}/`)},
    "MAX_IMAGE_CACHE_SIZE" => ${quote(settings.cacheMb)},
    "JPEG_QUALITY" => ${quote(settings.jpegQuality)},
    "VERBOSITY" => "0"
  )
)))
`;
  fs.writeFileSync(path.join(dir, 'lighttpd.conf'), config);
  const child = spawn(lighttpd, ['-D', '-f', path.join(dir, 'lighttpd.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}/iipsrv?IIIF=`;
  const stop = async () => {
    await stopChild(child, exited);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode != null) {
      const log = fs.readFileSync(path.join(dir, 'error.log'), 'utf8').trim().split('\n').slice(-5).join('\n');
      await stop();
      throw new Error(`lighttpd exited with code ${child.exitCode}:\n${log}`);
    }
    // Any answer of iipsrv itself (it refuses an empty request) says it is up; lighttpd says 503 until then.
    // No image is asked for, so the first tile of the pass still finds iipsrv cold.
    const ok = await fetch(base).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`IIPImage did not answer ${base} within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { serviceUrl: (tiff) => `${base}${tiff}`, stop };
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode != null || child.signalCode != null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
