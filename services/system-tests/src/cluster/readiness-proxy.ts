import { Agent, type IncomingMessage, type Server, type ServerResponse, createServer, request as forward } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The answer header that names the backend (its base URL, as added) that served a request. */
export const SERVED_BY_HEADER = 'x-served-by';

const POLL_INTERVAL_MS = 100;
const POLL_TIMEOUT_MS = 1000;
/**
 * Polls in a row that get no answer (timed out, refused) before a backend is taken out, as a Kubernetes readiness
 * probe's failureThreshold: on a busy machine a healthy API can be slow to answer one poll. An answer that is not 200
 * (a draining API's 503) takes it out at once.
 */
const UNANSWERED_POLLS_TO_REMOVE = 3;
/** Below Node's default server keepAliveTimeout (5 s), so the proxy never reuses a socket the API is closing. */
const IDLE_SOCKET_MS = 4000;

type Backend = { baseUrl: string; url: URL; agent: Agent; ready: boolean; polling: boolean; unansweredPolls: number };

/**
 * A round-robin HTTP load balancer on loopback, as a Kubernetes Service or a cloud load balancer acts: it polls each
 * backend's /api/ready every 100 ms and sends only to the ready ones (one that stops answering is taken out after
 * three polls). It retries nothing, so a request lost by a backend (reset, refused, cut off) reaches the client as a
 * 502 and shows in a test. It appends the client's address to X-Forwarded-For and keeps the Host header, as reverse
 * proxies do.
 */
export class ReadinessProxy {
  private readonly backends: Backend[] = [];
  private next = 0;
  private poller: NodeJS.Timeout | undefined;
  private readonly sockets = new Set<Socket>();

  private constructor(private readonly server: Server) {}

  /** Listens on `port` (0: a free one) of 127.0.0.1. */
  static async start(port = 0): Promise<ReadinessProxy> {
    const server = createServer();
    const proxy = new ReadinessProxy(server);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => proxy.route(request, response));
    server.on('connection', (socket: Socket) => {
      proxy.sockets.add(socket);
      socket.once('close', () => proxy.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    proxy.poller = setInterval(() => void proxy.pollAll(), POLL_INTERVAL_MS);
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Adds a backend, sent to once its /api/ready answers 200. */
  async add(baseUrl: string): Promise<void> {
    const backend = {
      baseUrl,
      url: new URL(baseUrl),
      agent: new Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
      ready: false,
      polling: false,
      unansweredPolls: 0,
    };
    this.backends.push(backend);
    await this.poll(backend);
  }

  /** Takes a backend out of the rotation for good (its process was stopped). */
  remove(baseUrl: string): void {
    const index = this.backends.findIndex((backend) => backend.baseUrl === baseUrl);
    if (index < 0) return;
    this.backends[index]?.agent.destroy();
    this.backends.splice(index, 1);
  }

  /** How many backends the proxy sends to now. */
  get readyCount(): number {
    return this.backends.filter((backend) => backend.ready).length;
  }

  isReady(baseUrl: string): boolean {
    return this.backends.some((backend) => backend.ready && backend.baseUrl === baseUrl);
  }

  async close(): Promise<void> {
    clearInterval(this.poller);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    for (const backend of this.backends) backend.agent.destroy();
    await closed;
  }

  private route(request: IncomingMessage, response: ServerResponse) {
    const backend = this.pick();
    if (!backend) {
      response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 503, error: 'No API process is ready' }));
      return;
    }
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = forward(
      {
        host: backend.url.hostname,
        port: backend.url.port,
        method: request.method,
        path: request.url,
        agent: backend.agent,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY_HEADER]: backend.baseUrl });
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (response.headersSent) response.destroy();
      else
        response
          .writeHead(502, { 'content-type': 'application/json' })
          .end(JSON.stringify({ statusCode: 502, error: `The API process failed: ${error.message}` }));
    });
    request.pipe(upstream);
  }

  private pick(): Backend | undefined {
    const ready = this.backends.filter((backend) => backend.ready);
    if (!ready.length) return undefined;
    this.next = (this.next + 1) % ready.length;
    return ready[this.next];
  }

  private async pollAll() {
    await Promise.all(this.backends.map((backend) => this.poll(backend)));
  }

  /** One poll at a time per backend: a slow answer is not piled on. */
  private async poll(backend: Backend) {
    if (backend.polling) return;
    backend.polling = true;
    try {
      const answer = await fetch(new URL('/api/ready', backend.url), { signal: AbortSignal.timeout(POLL_TIMEOUT_MS) });
      await answer.body?.cancel();
      backend.ready = answer.ok;
      backend.unansweredPolls = 0;
    } catch {
      backend.unansweredPolls += 1;
      if (backend.unansweredPolls >= UNANSWERED_POLLS_TO_REMOVE) backend.ready = false;
    } finally {
      backend.polling = false;
    }
  }
}
