// /api/synonyms: the search's synonym groups and replacements, for administrators.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/database.server.ts";
import { editorOf } from "../../http/access.server.ts";
import {
  apiRoute,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
  okResponse,
} from "../../http/api-route.server.ts";
import { inRequestTerms, type RequestFields } from "../../http/request-fields.server.ts";
import type { History } from "../history/revisions.server.ts";
import { synonymDto, synonymInputSchema, synonymSchema } from "./synonyms.schema.ts";
import type { Synonyms } from "./synonyms.server.ts";
import { changeSynonym, createSynonym, removeSynonym } from "./synonyms.service.server.ts";

const synonymResponse = jsonResponse(z.object({ synonym: synonymSchema }), "The synonym");

/** The service names the fields as the request sends them; they are in its body. */
const sentFields: RequestFields = [];

const rules = [
  "A group (`target` null) needs two terms or more, all meaning the same; a replacement's terms also search its `target`, not the other way.",
  "Terms are compared as the search compares words, whatever their case, accents or punctuation: one written twice is kept as written and searched once; a term another synonym of the same language holds already, one for every language counting in each, is refused (409 naming it).",
].join("\n\n");

export function synonymsApi({
  db,
  synonyms,
  history,
}: {
  db: Db;
  synonyms: Synonyms;
  history: History;
}) {
  const router = createApiRouter();

  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/",
      summary: "Every synonym of the search",
      responses: jsonResponse(
        z.object({ synonyms: z.array(synonymSchema), cachedOn: z.number() }),
        "The synonyms, in the order they were added",
      ),
    }),
    async (c) => {
      const { synonyms: list, cachedOn } = await synonyms.list();
      return c.json({ synonyms: list.map(synonymDto), cachedOn }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/",
      summary: "Add a synonym group or replacement",
      description: rules,
      request: jsonBody(synonymInputSchema),
      responses: synonymResponse,
    }),
    async (c) => {
      const change = c.req.valid("json");
      const synonym = await inRequestTerms(sentFields, () => createSynonym(db, change));
      return c.json({ synonym: synonymDto(synonym) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}",
      summary: "Change a synonym",
      description: rules,
      request: { params: idParam, ...jsonBody(synonymInputSchema) },
      responses: synonymResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = c.req.valid("json");
      const synonym = await inRequestTerms(sentFields, () =>
        changeSynonym(db, history.by(editorOf(c.get("caller"))), id, change),
      );
      return c.json({ synonym: synonymDto(synonym) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete a synonym",
      description: "It goes to the trash, from which it can be restored.",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await removeSynonym(db, history.by(editorOf(c.get("caller"))), id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
