// Many products changed at once, from the back office's product list: a category set, an
// attribute value or an availability set, published, made drafts or deleted. Every product named is checked
// before anything is written, by the rules a product's own save follows
// (products.service.server.ts), and written in one transaction: all of them change, or none.
// Each one changed gets a new last change (`updated_at`); the stamps move as a single write's
// do, so the read model and the stored pages follow. Each product changed stores the state it
// replaced as a revision, and each one deleted goes to the trash, in the same transaction, as
// its own save or deletion does (ADR 30).
//
// Setting a category: a product's form has one category, so the category chosen becomes each
// product's only category, as choosing it in the form and saving would make it. Its attribute
// lines are kept, values and all, for the types the new category has (in that category's
// order); lines of the types it does not have are removed, since a product has lines only of
// its main category's types (a save of the product would refuse them). The product number
// follows the category: its business key when the category has the type, none otherwise.
import { batches, idsPerStatement } from "../../db/batches.ts";
import type { Db } from "../../db/database.server.ts";
import { type FieldError, invalid } from "../../domain/errors.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import { deleteTranslationKeys } from "../i18n/stored-translations.server.ts";
import type { Availability } from "./availability.ts";
import type { Catalogue } from "./catalogue.server.ts";
import type { Category, Product } from "./catalogue-model.ts";
import { productNumberAttributeCode } from "./catalogue-model.ts";
import type { CatalogueReadModel } from "./catalogue-read-model.server.ts";
import { contentKeys } from "./content-keys.ts";
import { isNumericAttribute, notANumber, storedNumber } from "./numeric-attributes.ts";
import {
  deleteProductLinesExcept,
  deleteProductLinesOfType,
  deleteProducts,
  insertProductLines,
  setProductLinesSortOrder,
  setProductsCategory,
  touchProducts,
} from "./product.repository.server.ts";
import {
  attributeName,
  type ProductStatePart,
  productStates,
  productStatesAfter,
} from "./products.service.server.ts";

export type ProductBulkAction =
  | { kind: "setCategory"; categoryId: number }
  | { kind: "setAttribute"; typeId: number; value: string }
  | { kind: "setAvailability"; availability: Availability | null }
  | { kind: "publish" }
  | { kind: "unpublish" }
  | { kind: "delete" };

/** At most this many field errors are listed for ids the catalogue does not have. */
const listedUnknownIds = 100;

/** "A, B, C and 4 more": a refusal names what it is about without growing without end. */
function someOf(names: readonly (string | number)[], shown = 10): string {
  const listed = names.slice(0, shown).join(", ");
  return names.length > shown ? `${listed} and ${names.length - shown} more` : listed;
}

/** The products named, each once, in the order named; refuses any id of no product. */
function productsNamed(model: CatalogueReadModel, ids: readonly number[]): Product[] {
  const products = new Map<number, Product>();
  const unknown: { id: number; index: number }[] = [];
  ids.forEach((id, index) => {
    const product = model.product(id);
    if (product) products.set(id, product);
    else unknown.push({ id, index });
  });
  if (unknown.length > 0) {
    const errors: FieldError[] = unknown.slice(0, listedUnknownIds).map(({ id, index }) => ({
      path: `ids.${index}`,
      message: `Product ${id} does not exist`,
    }));
    const message =
      unknown.length === 1
        ? `Product ${unknown[0]?.id} does not exist`
        : `Products ${someOf(unknown.map(({ id }) => id))} do not exist`;
    throw invalid(message, errors);
  }
  return [...products.values()];
}

function categoryNamed(model: CatalogueReadModel, categoryId: number): Category {
  const category = model.category(categoryId);
  if (!category) {
    const message = `Category ${categoryId} does not exist`;
    throw invalid(message, [{ path: "action.categoryId", message }]);
  }
  return category;
}

/**
 * The line each product gets for `setAttribute`, checked as a product's save checks a line:
 * the type exists and is on the product's main category, a list type takes one of its values,
 * a numeric type a number (stored as the product's save stores it).
 * The product number is the business key, never set this way.
 */
function attributeLinesToSet(
  model: CatalogueReadModel,
  products: readonly Product[],
  typeId: number,
  value: string,
) {
  const type = model.attributeType(typeId);
  const refuse = (path: string, message: string) => invalid(message, [{ path, message }]);
  if (!type) throw refuse("action.typeId", `Attribute type ${typeId} does not exist`);
  if (type.code === productNumberAttributeCode) {
    throw refuse(
      "action.typeId",
      "The product number is the business key: it is set by changing the business key",
    );
  }
  if (type.values.length > 0 && !type.values.some((known) => known.value === value)) {
    throw refuse("action.value", `"${value}" is not one of the values of ${type.code}`);
  }
  const stored = isNumericAttribute(type) ? storedNumber(value) : value;
  if (stored === undefined) throw refuse("action.value", notANumber(attributeName(model, type)));
  const notConfigured: string[] = [];
  const lines = products.flatMap((product) => {
    const config = model
      .mainCategoryOf(product)
      ?.attributeSet.find((entry) => entry.typeId === type.id);
    if (!config) {
      notConfigured.push(product.bk);
      return [];
    }
    return [
      {
        productId: product.id,
        attributeTypeId: type.id,
        index: 1,
        sortOrder: config.sortOrder,
        attributeValue: stored,
        minValue: null,
        maxValue: null,
      },
    ];
  });
  if (notConfigured.length > 0) {
    throw refuse(
      "action.typeId",
      `Attribute ${type.code} is not configured on the category of ${someOf(notConfigured)}`,
    );
  }
  return { type, lines };
}

/**
 * Runs a bulk write that changes the products' rows and `parts` of their states at most, in one
 * transaction, storing each product's state before it as a revision, as its own save would
 * (ADR 30): states read in batches, not product by product, and after the write only what it
 * changed.
 */
async function changingProducts(
  db: Db,
  revisions: RevisionRecorder,
  ids: readonly number[],
  parts: readonly ProductStatePart[],
  write: (trx: Db) => Promise<void>,
) {
  await db.transaction().execute(async (trx) => {
    const before = await productStates(trx, ids);
    await write(trx);
    const after = await productStatesAfter(trx, before, parts);
    await revisions.recordMany(
      trx,
      "product",
      ids.map((id) => ({ id, before: before.get(id), after: after.get(id) })),
    );
  });
}

/** Applies one action to every product named, all or nothing; answers how many changed. */
export async function changeProductsInBulk(
  db: Db,
  catalogue: Catalogue,
  revisions: RevisionRecorder,
  ids: readonly number[],
  action: ProductBulkAction,
): Promise<number> {
  const model = await catalogue.read();
  const products = productsNamed(model, ids);
  const productIds = products.map((product) => product.id);

  switch (action.kind) {
    case "publish":
    case "unpublish":
      await changingProducts(db, revisions, productIds, [], async (trx) => {
        await touchProducts(trx, productIds, { active: action.kind === "publish" });
        await bumpStamp(trx, "products");
      });
      break;

    case "setAvailability":
      await changingProducts(db, revisions, productIds, [], async (trx) => {
        await touchProducts(trx, productIds, { availability: action.availability });
        await bumpStamp(trx, "products");
      });
      break;

    case "setAttribute": {
      const { type, lines } = attributeLinesToSet(model, products, action.typeId, action.value);
      await changingProducts(db, revisions, productIds, ["lines"], async (trx) => {
        await deleteProductLinesOfType(trx, productIds, type.id);
        await insertProductLines(trx, lines);
        await touchProducts(trx, productIds);
        await bumpStamp(trx, "products");
      });
      break;
    }

    case "setCategory": {
      const category = categoryNamed(model, action.categoryId);
      const numberType = model.attributeTypes.find(
        (type) => type.code === productNumberAttributeCode,
      );
      const kept = category.attributeSet.filter((entry) => entry.typeId !== numberType?.id);
      const numberConfig = category.attributeSet.find((entry) => entry.typeId === numberType?.id);
      await changingProducts(db, revisions, productIds, ["categoryIds", "lines"], async (trx) => {
        await setProductsCategory(trx, productIds, category.id);
        await deleteProductLinesExcept(
          trx,
          productIds,
          kept.map((entry) => entry.typeId),
        );
        for (const entry of kept) {
          await setProductLinesSortOrder(trx, productIds, entry.typeId, entry.sortOrder);
        }
        if (numberConfig) {
          await insertProductLines(
            trx,
            products.map((product) => ({
              productId: product.id,
              attributeTypeId: numberConfig.typeId,
              index: 1,
              sortOrder: numberConfig.sortOrder,
              attributeValue: product.bk,
              minValue: null,
              maxValue: null,
            })),
          );
        }
        await touchProducts(trx, productIds);
        await bumpStamp(trx, "products");
      });
      break;
    }

    case "delete":
      // Each product deleted goes to the trash, whole, as its own deletion puts it there.
      await db.transaction().execute(async (trx) => {
        const states = await productStates(trx, productIds);
        await revisions.trashMany(
          trx,
          "product",
          [...states].map(([id, state]) => ({ id, label: state.bk, state })),
        );
        await deleteProducts(trx, productIds);
        const titleKeys = products.map((product) => contentKeys.productTitle(product.bk));
        for (const batch of batches(titleKeys, idsPerStatement)) {
          await deleteTranslationKeys(trx, batch);
        }
        await bumpStamp(trx, "products");
        await bumpStamp(trx, "catalogue-texts");
      });
      break;
  }
  return products.length;
}
