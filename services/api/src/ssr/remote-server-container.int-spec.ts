import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RemoteServerContainer } from './remote-server-container';

/** A server that takes connections and never answers, as a remote host that hangs. */
async function hangingServer(): Promise<{ server: Server; url: string; requests: () => number }> {
  let requests = 0;
  const server = createServer(() => {
    requests += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/mfe/mfe-public/server/mf-manifest.json`, requests: () => requests };
}

describe('a remote server container whose host hangs', () => {
  it('costs the first page a bounded wait, and the next pages none until the next try', async () => {
    const remote = await hangingServer();
    const container = new RemoteServerContainer({ name: 'mfe_public', exposed: 'ssr', manifestUrl: () => remote.url, checkIntervalMs: 60_000 });
    try {
      const firstStartedAt = Date.now();
      await expect(container.current()).resolves.toBeNull();
      expect(Date.now() - firstStartedAt).toBeLessThan(3000);

      const nextStartedAt = Date.now();
      await expect(container.current()).resolves.toBeNull();
      expect(Date.now() - nextStartedAt).toBeLessThan(50);
      expect(remote.requests()).toBe(1);
    } finally {
      remote.server.closeAllConnections();
      remote.server.close();
    }
  });
});
