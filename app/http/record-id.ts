// How a request names a record: by its id, written in decimal digits. `Number()` and
// `z.coerce.number()` read far more than that ("0x10" is 16, "1e1" and "0b1010" are 10, " 7 "
// is 7, "" is 0), so one record would answer to many addresses, and a number past the
// database's integers makes PostgreSQL fail where it should find nothing. Every id that comes
// as text (an API path, a page's address, a query string) is read here and nowhere else, and
// so is a count a query string gives (`?limit=`).
// Client-safe: page loaders and the API share it.

/** Ids are PostgreSQL `integer`s, counted from 1: none is larger than 2^31 − 1. */
export const largestRecordId = 2_147_483_647;

/** Digits only, no sign, no leading zero (each number has one spelling), at most ten of them. */
export const recordIdPattern = "^[1-9][0-9]{0,9}$";
const idDigits = new RegExp(recordIdPattern);

export const notAnIdMessage = `an id is a whole number from 1 to ${largestRecordId}, written in digits`;

/**
 * The positive whole number `text` writes (an id, a count), or undefined when it is not written
 * in digits, has a leading zero, or is past `largestRecordId`.
 */
export function wholeNumberFrom(text: string | null | undefined): number | undefined {
  if (typeof text !== "string" || !idDigits.test(text)) return undefined;
  const id = Number(text);
  return id <= largestRecordId ? id : undefined;
}

/** The id `text` writes, or undefined when it writes none: such an address names no record. */
export const recordIdFrom = wholeNumberFrom;
