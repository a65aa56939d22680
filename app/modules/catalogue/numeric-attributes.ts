// Values of numeric attribute types. One rule for the product API, its bulk changes, the
// back office's product form and the products sheet: a type that lists no values and has a unit
// or a bound is a quantity, which the filters offer as a range (`filter-model.ts` `filterKind`),
// and each of its values is a number. A listed type takes one of its values instead; a type with
// neither is free text (a thread, the product number). The type's bounds are not checked on a
// product's save (§5: carried, not checked); the form warns about a value outside them, and the
// sheet refuses one (ADR 28). Client-safe: the product form checks its lines by it.

/** What an attribute type says about its values. */
export type AttributeValueRules = {
  unit: string;
  min: number | null;
  max: number | null;
  /** The values it lists; none for a free value. */
  values: readonly unknown[];
};

/** Whether a type's values are numbers (see above). */
export const isNumericAttribute = (type: AttributeValueRules) =>
  type.values.length === 0 && (type.unit !== "" || type.min !== null || type.max !== null);

/** A number as an editor writes it: `40`, `-40` (or `−40`), `+3`, `2.5`, `2,5`, `.5`. */
const writtenNumber = /^[+\-−]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

/**
 * A value of a numeric type as the shop stores it, or undefined when it is no number: a
 * decimal point for a comma ("2,5" → "2.5"), no plus sign, a hyphen for a minus sign, a zero
 * before a leading point (",5" → "0.5"); the digits otherwise as written ("2.50" stays).
 */
export function storedNumber(text: string): string | undefined {
  const trimmed = text.trim();
  if (!writtenNumber.test(trimmed)) return undefined;
  const stored = trimmed
    .replace("−", "-")
    .replace(/^\+/, "")
    .replace(",", ".")
    .replace(/^(-?)\./, "$10.");
  // Four hundred digits are no quantity a filter can compare.
  return Number.isFinite(Number(stored)) ? stored : undefined;
}

/** The refusal of a value of a numeric type that is no number, naming the attribute. */
export const notANumber = (attribute: string) => `${attribute} must be a number`;

/** Whether a stored number lies outside the type's bounds. */
export function outsideBounds(type: AttributeValueRules, value: string): boolean {
  const number = Number(storedNumber(value) ?? Number.NaN);
  if (Number.isNaN(number)) return false;
  return (type.min !== null && number < type.min) || (type.max !== null && number > type.max);
}
