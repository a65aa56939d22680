// /api/trash (ADR 30): what administrators deleted, newest first; restoring an item brings it
// back under its old id with its links, through its kind's rules (a business key taken since
// is refused, nothing changes); deleting from the trash, or emptying it, is for good. Admins
// only.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/database.server.ts";
import { conflict, notFound } from "../../domain/errors.ts";
import {
  apiRoute,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
} from "../../http/api-route.server.ts";
import { trashedEntities } from "./history-model.ts";
import type { History } from "./revisions.server.ts";
import {
  deleteTrashItem,
  deleteTrashItemsBefore,
  findTrashItem,
} from "./trash.repository.server.ts";
import { trashItemSummaries, trashItemSummary } from "./trash-item-summaries.server.ts";

const trashItemSchema = z.object({
  id: z.number().int(),
  entity: z.enum(trashedEntities),
  entity_id: z.number().int().openapi({ description: "The id it had, and gets back" }),
  label: z.string(),
  deleted_at: z.string(),
  editor: z.string().nullable().openapi({ description: "Who deleted it (their address then)" }),
});

/** A restore or a deletion for good names the item, so that the audit log can. */
const doneWithItem = z.object({ ok: z.literal(true), item: trashItemSchema });

const dayMs = 24 * 60 * 60 * 1000;

export function trashApi(services: { db: Db; history: History }) {
  const router = createApiRouter();

  async function itemOf(id: number) {
    const item = await findTrashItem(services.db, id);
    if (!item || item.deletedAt < services.history.trashKeptSince()) {
      throw notFound(`Trash item ${id}`);
    }
    return item;
  }

  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/",
      summary: "What was deleted, newest first",
      responses: jsonResponse(z.object({ items: z.array(trashItemSchema) }), "The trash"),
    }),
    async (c) => {
      return c.json({ items: await trashItemSummaries(services.db, services.history) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/{id}/restore",
      summary: "Bring a deleted item back, under its old id and with its links",
      request: { params: idParam },
      responses: jsonResponse(doneWithItem, "Restored: the item as the trash held it"),
    }),
    async (c) => {
      const item = await itemOf(c.req.valid("param").id);
      const restore = services.history.kinds.restorable(item.entity);
      if (!restore) throw conflict(`A ${item.entity} cannot be restored`);
      await restore(item.entityId, item.state);
      await deleteTrashItem(services.db, item.id);
      return c.json({ ok: true as const, item: trashItemSummary(item) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete an item from the trash for good",
      request: { params: idParam },
      responses: jsonResponse(doneWithItem, "Deleted for good: the item as the trash held it"),
    }),
    async (c) => {
      const item = await itemOf(c.req.valid("param").id);
      await deleteTrashItem(services.db, item.id);
      return c.json({ ok: true as const, item: trashItemSummary(item) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/empty",
      summary: "Delete for good what was deleted more than `olderThanDays` days ago (all: 0)",
      request: jsonBody(
        z.object({
          olderThanDays: z
            .number("olderThanDays must be a whole number of days from 0 to 3650")
            .int("olderThanDays must be a whole number of days from 0 to 3650")
            .min(0, "olderThanDays must be a whole number of days from 0 to 3650")
            .max(3650, "olderThanDays must be a whole number of days from 0 to 3650")
            .default(0),
        }),
      ),
      responses: jsonResponse(z.object({ deleted: z.number().int() }), "How many were deleted"),
    }),
    async (c) => {
      const { olderThanDays } = c.req.valid("json");
      // A day is counted from now; "0 days" takes everything deleted until this moment.
      const before = new Date(Date.now() - olderThanDays * dayMs + 1).toISOString();
      return c.json({ deleted: await deleteTrashItemsBefore(services.db, before) }, 200);
    },
  );

  return router;
}
