// Several processes answering on one machine (WORKERS, ADR 40). One Node.js process uses one
// core; the first process prepares the database, then starts the workers and watches them.
// They share the listening port through Node's cluster module; each is a whole site with its
// own caches, kept true by the version stamps, as instances on several machines are (ADR 27).
import cluster from "node:cluster";
import type { Config } from "../config/config.server.ts";
import type { Logger } from "./logger.server.ts";

/** Whether this process is one of the workers another one started. */
export function isWorker(): boolean {
  return cluster.isWorker;
}

/** The worker's number, for its log lines; undefined in a process of its own. */
export function workerNumber(): number | undefined {
  return cluster.worker?.id;
}

/**
 * Starts `config.workers` workers, each running the site's start-up again, and keeps that many
 * running: one that stops by itself after it was listening is replaced. One that stops before
 * it could listen (the port taken, the build missing) would fail again: every worker is then
 * stopped and the process exits 1. SIGTERM or SIGINT passes to every worker, which answers
 * what it has received and stops (ADR 27); the process exits 0 when all stopped cleanly.
 */
export function superviseWorkers(config: Config, log: Logger): void {
  const listening = new Set<number>();
  let allListening = false;
  let stopping = false;
  let failed = false;

  const running = () =>
    Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: running().length }, "Stopping the workers");
    for (const worker of running()) worker.process.kill(signal);
    // Each worker keeps to STOP_TIMEOUT_SECONDS; this only catches one that could not.
    setTimeout(
      () => {
        for (const worker of running()) worker.process.kill("SIGKILL");
        log.fatal("Workers still running past the stop timeout: cut");
        process.exit(1);
      },
      (config.stopTimeoutSeconds + 5) * 1000,
    ).unref();
    if (running().length === 0) process.exit(failed ? 1 : 0);
  };

  cluster.on("listening", (worker) => {
    listening.add(worker.id);
    if (!allListening && listening.size === config.workers) {
      allListening = true;
      log.info(
        { workers: config.workers, startedInMs: Math.round(process.uptime() * 1000) },
        `Vitrine answering with ${config.workers} workers`,
      );
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    const wasListening = listening.delete(worker.id);
    if (stopping) {
      // A worker still starting has received nothing: the signal ending it loses no request.
      if (code !== 0 && wasListening) failed = true;
      if (running().length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!wasListening) {
      log.fatal({ worker: worker.id, code, signal }, "A worker stopped before it could answer");
      failed = true;
      stop("SIGTERM");
      return;
    }
    log.error({ worker: worker.id, code, signal }, "A worker stopped: starting another");
    cluster.fork();
  });

  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  for (let started = 0; started < config.workers; started += 1) cluster.fork();
}
