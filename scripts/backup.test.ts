import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Config } from "../app/config/config.server.ts";
import { type Db, openDatabase } from "../app/db/database.server.ts";
import { migrations } from "../app/db/migrations/index.ts";
import type { Database } from "../app/db/schema.ts";
import { countSiteContents } from "../app/modules/backup/backup.repository.server.ts";
import {
  type BackupManifest,
  databaseEntry,
  readBackupManifest,
  writeArchive,
} from "../app/modules/backup/backup-archive.server.ts";
import {
  deletePicture,
  findPictureById,
  listPictureFiles,
} from "../app/modules/pictures/picture.repository.server.ts";
import { pictureStorage } from "../app/modules/pictures/picture-storage.server.ts";
import { storePicture } from "../app/modules/pictures/pictures.service.server.ts";
import { makePicture } from "../tests/support/pictures.ts";
import {
  createTestServices,
  type TestServices,
  testDatabaseKind,
} from "../tests/support/test-services.ts";

const projectRoot = path.join(import.meta.dirname, "..");
const latestMigration = Object.keys(migrations).at(-1) ?? "";

let services: TestServices | undefined;
let backupsDir: string | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
  if (backupsDir) rmSync(backupsDir, { recursive: true, force: true });
  backupsDir = undefined;
});

function newBackupsDir() {
  backupsDir = mkdtempSync(path.join(tmpdir(), "vitrine-backups-"));
  return backupsDir;
}

type Run = { status: number | null; stdout: string; stderr: string };

/**
 * `npm run backup|restore -- …` on the test's own database and data directory; run without
 * blocking, so that the test can go on writing to the site meanwhile.
 */
function runCommand(
  command: "backup" | "restore",
  s: TestServices,
  args: string[],
  env: Record<string, string> = {},
): Promise<Run> {
  const database = s.config.database;
  const child = spawn(process.execPath, [`scripts/${command}.ts`, ...args], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: s.dataDir,
      LOG_LEVEL: "silent",
      ...(database.kind === "postgres" ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    timeout: 50_000,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stdout, stderr }));
  });
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Adds a picture no other call adds (its size is `n`), keeping its bytes by their hash. */
async function addPicture(s: TestServices, n: number, kept: Map<string, Buffer>) {
  const bytes = await makePicture("png", { width: 16 + n, height: 12 });
  kept.set(sha256(bytes), bytes);
  return storePicture(s.db, pictureStorage(s.config, s.db), {
    bytes,
    originalName: `seal-${n}.png`,
  });
}

/** A product with its title in one language, in one transaction, as the back office adds it. */
async function addProduct(db: Db, n: number) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("product")
      .values({ bk: `BACKUP-${n}`, createdAt: now, updatedAt: now })
      .execute();
    const key = await trx
      .insertInto("translationKey")
      .values({ keyCode: `BACKUP-${n}-TITLE` })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("translation")
      .values({ translationKeyId: key.id, langCode: "en", tText: `O-ring ${n}` })
      .execute();
  });
}

/**
 * Everything a restore must give back: every table's rows (Kysely's migration tables
 * included) and every original, by name and content.
 */
async function siteState(config: Pick<Config, "dataDir" | "database">, db: Kysely<Database>) {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true }))
    .map((table) => table.name)
    .sort();
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    const result = await sql`select * from ${sql.table(table)}`.execute(db);
    rows[table] = result.rows.map((row) => JSON.stringify(row)).sort();
  }
  const originals = pictureStorage(config, db as Db).originals;
  const files: Record<string, string> = {};
  for (const name of await originals.list()) {
    files[name] = sha256((await originals.read(name)) ?? Buffer.alloc(0));
  }
  return { tables, rows, files };
}

/** The site's database as a restarted site opens it, for the checks after a restore. */
async function withReopenedDatabase<T>(s: TestServices, check: (db: Db) => Promise<T>) {
  const db = openDatabase(s.config.database);
  try {
    return await check(db);
  } finally {
    await db.destroy();
  }
}

/** An archive laid out like a backup, with the manifest given, for the refusals. */
async function fakeBackup(file: string, manifest: Partial<BackupManifest>) {
  const folder = mkdtempSync(path.join(tmpdir(), "vitrine-fake-backup-"));
  try {
    mkdirSync(path.join(folder, "database"));
    writeFileSync(path.join(folder, "manifest.json"), JSON.stringify(manifest));
    const database = databaseEntry[manifest.databaseKind ?? "sqlite"];
    writeFileSync(path.join(folder, ...database.split("/")), "not a database");
    await writeArchive(folder, ["manifest.json", "database"], file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("npm run backup -- FILE, then npm run restore -- FILE", () => {
  it("a backup taken while the shop is being edited restores to exactly what it counted, pictures byte for byte", async () => {
    services = await createTestServices();
    const s = services;
    const file = path.join(newBackupsDir(), "shop.tar.gz");
    const kept = new Map<string, Buffer>();
    for (let n = 0; n < 3; n++) await addPicture(s, n, kept);
    const before = await countSiteContents(s.db);

    // The back office goes on adding products and pictures while the backup runs.
    let editing = true;
    let added = 0;
    const editor = (async () => {
      for (let n = 0; editing; n++) {
        await addProduct(s.db, n);
        if (n % 10 === 0) await addPicture(s, 100 + n, kept);
        added += 1;
      }
    })();
    const backup = await runCommand("backup", s, [file]);
    const addedDuringBackup = added;
    while (added < addedDuringBackup + 5) await new Promise((resolve) => setTimeout(resolve, 10));
    editing = false;
    await editor;

    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/^1\/3 Database (copied|dumped) /m);
    expect(backup.stdout).toMatch(/^3\/3 Archive written: /m);
    const manifest = await readBackupManifest(file);
    const live = await countSiteContents(s.db);
    // The backup is of a moment in the middle of the editing, not before nor after it.
    expect(manifest.counts.products).toBeGreaterThan(before.products);
    expect(live.products).toBeGreaterThan(manifest.counts.products);
    expect(manifest.counts.translations - before.translations).toBe(
      manifest.counts.products - before.products,
    );

    await s.db.destroy(); // the site is stopped for the restore
    const restore = await runCommand("restore", s, [file]);
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain("The site must be stopped");
    const counted = `${manifest.counts.products} products, ${manifest.counts.translations} translations, ${manifest.counts.pictures} pictures`;
    expect(restore.stdout).toContain(`In the backup:    ${counted}`);
    expect(restore.stdout).toContain(`In the site now:  ${counted}`);

    await withReopenedDatabase(s, async (db) => {
      expect(await countSiteContents(db)).toEqual(manifest.counts);
      const records = await listPictureFiles(db);
      const originals = pictureStorage(s.config, db).originals;
      expect(await originals.list()).toEqual(records.map((record) => record.fileName).sort());
      for (const record of records) {
        const bytes = await originals.read(record.fileName);
        expect(bytes?.equals(kept.get(record.sha256) ?? Buffer.alloc(0))).toBe(true);
      }
    });
  }, 60_000);

  it("a restore over a site changed since the backup gives back the backup's state exactly", async () => {
    services = await createTestServices();
    const s = services;
    const file = path.join(newBackupsDir(), "shop.tar.gz");
    const kept = new Map<string, Buffer>();
    const picture = await addPicture(s, 1, kept);
    await addPicture(s, 2, kept);
    await addProduct(s.db, 1);
    const atBackup = await siteState(s.config, s.db);
    expect((await runCommand("backup", s, [file])).status).toBe(0);

    // After the backup: more rows, a picture gone (record and file), a table of its own.
    for (let n = 2; n < 6; n++) await addProduct(s.db, n);
    const storage = pictureStorage(s.config, s.db);
    const gone = await findPictureById(s.db, picture.id);
    await deletePicture(s.db, picture.id);
    await storage.originals.remove(gone?.fileName ?? "");
    await s.db.schema.createTable("stray_notes").addColumn("note", "text").execute();
    expect(await siteState(s.config, s.db)).not.toEqual(atBackup);

    await s.db.destroy();
    const restore = await runCommand("restore", s, [file]);
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);
    expect(restore.stdout).toMatch(/^4\/4 Migrations: none to run$/m);
    await withReopenedDatabase(s, async (db) => {
      expect(await siteState(s.config, db)).toEqual(atBackup);
    });
  }, 60_000);

  it("an older backup comes back with this code's newer migrations run", async () => {
    services = await createTestServices();
    const s = services;
    const file = path.join(newBackupsDir(), "older.tar.gz");
    // The site as it was before the latest migration: undone by its own down step.
    await migrations[latestMigration]?.down?.(s.db);
    await sql`delete from kysely_migration where name = ${latestMigration}`.execute(s.db);
    expect((await runCommand("backup", s, [file])).status).toBe(0);
    expect((await readBackupManifest(file)).migrations).not.toContain(latestMigration);

    await s.db.destroy();
    const restore = await runCommand("restore", s, [file]);
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toContain(`4/4 Migrations: ran ${latestMigration}`);
    expect(restore.stdout).toContain("Restored. The site can be started.");
    await withReopenedDatabase(s, async (db) => {
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(applied.rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
    });
  }, 60_000);
});

describe("npm run backup -- FILE refuses", () => {
  it("without a file, into a missing folder, over an existing file; --overwrite replaces it", async () => {
    services = await createTestServices();
    const s = services;
    const dir = newBackupsDir();
    const file = path.join(dir, "shop.tar.gz");

    const none = await runCommand("backup", s, []);
    expect(none.status).toBe(1);
    expect(none.stderr.trim()).toBe(
      "Name the backup file: npm run backup -- /backups/vitrine-2026-12-01.tar.gz",
    );
    const missing = await runCommand("backup", s, [path.join(dir, "nowhere", "shop.tar.gz")]);
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe(
      `The folder ${path.join(dir, "nowhere")} does not exist: create it first`,
    );

    writeFileSync(file, "last night's backup");
    const existing = await runCommand("backup", s, [file]);
    expect(existing.status).toBe(1);
    expect(existing.stderr.trim()).toBe(
      `${file} already exists: give another name, or add --overwrite`,
    );
    const overwritten = await runCommand("backup", s, ["--overwrite", file]);
    expect(overwritten.stderr).toBe("");
    expect(overwritten.status).toBe(0);
    expect((await readBackupManifest(file)).databaseKind).toBe(s.config.database.kind);
    // Nothing beside it: the work folder and the temporary archive are gone.
    expect(readdirSync(dir)).toEqual(["shop.tar.gz"]);
  }, 60_000);

  it.runIf(testDatabaseKind() === "postgres")(
    "without pg_dump, and never shows the database's password",
    async () => {
      services = await createTestServices();
      const s = services;
      const dir = newBackupsDir();
      const file = path.join(dir, "shop.tar.gz");
      const noPrograms = mkdtempSync(path.join(tmpdir(), "vitrine-no-pg-"));
      try {
        const result = await runCommand("backup", s, [file], { PG_BIN: noPrograms });
        expect(result.status).toBe(1);
        expect(result.stderr.trim()).toBe(`pg_dump is not in PG_BIN=${noPrograms}`);
        expect(readdirSync(dir)).toEqual([]);
      } finally {
        rmSync(noPrograms, { recursive: true, force: true });
      }

      // The test cluster trusts local connections, so any password connects.
      const password = "Very-s3cret-password";
      const database = s.config.database;
      const withPassword = new URL(database.kind === "postgres" ? database.url : "postgres://");
      withPassword.password = password;
      const run = await runCommand("backup", s, [file], { DATABASE_URL: withPassword.toString() });
      expect(run.status).toBe(0);
      withPassword.pathname = "/no_such_database";
      const failed = await runCommand("backup", s, [file], {
        DATABASE_URL: withPassword.toString(),
      });
      expect(failed.status).toBe(1);
      for (const output of [run.stdout, run.stderr, failed.stdout, failed.stderr]) {
        expect(output).not.toContain(password);
      }
    },
    60_000,
  );
});

describe("npm run restore -- FILE refuses, changing nothing", () => {
  it("without a file, a file that is not a backup, a backup of the other engine or of newer code", async () => {
    services = await createTestServices();
    const s = services;
    const dir = newBackupsDir();
    await addPicture(s, 1, new Map());
    const state = await siteState(s.config, s.db);
    const kind = s.config.database.kind;
    const otherKind = kind === "sqlite" ? "postgres" : "sqlite";
    const manifest: BackupManifest = {
      format: "vitrine-backup",
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      appVersion: "0.1.0",
      databaseKind: kind,
      migrations: Object.keys(migrations),
      counts: { products: 0, translations: 0, pictures: 0 },
      originals: 0,
      secret: false,
    };
    const missing = path.join(dir, "missing.tar.gz");
    const notTar = path.join(dir, "notes.tar.gz");
    writeFileSync(notTar, "a shopping list");
    const noManifest = path.join(dir, "no-manifest.tar.gz");
    await writeArchive(projectRoot, ["package.json"], noManifest);
    const otherFormat = path.join(dir, "other-format.tar.gz");
    await fakeBackup(otherFormat, { format: "something-else" } as unknown as BackupManifest);
    const damaged = path.join(dir, "damaged.tar.gz");
    await fakeBackup(damaged, manifest);
    const otherEngine = path.join(dir, "other-engine.tar.gz");
    await fakeBackup(otherEngine, { ...manifest, databaseKind: otherKind });
    const newer = path.join(dir, "newer.tar.gz");
    await fakeBackup(newer, {
      ...manifest,
      appVersion: "9.0.0",
      migrations: [...manifest.migrations, "2099-01-01T0000-future"],
    });

    const engines = { sqlite: "SQLite", postgres: "PostgreSQL" };
    const refusals: [string[], string][] = [
      [[], "Name the backup to restore: npm run restore -- /backups/vitrine-2026-12-01.tar.gz"],
      [[missing], `${missing} does not exist`],
      [[notTar], `${notTar} is not a Vitrine backup: it cannot be read as a tar.gz archive`],
      [[noManifest], `${noManifest} is not a Vitrine backup: it has no manifest.json`],
      [
        [otherFormat],
        `${otherFormat} is not a Vitrine backup: its manifest.json is not a backup's`,
      ],
      [
        [otherEngine],
        `${otherEngine} is a backup of a site on ${engines[otherKind]}, and this site is configured for ${engines[kind]}`,
      ],
      [[newer], `${newer} was made by a newer Vitrine (9.0.0)`],
      [[damaged], `${damaged} holds a damaged database`],
    ];
    // Refusals change nothing, so they may all run at once.
    const results = await Promise.all(refusals.map(([args]) => runCommand("restore", s, args)));
    for (const [index, [args, message]] of refusals.entries()) {
      const result = results[index] ?? { status: null, stdout: "", stderr: "" };
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.stderr).toContain(message);
      if (args[0]?.startsWith(dir) && args[0] !== missing) {
        expect(result.stderr).toContain("nothing was changed");
      }
    }
    expect(await siteState(s.config, s.db)).toEqual(state);
    // No unpacked leftovers in the data directory.
    expect(readdirSync(s.dataDir).filter((name) => name.startsWith(".restore-"))).toEqual([]);
  }, 60_000);
});
