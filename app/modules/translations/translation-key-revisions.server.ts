// Translation keys as a kind of item with a history (ADR 30), registered with the history by
// the composition root (ADR 43): a restore is the key's own save, under all its rules.
import { z } from "zod";
import type { Db } from "../../db/database.server.ts";
import { fromTrash, type RevisedKind, revisedKind } from "../history/revised-entities.server.ts";
import { locales } from "../i18n/locales.ts";
import { localizedShape } from "../i18n/localized-shape.ts";
import type { TextSets } from "../i18n/text-data-sets.server.ts";
import {
  changeTranslationKey,
  restoreTranslationKey,
  translationKeyState,
} from "./translations.service.server.ts";

const translationKeyShape = z.object({
  key: z.string(),
  richText: z.boolean(),
  texts: localizedShape(z.string()),
});

export function translationKeyRevisedKind({
  db,
  textSets,
}: {
  db: Db;
  textSets: TextSets;
}): RevisedKind {
  return {
    ...revisedKind({
      entity: "translation-key",
      shape: translationKeyShape,
      current: (id) => translationKeyState(db, id),
      save: (revisions, id, state) =>
        changeTranslationKey(db, textSets, revisions, id, {
          key: state.key,
          richText: state.richText,
          // An empty text removes that language's text, as it was then.
          texts: locales.map((locale) => ({ locale, text: state.texts[locale] })),
        }),
    }),
    restoreFromTrash: fromTrash({
      what: "This translation key",
      shape: translationKeyShape,
      restore: (id, state) => restoreTranslationKey(db, textSets, id, state),
    }),
  };
}
