// /api/products: product administration and the product search.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/database.server.ts";
import {
  apiRoute,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
  okResponse,
} from "../../http/api-route.server.ts";
import { locales } from "../i18n/locales.ts";
import type { SiteSettings } from "../settings/site-settings.server.ts";
import { productInputSchema, productSchema, searchResultSchema } from "./catalogue.schema.ts";
import type { Catalogue } from "./catalogue.server.ts";
import {
  changeProduct,
  createProduct,
  getProduct,
  removeProduct,
} from "./products.service.server.ts";
import { searchLimit, searchProducts } from "./search.server.ts";

const productResponse = jsonResponse(z.object({ product: productSchema }), "The product");

export function productsApi(services: {
  db: Db;
  catalogue: Catalogue;
  siteSettings: SiteSettings;
}) {
  const { db, catalogue } = services;
  const router = createApiRouter();

  router.openapi(
    apiRoute("public", {
      method: "get",
      path: "/search",
      summary: "Products matching every word of `q` in their code, title or category text",
      request: {
        query: z.object({
          q: z.string().max(200, "The search is at most 200 characters").default(""),
          lang: z.enum(locales, "lang must be en, fr or nl").default("en"),
          limit: z.coerce
            .number({ message: "limit must be a whole number" })
            .int("limit must be a whole number")
            .positive("limit must be positive")
            .optional(),
        }),
      },
      responses: jsonResponse(
        z.object({ products: z.array(searchResultSchema), limit: z.number().int() }),
        "Matching products, best first",
      ),
    }),
    async (c) => {
      const { q, lang, limit } = c.req.valid("query");
      const cap = await searchLimit(services.siteSettings);
      const effective = Math.min(limit ?? cap, cap);
      const products = searchProducts(await catalogue.read(), q, lang, effective);
      return c.json({ products, limit: effective }, 200);
    },
  );

  router.openapi(
    apiRoute("public", {
      method: "get",
      path: "/{id}",
      summary: "One product",
      request: { params: idParam },
      responses: productResponse,
    }),
    async (c) => c.json({ product: await getProduct(catalogue, c.req.valid("param").id) }, 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/",
      summary: "Create a product",
      request: jsonBody(productInputSchema),
      responses: productResponse,
    }),
    async (c) => c.json({ product: await createProduct(db, catalogue, c.req.valid("json")) }, 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}",
      summary: "Change a product",
      request: { params: idParam, ...jsonBody(productInputSchema) },
      responses: productResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json({ product: await changeProduct(db, catalogue, id, c.req.valid("json")) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete a product",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      await removeProduct(db, catalogue, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
