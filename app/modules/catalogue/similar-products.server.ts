// "Similar products" on a product's view: up to six other products of its main category,
// nearest to it on its numeric attributes, each with the attributes whose values differ from
// the product's (requirements.md §2, category view).
//
// The rule, read plainly:
// - Candidates: the products listed in the product's main category that visitors see (no
//   draft, none hidden), the product itself left out; none when visitors do not see the
//   category. Administrators get the same list as visitors.
// - A product's number for an attribute type: the value of its first line of that type (the
//   lowest index) that is a number, for a numeric type (`isNumericAttribute`); a line stating
//   only a range gives none.
// - A type's range in the category: the highest minus the lowest of the candidates' numbers for
//   it (the category's visible products, the product itself among them when it is one).
// - Distance between the product and a candidate: over the numeric types both have a number
//   for, taken in the order of the types' ids, the square root of the sum of
//   ((product's number − candidate's number) / range)², a type whose range is 0 adding 0. A
//   candidate sharing no numeric type with the product is not similar to it.
// - Order: candidates with the product's material first (the values of its `MATERIAL` lines,
//   all equal; when the product has none, no candidate goes first), then by distance, then by
//   code; the first six.
//
// What is worked out once: per read model and category, each visible product's numbers and
// material and each type's range (on the first view of a product of that category); per read
// model and product, its similar products. A request then reads them and writes six
// small views in its language; no request walks more than its own category's products.
import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import { productPath } from "./catalogue-addresses.ts";
import {
  type AttributeLine,
  type AttributeType,
  type Category,
  type PagePicture,
  type Product,
  productNumberAttributeCode,
} from "./catalogue-model.ts";
import { type CatalogueReadModel, codeOrder } from "./catalogue-read-model.server.ts";
import { numberOf } from "./filter-model.ts";
import { isNumericAttribute } from "./numeric-attributes.ts";
import { lineText } from "./stated-values.ts";

/** The most similar products a product's view lists. */
export const similarProductsShown = 6;

/** The attribute type naming a product's material (compound) in the shop's catalogue. */
export const materialAttributeCode = "MATERIAL";

/** An attribute of a similar product whose value differs from the viewed product's. */
export type DifferingAttribute = { code: string; label: string; value: string; unit: string };

export type SimilarProduct = {
  id: number;
  bk: string;
  title: string;
  /** The product on its category's page, in the page's language. */
  to: string;
  picture: PagePicture | null;
  differences: DifferingAttribute[];
};

/** A product's numbers and material as its category's similar products are worked out. */
type Measured = {
  product: Product;
  /** Per numeric type (`CategoryNumbers.place`), its number, NaN if none. */
  numbers: Float64Array;
  /** Its material's values, sorted and joined; "" when it has none. */
  material: string;
};

type CategoryNumbers = {
  /** Each numeric type's place in a product's numbers: the catalogue's numeric types by id. */
  place: ReadonlyMap<number, number>;
  /** Per numeric type, its range among the category's visible products. */
  ranges: Float64Array;
  members: readonly Measured[];
};

type Kept = { categories: Map<number, CategoryNumbers>; similar: Map<number, readonly Product[]> };

const kept = new WeakMap<CatalogueReadModel, Kept>();

function keptFor(model: CatalogueReadModel): Kept {
  let found = kept.get(model);
  if (!found) {
    found = { categories: new Map(), similar: new Map() };
    kept.set(model, found);
  }
  return found;
}

/** A product's lines of each type, by their index. */
function linesByType(product: Product) {
  const byType = new Map<number, AttributeLine[]>();
  for (const line of product.lines) {
    const lines = byType.get(line.typeId) ?? [];
    lines.push(line);
    byType.set(line.typeId, lines);
  }
  for (const lines of byType.values()) lines.sort((a, b) => a.index - b.index);
  return byType;
}

/** The catalogue's numeric types by id, each with its place in a product's numbers. */
function numericPlaces(model: CatalogueReadModel): {
  typeIds: number[];
  place: Map<number, number>;
} {
  const typeIds = model.attributeTypes
    .filter((type) => isNumericAttribute(type) && type.code !== materialAttributeCode)
    .map((type) => type.id)
    .sort((a, b) => a - b);
  return { typeIds, place: new Map(typeIds.map((typeId, index) => [typeId, index])) };
}

/**
 * A product's number per numeric type (its first line holding one, by index), NaN where it
 * has none, and its material.
 */
function measure(
  model: CatalogueReadModel,
  product: Product,
  place: ReadonlyMap<number, number>,
): Measured {
  const numbers = new Float64Array(place.size).fill(Number.NaN);
  const fromIndex = new Float64Array(place.size).fill(Number.POSITIVE_INFINITY);
  const materials: string[] = [];
  for (const line of product.lines) {
    const at = place.get(line.typeId);
    if (at === undefined) {
      if (model.attributeType(line.typeId)?.code === materialAttributeCode) {
        materials.push(line.value);
      }
      continue;
    }
    if (line.index >= (fromIndex[at] as number)) continue;
    const number = numberOf(line.value);
    if (number === undefined) continue;
    numbers[at] = number;
    fromIndex[at] = line.index;
  }
  return { product, numbers, material: materials.sort().join("\n") };
}

function categoryNumbers(model: CatalogueReadModel, category: Category): CategoryNumbers {
  const known = keptFor(model).categories;
  let found = known.get(category.id);
  if (!found) {
    const { typeIds, place } = numericPlaces(model);
    const members = model.shownToVisitors(category)
      ? model
          .productsIn(category)
          .filter((product) => model.productShownToVisitors(product))
          .map((product) => measure(model, product, place))
      : [];
    const lowest = new Float64Array(typeIds.length).fill(Number.POSITIVE_INFINITY);
    const highest = new Float64Array(typeIds.length).fill(Number.NEGATIVE_INFINITY);
    for (const { numbers } of members) {
      for (let at = 0; at < numbers.length; at++) {
        const number = numbers[at] as number;
        if (Number.isNaN(number)) continue;
        if (number < (lowest[at] as number)) lowest[at] = number;
        if (number > (highest[at] as number)) highest[at] = number;
      }
    }
    // A type no visible product states a number for has no range; no distance reads it.
    const ranges = Float64Array.from(lowest, (low, at) =>
      low === Number.POSITIVE_INFINITY ? 0 : (highest[at] as number) - low,
    );
    found = { place, ranges, members };
    known.set(category.id, found);
  }
  return found;
}

/** The distance of the rule above, or undefined when the two share no numeric type. */
function distance(from: Float64Array, to: Float64Array, ranges: Float64Array): number | undefined {
  let shared = false;
  let sum = 0;
  for (let index = 0; index < ranges.length; index++) {
    const a = from[index] as number;
    const b = to[index] as number;
    if (Number.isNaN(a) || Number.isNaN(b)) continue;
    shared = true;
    const range = ranges[index] as number;
    if (range === 0) continue;
    const scaled = (a - b) / range;
    sum += scaled * scaled;
  }
  return shared ? Math.sqrt(sum) : undefined;
}

type Ranked = { product: Product; apart: number; otherMaterial: number };

const rankOrder = (a: Ranked, b: Ranked) =>
  a.otherMaterial - b.otherMaterial ||
  a.apart - b.apart ||
  codeOrder.compare(a.product.bk, b.product.bk);

/** The products most similar to this one, nearest first (the rule above). */
export function similarProducts(model: CatalogueReadModel, product: Product): readonly Product[] {
  const known = keptFor(model).similar;
  const found = known.get(product.id);
  if (found) return found;
  const main = model.mainCategoryOf(product);
  if (!main) return [];
  const { place, ranges, members } = categoryNumbers(model, main);
  const self =
    members.find((member) => member.product.id === product.id) ?? measure(model, product, place);
  // The best six so far, in order: each candidate is compared with the last of them only,
  // unless it goes in.
  const best: Ranked[] = [];
  for (const member of members) {
    if (member.product.id === product.id) continue;
    const apart = distance(self.numbers, member.numbers, ranges);
    if (apart === undefined) continue;
    const otherMaterial = self.material !== "" && member.material !== self.material ? 1 : 0;
    const candidate = { product: member.product, apart, otherMaterial };
    const last = best[best.length - 1];
    if (best.length === similarProductsShown && last && rankOrder(candidate, last) >= 0) continue;
    let at = best.length;
    while (at > 0 && rankOrder(candidate, best[at - 1] as Ranked) < 0) at--;
    best.splice(at, 0, candidate);
    if (best.length > similarProductsShown) best.pop();
  }
  const similar = best.map(({ product: near }) => near);
  known.set(product.id, similar);
  return similar;
}

/** What a product states for a type, compared: numbers by value, ranges by their ends. */
function comparable(type: AttributeType, lines: readonly AttributeLine[]): string {
  const numeric = isNumericAttribute(type);
  return lines
    .map((line) => {
      const value = numeric ? String(numberOf(line.value) ?? line.value) : line.value;
      return line.min === null && line.max === null ? value : `${value} ${line.min}..${line.max}`;
    })
    .sort()
    .join("\n");
}

/**
 * The attributes of `other` whose values differ from `product`'s, in the attribute types'
 * order: each with its label, its value(s) and its unit in the page's language. A type only
 * `product` states is not listed (`other` has nothing to show for it); the product number
 * never is.
 */
export function differingAttributes(
  model: CatalogueReadModel,
  product: Product,
  other: Product,
  locale: Locale,
): DifferingAttribute[] {
  const own = linesByType(product);
  const theirs = linesByType(other);
  const types = [...theirs.keys()]
    .flatMap((typeId) => model.attributeType(typeId) ?? [])
    .filter((type) => type.code !== productNumberAttributeCode)
    .sort((a, b) => a.sortOrder - b.sortOrder || codeOrder.compare(a.code, b.code));
  return types.flatMap((type) => {
    const lines = theirs.get(type.id) ?? [];
    if (comparable(type, lines) === comparable(type, own.get(type.id) ?? [])) return [];
    return [
      {
        code: type.code,
        label: inLocale(model.attributeLabels(type), locale) || type.code,
        value: lines.map((line) => lineText(model, type, line, locale)).join(", "),
        unit: type.unit,
      },
    ];
  });
}

/** The similar products as a product's view shows them in a language. */
export function similarProductViews(
  model: CatalogueReadModel,
  product: Product,
  locale: Locale,
): SimilarProduct[] {
  const main = model.mainCategoryOf(product);
  if (!main) return [];
  return similarProducts(model, product).map((near) => ({
    id: near.id,
    bk: near.bk,
    title: model.productTitle(near, locale),
    to: productPath(main, near.bk, locale),
    picture: model.picturesIn(near.pictureIds, locale)[0] ?? null,
    differences: differingAttributes(model, product, near, locale),
  }));
}
