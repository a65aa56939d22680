// Loads the demo shop — attribute types, the category tree, products, blog articles, service
// and terms pages from demo/content/, their pictures from demo/pictures/ — into a catalogue
// that is still empty. One transaction for the data, so a failed load leaves nothing half done.
import type { Logger } from "pino";
import type { Db } from "../../app/db/database.server.ts";
import { bumpStamp } from "../../app/modules/caches/stamps.server.ts";
import {
  addAttributeTypeRecord,
  addAttributeValueRecord,
  addCategoryRecord,
  addProductRecord,
  categoryIdOfBk,
  setCategoryAttributeSet,
  setCategoryPictures,
  setCategorySlugs,
  setProductAttributeLines,
  setProductCategories,
  setProductPictures,
} from "../../app/modules/catalogue/catalogue-records.server.ts";
import { contentKeys } from "../../app/modules/catalogue/content-keys.ts";
import { articleKeys } from "../../app/modules/content/articles.schema.ts";
import { addArticleRecord } from "../../app/modules/content/articles.service.server.ts";
import { locales } from "../../app/modules/i18n/locales.ts";
import {
  saveTranslations,
  type TranslationEntry,
} from "../../app/modules/i18n/stored-translations.server.ts";
import type { PictureStorage } from "../../app/modules/pictures/picture-storage.server.ts";
import { storePicture } from "../../app/modules/pictures/pictures.service.server.ts";
import {
  type DemoCategory,
  type Localized,
  loadDemoContent,
  type PictureKind,
} from "./demo/demo-content.ts";
import { demoPicture, demoPictureFile } from "./demo/pictures.server.ts";

type Entries = TranslationEntry[];

function localized(keyCode: string, texts: Localized | undefined, entries: Entries) {
  if (!texts) return;
  for (const locale of locales) entries.push({ keyCode, langCode: locale, tText: texts[locale] });
}

/** True when the catalogue holds nothing but its root: the demo shop may be loaded. */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [product, category] = await Promise.all([
    db.selectFrom("product").select("id").limit(1).executeTakeFirst(),
    db
      .selectFrom("category")
      .select("id")
      .where("parentId", "is not", null)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return !product && !category;
}

export async function loadDemoShop(db: Db, storage: PictureStorage, log: Logger) {
  const started = performance.now();
  const {
    attributeTypes: demoAttributeTypes,
    categories: demoCategories,
    products: demoProducts,
    articles: demoArticles,
    pages: demoPages,
  } = loadDemoContent();

  // Pictures first (files and records), one per kind, colour and variant, shared where equal.
  // The promise is kept, not the id: the products ask for theirs all at once, and a file asked
  // for again while it is being stored waits for that one instead of being read and checked anew.
  const pictures = new Map<string, Promise<number>>();
  const picture = (kind: PictureKind, colour: string, place: number) => {
    const file = demoPictureFile(kind, colour, place);
    let id = pictures.get(file);
    if (id === undefined) {
      const bytes = demoPicture(kind, colour, place);
      id = storePicture(db, storage, { bytes, originalName: file }).then((stored) => stored.id);
      pictures.set(file, id);
    }
    return id;
  };
  const categoryPictures = new Map<string, number>();
  const visit = async (category: DemoCategory, index: number) => {
    categoryPictures.set(category.bk, await picture(category.picture, category.colour, index));
    for (const [childIndex, child] of (category.children ?? []).entries())
      await visit(child, childIndex);
  };
  for (const [index, category] of demoCategories.entries()) await visit(category, index);
  const productPictures = await Promise.all(
    demoProducts.map((product, index) => picture(product.picture, product.colour, index)),
  );
  const articlePictures = await Promise.all(
    demoArticles.map((article, index) => picture(article.picture, article.colour, index)),
  );
  const picturesMs = Math.round(performance.now() - started);

  await db.transaction().execute(async (trx) => {
    const texts: Entries = [];
    const richKeys = new Set<string>();

    const typeIds = new Map<string, number>();
    const configOrder = new Map<string, number>();
    for (const type of demoAttributeTypes) {
      const id = await addAttributeTypeRecord(trx, {
        code: type.code,
        group: type.group,
        unit: type.unit ?? "",
        min: type.min ?? null,
        max: type.max ?? null,
        allowMultiple: type.allowMultiple ?? false,
        sortOrder: type.sortOrder,
        filter: true,
        filterOrder: type.sortOrder,
      });
      typeIds.set(type.code, id);
      localized(contentKeys.attributeLabel(type.code), type.label, texts);
      for (const [sortOrder, value] of (type.values ?? []).entries()) {
        await addAttributeValueRecord(trx, { attributeTypeId: id, value: value.value, sortOrder });
        localized(contentKeys.attributeValue(type.code, value.value), value.label, texts);
      }
    }

    const categoryIds = new Map<string, number>();
    const insertTree = async (
      category: DemoCategory,
      parentId: number | null,
      level: number,
      sortOrder: number,
    ) => {
      let id = category.bk === "all" ? await categoryIdOfBk(trx, "all") : undefined;
      if (id === undefined) {
        id = await addCategoryRecord(trx, {
          parentId,
          bk: category.bk,
          level,
          sortOrder,
          active: true,
          showInTree: true,
          hasOwnPage: true,
        });
        await setCategorySlugs(trx, id, category.slug);
      }
      categoryIds.set(category.bk, id);
      await setCategoryPictures(trx, id, [categoryPictures.get(category.bk) ?? 0].filter(Boolean));
      await setCategoryAttributeSet(
        trx,
        id,
        category.attributeTypes.flatMap((code, index) => {
          const attributeTypeId = typeIds.get(code);
          configOrder.set(`${category.bk}|${code}`, index);
          return attributeTypeId === undefined ? [] : [{ attributeTypeId, sortOrder: index }];
        }),
      );
      localized(contentKeys.categoryTitle(id), category.title, texts);
      localized(contentKeys.categoryBody(id), category.body, texts);
      localized(contentKeys.categoryExtra(id), category.extra, texts);
      richKeys.add(contentKeys.categoryBody(id));
      richKeys.add(contentKeys.categoryExtra(id));
      for (const [index, child] of (category.children ?? []).entries()) {
        await insertTree(child, id, level + 1, index);
      }
    };
    const rootId = await categoryIdOfBk(trx, "all");
    for (const [index, category] of demoCategories.entries()) {
      await insertTree(
        category,
        category.bk === "all" ? null : (rootId ?? null),
        category.bk === "all" ? 0 : 1,
        index,
      );
    }

    for (const [index, product] of demoProducts.entries()) {
      const id = await addProductRecord(trx, product.bk);
      const categories = [product.category, ...(product.alsoIn ?? [])].flatMap((bk) => {
        const categoryId = categoryIds.get(bk);
        return categoryId === undefined ? [] : [categoryId];
      });
      await setProductCategories(trx, id, categories);
      await setProductPictures(trx, id, [productPictures[index] ?? 0].filter(Boolean));
      await setProductAttributeLines(
        trx,
        id,
        product.attributes.flatMap((attribute) => {
          const attributeTypeId = typeIds.get(attribute.code);
          if (attributeTypeId === undefined) return [];
          const sortOrder = configOrder.get(`${product.category}|${attribute.code}`) ?? 99;
          return attribute.values.map((value, valueIndex) => ({
            attributeTypeId,
            index: valueIndex + 1,
            sortOrder,
            attributeValue: value,
            minValue: null,
            maxValue: null,
          }));
        }),
      );
      localized(contentKeys.productTitle(product.bk), product.title, texts);
    }

    for (const [index, article] of demoArticles.entries()) {
      const id = await addArticleRecord(trx, {
        sortOrder: index,
        archived: false,
        publishedAt: new Date(article.publishedAt).toISOString(),
        pictureIds: [articlePictures[index] ?? 0].filter(Boolean),
      });
      localized(articleKeys.title(id), article.title, texts);
      localized(articleKeys.summary(id), article.summary, texts);
      localized(articleKeys.body(id), article.body, texts);
      localized(articleKeys.url(id), article.slug, texts);
      richKeys.add(articleKeys.body(id));
    }

    for (const [keyCode, pageTexts] of Object.entries(demoPages)) {
      localized(keyCode, pageTexts, texts);
      if (keyCode.endsWith("-BODY")) richKeys.add(keyCode);
    }

    await saveTranslations(trx, texts, { richTextKeys: richKeys, keepExisting: true });
    for (const dataSet of [
      "attributes",
      "categories",
      "products",
      "catalogue-texts",
      "articles",
      "translations",
    ] as const) {
      await bumpStamp(trx, dataSet);
    }
  });

  log.info(
    {
      categories: categoryPictures.size,
      products: demoProducts.length,
      articles: demoArticles.length,
      pictures: pictures.size,
      picturesMs,
      ms: Math.round(performance.now() - started),
    },
    "Demo shop loaded",
  );
}
