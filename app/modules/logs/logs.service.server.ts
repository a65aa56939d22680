// What browsers report (errors, warnings): stored, so it can be read later, and written to the
// server log beside the server's own lines, marked as coming from the browser.
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { insertClientLogEntry } from "./log-entry.repository.server.ts";

export const clientLogLevels = [
  "trace",
  "debug",
  "info",
  "warn",
  "warning",
  "error",
  "fatal",
] as const;

export type ClientLogInput = {
  message: string;
  context?: string | Record<string, unknown>;
  level: (typeof clientLogLevels)[number];
  route?: string;
  /** The signed-in user who sent it; null for the service token. */
  userId: number | null;
};

export async function recordClientLog(db: Db, log: Logger, entry: ClientLogInput) {
  const context =
    typeof entry.context === "string"
      ? entry.context
      : JSON.stringify(entry.context ?? "").slice(0, 10_000);
  const level = entry.level === "warning" ? "warn" : entry.level;
  const { userId } = entry;
  await insertClientLogEntry(db, {
    level,
    message: entry.message,
    context,
    route: entry.route ?? "",
    userId,
    createdAt: new Date().toISOString(),
  });
  log[level]({ source: "browser", route: entry.route, context, userId }, entry.message);
}
