// Categories, products and articles point to pictures by id: a write naming a picture that
// does not exist is refused with the field named, not left to the foreign key to fail.
import type { Db } from "../../db/database.server.ts";
import { invalid } from "../../domain/errors.ts";
import { findExistingResourceIds } from "../media/resource.repository.server.ts";

export async function assertPicturesExist(db: Db, resources: readonly { id: number }[]) {
  if (resources.length === 0) return;
  const ids = [...new Set(resources.map((resource) => resource.id))];
  const found = new Set(await findExistingResourceIds(db, ids));
  const index = resources.findIndex((resource) => !found.has(resource.id));
  if (index >= 0) {
    const message = `Picture ${resources[index]?.id} does not exist`;
    throw invalid(message, [{ path: `body.Resources.${index}.id`, message }]);
  }
}
