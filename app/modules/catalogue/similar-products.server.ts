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
// model and product, the ids of its similar products. A request then reads them and writes six
// small views in its language; no request walks more than its own category's products.
import { type Locale, localeTags } from "../i18n/locales.ts";
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

/** A product's numbers per numeric type id, and its material ("" when none). */
type Measured = { product: Product; numbers: Map<number, number>; material: string };

type CategoryNumbers = { members: Measured[]; ranges: Map<number, number> };

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

function measure(model: CatalogueReadModel, product: Product): Measured {
  const numbers = new Map<number, number>();
  let material = "";
  for (const [typeId, lines] of linesByType(product)) {
    const type = model.attributeType(typeId);
    if (!type) continue;
    if (type.code === materialAttributeCode) {
      material = lines
        .map((line) => line.value)
        .sort()
        .join("\n");
    } else if (isNumericAttribute(type)) {
      for (const line of lines) {
        const number = numberOf(line.value);
        if (number === undefined) continue;
        numbers.set(typeId, number);
        break;
      }
    }
  }
  return { product, numbers, material };
}

function categoryNumbers(model: CatalogueReadModel, category: Category): CategoryNumbers {
  const known = keptFor(model).categories;
  let found = known.get(category.id);
  if (!found) {
    const members = model.shownToVisitors(category)
      ? model
          .productsIn(category)
          .filter((product) => model.productShownToVisitors(product))
          .map((product) => measure(model, product))
      : [];
    const lowest = new Map<number, number>();
    const highest = new Map<number, number>();
    for (const { numbers } of members) {
      for (const [typeId, number] of numbers) {
        lowest.set(typeId, Math.min(lowest.get(typeId) ?? number, number));
        highest.set(typeId, Math.max(highest.get(typeId) ?? number, number));
      }
    }
    const ranges = new Map<number, number>();
    for (const [typeId, low] of lowest) ranges.set(typeId, (highest.get(typeId) ?? low) - low);
    found = { members, ranges };
    known.set(category.id, found);
  }
  return found;
}

/** The distance of the rule above, or undefined when the two share no numeric type. */
function distance(from: Measured, to: Measured, ranges: Map<number, number>): number | undefined {
  const shared = [...from.numbers.keys()].filter((typeId) => to.numbers.has(typeId));
  if (shared.length === 0) return undefined;
  let sum = 0;
  for (const typeId of shared.sort((a, b) => a - b)) {
    const range = ranges.get(typeId) ?? 0;
    if (range === 0) continue;
    const scaled = ((from.numbers.get(typeId) ?? 0) - (to.numbers.get(typeId) ?? 0)) / range;
    sum += scaled * scaled;
  }
  return Math.sqrt(sum);
}

/** The products most similar to this one, nearest first (the rule above). */
export function similarProducts(model: CatalogueReadModel, product: Product): readonly Product[] {
  const known = keptFor(model).similar;
  const found = known.get(product.id);
  if (found) return found;
  const main = model.mainCategoryOf(product);
  const { members, ranges } = main
    ? categoryNumbers(model, main)
    : { members: [], ranges: new Map() };
  const self =
    members.find((member) => member.product.id === product.id) ?? measure(model, product);
  const ranked = members.flatMap((member) => {
    if (member.product.id === product.id) return [];
    const apart = distance(self, member, ranges);
    if (apart === undefined) return [];
    const otherMaterial = self.material !== "" && member.material !== self.material ? 1 : 0;
    return [{ product: member.product, apart, otherMaterial }];
  });
  ranked.sort(
    (a, b) =>
      a.otherMaterial - b.otherMaterial ||
      a.apart - b.apart ||
      codeOrder.compare(a.product.bk, b.product.bk),
  );
  const similar = ranked.slice(0, similarProductsShown).map(({ product: near }) => near);
  known.set(product.id, similar);
  return similar;
}

const numberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(localeTags.en, { maximumFractionDigits: 3 }),
  fr: new Intl.NumberFormat(localeTags.fr, { maximumFractionDigits: 3 }),
  nl: new Intl.NumberFormat(localeTags.nl, { maximumFractionDigits: 3 }),
};

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
 * A line as the page shows it: a listed value's label, a number in the page's language, a
 * range a line states without a value as "8–12".
 */
function shownLine(
  model: CatalogueReadModel,
  type: AttributeType,
  line: AttributeLine,
  locale: Locale,
) {
  const format = (number: number) => numberFormats[locale].format(number);
  if (line.value === "" && (line.min !== null || line.max !== null)) {
    return [line.min, line.max].map((end) => (end === null ? "" : format(end))).join("–");
  }
  const number = isNumericAttribute(type) ? numberOf(line.value) : undefined;
  return number === undefined ? model.lineValue(type, line.value, locale) : format(number);
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
        value: lines.map((line) => shownLine(model, type, line, locale)).join(", "),
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
