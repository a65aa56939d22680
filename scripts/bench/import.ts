// `npm run bench:import`: the catalogue's spreadsheets at the size of a real shop's catalogue, on
// SQLite and, when its binaries are installed, PostgreSQL. The demo shop with BENCH_PRODUCTS
// synthetic products (default 5000) is exported; the export is then imported back as it is
// (nothing to change), with every title changed (as many updates) and with every business key
// changed (as many new products), each as a dry run and applied; then the time the catalogue's
// read model takes to show the change. Prints figures; asserts nothing. The goal: under 30 s
// for 5 000 products on this two-core machine.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { loadConfig } from "../../app/config/config.server.ts";
import { openDatabase } from "../../app/db/database.server.ts";
import {
  readSheetFile,
  writeCsv,
} from "../../app/modules/spreadsheets/spreadsheet-files.server.ts";
import {
  exportSheet,
  importSheet,
} from "../../app/modules/spreadsheets/spreadsheets.service.server.ts";
import { createServices, withSigningSecret } from "../../app/server/services.server.ts";
import {
  createEmptyDatabase,
  findPostgresBinaries,
  startPostgresCluster,
} from "../../tests/support/postgres-cluster.ts";

const projectRoot = path.join(import.meta.dirname, "../..");
const products = Number(process.env.BENCH_PRODUCTS ?? 5000);

type Row = Record<string, string | number>;

async function time<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, Math.round(performance.now() - started)];
}

async function measure(engine: string, env: Record<string, string>): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-import-bench-"));
  try {
    execFileSync(process.execPath, ["scripts/db-seed.ts", "--products", String(products)], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
      stdio: "inherit",
    });
    const loaded = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, ...env });
    const db = openDatabase(loaded.database);
    try {
      const services = createServices(
        await withSigningSecret(loaded, db),
        db,
        pino({ level: "warn" }),
      );
      const { catalogue, textSets } = services;
      // An import by the shop itself, as a signed-in editor's would be: revisions and all.
      const revisions = services.history.by(null);
      const rows: Row[] = [];
      const [, coldMs] = await time(() => catalogue.read());
      rows.push({ engine, step: "read model, cold", readModelMs: coldMs, note: "" });
      for (const entity of ["categories", "translations"] as const) {
        const file = await exportSheet(db, catalogue, entity, "xlsx");
        const [report, ms] = await time(() =>
          importSheet(
            db,
            catalogue,
            textSets,
            revisions,
            entity,
            { bytes: file.bytes },
            { dryRun: true },
          ),
        );
        rows.push({
          engine,
          step: `${entity}: export, import unchanged`,
          xlsxDryRunMs: ms,
          note: `${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.errors.length} errors`,
        });
      }
      const [csv, csvMs] = await time(() => exportSheet(db, catalogue, "products", "csv"));
      const [xlsx, xlsxMs] = await time(() => exportSheet(db, catalogue, "products", "xlsx"));
      const count = (await catalogue.read()).products.length;
      rows.push({ engine, step: `export ${count} products`, csvMs, xlsxMs, note: "" });

      const table = await readSheetFile(csv.bytes);
      const bkAt = table.headers.indexOf("bk");
      const titleAt = table.headers.indexOf("title:en");
      const variant = (change: (cells: string[]) => void) =>
        writeCsv(
          table.headers,
          table.rows.map((row) => {
            const cells = [...row.cells];
            change(cells);
            return cells;
          }),
        );
      // New products must pass every rule: rows the rules refuse (the synthetic catalogue rounds
      // some sizes out of their type's range) are left out of that file, and counted.
      const renamed = variant((cells) => {
        cells[bkAt] = `NEW-${cells[bkAt]}`;
      });
      const refused = (
        await importSheet(
          db,
          catalogue,
          textSets,
          revisions,
          "products",
          { bytes: renamed },
          { dryRun: true },
        )
      ).errors.map((error) => error.line);
      const newRows = table.rows.filter((row) => !refused.includes(row.line));
      const fresh = writeCsv(
        table.headers,
        newRows.map((row) => row.cells.map((cell, at) => (at === bkAt ? `NEW-${cell}` : cell))),
      );
      const files = [
        { name: "unchanged", csv: csv.bytes, xlsx: xlsx.bytes, note: "" },
        {
          name: "every title changed",
          csv: variant((cells) => {
            cells[titleAt] = `${cells[titleAt]} (2027)`;
          }),
          note: "",
        },
        {
          name: "every product new",
          csv: fresh,
          note: refused.length > 0 ? `; ${new Set(refused).size} rows out of range left out` : "",
        },
      ];
      for (const file of files) {
        const [dry, dryMs] = await time(() =>
          importSheet(
            db,
            catalogue,
            textSets,
            revisions,
            "products",
            { bytes: file.csv },
            { dryRun: true },
          ),
        );
        const xlsxDryMs = file.xlsx
          ? (
              await time(() =>
                importSheet(
                  db,
                  catalogue,
                  textSets,
                  revisions,
                  "products",
                  { bytes: file.xlsx },
                  { dryRun: true },
                ),
              )
            )[1]
          : "";
        const [, applyMs] = await time(() =>
          importSheet(
            db,
            catalogue,
            textSets,
            revisions,
            "products",
            { bytes: file.csv },
            { dryRun: false },
          ),
        );
        const [, readMs] = await time(() => catalogue.read());
        rows.push({
          engine,
          step: `import ${file.name}`,
          csvDryRunMs: dryMs,
          xlsxDryRunMs: xlsxDryMs,
          applyMs,
          readModelMs: readMs,
          note: `${dry.created} created, ${dry.updated} updated, ${dry.unchanged} unchanged, ${dry.errors.length} errors${file.note}`,
        });
      }
      return rows;
    } finally {
      await db.destroy();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Row[] = await measure("sqlite", {});
const binaries = findPostgresBinaries();
if (binaries.found && process.env.BENCH_POSTGRES !== "0") {
  const cluster = await startPostgresCluster(binaries.bin);
  try {
    const { url } = await createEmptyDatabase(cluster.adminUrl);
    results.push(...(await measure("postgres", { DATABASE_URL: url })));
  } finally {
    await cluster.stop();
  }
} else {
  console.log(`PostgreSQL skipped: ${binaries.found ? "BENCH_POSTGRES=0" : binaries.reason}`);
}
console.table(results);
console.log("Goal: importing 5 000 products (dry run, then applied) in under 30 s.");
