// One signing secret for every instance of a site on PostgreSQL: made once in the database,
// read by all, so that what one instance signs another accepts.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  createTestServices,
  type TestServices,
  testDatabaseKind,
} from "../../../tests/support/test-services.ts";
import { withSigningSecret } from "../../server/services.server.ts";
import { sharedSigningSecret } from "./signing-secret.server.ts";
import { signServiceToken, verifyToken } from "./tokens.server.ts";

let services: TestServices | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
});

describe("the shared signing secret", () => {
  it("is made once in the database, whichever instances ask for it together", async () => {
    services = await createTestServices();
    const { db } = services;
    const proposed = await Promise.all([1, 2, 3, 4].map(() => sharedSigningSecret(db)));
    expect(new Set(proposed).size).toBe(1);
    expect(proposed[0]?.length).toBeGreaterThanOrEqual(32);
    expect(await sharedSigningSecret(db)).toBe(proposed[0]);
  });

  it("signs alike on every instance on PostgreSQL; on SQLite stays in the data directory", async () => {
    services = await createTestServices();
    if (testDatabaseKind() === "postgres") {
      // A second instance: another machine, with a data directory of its own.
      const other = await withSigningSecret({ ...services.config, secret: null }, services.db);
      const token = await signServiceToken(services.config.secret);
      expect(await verifyToken(other.secret, token)).toMatchObject({ scope: "log" });
      expect(services.config.secret).toBe(await sharedSigningSecret(services.db));
      expect(existsSync(path.join(services.dataDir, "secret"))).toBe(false);
    } else {
      const kept = readFileSync(path.join(services.dataDir, "secret"), "utf8").trim();
      expect(services.config.secret).toBe(kept);
    }
  });

  it("keeps a secret given in SECRET", async () => {
    services = await createTestServices({ SECRET: "the secret every instance is given" });
    expect(services.config.secret).toBe("the secret every instance is given");
  });
});
