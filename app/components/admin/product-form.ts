// The product form's rules that need no screen (§4, §5): a category's attribute types become the
// attribute lines, a multi-value type gets its extra lines after its last one, the form's values
// are checked with productInputSchema's rules and the server's rule for numeric types, and
// become the body of POST or PUT /api/products. A number outside its type's bounds is only
// warned about: §5 leaves the bounds unchecked. The product number is no line of the form: the
// server makes it the business key.
// Client-safe.
import type { FormErrors } from "@mantine/form";
import { z } from "zod";
import {
  type Availability,
  type AvailabilityStatus,
  leadTimeDaysSchema,
} from "../../modules/catalogue/availability.ts";
import { isNumericAttribute, storedNumber } from "../../modules/catalogue/numeric-attributes.ts";
import { productInputSchema } from "../../modules/catalogue/product-input.schema.ts";
import { type Locale, localeTags } from "../../modules/i18n/locales.ts";
import type { Translate } from "../../modules/i18n/translation.tsx";
import { type FieldLabels, formResolver, languageLabel, type Wording } from "./form-kit.ts";

/** An attribute type as the form needs it, named in the admin's language. */
export type FormAttributeType = {
  id: number;
  name: string;
  unit: string;
  min: number | null;
  max: number | null;
  allowMultiple: boolean;
  values: { value: string; label: string }[];
};

export type AttributeLine = {
  /** Keeps a line's input when lines are inserted or removed around it. */
  key: string;
  attribute_type_id: number;
  attribute_value: string;
};

export type ProductFormValues = {
  bk: string;
  /** Published, or a draft. */
  active: boolean;
  categoryId: string | null;
  titles: Record<Locale, string>;
  pictures: { id: number }[];
  lines: AttributeLine[];
  /** Left out, the product's availability is not sent and stays as it is. */
  availability?: AvailabilityChoice;
};

/** The availability as the form holds it: no status ("") says nothing; the lead time as typed. */
export type AvailabilityChoice = { status: AvailabilityStatus | ""; leadTimeDays: string };

export function availabilityChoice(availability: Availability | null): AvailabilityChoice {
  return {
    status: availability?.status ?? "",
    leadTimeDays: availability?.leadTimeDays === undefined ? "" : String(availability.leadTimeDays),
  };
}

/** The lead time typed, as a number when it is one ("" or anything else: as typed). */
function leadTimeValue(typed: string): number | string {
  const trimmed = typed.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The choice as the API takes it: a lead time only with made to order, and only when typed. */
export function availabilityBody(choice: AvailabilityChoice): Availability | null {
  if (choice.status === "") return null;
  if (choice.status !== "made_to_order" || choice.leadTimeDays.trim() === "") {
    return { status: choice.status };
  }
  return { status: choice.status, leadTimeDays: leadTimeValue(choice.leadTimeDays) as number };
}

/** Whether the lead time typed for a product made to order is one the API takes. */
export function leadTimeIsValid(choice: AvailabilityChoice): boolean {
  if (choice.status !== "made_to_order" || choice.leadTimeDays.trim() === "") return true;
  return leadTimeDaysSchema.safeParse(leadTimeValue(choice.leadTimeDays)).success;
}

export type TypeConfig = { attribute_type_id: number; sort_order: number };

export type StoredLine = { attribute_type_id: number; attribute_value: string; index: number };

let lastKey = 0;
/** A key no other line of this page has. */
export function newLineKey(): string {
  lastKey += 1;
  return `line-${lastKey}`;
}

function inConfigOrder(configs: readonly TypeConfig[]): TypeConfig[] {
  return configs
    .map((config, position) => ({ config, position }))
    .sort((a, b) => a.config.sort_order - b.config.sort_order || a.position - b.position)
    .map(({ config }) => config);
}

/**
 * A category's attribute set as the form fills it: without the product number's type, whose
 * value the server sets to the business key.
 */
export function formConfigs(
  configs: readonly TypeConfig[],
  productNumberTypeId: number | null,
): TypeConfig[] {
  return configs.filter((config) => config.attribute_type_id !== productNumberTypeId);
}

/** One empty line per attribute type of the category, in the category's order. */
export function linesForCategory(
  configs: readonly TypeConfig[],
  key: () => string = newLineKey,
): AttributeLine[] {
  return inConfigOrder(configs).map((config) => ({
    key: key(),
    attribute_type_id: config.attribute_type_id,
    attribute_value: "",
  }));
}

/**
 * A stored product's lines in the order of its category's types, then by their index. Lines of
 * a type the category no longer has are left out: the server would refuse them, and the form
 * has no way to remove a type's only line.
 */
export function linesFromProduct(
  configs: readonly TypeConfig[],
  stored: readonly StoredLine[],
  key: () => string = newLineKey,
): AttributeLine[] {
  return inConfigOrder(configs).flatMap((config) =>
    stored
      .filter((line) => line.attribute_type_id === config.attribute_type_id)
      .sort((a, b) => a.index - b.index)
      .map((line) => ({
        key: key(),
        attribute_type_id: line.attribute_type_id,
        attribute_value: line.attribute_value,
      })),
  );
}

/** Where a new line of the type goes: right after the last line of that type. */
export function insertionIndex(lines: readonly AttributeLine[], typeId: number): number {
  const last = lines.findLastIndex((line) => line.attribute_type_id === typeId);
  return last === -1 ? lines.length : last + 1;
}

/** The position (1, 2, …) of a line among the lines of its type. */
export function numberInType(lines: readonly AttributeLine[], index: number): number {
  const typeId = lines[index]?.attribute_type_id;
  return lines.slice(0, index + 1).filter((line) => line.attribute_type_id === typeId).length;
}

/** Only the lines after a type's first may be removed. */
export function canRemoveLine(lines: readonly AttributeLine[], index: number): boolean {
  return index < lines.length && numberInType(lines, index) > 1;
}

export type ProductBody = {
  bk: string;
  active: boolean;
  Categories: { id: number }[];
  Resources: { id: number }[];
  Attributes: { attribute_type_id: number; attribute_value: string; index: number }[];
  titleTranslations: Record<Locale, string>;
  availability?: Availability | null;
};

/** The form's one category as the API's list of categories. */
const categoriesOf = (categoryId: string | null) =>
  categoryId ? [{ id: Number(categoryId) }] : [];

/** The form's values as productInputSchema takes them. */
export function productBody(values: ProductFormValues): ProductBody {
  return {
    bk: values.bk.trim(),
    active: values.active,
    Categories: categoriesOf(values.categoryId),
    Resources: values.pictures.map((picture) => ({ id: picture.id })),
    Attributes: values.lines.map((line, index) => ({
      attribute_type_id: line.attribute_type_id,
      attribute_value: line.attribute_value.trim(),
      index: numberInType(values.lines, index),
    })),
    titleTranslations: {
      en: values.titles.en.trim(),
      fr: values.titles.fr.trim(),
      nl: values.titles.nl.trim(),
    },
    ...(values.availability ? { availability: availabilityBody(values.availability) } : {}),
  };
}

const { bk, active, Categories, Resources, Attributes, titleTranslations } =
  productInputSchema.shape;

/** productInputSchema's rules on the form's fields, so that each message lands under its field. */
export const productFormSchema = z.object({
  bk,
  active: active.unwrap(),
  categoryId: z.string().nullable().transform(categoriesOf).pipe(Categories),
  titles: titleTranslations.unwrap(),
  pictures: Resources,
  lines: z.array(Attributes.unwrap().element.pick({ attribute_value: true })),
});

/** The schema's messages the form shows as interface texts, in the administrator's language. */
export function productWording(t: Translate): Wording {
  return {
    t,
    messages: {
      "Business key is required": t("ADMIN-PRODUCT-BK-REQUIRED"),
      "A product category is required": t("ADMIN-PRODUCT-CATEGORY-REQUIRED"),
      "Attribute value is required": t("ADMIN-PRODUCT-VALUE-REQUIRED"),
    },
  };
}

/**
 * The form's fields as the administrator reads them: an attribute line by its input's name
 * ("Value 2 of Colour"), so a message and the notice name the line the lines have now.
 */
export function productLabels(
  t: Translate,
  types: ReadonlyMap<number, FormAttributeType>,
  lines: readonly AttributeLine[],
): FieldLabels {
  return (path) => {
    if (path === "bk") return t("ADMIN-PRODUCT-BK");
    if (path === "categoryId") return t("ADMIN-PRODUCT-CATEGORY");
    if (path === "pictures") return t("ADMIN-PRODUCT-PICTURES");
    if (path === "availability.status") return t("ADMIN-PRODUCT-AVAILABILITY");
    if (path === "availability.leadTimeDays") return t("ADMIN-PRODUCT-LEAD-TIME");
    const title = /^titles\.(en|fr|nl)$/.exec(path)?.[1];
    if (title) return languageLabel(t, "ADMIN-PRODUCT-TITLE-IN", title);
    const index = Number(/^lines\.(\d+)\.attribute_value$/.exec(path)?.[1] ?? Number.NaN);
    const type = types.get(lines[index]?.attribute_type_id ?? Number.NaN);
    if (!type) return undefined;
    return t("ADMIN-PRODUCT-VALUE-OF", { number: numberInType(lines, index), name: type.name });
  };
}

/**
 * The form's `validate`: productFormSchema's rules, then a number in each line of a numeric
 * type (numeric-attributes.ts `isNumericAttribute`), as the server will ask.
 */
export function productFormValidation(
  types: ReadonlyMap<number, FormAttributeType>,
  t: Translate,
): (values: ProductFormValues) => FormErrors {
  const wording = productWording(t);
  return (values) => {
    const labels = productLabels(t, types, values.lines);
    const errors = formResolver(productFormSchema, { ...wording, labels })(values);
    values.lines.forEach((line, index) => {
      const path = `lines.${index}.attribute_value`;
      const type = types.get(line.attribute_type_id);
      if (errors[path] || !type || !isNumericAttribute(type)) return;
      if (storedNumber(line.attribute_value) === undefined) {
        errors[path] = t("ADMIN-PRODUCT-VALUE-NOT-NUMBER", { name: type.name });
      }
    });
    if (values.availability && !leadTimeIsValid(values.availability)) {
      errors["availability.leadTimeDays"] = t("ADMIN-PRODUCT-LEAD-TIME-INVALID");
    }
    return errors;
  };
}

/**
 * What the form says beside a number outside its type's bounds — saved all the same (§5: the
 * bounds are carried, not checked), but likely a typing error (a hardness of -500).
 */
export function valueWarning(
  type: FormAttributeType | undefined,
  value: string,
  t: Translate,
  locale: Locale,
): string | undefined {
  if (!type || !isNumericAttribute(type)) return undefined;
  const stored = storedNumber(value);
  if (stored === undefined) return undefined;
  const number = Number(stored);
  const shown = (bound: number) =>
    `${new Intl.NumberFormat(localeTags[locale]).format(bound)}${type.unit ? ` ${type.unit}` : ""}`;
  if (type.min !== null && number < type.min) {
    return t("ADMIN-PRODUCT-VALUE-BELOW-MIN", { name: type.name, min: shown(type.min) });
  }
  if (type.max !== null && number > type.max) {
    return t("ADMIN-PRODUCT-VALUE-ABOVE-MAX", { name: type.name, max: shown(type.max) });
  }
  return undefined;
}

/** The server's field paths (`Attributes.2.attribute_value`) as the form's (`lines.2.…`). */
export function formErrors(fieldErrors: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const line = /^Attributes\.(\d+)/.exec(path);
    let field: string | undefined;
    if (path === "bk") field = "bk";
    else if (path.startsWith("Categories")) field = "categoryId";
    else if (path.startsWith("Resources")) field = "pictures";
    else if (line) field = `lines.${line[1]}.attribute_value`;
    else if (path.startsWith("availability.leadTimeDays")) field = "availability.leadTimeDays";
    else if (path.startsWith("availability")) field = "availability.status";
    else {
      const title = /^titleTranslations\.(en|fr|nl)/.exec(path);
      if (title) field = `titles.${title[1]}`;
    }
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors;
}
