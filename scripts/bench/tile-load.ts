// Sends a list of tile addresses to one server from `clients` keep-alive connections, each taking the next
// address as soon as it has read the previous answer (a browser's connections working through a viewer's
// tile queue), and times each request from sending to having read the whole body.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PassResult {
  /** Milliseconds per successful tile, in completion order. */
  latencies: number[];
  wallMs: number;
  bytes: number;
  /** Failure message → count (status, wrong content type, network error, timeout). */
  failures: Map<string, number>;
}

export async function runPass(urls: readonly string[], clients: number, timeoutMs: number): Promise<PassResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const result: PassResult = { latencies: [], wallMs: 0, bytes: 0, failures: new Map() };
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const t0 = performance.now();
      const outcome = await get(url, agent, timeoutMs);
      if (typeof outcome === 'number') {
        result.latencies.push(performance.now() - t0);
        result.bytes += outcome;
      } else {
        result.failures.set(outcome, (result.failures.get(outcome) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  result.wallMs = performance.now() - started;
  agent.destroy();
  return result;
}

/** The body's length for a JPEG answered 200, else what went wrong. */
function get(url: string, agent: http.Agent, timeoutMs: number): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, timeout: timeoutMs }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        const type = response.headers['content-type'] ?? '';
        if (response.statusCode !== 200) resolve(`HTTP ${response.statusCode}`);
        else if (!type.startsWith('image/jpeg')) resolve(`content type ${type}`);
        else resolve(bytes);
      });
      response.on('error', (error) => resolve(error.message));
    });
    request.on('timeout', () => request.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    request.on('error', (error) => resolve(error.message));
  });
}
