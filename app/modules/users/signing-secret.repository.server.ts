// All SQL for `signing_secret`: the secrets every instance of a site on PostgreSQL shares.
import type { Db } from "../../db/database.server.ts";

/** Stores the value under its name unless one is stored already: the first proposal wins. */
export async function insertSigningSecretUnlessStored(db: Db, name: string, value: string) {
  await db
    .insertInto("signingSecret")
    .values({ name, value })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
}

export async function findSigningSecret(db: Db, name: string): Promise<string> {
  const row = await db
    .selectFrom("signingSecret")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.value;
}
