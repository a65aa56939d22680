// Categories, products and articles point to pictures by id: a write naming a picture that
// does not exist is refused with the field named, not left to the foreign key to fail.
import type { Db } from "../../db/database.server.ts";
import { invalid } from "../../domain/errors.ts";
import { existingPictureIds } from "../pictures/pictures.server.ts";

/** Refuses the first picture id that names no picture, as the field `pictureIds.{index}`. */
export async function assertPicturesExist(db: Db, pictureIds: readonly number[]) {
  if (pictureIds.length === 0) return;
  const found = await existingPictureIds(db, pictureIds);
  const index = pictureIds.findIndex((id) => !found.has(id));
  if (index >= 0) {
    const message = `Picture ${pictureIds[index]} does not exist`;
    throw invalid(message, [{ path: `pictureIds.${index}`, message }]);
  }
}

/** The pictures of a list that still exist, in its order: what a restored item can point to. */
export async function existingPictures(db: Db, pictureIds: readonly number[]) {
  if (pictureIds.length === 0) return [];
  const found = await existingPictureIds(db, pictureIds);
  return pictureIds.filter((id) => found.has(id));
}
