// Several processes answering on one machine (WORKERS, ADR 40). One Node.js process uses one
// core; the first process prepares the database, then starts the workers and watches them.
// They share the listening port through Node's cluster module; each is a whole site with its
// own caches, kept true by the stamps, as instances on several machines are (ADR 27).
import cluster, { type Worker } from "node:cluster";
import type { Config } from "../config/config.server.ts";
import type { Logger } from "./logger.server.ts";

// Set in the workers' environment by the process that starts them. Another launcher built on
// the cluster module (a process manager's "cluster mode") makes workers too, but nothing has
// prepared the database for those: they must start as a process of their own.
const workerVariable = "VITRINE_WORKER";

/** Whether this process is one of the workers that a site's first process started. */
export function isWorker(): boolean {
  return cluster.isWorker && process.env[workerVariable] === "1";
}

/** The worker's number, for its log lines; undefined in a process of its own. */
export function workerNumber(): number | undefined {
  return isWorker() ? cluster.worker?.id : undefined;
}

/** More replacements than this within `restartWindowMs` mean the workers cannot keep running. */
const restartsAllowed = 5;
const restartWindowMs = 60_000;

/**
 * Starts `config.workers` workers, each running the site's start-up again, and keeps that many
 * running: one that stops by itself is replaced. At the first start, a worker that stops before
 * it could listen (the port taken, the build missing) would fail again, and so would workers
 * replaced more than five times in a minute: every worker is then stopped and the process exits
 * 1, so that the process manager sees the failure. SIGTERM or SIGINT passes to every worker,
 * which answers what it has received and stops (ADR 27); the process exits 0 when all that
 * were answering stopped cleanly.
 */
export function superviseWorkers(config: Config, log: Logger): void {
  const listening = new Set<number>();
  /** When workers were last replaced, within the window. */
  let restarts: number[] = [];
  let allListening = false;
  let stopping = false;
  let failed = false;

  const running = () =>
    Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && !worker.isDead(),
    );
  const start = () => cluster.fork({ [workerVariable]: "1" });

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

  const giveUp = (message: string, details: object) => {
    log.fatal(details, message);
    failed = true;
    stop("SIGTERM");
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
    const details = { worker: worker.id, code, signal };
    // A worker still starting dies of a stop signal the whole group was sent (a terminal's
    // Ctrl+C, a service manager's stop) before this process handles its own: a stop.
    if (!wasListening && (signal === "SIGTERM" || signal === "SIGINT")) {
      stop(signal);
      return;
    }
    if (!allListening && !wasListening) {
      giveUp("A worker stopped before it could answer", details);
      return;
    }
    const now = Date.now();
    restarts = restarts.filter((at) => at > now - restartWindowMs);
    if (restarts.length >= restartsAllowed) {
      giveUp(`Workers stopped ${restarts.length + 1} times within a minute`, details);
      return;
    }
    restarts.push(now);
    log.error(details, "A worker stopped: starting another");
    start();
  });

  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  for (let started = 0; started < config.workers; started += 1) start();
}
