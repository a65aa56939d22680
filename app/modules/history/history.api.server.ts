// /api/revisions (ADR 30): the revisions of an item an administrator edits, one revision with
// its differences from the item as it is now, and restoring one, which is a save like any other
// (so it is itself undone by restoring the revision it made). Admins only.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/database.server.ts";
import { notFound } from "../../domain/errors.ts";
import { editorOf } from "../../http/access.server.ts";
import { apiRoute, createApiRouter, idParam, jsonResponse } from "../../http/api-route.server.ts";
import { notAnIdMessage, recordIdFrom, recordIdPattern } from "../../http/record-id.ts";
import { type RevisedEntityName, revisedEntities } from "./history-model.ts";
import { findRevision } from "./revision.repository.server.ts";
import { revisionSummaries, revisionSummary } from "./revision-summaries.server.ts";
import { differences, type History } from "./revisions.server.ts";

const entityName = z
  .enum(revisedEntities, `entity must be one of ${revisedEntities.join(", ")}`)
  .openapi({ description: "The kind of item" });

const itemId = z
  .string()
  .transform((text, ctx) => {
    const id = recordIdFrom(text);
    if (id !== undefined) return id;
    ctx.addIssue({ code: "custom", message: `id: ${notAnIdMessage}` });
    return z.NEVER;
  })
  .openapi({ description: "The item's id", pattern: recordIdPattern, example: "1" });

const revisionSummarySchema = z.object({
  id: z.number().int(),
  entity: entityName,
  entity_id: z.number().int(),
  saved_at: z.string().openapi({ description: "When the save this revision precedes was made" }),
  editor: z
    .string()
    .nullable()
    .openapi({ description: "Who made that save (their address then); null for the shop's own" }),
  changed: z.array(z.string()).openapi({ description: "The fields that save changed" }),
});

const revisionSchema = revisionSummarySchema.extend({
  state: z.unknown().openapi({ description: "The item's state before that save" }),
});

const differenceSchema = z.object({
  field: z.string().openapi({ description: "A field's path, e.g. texts.fr" }),
  revision: z.string().nullable(),
  current: z.string().nullable(),
});

export function historyApi(services: { db: Db; history: History }) {
  const router = createApiRouter();

  function revisedEntity(entity: RevisedEntityName) {
    const kind = services.history.kinds.revised(entity);
    if (!kind) throw notFound(`The history of a ${entity}`);
    return kind;
  }

  async function revisionOf(id: number) {
    const row = await findRevision(services.db, id);
    const entity = row && revisedEntities.find((name) => name === row.entity);
    if (!row || !entity) throw notFound(`Revision ${id}`);
    return { row, entity };
  }

  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/",
      summary: "An item's revisions, newest first, and its state now",
      request: { query: z.object({ entity: entityName, id: itemId }) },
      responses: jsonResponse(
        z.object({ revisions: z.array(revisionSummarySchema), current: z.unknown() }),
        "The revisions",
      ),
    }),
    async (c) => {
      const { entity, id } = c.req.valid("query");
      const current = await revisedEntity(entity).current(id);
      const revisions = await revisionSummaries(services.db, entity, id);
      if (current === undefined && revisions.length === 0) throw notFound(`${entity} ${id}`);
      return c.json({ revisions, current: current ?? null }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/{id}",
      summary: "One revision, with the fields where it differs from the item now",
      request: { params: idParam },
      responses: jsonResponse(
        z.object({
          revision: revisionSchema,
          current: z.unknown(),
          differences: z.array(differenceSchema),
        }),
        "The revision",
      ),
    }),
    async (c) => {
      const { row, entity } = await revisionOf(c.req.valid("param").id);
      const current = (await revisedEntity(entity).current(row.entityId)) ?? null;
      return c.json(
        {
          revision: { ...revisionSummary(row), state: row.state },
          current,
          differences: differences(row.state, current).map((difference) => ({
            field: difference.field,
            revision: difference.before,
            current: difference.after,
          })),
        },
        200,
      );
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/{id}/restore",
      summary: "Make a revision's state the item's state",
      description:
        "A save like any other: the item's rules apply (a refusal changes nothing), and the state it replaces becomes a new revision, so the restore can be undone.",
      request: { params: idParam },
      responses: jsonResponse(z.object({ current: z.unknown() }), "The item's state now"),
    }),
    async (c) => {
      const { row, entity } = await revisionOf(c.req.valid("param").id);
      const revised = revisedEntity(entity);
      if ((await revised.current(row.entityId)) === undefined) {
        throw notFound(`${entity} ${row.entityId}`);
      }
      await revised.restore(
        services.history.by(editorOf(c.get("caller"))),
        row.entityId,
        row.state,
      );
      return c.json({ current: (await revised.current(row.entityId)) ?? null }, 200);
    },
  );

  return router;
}
