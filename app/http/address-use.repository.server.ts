// The uses of rate-limited actions per network address and time window (address_use).
import type { Db } from "../db/database.server.ts";

/**
 * Counts one use by the address in its window, at once for every instance on the database
 * (one upsert), and answers the uses of that window so far and of the window before.
 */
export async function countAddressUse(
  db: Db,
  use: { action: string; address: string; window: number },
): Promise<{ current: number; previous: number }> {
  const { action, address, window } = use;
  const counted = await db
    .insertInto("addressUse")
    .values({ action, address, windowStart: window, uses: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["action", "address", "windowStart"])
        .doUpdateSet((eb) => ({ uses: eb("addressUse.uses", "+", 1) })),
    )
    .returning("uses")
    .executeTakeFirstOrThrow();
  const before = await db
    .selectFrom("addressUse")
    .select("uses")
    .where("action", "=", action)
    .where("address", "=", address)
    .where("windowStart", "=", window - 1)
    .executeTakeFirst();
  return { current: Number(counted.uses), previous: Number(before?.uses ?? 0) };
}

/** Forgets an action's uses older than the window before `window`: they count no more. */
export async function forgetAddressUses(db: Db, action: string, window: number): Promise<void> {
  await db
    .deleteFrom("addressUse")
    .where("action", "=", action)
    .where("windowStart", "<", window - 1)
    .execute();
}

/** Takes back one use counted in a window (never below none), at once for every instance. */
export async function uncountAddressUse(
  db: Db,
  use: { action: string; address: string; window: number },
): Promise<void> {
  await db
    .updateTable("addressUse")
    .set((eb) => ({ uses: eb("uses", "-", 1) }))
    .where("action", "=", use.action)
    .where("address", "=", use.address)
    .where("windowStart", "=", use.window)
    .where("uses", ">", 0)
    .execute();
}

/** Forgets every use of an action by one address: it starts again from none. */
export async function forgetUsesOfAddress(db: Db, action: string, address: string): Promise<void> {
  await db
    .deleteFrom("addressUse")
    .where("action", "=", action)
    .where("address", "=", address)
    .execute();
}
