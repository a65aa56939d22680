import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The server bundle's entry is our own Hono app, which wraps the React Router build, so the
// API, the services and the pages share one module graph (and one set of router contexts).
export default defineConfig({
  build: { target: "es2024" },
  environments: {
    ssr: { build: { rolldownOptions: { input: "./app/server/index.server.ts" } } },
  },
  plugins: [reactRouter()],
});
