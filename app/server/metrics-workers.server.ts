// With workers (ADR 40), one scrape answers for all of them. A scrape reaches one worker, as any
// request does; that worker asks the first process, which asks every worker that listens for
// its metrics, sums them with prom-client's AggregatorRegistry and sends the text back. Each
// worker labels its own series with its number (metrics.server.ts), so the sum keeps them
// apart; the site's figures, the same from every worker, come out once (their maximum).
import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry } from "prom-client";

/** A worker asks the first process for the whole site's metrics… */
const askForSite = "vitrine:metrics-ask";
/** …which asks each worker for its own… */
const askForOwn = "vitrine:metrics-collect";
/** …each worker answers with them… */
const ownMetrics = "vitrine:metrics-own";
/** …and the first process answers the asking worker with their sum, as text. */
const siteMetrics = "vitrine:metrics-site";

type Message = {
  type?: string;
  id?: number;
  text?: string;
  error?: string;
  metrics?: Parameters<typeof AggregatorRegistry.aggregate>[0];
};

/** How long the first process waits for a worker's metrics: a slower one is left out. */
const workerWaitMs = 3000;
/** How long a worker waits for the sum: the workers' wait and some. */
const siteWaitMs = workerWaitMs + 2000;

function isMessage(message: unknown): message is Message & { id: number } {
  return typeof message === "object" && message !== null && "id" in message;
}

/** In the first process: gathers and sums the workers' metrics whenever a worker asks. */
export function sumWorkersMetrics(): void {
  // A worker still starting has no metrics to give yet: only those that listen are asked.
  const listening = new Set<Worker>();
  cluster.on("listening", (worker) => listening.add(worker));
  cluster.on("exit", (worker) => listening.delete(worker));
  const waiting = new Map<number, (metrics: Message["metrics"]) => void>();
  let asked = 0;

  const fromWorker = (worker: Worker) =>
    new Promise<Message["metrics"]>((resolve) => {
      const id = asked++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(undefined);
      }, workerWaitMs);
      waiting.set(id, (metrics) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(metrics);
      });
      worker.send({ type: askForOwn, id });
    });

  const sum = async () => {
    const workers = [...listening].filter((worker) => worker.isConnected());
    const answers = await Promise.all(workers.map(fromWorker));
    const registries = answers.flatMap((answer) => answer ?? []);
    return AggregatorRegistry.aggregate(registries).metrics();
  };

  cluster.on("message", (worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === ownMetrics) waiting.get(message.id)?.(message.metrics);
    if (message.type !== askForSite) return;
    sum().then(
      (text) => worker.send({ type: siteMetrics, id: message.id, text }),
      (error: unknown) =>
        worker.send({ type: siteMetrics, id: message.id, error: (error as Error).message }),
    );
  });
}

const answers = new Map<number, (message: Message) => void>();
let questions = 0;

/**
 * In a worker: gives the first process this worker's metrics when it asks, and takes the sums
 * it sends back. Once per process.
 */
export function answerFirstProcess(own: { forAggregation(): Promise<unknown> }): void {
  process.on("message", (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === siteMetrics) answers.get(message.id)?.(message);
    if (message.type !== askForOwn) return;
    const { id } = message;
    own.forAggregation().then(
      (metrics) => process.send?.({ type: ownMetrics, id, metrics }),
      () => process.send?.({ type: ownMetrics, id, metrics: undefined }),
    );
  });
}

/** In a worker: every worker's metrics, as the first process sums them, in the text format. */
export function metricsOfEveryWorker(): Promise<string> {
  const id = questions++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      answers.delete(id);
      reject(new Error("The first process did not send the workers' metrics in time"));
    }, siteWaitMs);
    answers.set(id, (message) => {
      clearTimeout(timer);
      answers.delete(id);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? "The workers' metrics could not be summed"));
    });
    process.send?.({ type: askForSite, id });
  });
}
