// The project's own import graph, read with the parser Vite builds with (oxc, through
// `parseSync`): every static import, re-export and literal dynamic import between the
// application's files, type-only imports included (a type ties two modules as much as a value).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseSync } from "vite";

export type SourceFile = { path: string; lines: number; text: string };
export type Import = { from: string; to: string };
export type ImportGraph = { files: Map<string, SourceFile>; imports: Import[] };

const sourceExtensions = /\.(ts|tsx)$/;
const testFile = /\.test\.tsx?$/;

/** Every TypeScript file under `folders` (relative to `root`), tests left out. */
function listSources(root: string, folders: string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(join(root, folder))) {
      const path = join(folder, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (sourceExtensions.test(name) && !testFile.test(name)) found.push(path);
    }
  };
  for (const folder of folders) {
    if (statSync(join(root, folder)).isFile()) found.push(folder);
    else walk(folder);
  }
  return found.sort();
}

/** The specifiers a file names: static imports, re-exports, and `import("literal")`. */
function specifiers(path: string, text: string): string[] {
  const parsed = parseSync(path, text);
  if (parsed.errors.length > 0) {
    throw new Error(`${path} does not parse: ${parsed.errors[0]?.message}`);
  }
  const named = parsed.module.staticImports.map((entry) => entry.moduleRequest.value);
  for (const exported of parsed.module.staticExports) {
    for (const entry of exported.entries) {
      if (entry.moduleRequest) named.push(entry.moduleRequest.value);
    }
  }
  for (const dynamic of parsed.module.dynamicImports) {
    const literal = /^\s*["'`]([^"'`$]+)["'`]\s*$/.exec(
      text.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end),
    );
    if (literal?.[1]) named.push(literal[1]);
  }
  return named;
}

/**
 * The graph of the files under `folders`: an import counts when it names another of these
 * files by a relative path (packages and generated route types are not the project's files).
 */
export function readImportGraph(root: string, folders: string[]): ImportGraph {
  const files = new Map<string, SourceFile>();
  for (const path of listSources(root, folders)) {
    const text = readFileSync(join(root, path), "utf8");
    files.set(path, { path, text, lines: text.split("\n").length - (text.endsWith("\n") ? 1 : 0) });
  }
  const imports: Import[] = [];
  for (const file of files.values()) {
    for (const specifier of specifiers(file.path, file.text)) {
      if (!specifier.startsWith(".")) continue;
      const to = relative(root, resolve(root, dirname(file.path), specifier));
      if (files.has(to)) imports.push({ from: file.path, to });
    }
  }
  return { files, imports };
}

/** The groups of two or more nodes that reach each other (Tarjan's strongly connected components). */
export function cycles(edges: Array<[string, string]>): string[][] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}
