// Opens the one Kysely instance of the process, on SQLite (embedded, default) or PostgreSQL,
// chosen by the configuration.
import { channel } from "node:diagnostics_channel";
import SqliteDatabase from "better-sqlite3";
import {
  CamelCasePlugin,
  Kysely,
  type LogEvent,
  PostgresDialect,
  SqliteDialect,
  sql,
} from "kysely";
import pg from "pg";
import type { DatabaseSettings } from "../config/config.server.ts";
import type { Database } from "./schema.ts";

export type DatabaseKind = DatabaseSettings["kind"];
export type Db = Kysely<Database>;

// PostgreSQL returns bigint (stamps, counts) as strings; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The SQLite connection under each embedded database's Kysely instance. */
const embeddedConnections = new WeakMap<Db, SqliteDatabase.Database>();

/**
 * The SQLite connection under `db`, for the one read too frequent for Kysely's per-query cost
 * (the stamps, on every request); undefined on PostgreSQL or inside a transaction.
 */
export function embeddedConnection(db: Db): SqliteDatabase.Database | undefined {
  return embeddedConnections.get(db);
}

/** A query Kysely ran: how long it took, whether it failed, and its SQL (values apart). */
export type QueryTiming = { ms: number; failed: boolean; sql: string };

/**
 * Every query's timing, published for whoever subscribes (the site's metrics, its traces): a
 * channel of Node's, so that this layer knows nothing of them and costs nothing when nobody
 * listens.
 */
export const queryTimings = channel("vitrine:database-query");

function publishTiming(event: LogEvent) {
  if (!queryTimings.hasSubscribers) return;
  const timing: QueryTiming = {
    ms: event.queryDurationMillis,
    failed: event.level === "error",
    sql: event.query.sql,
  };
  queryTimings.publish(timing);
}

/** The pool under each PostgreSQL Kysely instance. */
const postgresPools = new WeakMap<Db, pg.Pool>();

/** How the PostgreSQL pool under `db` is used now; undefined on SQLite. */
export function connectionPoolUse(
  db: Db,
): { open: number; idle: number; waiting: number; max: number } | undefined {
  const pool = postgresPools.get(db);
  if (!pool) return undefined;
  return {
    open: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 10,
  };
}

/** How many prepared statements an embedded database keeps, the least recently used going. */
const preparedStatementsKept = 200;

/**
 * The SQLite connection as Kysely sees it, preparing each SQL text once: Kysely prepares every
 * query anew, and SQLite's parsing and planning was a fortieth of a rendered page's time. Kysely
 * runs one query at a time on the connection, so one statement per text is enough.
 */
function withPreparedStatements(sqlite: SqliteDatabase.Database) {
  const prepared = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = prepared.get(text);
      if (statement) {
        // Most recently used last: the first is the one to drop.
        prepared.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (prepared.size >= preparedStatementsKept) {
          const oldest = prepared.keys().next().value;
          if (oldest !== undefined) prepared.delete(oldest);
        }
      }
      prepared.set(text, statement);
      return statement;
    },
  };
}

export function openDatabase(settings: DatabaseSettings): Db {
  const plugins = [new CamelCasePlugin()];
  if (settings.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: settings.url, max: 10 });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins,
      log: publishTiming,
    });
    postgresPools.set(db, pool);
    return db;
  }
  const sqlite = new SqliteDatabase(settings.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // WAL with NORMAL sync is durable across application crashes; only a power loss can drop
  // the last transactions, which is the usual trade-off for an embedded web database.
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withPreparedStatements(sqlite) }),
    plugins,
    log: publishTiming,
  });
  embeddedConnections.set(db, sqlite);
  return db;
}

/** Asks the database the smallest question there is; throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * A number naming the site's start-up among PostgreSQL's advisory locks: the same for every
 * instance of the site, and unlikely to be any other program's.
 */
const startUpLockKey = 0x5669_7472_696e; // "Vitrin" in ASCII

/**
 * Runs the start-up's preparation (migrations, seed, first administrator) one instance at a
 * time: instances started together on one empty PostgreSQL database would otherwise each load
 * the demo shop. The next waits for the lock, then finds the work done. On SQLite, one machine
 * runs one instance: nothing to wait for.
 */
export async function oneStartUpAtATime<T>(db: Db, prepare: () => Promise<T>): Promise<T> {
  if (embeddedConnections.has(db)) return prepare();
  // A session lock, held by one pooled connection while `prepare` uses the others.
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${startUpLockKey})`.execute(connection);
    try {
      return await prepare();
    } finally {
      await sql`select pg_advisory_unlock(${startUpLockKey})`.execute(connection);
    }
  });
}
