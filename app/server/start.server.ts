// The site's start-up, which server.ts runs (`startSite`): configuration → database →
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
import { pictureStorage } from "../modules/pictures/picture-storage.server.ts";
import {
  type CreatedAdmin,
  ensureFirstAdmin,
  firstAdminNotice,
} from "../modules/users/first-admin.server.ts";
import { watchConnections } from "./connection-drain.server.ts";
import type { AppServices } from "./context.ts";
import { continueOnlyWhenTheBodyIsRead } from "./expect-continue.server.ts";
import { createLogger } from "./logger.server.ts";
import { createServices, warmUp, withSigningSecret } from "./services.server.ts";
import type { createSiteApp } from "./site-app.server.ts";
import { isWorker, superviseWorkers, workerNumber } from "./workers.server.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type SiteModule = { createSiteApp: typeof createSiteApp };

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
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

/** Starts the site from `projectRoot`, the folder holding server.ts, build/ and package.json. */
export async function startSite(projectRoot: string) {
  const loaded = readConfig();
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
    superviseWorkers(config, log);
    return;
  }
  const services = createServices(config, db, log);
  services.mailOutbox.start();

  const server = createServer();
  const connections = watchConnections(server, services.lifecycle);
  continueOnlyWhenTheBodyIsRead(server);
  let closeDevelopment: (() => Promise<void>) | undefined;
  if (config.mode === "development") {
    const development = await developmentListener(services, server, projectRoot);
    server.on("request", development.handle);
    closeDevelopment = development.close;
  } else {
    server.on("request", await productionListener(services, projectRoot));
  }

  // Ready before listening: a new instance takes traffic only once it can answer at speed.
  log.info({ ms: await warmUp(services) }, "Caches built");

  server.on("error", (error: NodeJS.ErrnoException) => {
    const where = `Cannot listen on ${config.host}:${config.port}`;
    // A taken port or a refused address is a matter of configuration: one line, like the
    // configuration's own errors, not a stack trace.
    const reason =
      error.code === "EADDRINUSE"
        ? `port ${config.port} is already in use (set PORT to another one)`
        : error.code === "EACCES"
          ? `port ${config.port} needs more rights than this user has (set PORT above 1023)`
          : error.code === "EADDRNOTAVAIL"
            ? `${config.host} is not an address of this machine (check HOST)`
            : undefined;
    if (reason) console.error(`${where}: ${reason}`);
    else log.fatal({ err: error }, where);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    log.info(
      {
        url: `http://${config.host}:${port}`,
        mode: config.mode,
        database: config.database.kind,
        startedInMs: Math.round(process.uptime() * 1000),
      },
      `Vitrine listening on http://${config.host}:${port}`,
    );
    // Everything start-up compiled is on disk now, even if this process is later killed
    // rather than stopped (server.ts turned the cache on).
    flushCompileCache();
  });

  // The stop: the health check answers "draining" so the load balancer sends traffic elsewhere,
  // every request received is answered (connection-drain.server.ts says how, and why so), the
  // contact outbox finishes the mail it is sending, the database closes: exit code 0. If that
  // takes longer than STOP_TIMEOUT_SECONDS, what is still open is cut: exit code 1, so that a
  // process manager can tell a clean stop from a forced one.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
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
    (async () => {
      // In development Vite's own connection (hot reload) would hold the drain: Vite closes too.
      await Promise.all([connections.drain(), closeDevelopment?.()]);
      await services.mailOutbox.stop();
      await db.destroy();
      log.info({ ms: ms() }, "Stopped");
      process.exit(0);
    })().catch((error: unknown) => {
      log.fatal({ err: error }, "Could not stop cleanly");
      process.exit(1);
    });
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
