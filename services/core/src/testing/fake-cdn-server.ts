import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body';

/** A purge request as the fake CDN received it. */
export type ReceivedPurge = { method: string; headers: IncomingHttpHeaders; tags: string[]; answeredStatus: number };

/**
 * A CDN purge API on 127.0.0.1 for tests: answers 200 while up, `status` (503 by default) while down, after
 * answerAfter()'s delay if set; records every request as it arrives, with what it answers.
 */
export async function startFakeCdnServer() {
  let failWith: number | null = null;
  let delayMs = 0;
  const received: ReceivedPurge[] = [];

  const server = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)) || '{}') as { tags?: string[] };
    const status = failWith ?? 200;
    received.push({ method: request.method ?? '', headers: request.headers, tags: body.tags ?? [], answeredStatus: status });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!response.destroyed) response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ success: status === 200 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/purge`,
    received,
    /** The purges it took (answered 200), each as its list of keys. */
    purged(): string[][] {
      return received.filter((purge) => purge.answeredStatus === 200).map((purge) => purge.tags);
    },
    down(status = 503) {
      failWith = status;
    },
    up() {
      failWith = null;
    },
    answerAfter(ms: number) {
      delayMs = ms;
    },
    reset() {
      failWith = null;
      delayMs = 0;
      received.splice(0);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeCdnServer = Awaited<ReturnType<typeof startFakeCdnServer>>;
