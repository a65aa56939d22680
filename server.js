// @ts-check
// Entry point. Node keeps the compiled code of every module on disk (its compile cache, in the
// system's temporary directory), so a restart compiles only what changed: a fifth less time to
// a listening server. The cache must be on before the modules load, so the start-up is
// imported once it is. In production it comes from the server bundle, one file holding the
// services and the pages (half the start-up time of loading the sources beside it); in
// development, or before a build, from the sources (app/server/start.server.ts).
// JavaScript, checked by TypeScript from its comments: a TypeScript entry would have Node load
// its type stripper at every start, some 50 ms, for one annotation (ADR 61).
import { existsSync } from "node:fs";
import { enableCompileCache } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

enableCompileCache();
const bundle = path.join(import.meta.dirname, "build/server/index.js");
// React and other libraries pick their production or development build from NODE_ENV when
// first loaded, as the bundle does: it must be set before (app/config/node-env.ts says why).
process.env.NODE_ENV ??= "production";
/** @type {{ startSite: (projectRoot: string) => Promise<void> }} */
const start =
  process.env.NODE_ENV !== "development" && existsSync(bundle)
    ? await import(pathToFileURL(bundle).href)
    : await import("./app/server/start.server.ts");
await start.startSite(import.meta.dirname);
