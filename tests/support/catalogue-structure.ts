// A catalogue's structure as the read model holds it, built from its types, categories and
// products for tests that search or filter without a database: no slugs, pictures or root.
import type {
  AttributeType,
  Category,
  Product,
} from "../../app/modules/catalogue/catalogue-model.ts";
import type { CatalogueStructure } from "../../app/modules/catalogue/catalogue-structure.server.ts";

export function catalogueStructureOf(
  types: AttributeType[],
  categories: Category[],
  products: Product[],
): CatalogueStructure {
  return {
    attributeTypes: types,
    attributeTypeById: new Map(types.map((type) => [type.id, type])),
    categories,
    categoryById: new Map(categories.map((category) => [category.id, category])),
    categoryBySlug: { en: new Map(), fr: new Map(), nl: new Map() },
    retiredCategoryIdBySlug: { en: new Map(), fr: new Map(), nl: new Map() },
    root: undefined,
    products,
    productById: new Map(products.map((product) => [product.id, product])),
    productByBk: new Map(products.map((product) => [product.bk, product])),
    productsByCategory: new Map(),
    pictureById: new Map(),
    pictureAltById: new Map(),
  };
}
