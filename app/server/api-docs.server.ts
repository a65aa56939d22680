// /api/docs: a readable reference of the API, drawn by Swagger UI from /api/openapi.json.
// Swagger UI's files come from the swagger-ui-dist package on disk, never from a CDN.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import type { ApiEnv } from "../http/api-route.server.ts";
import { inlineScriptHashes, securityPolicy } from "./security-policy.server.ts";

const assets: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

function swaggerDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve("swagger-ui-dist/package.json"));
}

export function apiDocs(title: string) {
  const router = new Hono<ApiEnv>();
  const directory = swaggerDirectory();

  // Its one inline script is allowed by its hash in the page's own policy, as on the pages.
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<main id="swagger"><h1>${title}</h1><p>Loading the reference…</p></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>
window.addEventListener("load", function () {
  SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger", validatorUrl: null, deepLinking: true });
});
</script>
</body>
</html>`;
  const policy = securityPolicy(inlineScriptHashes(Buffer.from(page)));
  router.get("/", (c) => c.html(page, 200, { "Content-Security-Policy": policy }));

  router.get("/assets/:file", async (c) => {
    const file = c.req.param("file");
    const type = assets[file];
    if (!type) return c.json({ error: `No file ${file}` }, 404);
    const body = await readFile(path.join(directory, file));
    return c.body(body, 200, {
      "content-type": type,
      "cache-control": "public, max-age=86400",
    });
  });

  return router;
}
