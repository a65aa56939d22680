// Categories: reading the tree (full, flat, URLs, one category with what derives from the
// tree) and changing it. Rules: one root ("all"); every other category has a parent; at most
// ten levels; a category cannot move under itself; slugs unique per language; a category with
// subcategories, or that is the main category of products, cannot be deleted.
import type { Db } from "../../db/database.server.ts";
import { conflict, invalid, notFound } from "../../domain/errors.ts";
import { bumpStamp } from "../caches/data-version.repository.server.ts";
import { sanitizeRichText } from "../content/rich-text.server.ts";
import { locales } from "../i18n/locales.ts";
import {
  deleteTranslationKeysStartingWith,
  saveTranslations,
  type TranslationEntry,
} from "../i18n/translation.repository.server.ts";
import type { CategoryInput } from "./catalogue.schema.ts";
import type { Catalogue } from "./catalogue.server.ts";
import type { Category } from "./catalogue-model.ts";
import { type CatalogueReadModel, maxCategoryLevel } from "./catalogue-read-model.server.ts";
import {
  countProductsWithMainCategory,
  deleteCategory as deleteCategoryRow,
  findCategoryByBk,
  findSlugOwner,
  insertCategory,
  replaceCategoryAttributeTypes,
  replaceCategoryResources,
  replaceCategorySlugs,
  setCategoryLevel,
  updateCategory as updateCategoryRow,
} from "./category.repository.server.ts";
import { contentKeys } from "./content-keys.ts";
import { assertPicturesExist } from "./picture-links.server.ts";

function contentEntries(id: number, input: CategoryInput): TranslationEntry[] {
  const entries: TranslationEntry[] = [];
  for (const locale of locales) {
    const content = input.translations?.[locale];
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
  input: CategoryInput,
  id: number | undefined,
) {
  const existing = model.category(id);
  let level = 0;
  if (input.parent_id === null) {
    if (!existing || existing.parentId !== null) {
      throw invalid("A parent category is required", [
        { path: "body.parent_id", message: "A parent category is required" },
      ]);
    }
  } else {
    const parent = model.category(input.parent_id);
    if (!parent) {
      throw invalid("The parent category does not exist", [
        { path: "body.parent_id", message: `Category ${input.parent_id} does not exist` },
      ]);
    }
    if (
      id !== undefined &&
      (parent.id === id || model.ancestorsOf(parent).some((a) => a.id === id))
    ) {
      throw invalid("A category cannot be moved under itself", [
        { path: "body.parent_id", message: "A category cannot be moved under itself" },
      ]);
    }
    level = parent.level + 1;
    const subtreeDepth = existing ? depthBelow(model, existing) : 0;
    if (level + subtreeDepth > maxCategoryLevel) {
      throw invalid(`Categories go at most ${maxCategoryLevel} levels deep`, [
        {
          path: "body.parent_id",
          message: `Categories go at most ${maxCategoryLevel} levels deep`,
        },
      ]);
    }
  }
  const sameBk = await findCategoryByBk(db, input.bk);
  if (sameBk && sameBk.id !== id) {
    throw conflict(`Business key "${input.bk}" is already used by another category`, [
      {
        path: "body.bk",
        message: `Business key "${input.bk}" is already used by another category`,
      },
    ]);
  }
  for (const locale of locales) {
    const owner = await findSlugOwner(db, locale, input.urls[locale]);
    if (owner !== undefined && owner !== id) {
      const message = `The URL "${input.urls[locale]}" is already used by another category in this language`;
      throw conflict(message, [{ path: `body.urls.${locale}`, message }]);
    }
  }
  await assertPicturesExist(db, input.Resources);
  for (const [index, config] of input.AttributeTypeConfigs.entries()) {
    if (!model.attributeType(config.attribute_type_id)) {
      throw invalid("Unknown attribute type", [
        {
          path: `body.AttributeTypeConfigs.${index}.attribute_type_id`,
          message: `Attribute type ${config.attribute_type_id} does not exist`,
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

async function writeCategoryParts(db: Db, id: number, input: CategoryInput) {
  await replaceCategorySlugs(db, id, input.urls);
  await replaceCategoryResources(
    db,
    id,
    input.Resources.map((resource) => resource.id),
  );
  await replaceCategoryAttributeTypes(
    db,
    id,
    input.AttributeTypeConfigs.map((config, index) => ({
      attributeTypeId: config.attribute_type_id,
      sortOrder: config.sort_order ?? index,
    })),
  );
  await saveTranslations(db, contentEntries(id, input), { richTextKeys: richKeys(id) });
}

function columnsOf(input: CategoryInput, level: number) {
  return {
    parentId: input.parent_id,
    bk: input.bk,
    level,
    sortOrder: input.sort_order,
    active: input.active ? 1 : 0,
    showInTree: input.show_in_tree ? 1 : 0,
    hasOwnPage: input.has_own_page ? 1 : 0,
  };
}

/** Creates a category; answers its id. */
export async function createCategory(db: Db, catalogue: Catalogue, input: CategoryInput) {
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
  id: number,
  input: CategoryInput,
) {
  const model = await catalogue.read();
  const existing = model.category(id);
  if (!existing) throw notFound(`Category ${id}`);
  const level = await validateCategory(db, model, input, id);
  await db.transaction().execute(async (trx) => {
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
    await bumpStamp(trx, "categories");
    await bumpStamp(trx, "catalogue-texts");
  });
}

export async function removeCategory(db: Db, catalogue: Catalogue, id: number) {
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
    await deleteCategoryRow(trx, id);
    // Its products lose it from their categories.
    await bumpStamp(trx, "products");
    await deleteTranslationKeysStartingWith(trx, contentKeys.categoryPrefix(id));
    await bumpStamp(trx, "categories");
    await bumpStamp(trx, "catalogue-texts");
  });
}
