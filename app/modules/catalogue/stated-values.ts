// How the public pages state what a product says of an attribute, in the page's language: a
// listed value by its label, a number as the language writes it ("20,5" in French and Dutch,
// "1 400" or "1.400" grouped), a range a line states without a value as "8–12", "≥ 3" or
// "≤ 5". The product page, the size table, the comparison, similar products, the search
// results and the data sheet all write values this one way.
import { type Locale, localeTags, perLanguage } from "../i18n/locales.ts";
import type { AttributeLine, AttributeType, Product } from "./catalogue-model.ts";
import { numberOf } from "./filter-model.ts";
import { isNumericAttribute } from "./numeric-attributes.ts";

const numberFormat = perLanguage(
  (locale) => new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 3 }),
);

/** What each language writes between a number's whole part and its decimals (`Intl`'s, tested). */
const decimalSigns: Readonly<Record<Locale, string>> = { en: ".", fr: ",", nl: "," };

/** What the page's language writes between a number's whole part and its decimals. */
export const decimalPoint = (locale: Locale) => decimalSigns[locale];

/** Below a thousand, at most three decimals: written as `Intl` writes it, with no grouping. */
const ungrouped = /^-?\d{1,3}(\.\d{1,3})?$/;

/**
 * A number as the page's language writes it ("20,5" in French and Dutch, "1 400" grouped).
 * The numbers below a thousand with at most three decimals (a lead time, a filter's bound, a
 * count: most of those a page shows) are written without `Intl`, in the same characters, as a
 * property test checks: a browser's first number format costs it 12–16 ms as a page starts.
 */
export function numberText(value: number, locale: Locale): string {
  const plain = String(value);
  if (ungrouped.test(plain) && !Object.is(value, -0))
    return plain.replace(".", decimalSigns[locale]);
  return numberFormat(locale).format(value);
}

/** The label of a listed value in a language: what the read model knows of a type's values. */
type ValueLabels = {
  lineValue(type: AttributeType, value: string, locale: Locale): string;
};

/** One line of a product's attribute, in the page's language ("" when it states nothing). */
export function lineText(
  labels: ValueLabels,
  type: AttributeType,
  line: AttributeLine,
  locale: Locale,
): string {
  if (type.values.length > 0) return labels.lineValue(type, line.value, locale);
  const value = isNumericAttribute(type) ? numberOf(line.value) : undefined;
  if (value !== undefined) return numberText(value, locale);
  if (line.value.trim() !== "") return line.value;
  const { min, max } = line;
  if (min !== null && max !== null) return `${numberText(min, locale)}–${numberText(max, locale)}`;
  if (min !== null) return `≥ ${numberText(min, locale)}`;
  if (max !== null) return `≤ ${numberText(max, locale)}`;
  return "";
}

/** Every line a product states of one attribute type, joined ("" for nothing). */
export function statedValue(
  labels: ValueLabels,
  product: Product,
  type: AttributeType,
  locale: Locale,
): string {
  return product.lines
    .filter((line) => line.typeId === type.id)
    .map((line) => lineText(labels, type, line, locale))
    .filter((text) => text !== "")
    .join(", ");
}
