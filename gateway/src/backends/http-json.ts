import http from 'node:http';
import https from 'node:https';

/**
 * Connections to the services are reused: a search page is one call, and opening a socket (or going through
 * fetch's WHATWG streams) for it costs as much as the gateway's own work on the page. The pool is shared
 * by every request; it holds sockets, never data of a caller.
 */
const pool = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, scheduling: 'lifo' } as const;
const agents = { http: new http.Agent(pool), https: new https.Agent(pool) };

/** The shared keep-alive agent for a service address (also used by the image proxy's streamed calls). */
export const serviceAgent = (url: URL): http.Agent => (url.protocol === 'https:' ? agents.https : agents.http);

export interface JsonResponse {
  status: number;
  /** The parsed body, or undefined when it was empty or not JSON. */
  body: unknown;
}

export class ServiceTimeoutError extends Error {
  override name = 'TimeoutError';
}

/** One HTTP call with a JSON body in and out, through the shared keep-alive pool. */
export function requestJson(url: URL, method: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number): Promise<JsonResponse> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request(url, {
      method, agent: secure ? agents.https : agents.http,
      headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        const text = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');
        let parsed: unknown;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
        resolve({ status: response.statusCode ?? 0, body: parsed });
      });
    });
    const timer = setTimeout(() => request.destroy(new ServiceTimeoutError(`no answer within ${timeoutMs} ms`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    request.on('error', fail);
    request.end(body);
  });
}
