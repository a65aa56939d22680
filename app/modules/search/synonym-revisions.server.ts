// Synonyms as a kind of item with a history (ADR 30), registered with the history by the
// composition root (ADR 43): a restore is the synonym's own save, under all its rules.
import { z } from "zod";
import type { Db } from "../../db/database.server.ts";
import { fromTrash, type RevisedKind, revisedKind } from "../history/revised-entities.server.ts";
import { locales } from "../i18n/locales.ts";
import { changeSynonym, restoreSynonym, synonymState } from "./synonyms.service.server.ts";

const synonymShape = z.object({
  lang: z.enum(locales).nullable(),
  terms: z.array(z.string()),
  target: z.string().nullable(),
});

export function synonymRevisedKind({ db }: { db: Db }): RevisedKind {
  return {
    ...revisedKind({
      entity: "synonym",
      shape: synonymShape,
      current: (id) => synonymState(db, id),
      save: (revisions, id, state) => changeSynonym(db, revisions, id, state),
    }),
    restoreFromTrash: fromTrash({
      what: "This synonym",
      shape: synonymShape,
      restore: (id, state) => restoreSynonym(db, id, state),
    }),
  };
}
