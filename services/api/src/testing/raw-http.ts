import { type IncomingHttpHeaders, type Server, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One exchange with a listening server, decoding nothing: the body is exactly the bytes it sent. */
export function rawRequest(server: Server, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Starts `server` on a free port of 127.0.0.1 (supertest then uses that one too). */
export function listenOnFreePort(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
