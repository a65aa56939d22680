// The demo shop for a test that starts the built site on storage it holds itself, to start it
// again on the same shop or to read what the site wrote: a data directory with a copy of the
// shop and, in the postgres project, a database of its own copied from a template seeded once
// per process. Seeding (the pictures encoded in every size) was most of a new site's start.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createDatabaseFromTemplate,
  createPreparedTemplate,
  dropDatabase,
} from "./postgres-cluster.ts";
import { demoShopDataDir, seedDemoShop } from "./site-server.ts";

export type DemoShopStorage = {
  dataDir: string;
  /** The site's own PostgreSQL database, in the postgres project. */
  database?: { name: string; url: string };
  /** DATA_DIR, and DATABASE_URL on PostgreSQL, for `startSite`. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** Drops the database and deletes the data directory. */
  remove: () => Promise<void>;
};

/** The seeded template and the picture files the seed wrote beside it. */
let seeded: Promise<{ template: string; files: string }> | undefined;

function seededTemplate(adminUrl: string) {
  seeded ??= (async () => {
    let files = "";
    const template = await createPreparedTemplate(adminUrl, async (url) => {
      files = await seedDemoShop({ DATABASE_URL: url });
    });
    return { template, files };
  })();
  seeded.catch(() => {
    seeded = undefined;
  });
  return seeded;
}

/** A copy of the demo shop; on PostgreSQL when `adminUrl` (the cluster's) is given. */
export async function demoShopStorage(adminUrl: string | undefined): Promise<DemoShopStorage> {
  if (!adminUrl) {
    const dataDir = await demoShopDataDir();
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { template, files } = await seededTemplate(adminUrl);
  const database = await createDatabaseFromTemplate(adminUrl, template);
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-e2e-"));
  cpSync(files, dataDir, { recursive: true });
  return {
    dataDir,
    database,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    remove: async () => {
      await dropDatabase(adminUrl, database.name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
