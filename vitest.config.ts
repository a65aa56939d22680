import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { findPostgresBinaries } from "./tests/support/postgres-cluster.ts";

const include = [
  "app/**/*.test.ts",
  "database/**/*.test.ts",
  "scripts/**/*.test.ts",
  "deploy/**/*.test.ts",
  "tests/architecture/**/*.test.ts",
];

// The same integration suite runs on SQLite and, when PostgreSQL is installed, on a throwaway
// PostgreSQL cluster (tests/support/vitest-postgres-setup.ts). Tests that only make sense once
// (configuration, demo seed data) run only in the sqlite project. PG_BIN picks the binaries.
const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    // Several instances share a database only on PostgreSQL.
    test: {
      name: "sqlite",
      include,
      exclude: [...configDefaults.exclude, "app/server/several-instances.test.ts"],
    },
  },
];
const postgres = findPostgresBinaries();
if (postgres.found) {
  projects.push({
    extends: true,
    test: {
      name: "postgres",
      include,
      exclude: [
        ...configDefaults.exclude,
        "app/config/**",
        "database/seed/demo/**",
        "app/routing/**",
        "app/components/**",
        "app/modules/enquiries/contact.schema.test.ts",
        // The embedded database's own statements.
        "app/db/prepared-statements.test.ts",
        // The deployment files: the site behind nginx runs on SQLite, the engine does not matter.
        "deploy/**",
        // The import rules read files, not a database.
        "tests/architecture/**",
        // The listener's queue at a stop. The engine's part of a stop (a stop under load, what
        // was counted written before the database closes) is tested on both engines by
        // graceful-stop, visit-counting and search-counts-at-stop.
        "app/server/stop-without-loss.test.ts",
      ],
      globalSetup: ["./tests/support/vitest-postgres-setup.ts"],
    },
  });
} else if (process.env.VITRINE_REQUIRE_POSTGRES === "1") {
  throw new Error(`The PostgreSQL tests cannot run: ${postgres.reason}.`);
} else {
  console.log(`PostgreSQL tests skipped: ${postgres.reason}.`);
}

export default defineConfig({
  test: {
    environment: "node",
    // Three test files at a time, across both projects, on two cores: a file waiting for a site
    // it started, a database or a timer leaves its core to another. The whole suite took a
    // quarter less time than with two (214 s against 284 s on a quiet machine).
    maxWorkers: 3,
    // The integration tests hash passwords, encode pictures and start databases on real
    // engines: on two cores shared with a browser run, 5 s is not enough for the slowest of
    // them. A test that hangs still fails; tests never assert durations.
    testTimeout: 20_000,
    // A worker runs its test files one after another in one module graph instead of importing
    // the application afresh for each: a third of the suite's time went to those imports. Test
    // files share no state through modules: each builds its own services on its own database,
    // and what a file changes globally (time zone, stubbed globals) it puts back.
    isolate: false,
    hookTimeout: 60_000,
    projects,
  },
});
