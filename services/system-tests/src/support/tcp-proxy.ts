import { type Server, type Socket, connect, createServer } from 'node:net';
import { freePort } from './free-port';

type Target = { host: string; port: number };

/**
 * A loopback TCP proxy in front of a real service (PostgreSQL, Redis). `cut()` makes the service look stopped to
 * whoever connects through the proxy, without stopping the shared service itself: open connections are reset
 * and new ones are refused until `restore()`.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly target: Target,
    readonly port: number,
  ) {}

  static async start(target: Target): Promise<TcpProxy> {
    const proxy = new TcpProxy(target, await freePort());
    await proxy.listen();
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  rewrite(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  get isCut(): boolean {
    return this.server === null;
  }

  async cut(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  async restore(): Promise<void> {
    if (!this.server) await this.listen();
  }

  close(): Promise<void> {
    return this.cut();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.pipe(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  private pipe(client: Socket) {
    const upstream = connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => this.sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  }
}
