import http from 'node:http';
import https from 'node:https';

/**
 * Every byte the gateway sends a service goes through this file (ServiceHttp for JSON calls, the image proxy,
 * uploads and the payments webhook for streamed or raw ones). Connections to the services are reused: a search page is one call, and opening a socket (or going through
 * fetch's WHATWG streams) for it costs as much as the gateway's own work on the page. The pool is shared
 * by every request; it holds sockets, never data of a caller.
 */
const pool = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, scheduling: 'lifo' } as const;
const agents = { http: new http.Agent(pool), https: new https.Agent(pool) };

/** The shared keep-alive agent for a service address. */
const serviceAgent = (url: URL): http.Agent => (url.protocol === 'https:' ? agents.https : agents.http);

export interface JsonResponse {
  status: number;
  /** The parsed body, or undefined when it was empty or not JSON. */
  body: unknown;
}

export class ServiceTimeoutError extends Error {
  override name = 'TimeoutError';
}

/** One HTTP call with a JSON body in and out, through the shared keep-alive pool. */
export async function requestJson(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
  timeoutMs: number,
): Promise<JsonResponse> {
  const response = await requestBytes(url, method, headers, body, timeoutMs);
  const text = response.body.toString('utf8');
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed };
}

export interface BytesResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP call with the answer's bytes as they came (a body passed on unread), through the shared pool. */
export function requestBytes(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
  timeoutMs: number,
): Promise<BytesResponse> {
  return new Promise((resolve, reject) => {
    const request = openServiceRequest(
      url,
      {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks),
          });
        });
      },
    );
    const timer = setTimeout(
      () => request.destroy(new ServiceTimeoutError(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    request.on('error', fail);
    request.end(body);
  });
}

/** A request to a service over the shared pool, for callers that stream its body or its answer (image proxy, uploads). */
export function openServiceRequest(
  url: URL,
  options: http.RequestOptions,
  onResponse: (response: http.IncomingMessage) => void,
): http.ClientRequest {
  return (url.protocol === 'https:' ? https : http).request(url, { ...options, agent: serviceAgent(url) }, onResponse);
}
