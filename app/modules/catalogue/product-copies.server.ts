// Copying a product: a draft under the first free business key, with what a save keeps of it.
import type { Db } from "../../db/database.server.ts";
import { conflict, isDomainError, notFound } from "../../domain/errors.ts";
import { maxBusinessKeyLength } from "./catalogue.schema.ts";
import type { Catalogue } from "./catalogue.server.ts";
import type { CatalogueReadModel } from "./catalogue-read-model.server.ts";
import { createProduct } from "./products.service.server.ts";

/**
 * The first of "{bk}-COPY", "{bk}-COPY-2", "{bk}-COPY-3"… no product has, no longer than any
 * business key may be.
 */
function copyKey(model: CatalogueReadModel, bk: string): string {
  for (let number = 1; ; number++) {
    const suffix = number === 1 ? "-COPY" : `-COPY-${number}`;
    const candidate = `${bk.slice(0, maxBusinessKeyLength - suffix.length)}${suffix}`;
    if (!model.productByBk(candidate)) return candidate;
  }
}

/**
 * Copies a product as a draft under a free business key (`copyKey`): the same categories,
 * titles, pictures and attribute lines (those of the types its main category has, the ones a
 * save keeps), its product number being its own key. Answers the copy's id.
 */
export async function duplicateProduct(db: Db, catalogue: Catalogue, id: number) {
  const model = await catalogue.read();
  const original = model.product(id);
  if (!original) throw notFound(`Product ${id}`);
  const configured = new Set(model.mainCategoryOf(original)?.attributeSet.map((e) => e.typeId));
  try {
    return await createProduct(db, catalogue, {
      bk: copyKey(model, original.bk),
      active: false,
      categoryIds: original.categoryIds,
      pictureIds: original.pictureIds,
      lines: original.lines
        .filter((line) => configured.has(line.typeId))
        .sort((a, b) => a.sortOrder - b.sortOrder || a.index - b.index)
        .map((line) => ({ typeId: line.typeId, value: line.value, min: line.min, max: line.max })),
      titles: model.productTitles(original),
      availability: original.availability ?? null,
    });
  } catch (error) {
    // A value stored before its type changed (text in a type given a unit since, a value its
    // list no longer has): the product as stored stands in the way, not the request.
    if (!isDomainError(error) || error.kind !== "invalid") throw error;
    const reasons = error.errors?.map((field) => field.message).join("; ") || error.message;
    throw conflict(`${original.bk} cannot be copied until it is corrected: ${reasons}`);
  }
}
