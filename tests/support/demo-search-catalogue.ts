// The demo shop's catalogue as a read model, without a database: its attribute types and
// values, its category tree with the bodies' texts, and its products with their titles and
// attribute lines — what the product search reads, for tests of what visitors find there.
import type {
  AttributeType,
  Category,
  Localized,
  Product,
} from "../../app/modules/catalogue/catalogue-model.ts";
import { CatalogueReadModel } from "../../app/modules/catalogue/catalogue-read-model.server.ts";
import { contentKeys } from "../../app/modules/catalogue/content-keys.ts";
import { type DemoCategory, loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { catalogueStructureOf } from "./catalogue-structure.ts";

let built: CatalogueReadModel | undefined;

/** The demo shop's catalogue, built once per test file. */
export function demoSearchCatalogue(): CatalogueReadModel {
  if (built) return built;
  const { attributeTypes, categories: tree, products: demoProducts } = loadDemoContent();
  const texts = new Map<string, Localized>();

  const types: AttributeType[] = attributeTypes.map((demo, at) => {
    const id = at + 1;
    texts.set(contentKeys.attributeLabel(demo.code), demo.label);
    for (const listed of demo.values ?? []) {
      texts.set(contentKeys.attributeValue(demo.code, listed.value), listed.label);
    }
    return {
      id,
      code: demo.code,
      group: demo.group,
      unit: demo.unit ?? "",
      min: demo.min ?? null,
      max: demo.max ?? null,
      allowsMultiple: demo.allowMultiple ?? false,
      sortOrder: demo.sortOrder,
      filter: true,
      filterOrder: demo.sortOrder,
      values: (demo.values ?? []).map((listed, order) => ({
        id: 1000 * id + order,
        typeId: id,
        value: listed.value,
        sortOrder: order,
      })),
    };
  });
  const typeByCode = new Map(types.map((type) => [type.code, type]));

  const categories: Category[] = [];
  const categoryIdOf = new Map<string, number>();
  const addCategory = (
    demo: DemoCategory,
    parentId: number | null,
    level: number,
    order: number,
  ) => {
    const id = categories.length + 1;
    categoryIdOf.set(demo.bk, id);
    texts.set(contentKeys.categoryTitle(id), demo.title);
    texts.set(contentKeys.categoryBody(id), demo.body);
    const category: Category = {
      id,
      parentId,
      bk: demo.bk,
      slugs: demo.slug,
      level,
      sortOrder: order,
      active: true,
      showInTree: 1,
      hasOwnPage: true,
      childIds: [],
      pictureIds: [],
      attributeSet: [],
    };
    categories.push(category);
    const childIds = (demo.children ?? []).map((child, childOrder) =>
      addCategory(child, id, level + 1, childOrder),
    );
    Object.assign(category, { childIds });
    return id;
  };
  for (const [order, demo] of tree.entries()) addCategory(demo, null, 0, order);

  const products: Product[] = demoProducts.map((demo, at) => {
    const id = at + 1;
    texts.set(contentKeys.productTitle(demo.bk), demo.title);
    return {
      id,
      bk: demo.bk,
      active: true,
      updatedAt: "2026-11-29T09:00:00.000Z",
      categoryIds: [demo.category, ...(demo.alsoIn ?? [])].flatMap((bk) => {
        const categoryId = categoryIdOf.get(bk);
        return categoryId === undefined ? [] : [categoryId];
      }),
      pictureIds: [],
      lines: demo.attributes.flatMap((attribute) => {
        const type = typeByCode.get(attribute.code);
        if (!type) return [];
        return attribute.values.map((value, index) => ({
          id: 100 * id + index,
          typeId: type.id,
          value,
          index: index + 1,
          sortOrder: type.sortOrder,
          min: null,
          max: null,
        }));
      }),
    };
  });

  const noTexts = { en: "", fr: "", nl: "" };
  built = new CatalogueReadModel(catalogueStructureOf(types, categories, products), {
    of: (keyCode) => texts.get(keyCode) ?? noTexts,
    size: texts.size,
  });
  return built;
}
