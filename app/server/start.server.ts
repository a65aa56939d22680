// The site's start-up, which server.js runs (`startSite`): configuration → database →
// migrations → seed → app → listen (with WORKERS, workers that each build the app and listen),
// and a clean stop on SIGTERM/SIGINT (every request received is answered, then the contact
// outbox and the database close). In production it runs from the server bundle
// (build/server/index.js exports it), so the services and the pages share one copy of the code,
// loaded from one file; in development from these sources, the pages through Vite.
// Before anything that may load React (see the file).
import "../config/node-env.ts";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { flushCompileCache } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { seedDatabase } from "../../database/seed/seed.server.ts";
import { type Config, ConfigError, loadConfig } from "../config/config.server.ts";
import { oneStartUpAtATime, openDatabase } from "../db/database.server.ts";
import { migrateToLatest } from "../db/migrator.server.ts";
import { countingSearchOpenings } from "../modules/insight/search-openings.server.ts";
import { countingVisits } from "../modules/insight/visit-counter.server.ts";
import { pictureStorage } from "../modules/pictures/picture-storage.server.ts";
import {
  type CreatedAdmin,
  ensureFirstAdmin,
  firstAdminNotice,
} from "../modules/users/first-admin.server.ts";
import { watchConnections } from "./connection-drain.server.ts";
import type { AppServices } from "./context.ts";
import { continueOnlyWhenTheBodyIsRead } from "./expect-continue.server.ts";
import {
  cannotListenReason,
  type ListeningPlace,
  listen,
  listeningUrl,
  takeHandedSocket,
} from "./listening.server.ts";
import { createLogger } from "./logger.server.ts";
import { sumWorkersMetrics } from "./metrics-workers.server.ts";
import { createServices, warmUp, withSigningSecret } from "./services.server.ts";
import type { createSiteApp } from "./site-app.server.ts";
import { startTracing, stopTracing } from "./tracing.server.ts";
import {
  askToStop,
  isWorker,
  superviseWorkers,
  takeConnections,
  workerNumber,
} from "./workers.server.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type SiteModule = { createSiteApp: typeof createSiteApp };

function readConfig(): { loaded: ReturnType<typeof loadConfig>; place: ListeningPlace } {
  try {
    // A socket systemd handed over is this process's to listen on (the first process's, with
    // workers): taken out of the environment before anything starts another process.
    const place = takeHandedSocket();
    return { loaded: loadConfig(), place };
  } catch (error) {
    if (
      error instanceof ConfigError ||
      (error instanceof Error && error.message.includes("LISTEN_FDS"))
    ) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function productionListener(services: AppServices, projectRoot: string): Promise<Listener> {
  const serverBuild = path.join(projectRoot, "build/server/index.js");
  if (!existsSync(serverBuild)) {
    console.error("No production build found: run `npm run build` first (or `npm run dev`).");
    process.exit(1);
  }
  const site: SiteModule = await import(pathToFileURL(serverBuild).href);
  const { app, storedPageFront } = site.createSiteApp(
    services,
    path.join(projectRoot, "build/client"),
  );
  const application = getRequestListener(app.fetch);
  if (!storedPageFront) return application;
  // A stored page is answered here, before the application; anything else goes on to it.
  return (req, res) => {
    storedPageFront(req, res).then(
      (answered) => {
        if (!answered) application(req, res);
      },
      (error) => {
        services.log.error({ err: error }, "Could not answer a stored page");
        application(req, res);
      },
    );
  };
}

async function developmentListener(
  services: AppServices,
  server: ReturnType<typeof createServer>,
  projectRoot: string,
) {
  const { createServer: createViteServer } = await import("vite");
  const vite = await createViteServer({
    root: projectRoot,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server } },
  });
  let loaded: SiteModule | undefined;
  let listener: Listener | undefined;
  const handle: Listener = (req, res) => {
    vite.middlewares(req, res, async () => {
      try {
        // Loaded per request: Vite hands back the same module until a file changes.
        const site = (await vite.ssrLoadModule("/app/server/index.server.ts")) as SiteModule;
        if (site !== loaded || !listener) {
          loaded = site;
          listener = getRequestListener(site.createSiteApp(services, undefined).app.fetch);
        }
        listener(req, res);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        services.log.error({ err: error }, "Development server error");
        res.statusCode = 500;
        res.end((error as Error).stack);
      }
    });
  };
  return { handle, close: () => vite.close() };
}

/** Starts the site from `projectRoot`, the folder holding server.js, build/ and package.json. */
export async function startSite(projectRoot: string) {
  const { loaded, place } = readConfig();
  // React and other libraries pick their production or development build from NODE_ENV when
  // first loaded: it must say what the configuration says before the site module loads.
  process.env.NODE_ENV = loaded.mode;
  const log = createLogger(loaded, workerNumber());
  // Vite's development server and its hot reload are one process.
  const supervising = loaded.workers > 1 && loaded.mode !== "development" && !isWorker();
  if (loaded.workers > 1 && loaded.mode === "development") {
    log.warn({ workers: loaded.workers }, "WORKERS applies in production: one process here");
  }
  const db = openDatabase(loaded.database);
  let config: Config;
  let firstAdmin: CreatedAdmin | undefined;
  try {
    // Workers find the database prepared by the process that started them.
    config = isWorker()
      ? await withSigningSecret(loaded, db)
      : await oneStartUpAtATime(db, async () => {
          await migrateToLatest(db);
          const prepared = await withSigningSecret(loaded, db);
          await seedDatabase(db, log, {
            demo: prepared.demoContent ? { storage: pictureStorage(prepared, db) } : undefined,
          });
          firstAdmin = await ensureFirstAdmin(db, prepared, log);
          return prepared;
        });
  } catch (error) {
    log.fatal({ err: error }, "Could not prepare the database");
    await db.destroy();
    process.exit(1);
  }
  // A generated password also goes to the person at the terminal, in plain lines they notice
  // (the JSON log line is easily lost after the build's output); stderr, so that whatever reads
  // the JSON lines on stdout gets only those.
  const notice = firstAdminNotice(firstAdmin, config.publicUrl);
  if (notice) process.stderr.write(notice);
  if (supervising) {
    await db.destroy();
    // One scrape of /metrics, whichever worker it reaches, reports every worker.
    sumWorkersMetrics();
    superviseWorkers(config, log, place);
    return;
  }
  // Before the app is built, which adds the requests' spans only when tracing.
  await startTracing(config, log);
  const services = createServices(config, db, log);
  services.mailOutbox.start();
  services.visitCounter.start();
  services.searchRecorder.start();
  /** Counts the views and the results opened from the search page (ADR 45, 46). */
  const counting = (listener: Listener) =>
    countingVisits(
      services.visitCounter,
      countingSearchOpenings(services.searchRecorder, config.publicUrl, listener),
    );

  const server = createServer();
  const connections = watchConnections(server, services.lifecycle);
  continueOnlyWhenTheBodyIsRead(server);
  let closeDevelopment: (() => Promise<void>) | undefined;
  if (config.mode === "development") {
    const development = await developmentListener(services, server, projectRoot);
    server.on("request", counting(development.handle));
    closeDevelopment = development.close;
  } else {
    // A view is counted as its answer is finished, stored page or rendered (ADR 45).
    const listener = await productionListener(services, projectRoot);
    server.on("request", counting(listener));
  }

  // Ready before listening: a new instance takes traffic only once it can answer at speed.
  log.info({ ms: await warmUp(services) }, "Caches built");

  const listening = (message: string, details: object) => {
    log.info(
      {
        ...details,
        mode: config.mode,
        database: config.database.kind,
        startedInMs: Math.round(process.uptime() * 1000),
      },
      message,
    );
    // Everything start-up compiled is on disk now, even if this process is later killed
    // rather than stopped (server.js turned the cache on).
    flushCompileCache();
  };
  if (isWorker()) {
    // The first process listens and hands this worker its connections (workers.server.ts).
    takeConnections(server, () => stop("SIGTERM", { finish: true }));
    listening("Worker answering", {});
  } else {
    server.on("error", (error: NodeJS.ErrnoException) => {
      // A taken port or a refused address is a matter of configuration: one line, like the
      // configuration's own errors, not a stack trace.
      const reason = cannotListenReason(error, config, place);
      if (reason) console.error(reason);
      else log.fatal({ err: error }, "Cannot listen");
      process.exit(1);
    });
    listen(server, config, place, () => {
      const url = listeningUrl(server, config);
      listening(`Vitrine listening on ${url}`, {
        url,
        ...(place.handedDescriptor === undefined ? {} : { socket: "from systemd" }),
      });
    });
  }

  // The stop: the health check answers "draining" so the load balancer sends traffic elsewhere,
  // every request received is answered (connection-drain.server.ts says how, and why so), the
  // contact outbox finishes the mail it is sending, the database closes: exit code 0. If that
  // takes longer than STOP_TIMEOUT_SECONDS, what is still open is cut: exit code 1, so that a
  // process manager can tell a clean stop from a forced one.
  // A worker's stop signal (often sent to the whole group, the first process included) starts
  // its stop, but the first process may still hand it connections it took: the worker answers
  // them, with `Connection: close`, and finishes once the first process says no more will come.
  let stopping = false;
  let finishing = false;
  let stopStarted = 0;
  const ms = () => Math.round(performance.now() - stopStarted);
  const stop = (signal: NodeJS.Signals, { finish }: { finish: boolean }) => {
    if (!stopping) {
      stopping = true;
      stopStarted = performance.now();
      log.info(
        { signal, stopTimeoutSeconds: config.stopTimeoutSeconds },
        "Stopping: answering the requests received, taking no new connection",
      );
      setTimeout(() => {
        log.warn(
          {
            ms: ms(),
            unansweredRequests: connections.unansweredRequests,
            openConnections: connections.openConnections,
          },
          "Stop timeout reached: cutting what is still open",
        );
        connections.closeAll();
        process.exit(1);
      }, config.stopTimeoutSeconds * 1000);
      connections.beginDraining();
    }
    if (!finish || finishing) return;
    finishing = true;
    (async () => {
      // In development Vite's own connection (hot reload) would hold the drain: Vite closes too.
      const [reset] = await Promise.all([
        connections.drain({ handedSocket: place.handedDescriptor !== undefined }),
        closeDevelopment?.(),
      ]);
      if (reset > 0) log.warn({ reset }, "Connections still queued at the stop's deadline: reset");
      // The views and searches counted until the last answer are written before the database
      // closes.
      await Promise.all([
        services.mailOutbox.stop(),
        services.visitCounter.stop(),
        services.searchRecorder.stop(),
      ]);
      await db.destroy();
      // The spans of the last answers go out before the process ends.
      await stopTracing();
      log.info({ ms: ms() }, "Stopped");
      process.exit(0);
    })().catch((error: unknown) => {
      log.fatal({ err: error }, "Could not stop cleanly");
      process.exit(1);
    });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (isWorker()) {
      stop(signal, { finish: false });
      askToStop();
    } else stop(signal, { finish: true });
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
