// The visitor's quote list (§3 "Cart: list of items with _id, kept in local storage"): products
// they want a price for, sent with the contact form. The list lives in the browser only
// (stored-list.ts), so the header's count, the product buttons and the list on the contact page
// stay in step.
//
// A product is kept by its business key, quantity and the visitor's note on it, never by the
// words of the page it was added on: every page names it in its own language
// (quote-list-titles.ts), and so does the mail. Lists stored before carried a title; it is kept,
// to name a product the shop no longer has.
//
// What the visitor types is checked (`readQuoteQuantity`): 1.5 is refused, not rounded to 2. What
// storage holds is read leniently instead (`parseQuoteList`), so that a list an older version of
// the page wrote, or one edited by hand, still opens.
import { useSyncExternalStore } from "react";
import {
  maxQuoteItems,
  maxQuoteNoteLength,
  maxQuoteQuantity,
  maxQuoteReferenceLength,
  maxQuoteTitleLength,
} from "../../modules/enquiries/quote-limits.ts";
import { storedList } from "./stored-list.ts";

export type QuoteListItem = {
  _id: string;
  quantity: number;
  /** What the visitor asks of this line ("cut to 500 × 500"), as typed; absent when empty. */
  note?: string;
  /** The title a list stored before carried: the name of last resort. */
  title?: string;
};

/** A line as the contact form sends it (contact.schema.ts `quoteItemSchema`). */
export type PostedQuoteItem = { _id: string; quantity: number; note?: string; title?: string };

export const quoteStorageKey = "vitrine.quote";

/**
 * A stored quantity, read leniently: rounded and brought within 1 … 1 000 000. Only for what
 * storage or code holds; what the visitor types goes through `readQuoteQuantity`.
 */
function storedQuantity(value: unknown): number | undefined {
  const quantity = typeof value === "string" ? Number(value) : value;
  if (typeof quantity !== "number" || !Number.isFinite(quantity)) return undefined;
  return Math.min(Math.max(Math.round(quantity), 1), maxQuoteQuantity);
}

/** Why a typed quantity is refused: not a whole number, or outside 1 … 1 000 000. */
export type QuantityProblem = "whole" | "range";

/** A typed quantity: the number it stands for, or why it is refused. */
export type QuantityReading =
  | { quantity: number; problem?: undefined }
  | { quantity?: undefined; problem: QuantityProblem };

/**
 * A quantity as the visitor typed it: digits only, from 1 to 1 000 000. "1.5", "2e3", "-4" and
 * text are not whole numbers, and "" and "0" are below the minimum; each is refused with its
 * reason instead of being rounded into a quantity the visitor did not ask for.
 */
export function readQuoteQuantity(typed: string): QuantityReading {
  const text = typed.trim();
  if (text === "") return { problem: "range" };
  if (!/^\d+$/.test(text)) return { problem: "whole" };
  const quantity = Number(text);
  if (quantity < 1 || quantity > maxQuoteQuantity) return { problem: "range" };
  return { quantity };
}

const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, " ").trim();

/**
 * A note as the list keeps it: on one line (a tab or line break pasted becomes a space) and no
 * longer than the form accepts. Not trimmed here, so that the space the visitor just typed stays;
 * the form sends it trimmed.
 */
const noteText = (text: string) => text.replace(/\p{Cc}+/gu, " ").slice(0, maxQuoteNoteLength);

/** A stored list as the contact form will accept it; anything else in storage is dropped. */
export function parseQuoteList(raw: string | null): QuoteListItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: QuoteListItem[] = [];
  for (const entry of parsed) {
    if (typeof entry !== "object" || entry === null) continue;
    const { _id, title, quantity, note } = entry as Record<string, unknown>;
    if (typeof _id !== "string") continue;
    const id = oneLine(_id);
    if (!id || id.length > maxQuoteReferenceLength || items.some((item) => item._id === id))
      continue;
    const storedTitle =
      typeof title === "string" ? oneLine(title).slice(0, maxQuoteTitleLength) : "";
    const storedNote = typeof note === "string" ? noteText(note) : "";
    items.push({
      _id: id,
      quantity: storedQuantity(quantity) ?? 1,
      ...(storedNote ? { note: storedNote } : {}),
      ...(storedTitle ? { title: storedTitle } : {}),
    });
    if (items.length === maxQuoteItems) break;
  }
  return items;
}

const quoteList = storedList(quoteStorageKey, parseQuoteList);

/** The current list; the same array until the list changes (what useSyncExternalStore needs). */
export const getQuoteList = quoteList.get;

const writeList = quoteList.write;

/**
 * Adds a product by its business key, or adds to its quantity when it is already listed.
 * False when the list is full.
 */
export function addToQuoteList(bk: string, quantity = 1): boolean {
  const items = getQuoteList();
  const id = oneLine(bk);
  if (!id) return false;
  const existing = items.find((item) => item._id === id);
  const added = storedQuantity(quantity) ?? 1;
  if (existing) {
    // A sum beyond the form's maximum stops at it: the visitor typed neither number.
    setQuoteQuantity(id, Math.min(existing.quantity + added, maxQuoteQuantity));
    return true;
  }
  if (items.length >= maxQuoteItems) return false;
  writeList([...items, { _id: id.slice(0, maxQuoteReferenceLength), quantity: added }]);
  return true;
}

export function removeFromQuoteList(id: string) {
  const items = getQuoteList();
  if (items.some((item) => item._id === id)) {
    writeList(items.filter((item) => item._id !== id));
  }
}

/**
 * Sets a product's quantity. Only a whole number from 1 to the contact form's maximum is taken:
 * anything else leaves the list as it is and answers false.
 */
export function setQuoteQuantity(id: string, quantity: number): boolean {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxQuoteQuantity) return false;
  const items = getQuoteList();
  if (items.some((item) => item._id === id && item.quantity !== quantity)) {
    writeList(items.map((item) => (item._id === id ? { ...item, quantity } : item)));
  }
  return true;
}

/** Sets the visitor's note on a product; an empty note removes it. */
export function setQuoteNote(id: string, note: string) {
  const kept = noteText(note);
  const items = getQuoteList();
  if (!items.some((item) => item._id === id && (item.note ?? "") !== kept)) return;
  writeList(
    items.map((item) => {
      if (item._id !== id) return item;
      const { note: _previous, ...rest } = item;
      return kept ? { ...rest, note: kept } : rest;
    }),
  );
}

/**
 * The list as the contact form's hidden field carries it: each note trimmed, an empty one left
 * out, so that the shop reads only what the visitor wrote.
 */
export function postedQuoteList(items: readonly QuoteListItem[]): PostedQuoteItem[] {
  return items.map(({ _id, quantity, note, title }) => {
    const trimmed = note?.trim();
    return {
      _id,
      quantity,
      ...(trimmed ? { note: trimmed } : {}),
      ...(title ? { title } : {}),
    };
  });
}

export function clearQuoteList() {
  if (getQuoteList().length > 0) writeList([]);
}

/** Calls `listener` whenever the list changes, in this tab or another; returns the unsubscribe. */
export const subscribeQuoteList = quoteList.subscribe;

/** The quote list, kept current; empty on the server and during hydration. */
export const useQuoteList = quoteList.useList;

/** How many products the quote list holds (lines, not quantities), for the header's link. */
export function useQuoteCount(): number {
  return useSyncExternalStore(
    subscribeQuoteList,
    () => getQuoteList().length,
    () => 0,
  );
}

const sentStorageKey = "vitrine.quote.sent";

/**
 * Empties the list once the message that carried it is stored. Once per message: the thank-you
 * page shown again (a reload) must not empty a list the visitor has filled since.
 */
export function clearQuoteListAfterSend(messageId: number) {
  try {
    if (window.sessionStorage.getItem(sentStorageKey) === String(messageId)) return;
    window.sessionStorage.setItem(sentStorageKey, String(messageId));
  } catch {
    // Without session storage, emptying twice is the lesser harm.
  }
  clearQuoteList();
}
