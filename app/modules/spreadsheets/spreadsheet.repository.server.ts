// The SQL of a spreadsheet import: the same tables the catalogue's repositories write, in
// batches — a few statements per few hundred rows rather than a dozen per row — so that
// thousands of products are written in seconds on either database; and the translations
// sheet's read of every key with its texts. The products' attribute lines and the texts are
// written through the catalogue's records and the i18n's stored translations, which batch alike.
import type { Kysely } from "kysely";
import { batches } from "../../db/batches.ts";
import type { Database } from "../../db/schema.ts";

type Db = Kysely<Database>;

/** Creates products by business key; answers their ids. */
export async function insertProducts(trx: Db, bks: readonly string[]) {
  const now = new Date().toISOString();
  const ids = new Map<string, number>();
  for (const batch of batches(bks)) {
    const rows = await trx
      .insertInto("product")
      .values(batch.map((bk) => ({ bk, createdAt: now, updatedAt: now })))
      .returning(["id", "bk"])
      .execute();
    for (const row of rows) ids.set(row.bk, row.id);
  }
  return ids;
}

export async function touchProducts(trx: Db, ids: readonly number[]) {
  const now = new Date().toISOString();
  for (const batch of batches(ids)) {
    await trx.updateTable("product").set({ updatedAt: now }).where("id", "in", batch).execute();
  }
}

/** Sets the categories of products, the main one first. */
export async function replaceCategoriesOfProducts(
  trx: Db,
  products: readonly { productId: number; categoryIds: readonly number[] }[],
) {
  for (const batch of batches(products.map((product) => product.productId))) {
    await trx.deleteFrom("productCategory").where("productId", "in", batch).execute();
  }
  const rows = products.flatMap(({ productId, categoryIds }) =>
    [...new Set(categoryIds)].map((categoryId, sortOrder) => ({
      productId,
      categoryId,
      sortOrder,
    })),
  );
  for (const batch of batches(rows))
    await trx.insertInto("productCategory").values(batch).execute();
}

export async function replacePicturesOfProducts(
  trx: Db,
  products: readonly { productId: number; pictureIds: readonly number[] }[],
) {
  for (const batch of batches(products.map((product) => product.productId))) {
    await trx.deleteFrom("productResource").where("productId", "in", batch).execute();
  }
  const rows = products.flatMap(({ productId, pictureIds }) =>
    [...new Set(pictureIds)].map((resourceId, sortOrder) => ({
      productId,
      resourceId,
      sortOrder,
    })),
  );
  for (const batch of batches(rows))
    await trx.insertInto("productResource").values(batch).execute();
}

/** Every key with whether it holds rich text, and its texts. */
export async function listKeysAndTexts(trx: Db) {
  const [keys, texts] = await Promise.all([
    trx.selectFrom("translationKey").select(["id", "keyCode", "isRichText"]).execute(),
    trx.selectFrom("translation").select(["translationKeyId", "langCode", "tText"]).execute(),
  ]);
  return { keys, texts };
}

/**
 * Sets the slugs of categories: all removed first, so that categories may swap them. Answers
 * the slugs each had, per language.
 */
export async function replaceSlugsOfCategories(
  trx: Db,
  categories: readonly { categoryId: number; slugs: Readonly<Record<string, string>> }[],
) {
  const before = new Map<number, Record<string, string>>();
  for (const batch of batches(categories.map((category) => category.categoryId))) {
    const rows = await trx
      .selectFrom("categorySlug")
      .select(["categoryId", "langCode", "slug"])
      .where("categoryId", "in", batch)
      .execute();
    for (const row of rows) {
      before.set(row.categoryId, { ...before.get(row.categoryId), [row.langCode]: row.slug });
    }
    await trx.deleteFrom("categorySlug").where("categoryId", "in", batch).execute();
  }
  const rows = categories.flatMap(({ categoryId, slugs }) =>
    Object.entries(slugs).map(([langCode, slug]) => ({ categoryId, langCode, slug })),
  );
  for (const batch of batches(rows)) await trx.insertInto("categorySlug").values(batch).execute();
  return before;
}
