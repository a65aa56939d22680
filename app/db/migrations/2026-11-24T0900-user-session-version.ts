// Each user's session version. Every token carries the version it was signed with, and a token
// whose version is no longer its user's is refused: signing out, a new password or rights taken
// away move the version on, which ends every token signed before, on every device at once.
import type { MigrationDb } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("user")
    .addColumn("session_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("user").dropColumn("session_version").execute();
}
