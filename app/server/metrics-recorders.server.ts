// Counters and histograms that cost next to nothing to record into. prom-client's own validate
// the labels and build a key string on every call (2–4 µs each here, measured), which a stored
// page answered in some 50 µs would feel; these look the series up in two maps and add to plain
// numbers (under 0.1 µs), and hand prom-client the values when it is scraped, in the shape its
// own metrics give (`get()`), so that the text format, the default labels and the workers'
// aggregation treat them alike.
import type { Registry } from "prom-client";

type Labels = Record<string, string | number>;
type Value = { labels: Labels; value: number; metricName?: string };
type MetricData = { name: string; help: string; type: string; values: Value[]; aggregator: "sum" };

/** What prom-client's registry reads of a metric; `reset` for `registry.resetMetrics()`. */
abstract class Recorder {
  readonly aggregator = "sum" as const;
  abstract readonly type: "counter" | "histogram";
  readonly name: string;
  readonly help: string;

  constructor(name: string, help: string, registry: Registry) {
    this.name = name;
    this.help = help;
    // prom-client types its registry as taking its own classes; it reads only what `get` gives.
    registry.registerMetric(this as never);
  }
  abstract get(): MetricData;
  abstract reset(): void;
}

/** A counter without labels: `count()` adds one. */
export class Tally extends Recorder {
  readonly type = "counter";
  private total = 0;

  count(): void {
    this.total += 1;
  }

  get(): MetricData {
    const { name, help, type, aggregator } = this;
    return { name, help, type, aggregator, values: [{ labels: {}, value: this.total }] };
  }

  reset(): void {
    this.total = 0;
  }
}

/** One series of a histogram: the durations seen under one set of label values. */
export class Durations {
  /** Per bound, the observations at most that long but longer than the bound before; then +Inf. */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;
  private readonly bounds: readonly number[];
  readonly labels: Labels;

  constructor(bounds: readonly number[], labels: Labels) {
    this.bounds = bounds;
    this.labels = labels;
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(seconds: number): void {
    let index = 0;
    while (index < this.bounds.length && seconds > (this.bounds[index] as number)) index += 1;
    this.counts[index] = (this.counts[index] as number) + 1;
    this.sum += seconds;
    this.count += 1;
  }
}

/** A histogram of durations in seconds, one series per set of label values (at most two). */
export class Timings extends Recorder {
  readonly type = "histogram";
  /** By the first label's value, then the second's (or ""): no key string built per call. */
  private readonly series = new Map<string, Map<string, Durations>>();
  private readonly labelNames: readonly string[];
  private readonly bounds: readonly number[];

  constructor(
    name: string,
    help: string,
    registry: Registry,
    labelNames: readonly string[],
    bounds: readonly number[],
  ) {
    super(name, help, registry);
    if (labelNames.length > 2) throw new Error(`${name}: at most two labels`);
    this.labelNames = labelNames;
    this.bounds = bounds;
  }

  /** The series of these label values, in the order of the label names; kept for next time. */
  of(first = "", second = ""): Durations {
    let byFirst = this.series.get(first);
    if (!byFirst) {
      byFirst = new Map();
      this.series.set(first, byFirst);
    }
    let found = byFirst.get(second);
    if (!found) {
      const labels: Labels = {};
      const values = [first, second];
      this.labelNames.forEach((name, index) => {
        labels[name] = values[index] ?? "";
      });
      found = new Durations(this.bounds, labels);
      byFirst.set(second, found);
    }
    return found;
  }

  get(): MetricData {
    const values: Value[] = [];
    const bucket = `${this.name}_bucket`;
    for (const series of [...this.series.values()].flatMap((byFirst) => [...byFirst.values()])) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += series.counts[index] as number;
        values.push({
          labels: { ...series.labels, le: bound },
          value: cumulative,
          metricName: bucket,
        });
      });
      values.push({
        labels: { ...series.labels, le: "+Inf" },
        value: series.count,
        metricName: bucket,
      });
      values.push({ labels: series.labels, value: series.sum, metricName: `${this.name}_sum` });
      values.push({ labels: series.labels, value: series.count, metricName: `${this.name}_count` });
    }
    const { name, help, type, aggregator } = this;
    return { name, help, type, aggregator, values };
  }

  reset(): void {
    this.series.clear();
  }
}
