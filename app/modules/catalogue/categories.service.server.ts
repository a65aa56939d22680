// Changing the category tree. Rules: one root ("all"); every other category has a parent; at
// most ten levels; a category cannot move under itself; slugs unique per language; a category
// with subcategories, or that is the main category of products, cannot be deleted. A slug a
// category loses stays its address, retired: a page asked there moves to the current one.
// A change stores the category's state before it as a revision, in its transaction; a deleted
// category goes to the trash, from which it comes back under its old id (ADR 30).
// Reading the tree is the read model's (catalogue-read-model.server.ts).
import type { Db } from "../../db/database.server.ts";
import { conflict, invalid, notFound } from "../../domain/errors.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { sanitizeRichText } from "../i18n/rich-text.server.ts";
import {
  deleteTranslationKeysStartingWith,
  listTextsOfKeyCodes,
  saveTranslations,
  type TranslationEntry,
} from "../i18n/stored-translations.server.ts";
import { forgetRetiredAddresses, recordAddressChanges } from "../seo/retired-addresses.server.ts";
import type { Catalogue } from "./catalogue.server.ts";
import type { Category, CategoryChange } from "./catalogue-model.ts";
import { type CatalogueReadModel, maxCategoryLevel } from "./catalogue-read-model.server.ts";
import {
  addCategoryToProducts,
  countProductsWithMainCategory,
  deleteCategory as deleteCategoryRow,
  findCategoriesWithParts,
  findCategoryByBk,
  findSlugOwner,
  insertCategory,
  listProductIdsOfCategory,
  replaceCategoryAttributeTypes,
  replaceCategoryPictures,
  replaceCategorySlugs,
  setCategoryLevel,
  updateCategory as updateCategoryRow,
} from "./category.repository.server.ts";
import { contentKeys } from "./content-keys.ts";
import { assertPicturesExist, existingPictures } from "./picture-links.server.ts";

function contentEntries(id: number, input: CategoryChange): TranslationEntry[] {
  const entries: TranslationEntry[] = [];
  for (const locale of locales) {
    const content = input.texts?.[locale];
    if (!content) continue;
    if (content.title !== undefined) {
      entries.push({
        keyCode: contentKeys.categoryTitle(id),
        langCode: locale,
        tText: content.title.trim(),
      });
    }
    if (content.body !== undefined) {
      entries.push({
        keyCode: contentKeys.categoryBody(id),
        langCode: locale,
        tText: sanitizeRichText(content.body),
      });
    }
    if (content.extra !== undefined) {
      entries.push({
        keyCode: contentKeys.categoryExtra(id),
        langCode: locale,
        tText: sanitizeRichText(content.extra),
      });
    }
  }
  return entries;
}

const richKeys = (id: number) =>
  new Set([contentKeys.categoryBody(id), contentKeys.categoryExtra(id)]);

async function validateCategory(
  db: Db,
  model: CatalogueReadModel,
  input: CategoryChange,
  id: number | undefined,
) {
  const existing = model.category(id);
  let level = 0;
  if (input.parentId === null) {
    if (!existing || existing.parentId !== null) {
      throw invalid("A parent category is required", [
        { path: "parentId", message: "A parent category is required" },
      ]);
    }
  } else {
    const parent = model.category(input.parentId);
    if (!parent) {
      throw invalid("The parent category does not exist", [
        { path: "parentId", message: `Category ${input.parentId} does not exist` },
      ]);
    }
    if (
      id !== undefined &&
      (parent.id === id || model.ancestorsOf(parent).some((a) => a.id === id))
    ) {
      throw invalid("A category cannot be moved under itself", [
        { path: "parentId", message: "A category cannot be moved under itself" },
      ]);
    }
    level = parent.level + 1;
    const subtreeDepth = existing ? depthBelow(model, existing) : 0;
    if (level + subtreeDepth > maxCategoryLevel) {
      throw invalid(`Categories go at most ${maxCategoryLevel} levels deep`, [
        {
          path: "parentId",
          message: `Categories go at most ${maxCategoryLevel} levels deep`,
        },
      ]);
    }
  }
  const sameBk = await findCategoryByBk(db, input.bk);
  if (sameBk && sameBk.id !== id) {
    throw conflict(`Business key "${input.bk}" is already used by another category`, [
      {
        path: "bk",
        message: `Business key "${input.bk}" is already used by another category`,
      },
    ]);
  }
  for (const locale of locales) {
    const owner = await findSlugOwner(db, locale, input.slugs[locale]);
    if (owner !== undefined && owner !== id) {
      const message = `The URL "${input.slugs[locale]}" is already used by another category in this language`;
      throw conflict(message, [{ path: `slugs.${locale}`, message }]);
    }
  }
  await assertPicturesExist(db, input.pictureIds);
  for (const [index, entry] of input.attributeSet.entries()) {
    if (!model.attributeType(entry.typeId)) {
      throw invalid("Unknown attribute type", [
        {
          path: `attributeSet.${index}.typeId`,
          message: `Attribute type ${entry.typeId} does not exist`,
        },
      ]);
    }
  }
  return level;
}

function depthBelow(model: CatalogueReadModel, category: Category): number {
  let deepest = 0;
  for (const childId of category.childIds) {
    const child = model.category(childId);
    if (child) deepest = Math.max(deepest, 1 + depthBelow(model, child));
  }
  return deepest;
}

async function writeCategoryParts(db: Db, id: number, input: CategoryChange) {
  const before = await replaceCategorySlugs(db, id, input.slugs);
  await recordAddressChanges(db, "category", [{ targetId: id, before, after: input.slugs }]);
  await replaceCategoryPictures(db, id, input.pictureIds);
  await replaceCategoryAttributeTypes(
    db,
    id,
    input.attributeSet.map((entry, index) => ({
      attributeTypeId: entry.typeId,
      sortOrder: entry.sortOrder ?? index,
    })),
  );
  await saveTranslations(db, contentEntries(id, input), { richTextKeys: richKeys(id) });
}

function columnsOf(input: CategoryChange, level: number) {
  return {
    parentId: input.parentId,
    bk: input.bk,
    level,
    sortOrder: input.sortOrder,
    active: input.active ? 1 : 0,
    showInTree: input.showInTree ? 1 : 0,
    hasOwnPage: input.hasOwnPage ? 1 : 0,
  };
}

/** The texts of a category in one language. */
type CategoryTexts = { title: string; body: string; extra: string };

/** A category as its revisions keep it: every field a save sets, its texts in every language. */
export type CategoryState = Omit<CategoryChange, "texts"> & {
  texts: Record<Locale, CategoryTexts>;
};

/**
 * The states of categories as stored, read in the caller's transaction, by id (an id of no
 * category is left out): a few statements per thousand categories.
 */
export async function categoryStates(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, CategoryState>> {
  const { categories, slugs, pictures, attributeSets } = await findCategoriesWithParts(db, ids);
  type Building = CategoryState & {
    slugs: Record<Locale, string>;
    pictureIds: number[];
    attributeSet: { typeId: number; sortOrder: number }[];
  };
  const states = new Map<number, Building>();
  const ofTextKey = new Map<string, { state: Building; field: keyof CategoryTexts }>();
  for (const row of categories) {
    const state: Building = {
      parentId: row.parentId,
      bk: row.bk,
      slugs: { en: "", fr: "", nl: "" },
      sortOrder: row.sortOrder,
      active: row.active === 1,
      showInTree: row.showInTree === 1,
      hasOwnPage: row.hasOwnPage === 1,
      texts: Object.fromEntries(
        locales.map((locale) => [locale, { title: "", body: "", extra: "" }]),
      ) as Record<Locale, CategoryTexts>,
      pictureIds: [],
      attributeSet: [],
    };
    states.set(row.id, state);
    ofTextKey.set(contentKeys.categoryTitle(row.id), { state, field: "title" });
    ofTextKey.set(contentKeys.categoryBody(row.id), { state, field: "body" });
    ofTextKey.set(contentKeys.categoryExtra(row.id), { state, field: "extra" });
  }
  for (const slug of slugs) {
    const state = states.get(slug.categoryId);
    const locale = locales.find((known) => known === slug.langCode);
    if (state && locale) state.slugs[locale] = slug.slug;
  }
  for (const text of await listTextsOfKeyCodes(db, [...ofTextKey.keys()])) {
    const at = ofTextKey.get(text.keyCode);
    const locale = locales.find((known) => known === text.langCode);
    if (at && locale) at.state.texts[locale][at.field] = text.tText;
  }
  for (const row of pictures) states.get(row.categoryId)?.pictureIds.push(row.resourceId);
  for (const entry of attributeSets) {
    states
      .get(entry.categoryId)
      ?.attributeSet.push({ typeId: entry.attributeTypeId, sortOrder: entry.sortOrder });
  }
  return states;
}

/** A category's state as stored, read in the caller's transaction. */
export async function categoryState(db: Db, id: number): Promise<CategoryState | undefined> {
  return (await categoryStates(db, [id])).get(id);
}

/** Creates a category; answers its id. */
export async function createCategory(db: Db, catalogue: Catalogue, input: CategoryChange) {
  const level = await validateCategory(db, await catalogue.read(), input, undefined);
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertCategory(trx, columnsOf(input, level));
    await writeCategoryParts(trx, id, input);
    await bumpStamp(trx, "categories");
    await bumpStamp(trx, "catalogue-texts");
    return id;
  });
  return id;
}

export async function changeCategory(
  db: Db,
  catalogue: Catalogue,
  revisions: RevisionRecorder,
  id: number,
  input: CategoryChange,
) {
  const model = await catalogue.read();
  const existing = model.category(id);
  if (!existing) throw notFound(`Category ${id}`);
  const level = await validateCategory(db, model, input, id);
  await db.transaction().execute(async (trx) => {
    const before = await categoryState(trx, id);
    await updateCategoryRow(trx, id, columnsOf(input, level));
    await writeCategoryParts(trx, id, input);
    if (level !== existing.level) {
      // Moving a category moves its whole subtree: every level below shifts with it.
      const shift = level - existing.level;
      const visit = async (category: Category) => {
        for (const childId of category.childIds) {
          const child = model.category(childId);
          if (!child) continue;
          await setCategoryLevel(trx, child.id, child.level + shift);
          await visit(child);
        }
      };
      await visit(existing);
    }
    const after = await categoryState(trx, id);
    await revisions.record(trx, { entity: "category", id, before, after });
    await bumpStamp(trx, "categories");
    await bumpStamp(trx, "catalogue-texts");
  });
}

/**
 * A deleted category as the trash keeps it: its state, and the products that listed it among
 * their categories (never as their main one: such a category is not deleted).
 */
export type TrashedCategory = CategoryState & { productIds: number[] };

/** Deletes a category; its state goes to the trash, from which it can be restored. */
export async function removeCategory(
  db: Db,
  catalogue: Catalogue,
  revisions: RevisionRecorder,
  id: number,
) {
  const category = (await catalogue.read()).category(id);
  if (!category) throw notFound(`Category ${id}`);
  if (category.parentId === null) throw invalid("The root category cannot be deleted");
  if (category.childIds.length > 0) {
    throw conflict("Move or delete its subcategories first");
  }
  const products = await countProductsWithMainCategory(db, id);
  if (products > 0) {
    throw conflict(`${products} products have this category as main category: move them first`);
  }
  await db.transaction().execute(async (trx) => {
    const state = await categoryState(trx, id);
    if (state) {
      const trashed: TrashedCategory = {
        ...state,
        productIds: await listProductIdsOfCategory(trx, id),
      };
      const label = state.texts.en.title || state.bk;
      await revisions.trash(trx, { entity: "category", id, label, state: trashed });
    }
    await deleteCategoryRow(trx, id);
    await forgetRetiredAddresses(trx, "category", id);
    // Its products lose it from their categories.
    await bumpStamp(trx, "products");
    await deleteTranslationKeysStartingWith(trx, contentKeys.categoryPrefix(id));
    await bumpStamp(trx, "categories");
    await bumpStamp(trx, "catalogue-texts");
  });
}

/** The texts a state holds, without the empty ones: a language without a text stays without. */
function textsHeld(texts: CategoryState["texts"]): CategoryChange["texts"] {
  return Object.fromEntries(
    locales.map((locale) => {
      const { title, body, extra } = texts[locale];
      return [
        locale,
        { title: title || undefined, body: body || undefined, extra: extra || undefined },
      ];
    }),
  );
}

/**
 * Brings a deleted category back from the trash under its old id, through a new category's
 * rules: its parent must still exist, its business key and URLs must be free. It comes back
 * with its texts, the pictures and attribute types that still exist, and in the categories of
 * the products that listed it and still exist, after their others.
 */
export async function restoreCategory(
  db: Db,
  catalogue: Catalogue,
  id: number,
  state: TrashedCategory,
) {
  const model = await catalogue.read();
  if (model.category(id)) throw conflict(`Category ${id} exists already`);
  if (state.parentId !== null && !model.category(state.parentId)) {
    const message = `Its parent category (${state.parentId}) no longer exists`;
    throw conflict(message, [{ path: "parentId", message }]);
  }
  const { productIds, ...category } = state;
  const restored: CategoryChange = {
    ...category,
    texts: textsHeld(state.texts),
    pictureIds: await existingPictures(db, state.pictureIds),
    attributeSet: state.attributeSet.filter((entry) => model.attributeType(entry.typeId)),
  };
  const level = await validateCategory(db, model, restored, undefined);
  await db.transaction().execute(async (trx) => {
    await insertCategory(trx, columnsOf(restored, level), id);
    await writeCategoryParts(trx, id, restored);
    await addCategoryToProducts(trx, id, productIds);
    await bumpStamp(trx, "products");
    await bumpStamp(trx, "categories");
    await bumpStamp(trx, "catalogue-texts");
  });
}
