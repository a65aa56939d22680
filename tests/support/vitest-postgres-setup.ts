// Vitest globalSetup of the `postgres` project: one throwaway PostgreSQL cluster for the whole
// run with a migrated template database; its admin URL reaches this project's test workers
// through `inject("vitrinePostgresAdminUrl")` (the `sqlite` project never sees it).
import type { TestProject } from "vitest/node";
import {
  createTemplateDatabase,
  findPostgresBinaries,
  startPostgresCluster,
} from "./postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Set only in the `postgres` project: superuser URL of the test cluster. */
    vitrinePostgresAdminUrl?: string;
  }
}

export default async function setup(project: TestProject) {
  const binaries = findPostgresBinaries();
  if (!binaries.found) throw new Error(`PostgreSQL tests cannot run: ${binaries.reason}`);
  const cluster = await startPostgresCluster(binaries.bin);
  try {
    await createTemplateDatabase(cluster.adminUrl);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide("vitrinePostgresAdminUrl", cluster.adminUrl);
  return () => cluster.stop();
}
