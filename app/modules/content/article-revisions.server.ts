// Articles as a kind of item with a history (ADR 30), registered with the history by the
// composition root (ADR 43): a restore is the article's own save, under all its rules.
import { z } from "zod";
import type { Db } from "../../db/database.server.ts";
import { fromTrash, type RevisedKind, revisedKind } from "../history/revised-entities.server.ts";
import { localizedShape } from "../i18n/localized-shape.ts";
import type { Articles } from "./articles.server.ts";
import { articleState, changeArticle, restoreArticle } from "./articles.service.server.ts";

const articleShape = z.object({
  slugs: localizedShape(z.string()),
  texts: localizedShape(z.object({ title: z.string(), summary: z.string(), body: z.string() })),
  sortOrder: z.number(),
  archived: z.boolean(),
  publishedAt: z.string(),
  pictureIds: z.array(z.number()),
});

export function articleRevisedKind({ db, articles }: { db: Db; articles: Articles }): RevisedKind {
  return {
    ...revisedKind({
      entity: "article",
      shape: articleShape,
      current: (id) => articleState(db, id),
      save: (revisions, id, state) => changeArticle(db, articles, revisions, id, state),
    }),
    restoreFromTrash: fromTrash({
      what: "This article",
      shape: articleShape,
      restore: (id, state) => restoreArticle(db, articles, id, state),
    }),
  };
}
