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
// exports the start-up too, which server.ts runs from it in production.
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
      // Bundled into the built server: Mantine and Kysely are some 1 100 small modules, which
      // Node resolved and compiled one by one at every start (half of it), and the server keeps
      // only the charts it renders (the insight screen's bar lists), so it never loads recharts,
      // which draws the others in the browser. Mantine's packages go together, one copy of its
      // contexts. The development server loads them as they are.
      resolve: { noExternal: command === "build" ? [/^@mantine\//, "kysely"] : [] },
    },
  },
  plugins: [reactRouter(), findPublicShell()],
}));
