// /api/articles: the blog, readable by everyone; archived articles and editing for admins.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/database.server.ts";
import { editorOf } from "../../http/access.server.ts";
import {
  apiRoute,
  cachedOnBody,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
  okResponse,
} from "../../http/api-route.server.ts";
import { inRequestTerms, type RequestFields } from "../../http/request-fields.server.ts";
import { unlessHeld } from "../caches/cached-on.ts";
import type { History } from "../history/revisions.server.ts";
import { articleDto } from "./article-dto.ts";
import type { ArticleChange } from "./article-model.ts";
import { type ArticleInput, articleInputSchema, articleSchema } from "./articles.schema.ts";
import type { Articles } from "./articles.server.ts";
import { changeArticle, createArticle, removeArticle } from "./articles.service.server.ts";

const listRequest = {
  body: { content: { "application/json": { schema: cachedOnBody } }, required: false },
};
const listResponse = jsonResponse(
  z.object({ articles: z.array(articleSchema).optional(), cachedOn: z.number() }),
  "Articles newest first, unless the client holds them already",
);
const articleResponse = jsonResponse(z.object({ article: articleSchema }), "The article");

export function articlesApi({
  db,
  articles,
  history,
}: {
  db: Db;
  articles: Articles;
  history: History;
}) {
  const router = createApiRouter();

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/",
      summary: "Published articles",
      request: listRequest,
      responses: listResponse,
    }),
    async (c) => {
      const [list, cachedOn] = await Promise.all([articles.published(), articles.stamp()]);
      return c.json(
        unlessHeld(cachedOn, c.req.valid("json") ?? null, () => ({
          articles: list.map(articleDto),
        })),
        200,
      );
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/archived",
      summary: "Archived articles",
      request: listRequest,
      responses: listResponse,
    }),
    async (c) => {
      const [list, cachedOn] = await Promise.all([articles.archived(), articles.stamp()]);
      return c.json(
        unlessHeld(cachedOn, c.req.valid("json") ?? null, () => ({
          articles: list.map(articleDto),
        })),
        200,
      );
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/create",
      summary: "Create an article",
      request: jsonBody(articleInputSchema),
      responses: articleResponse,
    }),
    async (c) => {
      const change = articleChange(c.req.valid("json"));
      const article = await inRequestTerms(articleFields, () =>
        createArticle(db, articles, change),
      );
      return c.json({ article: articleDto(article) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}",
      summary: "Change an article",
      request: { params: idParam, ...jsonBody(articleInputSchema) },
      responses: articleResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = articleChange(c.req.valid("json"));
      const article = await inRequestTerms(articleFields, () =>
        changeArticle(db, articles, history.by(editorOf(c.get("caller"))), id, change),
      );
      return c.json({ article: articleDto(article) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete an article",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      const revisions = history.by(editorOf(c.get("caller")));
      await removeArticle(db, articles, revisions, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}

function articleChange(input: ArticleInput): ArticleChange {
  return {
    slugs: input.urls,
    texts: input.translations,
    sortOrder: input.sort_order,
    archived: input.archived,
    publishedAt: input.publishedAt,
    pictureIds: input.Resources.map((picture) => picture.id),
  };
}

/**
 * The article services name addresses and pictures `slugs` and `pictureIds`; requests send
 * `urls` and `Resources`.
 */
const articleFields: RequestFields = [
  [/^slugs\.(\w+)$/, "body.urls.$1"],
  [/^pictureIds\.(\d+)$/, "body.Resources.$1.id"],
];
