// The least a second hop can cost: a bare node:http server that hands the search service a request and
// sends its answer back, reading the answer as JSON and writing it out again as any gateway must. It is
// what `gateway-overhead.ts --floor` puts in the gateway's place, so the gateway's share can be told
// apart from what the extra process and loopback hop cost on the machine (docs/performance.md).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startBareProxy(servicesUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL('/fold31-search/doc-search', servicesUrl);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const upstream = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            const out = JSON.stringify(JSON.parse(Buffer.concat(parts).toString('utf8')));
            res.writeHead(answer.statusCode ?? 502, {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(out),
            });
            res.end(out);
          });
        },
      );
      upstream.on('error', (error) => {
        res.writeHead(502).end(error.message);
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
