import { Counter, Histogram, type LabelValues, type Registry } from 'prom-client';

type TimedEventsOptions<L extends string> = {
  /** The counter's name (ending in `_total`) and the histogram's (ending in `_duration_seconds`), with their help. */
  counter: { name: string; help: string };
  histogram: { name: string; help: string };
  labelNames: readonly L[];
  /** Upper bounds of the histogram's buckets, in seconds. */
  buckets: number[];
};

/** Events counted and timed under the same labels: a counter and a histogram of their durations. */
export class TimedEvents<L extends string> {
  private readonly count: Counter<L>;
  private readonly duration: Histogram<L>;

  constructor(registry: Registry, options: TimedEventsOptions<L>) {
    const { labelNames, buckets } = options;
    this.count = new Counter({ ...options.counter, labelNames, registers: [registry] });
    this.duration = new Histogram({ ...options.histogram, labelNames, buckets, registers: [registry] });
  }

  record(labels: LabelValues<L>, seconds: number) {
    this.count.inc(labels);
    this.duration.observe(labels, seconds);
  }
}
