// /api/resources: picture upload for admins, and the pictures themselves for everyone (the
// full image and the thumbnail, in the best format the browser accepts, cached for a year); for
// admins too, a picture's record with its alt texts per language, their change, and the
// deletion of pictures nothing uses.
import { z } from "@hono/zod-openapi";
import type { Config } from "../../config/config.server.ts";
import type { Db } from "../../db/database.server.ts";
import {
  apiRoute,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
  okResponse,
} from "../../http/api-route.server.ts";
import { notModifiedSince } from "../../http/conditional-request.ts";
import { fileUpload } from "../../http/file-upload.server.ts";
import { pictureStorage } from "./picture-storage.server.ts";
import { type PictureKind, pictureVariant } from "./picture-variants.server.ts";
import {
  deleteUnusedInputSchema,
  deleteUnusedResultSchema,
  pictureAltInputSchema,
  pictureRecordSchema,
} from "./pictures.schema.ts";
import {
  changePictureAlts,
  maxPictureBytes,
  pictureRecord,
  pictureTooLargeMessage,
  removePicture,
  removeUnusedPictures,
  storePicture,
} from "./pictures.service.server.ts";

/** A picture upload: its body, its limit, its reading. */
export const pictureUpload = fileUpload({
  what: "picture",
  maxFileBytes: maxPictureBytes,
  tooLargeMessage: pictureTooLargeMessage,
  description: `The picture in the field \`file\`: JPEG, PNG, WebP, AVIF or GIF, at most ${maxPictureBytes / 1024 / 1024} MB`,
});

const storedPictureSchema = z
  .object({
    id: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    mimeType: z.string(),
  })
  .meta({ id: "StoredPicture" });

const binary = { type: "string" as const, format: "binary" };

const pictureResponses = {
  200: {
    description: "The picture, in the format chosen from the Accept header",
    headers: {
      ETag: { schema: { type: "string" as const } },
      "Cache-Control": { schema: { type: "string" as const } },
      Vary: { schema: { type: "string" as const } },
    },
    content: {
      "image/avif": { schema: binary },
      "image/webp": { schema: binary },
      "image/jpeg": { schema: binary },
      "image/png": { schema: binary },
    },
  },
  304: { description: "Not modified: the ETag sent in If-None-Match is current" },
} as const;

export function picturesApi(services: { db: Db; config: Config }) {
  const { db, config } = services;
  const storage = pictureStorage(config, db);
  const router = createApiRouter();

  router.openapi(
    apiRoute(
      "admin",
      {
        method: "post",
        path: "/",
        summary: "Upload a picture; identical content answers the picture already stored",
        request: { body: pictureUpload.body },
        responses: jsonResponse(storedPictureSchema, "The stored picture"),
      },
      { bodyLimit: pictureUpload.bodyLimit },
    ),
    async (c) => {
      const file = await pictureUpload.read(c);
      const picture = await storePicture(db, storage, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        originalName: file.name,
      });
      const { id, width, height, mimeType } = picture;
      return c.json({ id, width, height, mimeType }, 200);
    },
  );

  const variantRoute = (kind: PictureKind, path: "/img/{id}" | "/thumbs/{id}", summary: string) =>
    router.openapi(
      apiRoute("public", {
        method: "get",
        path,
        summary,
        request: { params: idParam },
        responses: pictureResponses,
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const variant = await pictureVariant(db, storage, id, kind, c.req.header("accept") ?? "");
        // The picture behind an id never changes; only the format varies, with Accept.
        const headers = {
          ETag: variant.etag,
          "Cache-Control": "public, max-age=31536000, immutable",
          Vary: "Accept",
        };
        if (notModifiedSince(c.req.header("if-none-match"), variant.etag)) {
          return c.body(null, 304, headers);
        }
        return c.body(new Uint8Array(variant.bytes), 200, {
          ...headers,
          "Content-Type": variant.mimeType,
        });
      },
    );

  variantRoute("img", "/img/{id}", "A picture, at most 1600 pixels wide");
  variantRoute("thumb", "/thumbs/{id}", "A picture's thumbnail, at most 320 pixels wide");

  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/{id}",
      summary: "A picture's record: its file, its alt texts per language, whether it is used",
      request: { params: idParam },
      responses: jsonResponse(pictureRecordSchema, "The picture's record"),
    }),
    async (c) => c.json(await pictureRecord(db, c.req.valid("param").id), 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}/alt",
      summary:
        "Write a picture's alt texts, one per language (empty or left out: none, and pages say what they said without one)",
      request: { params: idParam, ...jsonBody(pictureAltInputSchema) },
      responses: jsonResponse(pictureRecordSchema, "The picture's record, with its new alt texts"),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { alt } = c.req.valid("json");
      return c.json(await changePictureAlts(db, id, alt), 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary:
        "Delete a picture with its files; refused (409) while a product, category, article, text or setting uses it",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      await removePicture(db, storage, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/deleteUnused",
      summary:
        "Delete the pictures named that nothing uses; those in use after all are kept and named",
      request: jsonBody(deleteUnusedInputSchema),
      responses: jsonResponse(deleteUnusedResultSchema, "How many went, and which were kept"),
    }),
    async (c) => {
      const { ids } = c.req.valid("json");
      return c.json(await removeUnusedPictures(db, storage, ids), 200);
    },
  );

  return router;
}
