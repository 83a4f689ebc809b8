import type { IncomingMessage, ServerResponse } from 'node:http';

/** One public answer in this many gets its own log line; the others are counted. */
export const PUBLIC_ANSWER_SAMPLE_RATE = 100;
/** How often the counted answers are summed up in one line (only when there were any). */
export const PUBLIC_ANSWER_SUMMARY_INTERVAL_MS = 60_000;

type SummaryLogger = { log(message: string): void };

/**
 * Keeps the request log cheap under load without losing what matters: a successful GET or HEAD whose answer any
 * cache may keep (Cache-Control: public; the same bytes for everyone: cached blog reads, built files, media) is
 * logged one time in PUBLIC_ANSWER_SAMPLE_RATE, and the rest are counted by status into a summary line every
 * PUBLIC_ANSWER_SUMMARY_INTERVAL_MS. Errors, writes and anything private (no-store) are always logged.
 */
export class PublicAnswerSampler {
  private seen = 0;
  private unlogged = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly logger: SummaryLogger,
    private readonly sampleRate = PUBLIC_ANSWER_SAMPLE_RATE,
    private readonly summaryIntervalMs = PUBLIC_ANSWER_SUMMARY_INTERVAL_MS,
  ) {}

  shouldLog(request: IncomingMessage, response: ServerResponse): boolean {
    if (!isPublicSuccess(request, response)) return true;
    this.seen += 1;
    if (this.seen % this.sampleRate === 1 || this.sampleRate === 1) return true;
    this.unlogged.set(response.statusCode, (this.unlogged.get(response.statusCode) ?? 0) + 1);
    this.timer ??= setTimeout(() => this.summarize(), this.summaryIntervalMs).unref();
    return false;
  }

  /** Logs the answers counted since the last summary, if any. */
  summarize(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.unlogged.size === 0) return;
    const byStatus = [...this.unlogged].map(([status, count]) => `${count} × ${status}`).join(', ');
    const total = [...this.unlogged.values()].reduce((sum, count) => sum + count, 0);
    this.unlogged = new Map();
    this.logger.log(`${total} public answers not logged one by one (1 in ${this.sampleRate} is): ${byStatus}`);
  }
}

function isPublicSuccess(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const status = response.statusCode;
  if (!((status >= 200 && status < 300) || status === 304)) return false;
  const cacheControl = response.getHeader('cache-control');
  return typeof cacheControl === 'string' && cacheControl.startsWith('public');
}
