const TICK_MS = 20;
const REQUEST_TIMEOUT_MS = 10_000;

export type LoadReport = { sent: number; ok: number; failures: string[] };

/**
 * GET requests to one URL at a steady rate (an open model: a request is sent on time whether or not the earlier
 * ones have been answered, as independent visitors do). Every answer other than 200, and every network error or
 * timeout, is a failure.
 */
export class SteadyLoad {
  private sent = 0;
  private ok = 0;
  private readonly failures: string[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly startedAt = Date.now();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly perSecond: number,
  ) {
    this.timer = setInterval(() => this.catchUp(), TICK_MS);
  }

  /** Answers so far (requests still in flight are not counted). */
  get report(): LoadReport {
    return { sent: this.sent, ok: this.ok, failures: [...this.failures] };
  }

  /** Stops sending and waits for every request in flight. */
  async stop(): Promise<LoadReport> {
    clearInterval(this.timer);
    await Promise.all(this.inFlight);
    return this.report;
  }

  private catchUp() {
    const due = Math.floor(((Date.now() - this.startedAt) / 1000) * this.perSecond);
    while (this.sent < due) this.send();
  }

  private send() {
    this.sent += 1;
    const request = this.get().finally(() => this.inFlight.delete(request));
    this.inFlight.add(request);
  }

  private async get() {
    try {
      const answer = await fetch(this.url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      await answer.arrayBuffer();
      if (answer.status === 200) this.ok += 1;
      else this.failures.push(`${answer.status}`);
    } catch (error) {
      this.failures.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
  }
}
