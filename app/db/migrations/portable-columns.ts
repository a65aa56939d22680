// Column helpers for migrations: the few places where SQLite and PostgreSQL spell a column
// differently. Frozen with the migrations: never import application code here.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped
export type MigrationDb = Kysely<any>;

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key. */
export function idColumnType(db: MigrationDb) {
  return isPostgres(db) ? ("serial" as const) : ("integer" as const);
}

export function primaryId(db: MigrationDb) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement();
}
