// Where pictures are in use: shown by a product, category or article, or named by their address
// in a text or a setting (rich text may show any picture). A picture in use is not deleted.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import {
  findLinkedPictureIds,
  listTextsAndSettingsNamingPictures,
} from "./picture.repository.server.ts";

const pictureAddress = /\/api\/resources\/(?:img|thumbs)\/(\d+)/g;

/** The ids of the pictures whose address a text or setting holds (rich text may show any). */
export function picturesNamedIn(value: string): number[] {
  return [...value.matchAll(pictureAddress)].map((match) => Number(match[1]));
}

/**
 * Where texts and settings show pictures by their address: per picture id, the texts' keys
 * and the settings' codes, each with its record's id.
 */
export async function pictureMentions(db: Kysely<Database>) {
  const { texts, settings } = await listTextsAndSettingsNamingPictures(db);
  const mentions = new Map<number, { kind: "text" | "setting"; id: number; name: string }[]>();
  const add = (value: string, mention: { kind: "text" | "setting"; id: number; name: string }) => {
    for (const pictureId of new Set(picturesNamedIn(value))) {
      const list = mentions.get(pictureId) ?? [];
      // A key's three languages name one use.
      if (!list.some((known) => known.kind === mention.kind && known.id === mention.id)) {
        list.push(mention);
      }
      mentions.set(pictureId, list);
    }
  };
  for (const text of texts) add(text.value, { kind: "text", id: text.id, name: text.keyCode });
  for (const setting of settings) {
    add(setting.value, { kind: "setting", id: setting.id, name: setting.keyCode });
  }
  return mentions;
}

/**
 * Which of these pictures are in use: shown by a product, category or article, or named by
 * address in a text or setting.
 */
export async function usedPictureIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Set<number>> {
  const [linked, mentions] = await Promise.all([
    findLinkedPictureIds(db, ids),
    pictureMentions(db),
  ]);
  return new Set(ids.filter((id) => linked.has(id) || mentions.has(id)));
}
