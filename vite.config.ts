import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const appDirectory = path.resolve("app");

/**
 * What every public page runs besides its own route: the document (root.tsx), the public frame
 * (the site's layout route) and the head every public page's `meta` writes, with all of our
 * modules they import. Filled once the client's module graph is known.
 */
const publicShell = new Set<string>();
const publicShellRoots = ["root.tsx", "routes/site/layout.tsx", "modules/seo/page-seo.ts"];

function findPublicShell(): Plugin {
  return {
    name: "vitrine:public-shell",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const queue = publicShellRoots.map((file) => path.join(appDirectory, file));
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (publicShell.has(id)) continue;
        publicShell.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
          if (next.startsWith(appDirectory)) queue.push(next);
        }
      }
    },
  };
}

// The server bundle's entry is our own Hono app, which wraps the React Router build, so the
// API, the services and the pages share one module graph (and one set of router contexts); it
// exports the start-up too, which server.js runs from it in production.
// The browser gets React, React DOM and React Router in one file and the public shell in
// another, instead of some twenty small files each compressed on its own (ADR 34).
export default defineConfig(({ command }) => ({
  build: { target: "es2024" },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
                { name: "site", test: (id) => publicShell.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: { rolldownOptions: { input: "./app/server/index.server.ts" } },
      // The built server bundles the packages it uses (ADR 61): Node otherwise resolves, reads
      // and compiles their modules one by one at every start (some 800 files: zod, jose, hono,
      // prom-client, sanitize-html's parser, Mantine…). Outside the bundle stay the packages
      // whose objects another outside package shares (React and React Router, one copy for the
      // renderer and the adapter; OpenTelemetry's API, which its SDK registers with), the native
      // ones, those read from their files at run time (fonts, Swagger UI), those loaded only
      // when asked (spreadsheets, PDF, mail, Vite in development), and pino, whose transports
      // start worker threads from its files. The development server loads every package as it
      // is.
      resolve:
        command === "build"
          ? {
              noExternal: true,
              external: [
                "react",
                "react-dom",
                "react-router",
                "@react-router/node",
                "better-sqlite3",
                "sharp",
                "@node-rs/argon2",
                "pino",
                "@opentelemetry/api",
                "@opentelemetry/exporter-trace-otlp-http",
                "@opentelemetry/resources",
                "@opentelemetry/sdk-trace-node",
                "@opentelemetry/semantic-conventions",
                "pdfkit",
                "read-excel-file",
                "write-excel-file",
                "nodemailer",
                "recharts",
                "swagger-ui-dist",
                "tar",
                "dejavu-fonts-ttf",
                "vite",
              ],
            }
          : {},
    },
  },
  plugins: [reactRouter(), findPublicShell()],
}));
