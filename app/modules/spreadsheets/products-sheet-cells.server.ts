// The cells of a products sheet's row that need more than a rule of the product API: an
// attribute value (its type's list, a number within its type's bounds) and the availability
// (`availability`: in_stock, on_request, made_to_order or empty; `lead time`: working days,
// for made to order only). Each refusal names what is wrong; the caller adds the line and the
// column.
import {
  type Availability,
  availabilityStatuses,
  leadTimeDaysSchema,
  leadTimeMessage,
  leadTimeOnlyMadeToOrder,
} from "../catalogue/availability.ts";
import type { AttributeType, Product } from "../catalogue/catalogue-model.ts";
import {
  isNumericAttribute,
  outsideBounds,
  storedNumber,
} from "../catalogue/numeric-attributes.ts";
import { maxAttributeValueLength } from "../catalogue/product-input.schema.ts";
import { productColumns } from "./sheet-columns.ts";
import { oneLineProblem, type SheetColumns } from "./sheet-reading.server.ts";
import type { RowCheck } from "./sheet-rows.server.ts";

export function valueProblem(type: AttributeType, value: string): string | undefined {
  const oneLine = oneLineProblem(value);
  if (oneLine) return `A value ${oneLine}`;
  if (value.length > maxAttributeValueLength) {
    return `A value is at most ${maxAttributeValueLength} characters`;
  }
  if (type.values.length > 0) {
    if (type.values.some((listed) => listed.value === value)) return undefined;
    const shown = type.values.slice(0, 12).map((listed) => listed.value);
    const more = type.values.length > shown.length ? ", …" : "";
    return `"${value}" is not one of the values of ${type.code} (${shown.join(", ")}${more})`;
  }
  if (!isNumericAttribute(type)) return undefined;
  if (storedNumber(value) === undefined) {
    return `"${value}" is not a number (${type.code} takes a number)`;
  }
  const unit = type.unit ? ` ${type.unit}` : "";
  if (outsideBounds(type, value)) {
    const range =
      type.min !== null && type.max !== null
        ? `from ${type.min} to ${type.max}${unit}`
        : type.min !== null
          ? `at least ${type.min}${unit}`
          : `at most ${type.max}${unit}`;
    return `${value} is out of the range of ${type.code}: ${range}`;
  }
  return undefined;
}

/** The availability as the sheet writes it: its status and its lead time, "" for none. */
export function availabilityCells(availability: Availability | null | undefined): [string, string] {
  return [availability?.status ?? "", availability?.leadTimeDays?.toString() ?? ""];
}

/**
 * A row's availability: its columns read, a column the file leaves out keeping what the
 * product has (but for a lead time, which goes with a status other than made to order);
 * undefined when a cell is refused (noted on the row).
 */
export function availabilityInRow<C>(
  columns: SheetColumns<C>,
  row: Parameters<SheetColumns<C>["cell"]>[0],
  check: RowCheck,
  existing: Product | undefined,
): { availability: Availability | null; changed: boolean } | undefined {
  const held = existing?.availability ?? null;
  const [heldStatus, heldLead] = availabilityCells(held);
  const statusCell = columns.cell(row, productColumns.availability);
  const leadCell = columns.cell(row, productColumns.leadTime);
  if (statusCell === undefined && leadCell === undefined) {
    return { availability: held, changed: false };
  }
  const statusText = statusCell === undefined ? heldStatus : statusCell.trim().toLowerCase();
  const status = availabilityStatuses.find((known) => known === statusText);
  let leadText = leadCell === undefined ? heldLead : leadCell.trim();
  if (leadCell === undefined && status !== "made_to_order") leadText = "";
  let refused = false;
  if (statusText !== "" && !status) {
    check.fail(
      productColumns.availability,
      `"${statusText}" is not an availability: in_stock, on_request, made_to_order or empty`,
    );
    refused = true;
  }
  let leadTimeDays: number | undefined;
  if (leadText !== "") {
    const number = /^\d+$/.test(leadText) ? Number(leadText) : Number.NaN;
    if (status !== undefined && status !== "made_to_order") {
      check.fail(productColumns.leadTime, leadTimeOnlyMadeToOrder);
      refused = true;
    } else if (!leadTimeDaysSchema.safeParse(number).success) {
      check.fail(productColumns.leadTime, `"${leadText}": ${leadTimeMessage}`);
      refused = true;
    } else if (status === undefined) {
      check.fail(productColumns.leadTime, leadTimeOnlyMadeToOrder);
      refused = true;
    } else leadTimeDays = number;
  }
  if (refused) return undefined;
  const availability: Availability | null = status
    ? { status, ...(leadTimeDays === undefined ? {} : { leadTimeDays }) }
    : null;
  const [statusNow, leadNow] = availabilityCells(availability);
  const statusChanged = check.change(productColumns.availability, heldStatus, statusNow);
  const leadChanged = check.change(productColumns.leadTime, heldLead, leadNow);
  return { availability, changed: statusChanged || leadChanged };
}
