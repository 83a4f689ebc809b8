import { eventually, freePort } from '../support';
import { ENQUIRY, WorkerFaultStack } from '../worker-faults/worker-fault-stack';

async function scrape(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5000) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one series in a scrape (labels in the order prom-client writes them), or undefined when absent. */
function sample(scraped: string, series: string): number | undefined {
  const line = scraped.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Issue 16, item 2: Prometheus metrics of a real API and a real worker process, each on a port of its own. */
describe('metrics of the API and the worker (real processes, PostgreSQL and Redis)', () => {
  let stack: WorkerFaultStack;
  let apiMetricsPort: number;
  let workerMetricsPort: number;

  beforeAll(async () => {
    apiMetricsPort = await freePort();
    workerMetricsPort = await freePort();
    stack = await WorkerFaultStack.start('metrics', { SMTP_URL: '', METRICS_PORT: String(apiMetricsPort) });
  });
  afterAll(() => stack?.close());

  it('counts HTTP requests by route pattern and status, with latency, public cache lookups, pool use and event-loop lag', async () => {
    for (let read = 0; read < 3; read += 1) expect((await stack.staff.get('/api/blog-posts')).status).toBe(200);
    expect((await stack.staff.get('/api/blog-posts/no-such-post')).status).toBe(404);

    const scraped = await scrape(apiMetricsPort);
    expect(sample(scraped, 'harbourline_http_requests_total{method="GET",route="/api/blog-posts",status="200"}')).toBe(3);
    expect(sample(scraped, 'harbourline_http_requests_total{method="GET",route="/api/blog-posts/:slug",status="404"}')).toBe(1);
    expect(sample(scraped, 'harbourline_http_request_duration_seconds_count{method="GET",route="/api/blog-posts",status="200"}')).toBe(3);
    expect(scraped).toMatch(/harbourline_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/blog-posts",status="200"\} \d/);
    expect(sample(scraped, 'harbourline_public_cache_lookups_total{layer="process",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(scraped, 'harbourline_public_cache_lookups_total{layer="redis",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(scraped, 'harbourline_db_pool_connections{state="used"}')).toBeGreaterThanOrEqual(0);
    expect(sample(scraped, 'harbourline_db_pool_max')).toBeGreaterThan(0);
    expect(sample(scraped, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(scraped, 'harbourline_queue_jobs{queue="media",state="waiting"}')).toBe(0);
  });

  it('is not served on the public port', async () => {
    const onPublicPort = await fetch(`${stack.api.baseUrl}/metrics`, { signal: AbortSignal.timeout(5000) });
    expect(await onPublicPort.text()).not.toContain('harbourline_http_requests_total');
  });

  it('shows the queue depth, then the job the worker ran by name and outcome, with its duration', async () => {
    expect((await stack.staff.post('/api/contact', ENQUIRY)).status).toBe(201);
    expect(sample(await scrape(apiMetricsPort), 'harbourline_queue_jobs{queue="notifications",state="waiting"}')).toBe(1);

    await stack.startWorker({ METRICS_PORT: String(workerMetricsPort) });
    const series = 'harbourline_jobs_total{queue="notifications",name="mail.send",outcome="completed"}';
    const scraped = await eventually(
      async () => {
        const current = await scrape(workerMetricsPort);
        return sample(current, series) === 1 ? current : null;
      },
      { timeoutMs: 20_000, message: 'the worker to count the notification job' },
    );
    expect(sample(scraped, 'harbourline_job_duration_seconds_count{queue="notifications",name="mail.send",outcome="completed"}')).toBe(1);
    expect(sample(scraped, 'harbourline_queue_jobs{queue="notifications",state="waiting"}')).toBe(0);
    expect(sample(scraped, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});
