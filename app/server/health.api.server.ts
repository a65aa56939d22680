// GET /api/health: is the process up and can it reach its database.
import { Hono } from "hono";
import { sql } from "kysely";
import type { AppServices } from "./context.ts";

export function healthApi({ config, db, log }: AppServices) {
  return new Hono().get("/", async (c) => {
    const database = config.database.kind;
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: "ok", version: config.version, database });
    } catch (error) {
      log.error({ err: error }, "Health check: database unreachable");
      return c.json({ status: "unavailable", version: config.version, database }, 503);
    }
  });
}
