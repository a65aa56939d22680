// `npm run bench:search`: the shop's own product search against MiniSearch, a maintained search
// library, on the same seeded catalogues (BENCH_SIZES, default 10000,100000). For each: the
// time to build the index of the three languages, the memory it holds, each query's time
// (p50, p95) over the same queries, and how far the two agree. MiniSearch is given the
// spec's semantics as far as it has them (ADR 26): every word must match (AND), in the code,
// the title or the main category's text, accents folded the same way, one typo forgiven in
// words of four letters or more, prefixes for words being typed. Prints figures; asserts nothing.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import MiniSearch, { type SearchOptions } from "minisearch";
import { pino } from "pino";
import { loadConfig } from "../../app/config/config.server.ts";
import { openDatabase } from "../../app/db/database.server.ts";
import type { CatalogueReadModel } from "../../app/modules/catalogue/catalogue-read-model.server.ts";
import { normalizeForSearch } from "../../app/modules/catalogue/search-text.ts";
import { type Locale, locales } from "../../app/modules/i18n/locales.ts";
import { searchProducts } from "../../app/modules/search/product-search.server.ts";
import { minTypoWordLength, prepareSearch } from "../../app/modules/search/search-index.server.ts";
import { createServices, withSigningSecret } from "../../app/server/services.server.ts";

const projectRoot = path.join(import.meta.dirname, "../..");
const sizes = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number).filter(Boolean);
const resultLimit = 200;

const collectGarbage = (globalThis as { gc?: () => void }).gc;
if (!collectGarbage) {
  console.error("Run with node --expose-gc (npm run bench:search does), to measure memory.");
  process.exit(1);
}

function heapMb(): number {
  collectGarbage?.();
  collectGarbage?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** A word with two neighbouring letters swapped: the commonest typo. */
function withTypo(word: string): string {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
}

/**
 * Queries a visitor might type, taken from the catalogue itself so that each size has its
 * own: one or two title words, a word with a typo, a code's beginning, a word and a size.
 */
function queriesOf(model: CatalogueReadModel, locale: Locale, count: number): string[] {
  const entries = model.searchEntries();
  const queries: string[] = [];
  for (let i = 0; queries.length < count && i < count * 10; i++) {
    const entry = entries[(i * 7919) % entries.length];
    if (!entry) break;
    const words = entry.titles[locale].split(" ").filter((word) => word.length >= 3);
    const long = words.find((word) => word.length >= minTypoWordLength && !/\d/.test(word));
    const sizeWord = words.find((word) => /\d/.test(word));
    switch (i % 5) {
      case 0:
        if (words[0]) queries.push(words[0]);
        break;
      case 1:
        if (words.length >= 2) queries.push(`${words[0]} ${words[1]}`);
        break;
      case 2:
        if (long) queries.push(withTypo(long));
        break;
      case 3:
        queries.push(entry.code.slice(0, Math.max(3, entry.code.length - 3)));
        break;
      default:
        if (long && sizeWord) queries.push(`${long} ${sizeWord}`);
    }
  }
  return queries;
}

type Measured = { buildMs: number; heapMb: number; p50: number; p95: number; found: number[][] };

type Search = (query: string, locale: Locale, limit: number) => number[];

/** Every match of each query, uncapped (which also warms the code up); then each query's time, capped at the site's result limit. */
function timeQueries(search: Search, queries: Queries) {
  const found = queries.flatMap(([locale, list]) =>
    list.map((query) => search(query, locale, Number.MAX_SAFE_INTEGER)),
  );
  const times: number[] = [];
  for (const [locale, list] of queries) {
    for (const query of list) {
      const started = performance.now();
      search(query, locale, resultLimit);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), found };
}

type Queries = [Locale, string[]][];

function measureOwn(model: CatalogueReadModel, queries: Queries): Measured {
  const before = heapMb();
  const started = performance.now();
  prepareSearch(model);
  const buildMs = performance.now() - started;
  const held = heapMb() - before;
  const search: Search = (query, locale, limit) =>
    searchProducts(model, query, locale, limit).map((result) => result.id);
  return { buildMs, heapMb: held, ...timeQueries(search, queries) };
}

function measureMiniSearch(model: CatalogueReadModel, queries: Queries): Measured {
  const entries = model.searchEntries();
  const before = heapMb();
  const started = performance.now();
  const indexes = new Map<Locale, MiniSearch>();
  for (const locale of locales) {
    const index = new MiniSearch({
      fields: ["code", "title", "body"],
      idField: "id",
      tokenize: (text) => text.split(" "),
      processTerm: (term) => term || null,
    });
    index.addAll(
      entries.map((entry) => ({
        id: entry.productId,
        code: entry.code,
        title: entry.titles[locale],
        body: entry.categoryBodies[locale],
      })),
    );
    indexes.set(locale, index);
  }
  const buildMs = performance.now() - started;
  const held = heapMb() - before;
  const options: SearchOptions = {
    combineWith: "AND",
    prefix: true,
    fuzzy: (term) => (term.length >= minTypoWordLength && !/\d/.test(term) ? 1 : false),
    boost: { code: 3, title: 2 },
    tokenize: (text) => normalizeForSearch(text).split(" ").filter(Boolean),
  };
  const search: Search = (query, locale, limit) =>
    (indexes.get(locale)?.search(query, options) ?? [])
      .slice(0, limit)
      .map((result) => result.id as number);
  return { buildMs, heapMb: held, ...timeQueries(search, queries) };
}

/** Of the products one search finds for the queries, the share the other finds too. */
function overlap(found: number[][], other: number[][]): number {
  let shared = 0;
  let total = 0;
  for (const [i, list] of found.entries()) {
    const others = new Set(other[i]);
    total += list.length;
    shared += list.filter((id) => others.has(id)).length;
  }
  return total === 0 ? 1 : shared / total;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

for (const size of sizes) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `vitrine-search-bench-${size}-`));
  try {
    execFileSync(process.execPath, ["scripts/db-seed.ts", "--products", String(size)], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: "inherit",
    });
    const loaded = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir });
    const db = openDatabase(loaded.database);
    try {
      const config = await withSigningSecret(loaded, db);
      const services = createServices(config, db, pino({ level: "warn" }));
      const model = await services.catalogue.read();
      model.searchEntries();
      const queries: Queries = locales.map((locale) => [locale, queriesOf(model, locale, 200)]);
      const own = measureOwn(model, queries);
      const mini = measureMiniSearch(model, queries);
      const row = (name: string, measured: Measured) => ({
        search: name,
        products: model.searchEntries().length,
        buildMs: Math.round(measured.buildMs),
        heapMb: round(measured.heapMb),
        queryP50Ms: round(measured.p50, 2),
        queryP95Ms: round(measured.p95, 2),
      });
      console.table([row("own index", own), row("MiniSearch 7.2", mini)]);
      console.log(
        `${size} products, ${queries.reduce((n, [, list]) => n + list.length, 0)} queries: ` +
          `MiniSearch finds ${round(overlap(own.found, mini.found) * 100, 0)} % of what the own search finds; ` +
          `the own search finds ${round(overlap(mini.found, own.found) * 100, 0)} % of what MiniSearch finds.`,
      );
    } finally {
      await db.destroy();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
