// Whole numbers a request sends as JSON numbers for the database's `integer` columns: the ids of
// the records it links (`parent_id`, `Resources[].id`, `attribute_type_id`) and sort orders.
// PostgreSQL's `integer` holds −2^31 … 2^31 − 1: past that a write fails ("integer out of
// range") where the request should be refused, naming the field. Schemas build those fields
// from these. Client-safe.
import { z } from "zod";
import { largestRecordId } from "./record-id.ts";

const smallestStoredInteger = -(2 ** 31);

/** The id of a record a body links to; `required` words the refusal of anything else. */
export function linkedRecordId(required = "must be the id of a record") {
  return z.number(required).int(required).min(1, required).max(largestRecordId, required);
}

/** A whole number an `integer` column holds; `what` names it in the refusal ("The sort order"). */
export function storedInteger(what: string) {
  const message = `${what} is a whole number from ${smallestStoredInteger} to ${largestRecordId}`;
  return z
    .number(message)
    .int(message)
    .min(smallestStoredInteger, message)
    .max(largestRecordId, message);
}

/** Where a record comes among its siblings: lower first. */
export const sortOrder = storedInteger("The sort order");
