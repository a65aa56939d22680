// /api/translations: translation keys with their texts, and their editing.
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
import {
  keyCode,
  translationInputSchema,
  translationKeyInputSchema,
  translationKeySchema,
  translationKeyUpdateSchema,
  translationSchema,
  translationUpdateSchema,
} from "./translations.schema.ts";
import {
  changeTranslation,
  changeTranslationKey,
  createTranslation,
  createTranslationKey,
  getTranslationKeys,
  removeTranslation,
  removeTranslationKey,
  setTranslation,
} from "./translations.service.server.ts";

const keyResponse = jsonResponse(z.object({ translationKey: translationKeySchema }), "The key");
const translationResponse = jsonResponse(z.object({ translation: translationSchema }), "The text");

const keysListBody = z
  .object({
    cachedOn: z.number().nullable().optional(),
    prefix: z.string().max(100).optional(),
  })
  .nullable()
  .optional();

export function translationsApi(services: { db: Db }) {
  const { db } = services;
  const router = createApiRouter();

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/keys",
      summary: "Every translation key with its texts (or those starting with `prefix`)",
      request: {
        body: { content: { "application/json": { schema: keysListBody } }, required: false },
      },
      responses: jsonResponse(
        z.object({
          translationKeys: z.array(translationKeySchema).optional(),
          cachedOn: z.number(),
        }),
        "Keys, unless the client holds them already",
      ),
    }),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(await getTranslationKeys(db, body?.cachedOn ?? null, body?.prefix), 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/keys/create",
      summary: "Create a translation key, with texts if given",
      request: jsonBody(translationKeyInputSchema),
      responses: keyResponse,
    }),
    async (c) =>
      c.json({ translationKey: await createTranslationKey(db, c.req.valid("json")) }, 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/keys/{id}",
      summary: "Rename a key, change whether it holds rich text, and set its texts at once",
      request: { params: idParam, ...jsonBody(translationKeyUpdateSchema) },
      responses: keyResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(
        { translationKey: await changeTranslationKey(db, id, c.req.valid("json")) },
        200,
      );
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/keys/{id}",
      summary: "Delete a key and its texts",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      await removeTranslationKey(db, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  const setRoute = (path: "/set" | "/set/") =>
    apiRoute("admin", {
      method: "post",
      path,
      summary: "Set the text of a key in a language (the key is created if needed)",
      request: jsonBody(
        z.object({
          key_code: keyCode,
          lang_code: translationInputSchema.shape.lang_code,
          t_text: translationInputSchema.shape.t_text,
        }),
      ),
      responses: translationResponse,
    });
  for (const path of ["/set/", "/set"] as const) {
    router.openapi(setRoute(path), async (c) =>
      c.json({ translation: await setTranslation(db, c.req.valid("json")) }, 200),
    );
  }

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/",
      summary: "Add the text of a key in a language",
      request: jsonBody(translationInputSchema),
      responses: translationResponse,
    }),
    async (c) => c.json({ translation: await createTranslation(db, c.req.valid("json")) }, 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}",
      summary: "Change a text",
      request: { params: idParam, ...jsonBody(translationUpdateSchema) },
      responses: translationResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json({ translation: await changeTranslation(db, id, c.req.valid("json")) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete a text",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      await removeTranslation(db, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
