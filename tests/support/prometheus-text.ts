// Reads Prometheus' text format (version 0.0.4) as Prometheus would, for the tests and the
// bench: `promtool check metrics` when Prometheus' tools are installed (Debian: prometheus),
// and always a parser of our own, strict about what the format allows, that gives the samples.
import { spawnSync } from "node:child_process";

export type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a scrape, in order; throws on the first line the format does not allow. */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  const typed = new Map<string, string>();
  const name = "[a-zA-Z_:][a-zA-Z0-9_:]*";
  const sampleLine = new RegExp(`^(${name})(?:\\{(.*)\\})?\\s+(\\S+)(?:\\s+-?\\d+)?$`);
  const label = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;
  text.split("\n").forEach((line, index) => {
    const problem = (what: string) => new Error(`Line ${index + 1}, ${what}: ${line}`);
    if (line.trim() === "") return;
    if (line.startsWith("#")) {
      const comment = new RegExp(`^# (HELP|TYPE) (${name}) ?(.*)$`).exec(line);
      if (!comment) return;
      if (comment[1] === "TYPE") {
        if (!/^(counter|gauge|histogram|summary|untyped)$/.test(comment[3] ?? "")) {
          throw problem("an unknown type");
        }
        if (typed.has(comment[2] ?? "")) throw problem("a second TYPE for one metric");
        typed.set(comment[2] ?? "", comment[3] ?? "");
      }
      return;
    }
    const match = sampleLine.exec(line);
    if (!match) throw problem("not a sample");
    const labels: Record<string, string> = {};
    const written = match[2] ?? "";
    label.lastIndex = 0;
    while (label.lastIndex < written.length) {
      const start = label.lastIndex;
      const pair = label.exec(written);
      if (!pair || label.lastIndex === start) throw problem("labels not as the format writes them");
      const [, key = "", value = ""] = pair;
      if (key in labels) throw problem(`the label ${key} twice`);
      labels[key] = value.replace(/\\(.)/g, (_, escaped) => (escaped === "n" ? "\n" : escaped));
    }
    const raw = match[3] ?? "";
    // Prometheus reads these words in any case (prom-client writes "Nan").
    const word = raw.toLowerCase();
    const value =
      word === "+inf" || word === "inf"
        ? Number.POSITIVE_INFINITY
        : word === "-inf"
          ? Number.NEGATIVE_INFINITY
          : Number(raw);
    if (Number.isNaN(value) && word !== "nan") throw problem("a value that is no number");
    samples.push({ name: match[1] ?? "", labels, value });
  });
  return samples;
}

/**
 * What `promtool check metrics` finds wrong with a scrape ("" when nothing), or undefined when
 * promtool is not installed.
 */
export function promtoolProblems(text: string): string | undefined {
  const run = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
  if (run.error && (run.error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
  // Lint remarks (a counter's name, a unit) do not make a scrape unreadable: only errors count.
  return run.status === 0 || run.status === 3 ? "" : `${run.stdout}${run.stderr}`.trim();
}

/** The value of the sample of `name` whose labels include `labels`; 0 when there is none. */
export function sampleValue(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  const found = samples.find(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found?.value ?? 0;
}
