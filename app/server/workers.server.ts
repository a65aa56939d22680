// Several processes answering on one machine (WORKERS, ADR 40). One Node.js process uses one
// core; the first process prepares the database, then starts the workers and watches them. It
// listens itself and hands each connection it takes to the next worker in turn (ADR 48), which
// answers it: each worker is a whole site with its own caches, kept true by the stamps, as
// instances on several machines are (ADR 27).
//
// The first process hands the connections out itself, rather than leaving it to the cluster
// module's round-robin, so that a stop loses none: that round-robin closes its listener, and
// resets every connection it has taken and not yet handed out, as soon as the last worker stops
// listening; and a worker may stop while connections are on their way to it. Here the first
// process empties its listener's queue and closes it, then tells each worker to stop: the
// message comes after every connection handed to that worker, so the worker has them all.
import cluster, { type Worker } from "node:cluster";
import type { Server as HttpServer } from "node:http";
import { createServer, type Socket } from "node:net";
import type { Config } from "../config/config.server.ts";
import { closeListener } from "./connection-drain.server.ts";
import {
  cannotListenReason,
  type ListeningPlace,
  listen,
  listeningUrl,
} from "./listening.server.ts";
import type { Logger } from "./logger.server.ts";

// Set in the workers' environment by the process that starts them. Another launcher built on
// the cluster module (a process manager's "cluster mode") makes workers too, but nothing has
// prepared the database for those: they must start as a process of their own.
const workerVariable = "VITRINE_WORKER";

/** What the first process and its workers say to each other. */
type WorkerMessage =
  /** To a worker, with a connection to answer. */
  | { vitrine: "connection" }
  /** To a worker: no connection will come any more; finish and stop. */
  | { vitrine: "stop" }
  /** From a worker: its caches are built, it takes connections. */
  | { vitrine: "ready" }
  /** From a worker that received a stop signal: send it nothing more. */
  | { vitrine: "stopping" };

function isWorkerMessage(message: unknown): message is WorkerMessage {
  return typeof message === "object" && message !== null && "vitrine" in message;
}

/** Whether this process is one of the workers that a site's first process started. */
export function isWorker(): boolean {
  return cluster.isWorker && process.env[workerVariable] === "1";
}

/** The worker's number, for its log lines; undefined in a process of its own. */
export function workerNumber(): number | undefined {
  return isWorker() ? cluster.worker?.id : undefined;
}

/**
 * In a worker: answers on `server` the connections the first process hands over, from now on.
 * `stop` runs once no more will come: the first process said so, or it is gone.
 */
export function takeConnections(server: HttpServer, stop: () => void) {
  process.on("message", (message: unknown, socket?: Socket) => {
    if (!isWorkerMessage(message)) return;
    if (message.vitrine === "connection" && socket) server.emit("connection", socket);
    else if (message.vitrine === "stop") stop();
  });
  process.once("disconnect", stop);
  process.send?.({ vitrine: "ready" } satisfies WorkerMessage);
}

/** In a worker that received a stop signal: asks the first process to send it nothing more. */
export function askToStop() {
  if (process.connected) process.send?.({ vitrine: "stopping" } satisfies WorkerMessage);
}

/** More replacements than this within `restartWindowMs` mean the workers cannot keep running. */
const restartsAllowed = 5;
const restartWindowMs = 60_000;

/**
 * Starts `config.workers` workers, each running the site's start-up again, and keeps that many
 * running: one that stops by itself is replaced. Listens where `place` says once the first
 * worker is ready. At the first start, a worker that stops before it was ready (the build
 * missing) would fail again, and so would workers replaced more than five times in a minute:
 * every worker is then stopped and the process exits 1, so that the process manager sees the
 * failure; so does a port that cannot be opened. SIGTERM or SIGINT stops the site: the listener
 * closes once its queue is taken, each worker answers what it has received and stops (ADR 27);
 * the process exits 0 when all that were answering stopped cleanly.
 */
export function superviseWorkers(config: Config, log: Logger, place: ListeningPlace): void {
  /** The workers taking connections, in the order they take turns. */
  let rotation: Worker[] = [];
  let turn = 0;
  /** Connections taken while no worker was ready (all being replaced), for the next one. */
  const waiting: Socket[] = [];
  const everReady = new Set<number>();
  /** When workers were last replaced, within the window. */
  let restarts: number[] = [];
  let allReady = false;
  let stopping = false;
  let failed = false;

  const running = () =>
    Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && !worker.isDead(),
    );
  const start = () => cluster.fork({ [workerVariable]: "1" });
  const leaveRotation = (worker: Worker) => {
    rotation = rotation.filter((other) => other !== worker);
  };
  const send = (worker: Worker, message: WorkerMessage, socket?: Socket) => {
    if (worker.isConnected()) worker.send(message, socket);
  };

  const handOut = (socket: Socket) => {
    while (rotation.length > 0) {
      const worker = rotation[turn++ % rotation.length];
      if (worker?.isConnected()) {
        worker.send({ vitrine: "connection" } satisfies WorkerMessage, socket);
        return;
      }
      // Dead, and its exit not yet seen: the next one takes the connection.
      if (worker) leaveRotation(worker);
    }
    waiting.push(socket);
  };
  // The first process only passes connections on: it never reads from one.
  const listener = createServer({ pauseOnConnect: true }, (socket) => handOut(socket));

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: running().length }, "Stopping the workers");
    // Each worker keeps to STOP_TIMEOUT_SECONDS; this only catches one that could not.
    setTimeout(
      () => {
        for (const worker of running()) worker.process.kill("SIGKILL");
        log.fatal("Workers still running past the stop timeout: cut");
        process.exit(1);
      },
      (config.stopTimeoutSeconds + 5) * 1000,
    ).unref();
    closeListener(listener, place.handedDescriptor !== undefined).then((reset) => {
      if (reset > 0) log.warn({ reset }, "Connections still queued at the stop's deadline: reset");
      for (const worker of running()) {
        // A worker still starting has received nothing: the signal ends it, losing no request.
        // One that is ready finishes on the message (a signal only starts its stop).
        if (everReady.has(worker.id)) send(worker, { vitrine: "stop" });
        else worker.process.kill(signal);
      }
      rotation = [];
      for (const socket of waiting.splice(0)) socket.destroy();
      if (running().length === 0) process.exit(failed ? 1 : 0);
    });
  };

  const giveUp = (message: string, details: object) => {
    log.fatal(details, message);
    failed = true;
    stop("SIGTERM");
  };

  listener.on("error", (error: NodeJS.ErrnoException) => {
    const reason = cannotListenReason(error, config, place);
    if (reason) console.error(reason);
    giveUp("Cannot listen", { err: error });
  });

  const ready = (worker: Worker) => {
    if (stopping) {
      everReady.add(worker.id);
      send(worker, { vitrine: "stop" });
      return;
    }
    rotation.push(worker);
    everReady.add(worker.id);
    // What follows the workers through the cluster module's events (the metrics' sum) sees a
    // worker taking connections as one listening, as when each worker listened itself.
    cluster.emit("listening", worker, listener.address());
    for (const socket of waiting.splice(0)) handOut(socket);
    if (!listener.listening && everReady.size === 1) {
      listen(listener, config, place, () => {
        const url = listeningUrl(listener, config);
        const socket = place.handedDescriptor === undefined ? {} : { socket: "from systemd" };
        log.info({ url, ...socket, workers: config.workers }, `Vitrine listening on ${url}`);
      });
    }
    if (!allReady && everReady.size === config.workers) {
      allReady = true;
      log.info(
        { workers: config.workers, startedInMs: Math.round(process.uptime() * 1000) },
        `Vitrine answering with ${config.workers} workers`,
      );
    }
  };

  cluster.on("message", (worker, message: unknown) => {
    if (!isWorkerMessage(message)) return;
    if (message.vitrine === "ready") ready(worker);
    else if (message.vitrine === "stopping" && rotation.length > 1) {
      // After every connection already sent to it: the worker has them all when it stops. The
      // last worker in the rotation stays in it: when a stop signal reaches the whole group
      // (systemd's stop, a terminal's Ctrl+C), it answers what the listener still takes, until
      // this process's own stop tells it to finish.
      leaveRotation(worker);
      send(worker, { vitrine: "stop" });
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    const wasReady = rotation.includes(worker) || everReady.has(worker.id);
    leaveRotation(worker);
    if (stopping) {
      if (code !== 0 && wasReady) failed = true;
      if (running().length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const details = { worker: worker.id, code, signal };
    // A worker still starting dies of a stop signal the whole group was sent (a terminal's
    // Ctrl+C, a service manager's stop) before this process handles its own: a stop.
    if (!wasReady && (signal === "SIGTERM" || signal === "SIGINT")) {
      stop(signal);
      return;
    }
    if (!allReady && !wasReady) {
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
