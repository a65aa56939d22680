// The products sheet: one row per product, by business key. Its categories by their English
// URL, the main one first; its title per language; its pictures by id; one column per attribute
// type (`THICKNESS (mm)`), several values of a type that allows them separated by `|`.
//
// Importing applies the product service's rules (products.service.server.ts) to each row, and
// these besides: a listed type takes one of its values; a numeric type (no list, and a unit or
// a bound: numeric-attributes.ts `isNumericAttribute`, the product API's rule) takes a number
// (`2.5`, or `2,5`, stored as `2.5`) within its bounds, which a product's save leaves unchecked
// but a file, read without the form's warnings, may not cross (ADR 28). Values a product
// already holds are not checked again, so that a file exported from older data imports back
// unchanged. A column the file leaves out leaves that field of existing products as it is.
// Product-specific ranges (a line's min and max) are not in the sheet and are kept. The
// availability and its lead time are two columns (products-sheet-cells.server.ts).

import { bumpStamp } from "../caches/stamps.server.ts";
import type { AttributeLineColumns } from "../catalogue/attribute-line-columns.ts";
import type { Availability } from "../catalogue/availability.ts";
import { maxPicturesPerItem } from "../catalogue/catalogue.schema.ts";
import type {
  AttributeLine,
  AttributeType,
  Category,
  Product,
} from "../catalogue/catalogue-model.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import {
  setAttributeLinesOfProducts,
  setAvailabilityOfProducts,
} from "../catalogue/catalogue-records.server.ts";
import { contentKeys } from "../catalogue/content-keys.ts";
import { isNumericAttribute, storedNumber } from "../catalogue/numeric-attributes.ts";
import { productInputSchema } from "../catalogue/product-input.schema.ts";
import { productStates, productStatesAfter } from "../catalogue/products.service.server.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { deleteTranslations, saveTranslations } from "../i18n/stored-translations.server.ts";
import {
  availabilityCells,
  availabilityInRow,
  valueProblem,
} from "./products-sheet-cells.server.ts";
import {
  attributeHeader,
  joinedValues,
  productColumns,
  productFixedColumns,
  readAttributeHeader,
  splitValues,
} from "./sheet-columns.ts";
import {
  firstIssue,
  type ImportPlan,
  nothingToApply,
  ReportBuilder,
  SheetColumns,
  textProblem,
} from "./sheet-reading.server.ts";
import { picturesInCell, RowCheck, RowKeys } from "./sheet-rows.server.ts";
import {
  insertProducts,
  replaceCategoriesOfProducts,
  replacePicturesOfProducts,
  touchProducts,
} from "./spreadsheet.repository.server.ts";
import type { SheetTable } from "./spreadsheet-files.server.ts";

// The product API's limits, from its schema: a file and the form refuse alike.
const productFields = productInputSchema.shape;
const maxTitleLength = productFields.titleTranslations.unwrap().shape.en.unwrap().maxLength ?? 0;

/** A number as the shop stores it (`storedNumber`); anything else as written, to be refused. */
const numberText = (value: string) => storedNumber(value) ?? value;

function linesOfType(product: Product | undefined, typeId: number): AttributeLine[] {
  return (product?.lines ?? [])
    .filter((line) => line.typeId === typeId)
    .sort((a, b) => a.index - b.index);
}

const slugsOf = (model: CatalogueReadModel, categoryIds: readonly number[]) =>
  categoryIds.flatMap((id) => model.category(id)?.slugs.en ?? []);

// ── Export ───────────────────────────────────────────────────────────────────────────────────

export function productSheet(model: CatalogueReadModel) {
  const types = model.attributeTypes;
  const headers = [...productFixedColumns, ...types.map(attributeHeader)];
  const rows = model.products.map((product) => {
    const titles = model.productTitles(product);
    return [
      product.bk,
      joinedValues(slugsOf(model, product.categoryIds)),
      ...locales.map((locale) => titles[locale]),
      joinedValues(product.pictureIds.map(String)),
      ...availabilityCells(product.availability),
      ...types.map((type) => joinedValues(linesOfType(product, type.id).map((line) => line.value))),
    ];
  });
  return { headers, rows };
}

// ── Import ───────────────────────────────────────────────────────────────────────────────────

type Column = { kind: "fixed"; name: string } | { kind: "attribute"; type: AttributeType };

/** A row to write: what it creates or changes. */
type ProductWrite = {
  bk: string;
  existing: Product | undefined;
  categoryIds?: readonly number[];
  pictureIds?: readonly number[];
  lines?: AttributeLineColumns[];
  availability?: Availability | null;
  titles: { locale: Locale; text: string }[];
};

export function planProductImport(model: CatalogueReadModel, table: SheetTable): ImportPlan {
  const typeByCode = new Map(model.attributeTypes.map((type) => [type.code, type]));
  const columns = new SheetColumns<Column>(
    table,
    (header) => {
      if (productFixedColumns.includes(header)) {
        return { meaning: { kind: "fixed", name: header } };
      }
      const read = readAttributeHeader(header);
      const type = read && typeByCode.get(read.code);
      if (!read || !type) return undefined;
      if (read.unit !== undefined && read.unit !== type.unit) {
        const refused = type.unit
          ? `The unit of ${type.code} is ${type.unit}, not ${read.unit || "none"}: the column is "${attributeHeader(type)}"`
          : `${type.code} has no unit: the column is "${attributeHeader(type)}"`;
        return { refused };
      }
      return { meaning: { kind: "attribute", type } };
    },
    (column) => (column.kind === "fixed" ? column.name : `attribute ${column.type.code}`),
    `${productFixedColumns.join(", ")} and one per attribute type, its code with its unit, e.g. "THICKNESS (mm)"`,
  );
  columns.require(productColumns.bk);
  const report = new ReportBuilder(columns.errors);
  if (report.errors.length > 0) return { report: report.report(), apply: nothingToApply };

  const typeColumns = columns
    .entries()
    .flatMap(({ key, meaning }) =>
      meaning.kind === "attribute"
        ? [{ key, type: meaning.type, header: attributeHeader(meaning.type) }]
        : [],
    );
  const keys = new RowKeys(productColumns.bk, productFields.bk);
  const writes: ProductWrite[] = [];

  for (const row of table.rows) {
    const { line } = row;
    const check = new RowCheck(report, line);
    const fail = check.fail.bind(check);
    const change = check.change.bind(check);
    const bk = keys.read(check, columns.cell(row, productColumns.bk));
    if (bk === undefined) continue;
    const existing = model.productByBk(bk);
    const isNew = existing === undefined;

    // Categories, the main one first.
    let categoryIds = existing?.categoryIds ?? [];
    let categoriesChanged = false;
    const categoryCell = columns.cell(row, productColumns.categories);
    if (categoryCell !== undefined) {
      const ids: number[] = [];
      for (const slug of splitValues(categoryCell)) {
        const category = model.structure.categoryBySlug.en.get(slug);
        if (!category) fail(productColumns.categories, `No category has the English URL "${slug}"`);
        else if (ids.includes(category.id)) {
          fail(productColumns.categories, `The category "${slug}" is listed twice`);
        } else ids.push(category.id);
      }
      categoriesChanged = change(
        productColumns.categories,
        joinedValues(slugsOf(model, categoryIds)),
        joinedValues(slugsOf(model, ids)),
      );
      if (categoriesChanged || isNew) {
        if (splitValues(categoryCell).length === 0) {
          fail(productColumns.categories, "A product category is required");
        } else if (ids.length > 0) {
          const tooMany = firstIssue(productFields.Categories.safeParse(ids.map((id) => ({ id }))));
          if (tooMany) fail(productColumns.categories, tooMany);
        }
      }
      categoryIds = ids;
    } else if (isNew) {
      fail(productColumns.categories, "A new product needs its categories: the column is missing");
    }
    const main = model.category(categoryIds[0]);
    const mainChanged = !isNew && main?.id !== existing?.categoryIds[0];

    // Titles.
    const storedTitles = existing ? model.productTitles(existing) : undefined;
    const titles: ProductWrite["titles"] = [];
    for (const locale of locales) {
      const column = productColumns.title(locale);
      const cell = columns.cell(row, column);
      const stored = storedTitles?.[locale] ?? "";
      const title = cell === undefined ? stored : cell.trim();
      if (change(column, stored, title) || (isNew && title !== "")) {
        const problem = textProblem(title);
        if (problem) fail(column, `The title ${problem}`);
        else if (title.length > maxTitleLength) {
          fail(column, `The title is at most ${maxTitleLength} characters`);
        } else titles.push({ locale, text: title });
      }
      if (locale === "en" && title === "" && (isNew || stored !== "")) {
        fail(column, "The English title is required");
      }
    }

    // Pictures.
    const heldPictures = existing?.pictureIds ?? [];
    const pictureCell = columns.cell(row, productColumns.pictures);
    const pictures =
      pictureCell === undefined
        ? { ids: heldPictures, changed: false }
        : picturesInCell(
            model,
            check,
            productColumns.pictures,
            pictureCell,
            heldPictures,
            maxPicturesPerItem,
          );

    const availability = availabilityInRow(columns, row, check, existing);

    // Attribute values, per type.
    const configured = new Map((main?.attributeSet ?? []).map((entry) => [entry.typeId, entry]));
    const valuesOf = new Map<number, string[]>();
    let linesChanged = false;
    for (const type of model.attributeTypes) {
      const column = typeColumns.find((candidate) => candidate.type.id === type.id);
      const held = linesOfType(existing, type.id).map((line) => line.value);
      const cell = column ? columns.cell(row, column.key) : undefined;
      const values =
        cell === undefined
          ? held
          : (type.allowsMultiple ? splitValues(cell) : [cell.trim()].filter(Boolean)).map(
              (value) => (isNumericAttribute(type) ? numberText(value) : value),
            );
      valuesOf.set(type.id, values);
      const header = column?.header ?? attributeHeader(type);
      const typeChanged = change(header, joinedValues(held), joinedValues(values));
      linesChanged ||= typeChanged;
      if (values.length === 0 || !(typeChanged || mainChanged || isNew)) continue;
      if (main && !configured.has(type.id)) {
        fail(
          column ? header : productColumns.categories,
          `${type.code} is not an attribute of the category "${main.slugs.en}"`,
        );
        continue;
      }
      for (const value of values) {
        if (held.includes(value)) continue;
        const problem = valueProblem(type, value);
        if (problem) fail(header, problem);
      }
    }

    if (check.failed) continue;
    report.row(line, bk, isNew, check.fields);
    if (!isNew && check.fields.length === 0) continue;
    writes.push({
      bk,
      existing,
      ...(isNew || categoriesChanged ? { categoryIds } : {}),
      ...(isNew || pictures.changed ? { pictureIds: pictures.ids } : {}),
      ...(isNew || linesChanged || mainChanged
        ? { lines: attributeLines(model, main, existing, valuesOf) }
        : {}),
      ...(availability && (isNew || availability.changed)
        ? { availability: availability.availability }
        : {}),
      titles,
    });
  }

  return {
    report: report.report(),
    apply: (trx, revisions) => applyProducts(trx, revisions, writes),
  };
}

/**
 * A product's attribute lines as the product service writes them: each value a line, numbered
 * within its type, in the order of the main category's attribute set; the range a line held
 * is kept.
 */
function attributeLines(
  model: CatalogueReadModel,
  main: Category | undefined,
  existing: Product | undefined,
  valuesOf: ReadonlyMap<number, readonly string[]>,
): AttributeLineColumns[] {
  const configured = new Map((main?.attributeSet ?? []).map((entry) => [entry.typeId, entry]));
  return model.attributeTypes.flatMap((type) => {
    const held = linesOfType(existing, type.id);
    return (valuesOf.get(type.id) ?? []).map((value, position) => {
      const before = held[position];
      return {
        attributeTypeId: type.id,
        index: position + 1,
        sortOrder: configured.get(type.id)?.sortOrder ?? before?.sortOrder ?? 0,
        attributeValue: value,
        minValue: before?.min ?? null,
        maxValue: before?.max ?? null,
      };
    });
  });
}

async function applyProducts(
  trx: Parameters<ImportPlan["apply"]>[0],
  revisions: RevisionRecorder,
  writes: readonly ProductWrite[],
) {
  if (writes.length === 0) return;
  // The products the file changes keep their state before it, as their own saves would.
  const changedIds = writes.flatMap((write) => (write.existing ? [write.existing.id] : []));
  const before = await productStates(trx, changedIds);
  const created = await insertProducts(
    trx,
    writes.filter((write) => !write.existing).map((write) => write.bk),
  );
  const idOf = (write: ProductWrite) => write.existing?.id ?? created.get(write.bk) ?? 0;
  await touchProducts(
    trx,
    writes.flatMap((write) => (write.existing ? [write.existing.id] : [])),
  );
  const withCategories = writes.flatMap((write) =>
    write.categoryIds ? [{ productId: idOf(write), categoryIds: write.categoryIds }] : [],
  );
  const withPictures = writes.flatMap((write) =>
    write.pictureIds ? [{ productId: idOf(write), pictureIds: write.pictureIds }] : [],
  );
  const withLines = writes.flatMap((write) =>
    write.lines ? [{ productId: idOf(write), lines: write.lines }] : [],
  );
  await replaceCategoriesOfProducts(trx, withCategories);
  await replacePicturesOfProducts(trx, withPictures);
  await setAttributeLinesOfProducts(trx, withLines);
  const withAvailability = writes.flatMap((write) =>
    write.availability === undefined
      ? []
      : [{ productId: idOf(write), availability: write.availability }],
  );
  await setAvailabilityOfProducts(trx, withAvailability);
  const texts = writes.flatMap((write) =>
    write.titles.map((title) => ({
      keyCode: contentKeys.productTitle(write.bk),
      langCode: title.locale,
      tText: title.text,
    })),
  );
  await saveTranslations(
    trx,
    texts.filter((text) => text.tText !== ""),
  );
  await deleteTranslations(
    trx,
    texts.filter((text) => text.tText === ""),
  );
  const structureChanged =
    created.size > 0 ||
    withCategories.length + withPictures.length + withLines.length + withAvailability.length > 0;
  if (structureChanged) await bumpStamp(trx, "products");
  if (texts.length > 0) await bumpStamp(trx, "catalogue-texts");
  // Read again: the rows, and the parts the file wrote.
  const after = await productStatesAfter(trx, before, [
    ...(withCategories.length > 0 ? (["categoryIds"] as const) : []),
    ...(withPictures.length > 0 ? (["pictureIds"] as const) : []),
    ...(withLines.length > 0 ? (["lines"] as const) : []),
    ...(texts.length > 0 ? (["titles"] as const) : []),
  ]);
  await revisions.recordMany(
    trx,
    "product",
    changedIds.map((id) => ({ id, before: before.get(id), after: after.get(id) })),
  );
}
