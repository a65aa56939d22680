// Every picture as the back office's pictures screen lists it: newest first, with its alt texts
// per language and the texts and settings that name its address (`named`). What shows a picture as one
// of its own (a product, a category, an article) lies above this module: the screen's page
// data adds it.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { listPictureAlts, listPicturesNewestFirst } from "./picture.repository.server.ts";
import { pictureMentions } from "./picture-uses.server.ts";

export type PictureUse = {
  kind: "product" | "category" | "article" | "text" | "setting";
  id: number;
  name: string;
};

export async function pictureList(db: Kysely<Database>) {
  const [pictures, mentions, altRows] = await Promise.all([
    listPicturesNewestFirst(db),
    pictureMentions(db),
    listPictureAlts(db),
  ]);
  const alts = new Map<number, Record<Locale, string>>();
  for (const row of altRows) {
    const alt = alts.get(row.resourceId) ?? { en: "", fr: "", nl: "" };
    if ((locales as readonly string[]).includes(row.langCode)) {
      alt[row.langCode as Locale] = row.altText;
    }
    alts.set(row.resourceId, alt);
  }
  return pictures.map((picture) => {
    const named: readonly PictureUse[] = mentions.get(picture.id) ?? [];
    return { ...picture, alt: alts.get(picture.id) ?? { en: "", fr: "", nl: "" }, named };
  });
}
