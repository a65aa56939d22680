// /api/categories: the tree for clients (full, flat hierarchy, URLs, one category) and its
// administration.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/database.server.ts";
import {
  apiRoute,
  cachedOnBody,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
  okResponse,
} from "../../http/api-route.server.ts";
import { locales } from "../i18n/locales.ts";
import {
  catalogueProductSchema,
  categoryInputSchema,
  categorySchema,
  categoryUrlSchema,
  categoryViewSchema,
  flatHierarchyItemSchema,
} from "./catalogue.schema.ts";
import type { Catalogue } from "./catalogue.server.ts";
import {
  changeCategory,
  createCategory,
  getCategoriesFull,
  getCategoryById,
  getCategoryByUrl,
  getCategoryUrls,
  getFlatHierarchy,
  removeCategory,
} from "./categories.service.server.ts";

const listBody = {
  body: {
    content: { "application/json": { schema: cachedOnBody } },
    required: false,
    description: "The `cachedOn` the client holds; the data comes back only when newer.",
  },
};
const categoryResponse = jsonResponse(z.object({ category: categoryViewSchema }), "The category");

/** Removing unreferenced picture files belongs to the pictures module; the spec routes it here. */
type CategoryApiExtras = { cleanResourceFiles: () => Promise<{ removed: number }> };

export function categoriesApi(
  services: { db: Db; catalogue: Catalogue },
  extras: CategoryApiExtras,
) {
  const { db, catalogue } = services;
  const router = createApiRouter();

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/getUrls",
      summary: "Every category's URL in each language",
      request: listBody,
      responses: jsonResponse(
        z.object({ urls: z.array(categoryUrlSchema).optional(), cachedOn: z.number() }),
        "URLs, unless the client holds them already",
      ),
    }),
    async (c) => c.json(await getCategoryUrls(catalogue, c.req.valid("json")), 200),
  );

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/full",
      summary: "Every category and product",
      request: listBody,
      responses: jsonResponse(
        z.object({
          categories: z.array(categorySchema).optional(),
          products: z.array(catalogueProductSchema).optional(),
          cachedOn: z.number(),
        }),
        "Categories and products, unless the client holds them already",
      ),
    }),
    async (c) => c.json(await getCategoriesFull(catalogue, c.req.valid("json")), 200),
  );

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/flatHierarchy",
      summary: "The tree as a depth-first list with levels and paths (the category options list)",
      request: listBody,
      responses: jsonResponse(
        z.object({
          flatHierarchy: z.array(flatHierarchyItemSchema).optional(),
          cachedOn: z.number(),
        }),
        "Flat hierarchy, unless the client holds it already",
      ),
    }),
    async (c) => c.json(await getFlatHierarchy(catalogue, c.req.valid("json")), 200),
  );

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/categoryById/{id}",
      summary: "One category with its parent, path, shown subcategories and active descendants",
      request: { params: idParam },
      responses: categoryResponse,
    }),
    async (c) =>
      c.json({ category: await getCategoryById(catalogue, c.req.valid("param").id) }, 200),
  );

  router.openapi(
    apiRoute("public", {
      method: "get",
      path: "/categoryByUrl/{url}",
      summary: "One category by its URL in any language (`lang` says which to try first)",
      request: {
        params: z.object({
          url: z
            .string()
            .min(1)
            .max(160)
            .openapi({ param: { name: "url", in: "path" }, example: "all" }),
        }),
        query: z.object({ lang: z.enum(locales).optional() }),
      },
      responses: categoryResponse,
    }),
    async (c) => {
      const { url } = c.req.valid("param");
      const { lang } = c.req.valid("query");
      return c.json({ category: await getCategoryByUrl(catalogue, url, lang) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/create",
      summary: "Create a category",
      request: jsonBody(categoryInputSchema),
      responses: categoryResponse,
    }),
    async (c) =>
      c.json({ category: await createCategory(db, catalogue, c.req.valid("json")) }, 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/cleanResourceFiles",
      summary: "Remove picture files no record points to",
      responses: jsonResponse(
        z.object({ removed: z.number().int() }),
        "How many files were removed",
      ),
    }),
    async (c) => c.json(await extras.cleanResourceFiles(), 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}",
      summary: "Change a category",
      request: { params: idParam, ...jsonBody(categoryInputSchema) },
      responses: categoryResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(
        { category: await changeCategory(db, catalogue, id, c.req.valid("json")) },
        200,
      );
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete a category without subcategories or products",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      await removeCategory(db, catalogue, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
