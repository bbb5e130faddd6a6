import net from 'node:net';
import { ensurePortFree } from './processes';

test("a port another process listens on is refused with the process's name; a free one is not", async () => {
  const other = net.createServer();
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const { port } = other.address() as net.AddressInfo;
  await expect(ensurePortFree('127.0.0.1', port, 'gateway-1')).rejects.toThrow(
    `gateway-1 cannot listen on 127.0.0.1:${port}: EADDRINUSE`,
  );
  await new Promise((resolve) => other.close(resolve));
  await expect(ensurePortFree('127.0.0.1', port, 'gateway-1')).resolves.toBeUndefined();
});
