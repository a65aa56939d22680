// /api/cache: the server's caches by context — listed with size and build time, dropped one
// by one or all at once, and rebuilt (waiting for the result, or in the background).
import { z } from "@hono/zod-openapi";
import type { Logger } from "pino";
import { notFound } from "../../domain/errors.ts";
import { apiRoute, createApiRouter, jsonBody, jsonResponse } from "../../http/api-route.server.ts";
import type { CacheRegistry } from "./cache-registry.server.ts";

const cacheSchema = z
  .object({
    context: z.string(),
    size: z.number().int(),
    builtAt: z.string().nullable(),
    buildMs: z.number().nullable(),
  })
  .meta({ id: "Cache" });
const contextBody = jsonBody(
  z.object({ context: z.string().min(1, "Context is required").max(100) }),
);

export function cachesApi({ caches, log }: { caches: CacheRegistry; log: Logger }) {
  const router = createApiRouter();
  const find = (context: string) => {
    const cache = caches.find(context);
    if (!cache) throw notFound(`Cache ${context}`);
    return cache;
  };

  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/",
      summary: "Every cache with its size and build time",
      responses: jsonResponse(z.object({ caches: z.array(cacheSchema) }), "Caches"),
    }),
    (c) => c.json({ caches: caches.list() }, 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/byContext",
      summary: "One cache",
      request: contextBody,
      responses: jsonResponse(z.object({ cache: cacheSchema }), "The cache"),
    }),
    (c) => c.json({ cache: find(c.req.valid("json").context).info() }, 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/delete",
      summary: "Drop one cache; it is built again on its next use",
      request: contextBody,
      responses: jsonResponse(z.object({ result: z.string() }), "Done"),
    }),
    (c) => {
      const { context } = c.req.valid("json");
      find(context).drop();
      return c.json({ result: `Cache ${context} deleted` }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/clearall",
      summary: "Drop every cache",
      responses: jsonResponse(z.object({ result: z.string() }), "Done"),
    }),
    (c) => {
      caches.dropAll();
      return c.json({ result: "All caches cleared" }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/rebuild",
      summary: "Build every cache again; with shouldWait=true the answer waits for the result",
      request: {
        query: z.object({
          shouldWait: z
            .enum(["true", "false", "1", "0"], "shouldWait must be true or false")
            .optional(),
        }),
      },
      responses: jsonResponse(z.object({ result: z.string() }), "The result, or that it started"),
    }),
    async (c) => {
      const { shouldWait } = c.req.valid("query");
      if (shouldWait === "true" || shouldWait === "1") {
        const { contexts, ms } = await caches.rebuildAll();
        return c.json({ result: `${contexts} caches rebuilt in ${ms} ms` }, 200);
      }
      caches.rebuildAll().then(
        ({ contexts, ms }) => log.info({ contexts, ms }, "Caches rebuilt"),
        (error) => log.error({ err: error }, "Cache rebuild failed"),
      );
      return c.json({ result: "Cache rebuild started" }, 200);
    },
  );

  return router;
}
