// The dependency rule of docs/architecture.md, checked over the imports of every application
// file. Modules stand in layers and import only modules below them; a module's repositories
// (its SQL) are its own; the API files are the HTTP server's; routes read through page data and
// modules know nothing of routes or of the server that composes them.
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { cycles, readImportGraph } from "../support/import-graph.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const graph = readImportGraph(root, ["app", "database", "scripts", "server.js"]);

/**
 * The modules from the bottom up: a module may import a module of a lower line, never one of
 * its own line or above. docs/architecture.md draws the same picture.
 */
const layers: string[][] = [
  ["caches", "logs"],
  ["i18n"],
  ["history"],
  ["settings", "pictures", "users"],
  ["seo"],
  ["catalogue"],
  ["search", "content", "datasheets"],
  ["translations"],
  ["spreadsheets", "backup"],
  ["audit", "enquiries"],
  ["insight"],
];
const layerOf = new Map(layers.flatMap((line, height) => line.map((name) => [name, height])));

const moduleOf = (path: string) => /^app\/modules\/([^/]+)\//.exec(path)?.[1];
const isRepository = (path: string) => path.endsWith(".repository.server.ts");
const isApi = (path: string) => path.endsWith(".api.server.ts");
const describeImport = ({ from, to }: { from: string; to: string }) => `${from} → ${to}`;

describe("the modules stand in layers", () => {
  test("every module folder has its line in the layers", () => {
    const folders = new Set([...graph.files.keys()].map(moduleOf).filter((name) => name));
    expect([...folders].filter((name) => name && !layerOf.has(name))).toEqual([]);
  });

  test("a module imports only modules below it: no arrow runs sideways or back up", () => {
    const upward = graph.imports.filter(({ from, to }) => {
      const [source, target] = [moduleOf(from), moduleOf(to)];
      if (!source || !target || source === target) return false;
      return (layerOf.get(target) ?? Infinity) >= (layerOf.get(source) ?? -1);
    });
    expect(upward.map(describeImport)).toEqual([]);
  });

  test("no cycle between module folders", () => {
    const edges = graph.imports.flatMap(({ from, to }): Array<[string, string]> => {
      const [source, target] = [moduleOf(from), moduleOf(to)];
      return source && target && source !== target ? [[source, target]] : [];
    });
    expect(cycles(edges)).toEqual([]);
  });

  test("no cycle between files: two files never import each other, even through others", () => {
    expect(cycles(graph.imports.map(({ from, to }) => [from, to]))).toEqual([]);
  });
});

describe("each module keeps its private files", () => {
  test("a repository is imported only inside its own module", () => {
    const leaks = graph.imports.filter(
      ({ from, to }) => isRepository(to) && moduleOf(from) !== moduleOf(to),
    );
    expect(leaks.map(describeImport)).toEqual([]);
  });

  test("an API file is imported only by the HTTP server that mounts it", () => {
    const leaks = graph.imports.filter(
      ({ from, to }) =>
        isApi(to) && !from.startsWith("app/server/") && moduleOf(from) !== moduleOf(to),
    );
    expect(leaks.map(describeImport)).toEqual([]);
  });

  test("a route imports neither a repository nor an API file: it reads through page data", () => {
    const leaks = graph.imports.filter(
      ({ from, to }) => from.startsWith("app/routes/") && (isRepository(to) || isApi(to)),
    );
    expect(leaks.map(describeImport)).toEqual([]);
  });

  test("a module imports neither a route, a component nor the server that composes it", () => {
    const leaks = graph.imports.filter(
      ({ from, to }) =>
        moduleOf(from) !== undefined &&
        (to.startsWith("app/routes/") ||
          to.startsWith("app/components/") ||
          to.startsWith("app/server/") ||
          to === "app/root.tsx"),
    );
    expect(leaks.map(describeImport)).toEqual([]);
  });
});

describe("one way to do each thing", () => {
  test("the browser calls the site's API only through the API client", () => {
    const browserFiles = [...graph.files.values()].filter(
      (file) =>
        /^app\/(components|routes)\//.test(file.path) &&
        file.path !== "app/components/api-client.ts",
    );
    const rawCalls = browserFiles
      .filter((file) => /(^|[^.\w])fetch\(/m.test(file.text))
      .map((file) => file.path);
    expect(rawCalls).toEqual([]);
  });

  test("no application file is longer than 400 lines", () => {
    const long = [...graph.files.values()]
      .filter((file) => file.lines > 400)
      .map((file) => `${file.path} (${file.lines} lines)`);
    expect(long).toEqual([]);
  });
});

describe("the reading of imports the rules stand on", () => {
  test("it sees the imports the server's composition root is made of", () => {
    const composed = graph.imports.filter(({ from }) => from === "app/server/services.server.ts");
    expect(composed.length).toBeGreaterThan(10);
    expect(composed.every(({ to }) => graph.files.has(to))).toBe(true);
  });

  test("it finds a cycle of three files and leaves a line of three alone", () => {
    expect(
      cycles([
        ["a", "b"],
        ["b", "c"],
        ["c", "a"],
      ]),
    ).toEqual([["a", "b", "c"]]);
    expect(
      cycles([
        ["a", "b"],
        ["b", "c"],
      ]),
    ).toEqual([]);
  });
});
