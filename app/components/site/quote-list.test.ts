import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type BrowserWindow, browserWindow } from "../../../tests/support/browser-window.ts";
import {
  maxQuoteItems,
  maxQuoteNoteLength,
  maxQuoteQuantity,
} from "../../modules/enquiries/quote-limits.ts";
import {
  parseQuoteList,
  postedQuoteList,
  quoteStorageKey,
  readQuoteQuantity,
} from "./quote-list.ts";

// The store keeps state at module level (the cached list, the memory fallback): each test gets
// a fresh copy of the module.
let quote: typeof import("./quote-list.ts");

let fakeWindow: BrowserWindow;

beforeEach(async () => {
  vi.resetModules();
  quote = await import("./quote-list.ts");
  fakeWindow = browserWindow();
  vi.stubGlobal("window", fakeWindow);
});
afterEach(() => vi.unstubAllGlobals());

const oRing = "OR-12";
const sheet = "NBR-SH-3-1000";

describe("the quote list", () => {
  it("is kept in local storage under vitrine.quote as { _id, quantity } items: business keys, not titles", () => {
    expect(quote.getQuoteList()).toEqual([]);
    quote.addToQuoteList(oRing);
    quote.addToQuoteList(sheet, 3);
    expect(JSON.parse(fakeWindow.localStorage.getItem(quoteStorageKey) ?? "")).toEqual([
      { _id: "OR-12", quantity: 1 },
      { _id: "NBR-SH-3-1000", quantity: 3 },
    ]);
  });

  it("keeps the title a list stored before carried, and keeps it when the list changes", () => {
    fakeWindow.localStorage.setItem(
      quoteStorageKey,
      JSON.stringify([{ _id: "OR-12", title: "O-ring 12 mm", quantity: 2 }]),
    );
    quote.addToQuoteList(sheet);
    expect(JSON.parse(fakeWindow.localStorage.getItem(quoteStorageKey) ?? "")).toEqual([
      { _id: "OR-12", title: "O-ring 12 mm", quantity: 2 },
      { _id: "NBR-SH-3-1000", quantity: 1 },
    ]);
  });

  it("adds to the quantity of a product already listed", () => {
    quote.addToQuoteList(oRing, 2);
    quote.addToQuoteList(oRing);
    expect(quote.getQuoteList()).toEqual([{ _id: "OR-12", quantity: 3 }]);
  });

  it("changes quantities to whole numbers within 1 … 1 000 000, refusing others unrounded, and removes products", () => {
    quote.addToQuoteList(oRing);
    quote.addToQuoteList(sheet);
    expect(quote.setQuoteQuantity("OR-12", 250)).toBe(true);
    expect(quote.getQuoteList()[0]?.quantity).toBe(250);
    for (const refused of [250.4, 1.5, 0, -3, maxQuoteQuantity + 1, 5e9, Number.NaN]) {
      expect(quote.setQuoteQuantity("OR-12", refused), String(refused)).toBe(false);
      expect(quote.getQuoteList()[0]?.quantity).toBe(250);
    }
    expect(quote.setQuoteQuantity("OR-12", maxQuoteQuantity)).toBe(true);
    expect(quote.getQuoteList()[0]?.quantity).toBe(maxQuoteQuantity);
    // Adding once more stops at the maximum rather than going past what the form accepts.
    quote.addToQuoteList(oRing);
    expect(quote.getQuoteList()[0]?.quantity).toBe(maxQuoteQuantity);
    quote.removeFromQuoteList("OR-12");
    expect(quote.getQuoteList().map((item) => item._id)).toEqual(["NBR-SH-3-1000"]);
    quote.clearQuoteList();
    expect(quote.getQuoteList()).toEqual([]);
    expect(fakeWindow.localStorage.getItem(quoteStorageKey)).toBeNull();
  });

  it("reads a typed quantity only when it is a whole number from 1 to 1 000 000, and says why not", () => {
    expect(readQuoteQuantity("25")).toEqual({ quantity: 25 });
    expect(readQuoteQuantity(" 7 ")).toEqual({ quantity: 7 });
    expect(readQuoteQuantity("007")).toEqual({ quantity: 7 });
    expect(readQuoteQuantity(String(maxQuoteQuantity))).toEqual({ quantity: maxQuoteQuantity });
    for (const typed of ["1.5", "2,5", "1e3", "-4", "+4", "ten", "0x10"]) {
      expect(readQuoteQuantity(typed), typed).toEqual({ problem: "whole" });
    }
    for (const typed of [
      "",
      "  ",
      "0",
      "000",
      String(maxQuoteQuantity + 1),
      "99999999999999999999",
    ]) {
      expect(readQuoteQuantity(typed), typed).toEqual({ problem: "range" });
    }
  });

  it("keeps a note per product, on one line and within the form's length, and drops an empty one", () => {
    quote.addToQuoteList(oRing);
    quote.addToQuoteList(sheet, 2);
    quote.setQuoteNote(sheet, "cut to ");
    // Kept as typed while the visitor types: the next word goes after the space.
    expect(quote.getQuoteList()[1]).toEqual({ _id: sheet, quantity: 2, note: "cut to " });
    quote.setQuoteNote(sheet, "cut to\t500 × 500");
    expect(JSON.parse(fakeWindow.localStorage.getItem(quoteStorageKey) ?? "")).toEqual([
      { _id: "OR-12", quantity: 1 },
      { _id: "NBR-SH-3-1000", quantity: 2, note: "cut to 500 × 500" },
    ]);
    quote.setQuoteNote(sheet, "x".repeat(maxQuoteNoteLength + 20));
    expect(quote.getQuoteList()[1]?.note).toHaveLength(maxQuoteNoteLength);
    // The quantity and the note change apart.
    quote.setQuoteQuantity(sheet, 5);
    quote.addToQuoteList(sheet);
    expect(quote.getQuoteList()[1]).toMatchObject({ quantity: 6, note: "x".repeat(300) });
    quote.setQuoteNote(sheet, "");
    expect(quote.getQuoteList()[1]).toEqual({ _id: sheet, quantity: 6 });
  });

  it("sends each line as { _id, quantity, note } with the note trimmed, and no empty note", () => {
    expect(
      postedQuoteList([
        { _id: "OR-12", quantity: 3, note: "  cut to 500 × 500 " },
        { _id: "NBR-SH-3-1000", quantity: 1, note: "   " },
        { _id: "OLD-1", quantity: 2, title: "Retired gasket" },
      ]),
    ).toEqual([
      { _id: "OR-12", quantity: 3, note: "cut to 500 × 500" },
      { _id: "NBR-SH-3-1000", quantity: 1 },
      { _id: "OLD-1", quantity: 2, title: "Retired gasket" },
    ]);
  });

  it("gives the same array until the list changes (useSyncExternalStore needs it)", () => {
    quote.addToQuoteList(oRing);
    const first = quote.getQuoteList();
    expect(quote.getQuoteList()).toBe(first);
    quote.addToQuoteList(sheet);
    expect(quote.getQuoteList()).not.toBe(first);
  });

  it("tells subscribers about changes made here and in other tabs", () => {
    const listener = vi.fn();
    const unsubscribe = quote.subscribeQuoteList(listener);
    quote.addToQuoteList(oRing);
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab writes the list: the browser fires `storage` in this one.
    fakeWindow.localStorage.setItem(quoteStorageKey, JSON.stringify([{ _id: "X-1", quantity: 2 }]));
    for (const handler of fakeWindow.listeners.get("storage") ?? []) {
      handler({ key: quoteStorageKey });
    }
    expect(listener).toHaveBeenCalledTimes(2);
    expect(quote.getQuoteList()).toEqual([{ _id: "X-1", quantity: 2 }]);

    unsubscribe();
    expect(fakeWindow.listeners.get("storage")?.size).toBe(0);
    quote.addToQuoteList(sheet);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps only what the contact form accepts from whatever is stored", () => {
    expect(parseQuoteList("not json")).toEqual([]);
    expect(parseQuoteList('{"_id":"A"}')).toEqual([]);
    expect(
      parseQuoteList(
        JSON.stringify([
          { _id: " A-1 ", title: "Line\nbreak", quantity: "4" },
          { _id: "A-1", title: "duplicate" },
          { _id: "", title: "no id" },
          { title: "no id either" },
          { _id: 12 },
          null,
          { _id: "B-2", quantity: -3 },
          // Stored by an older page, or by hand: rounded and brought within bounds, not dropped.
          { _id: "C-3", quantity: 2.6, note: "to\r\nsize" },
          { _id: "D-4", quantity: 5e9, note: 12 },
          { _id: "E-5", quantity: "many", note: "" },
        ]),
      ),
    ).toEqual([
      { _id: "A-1", quantity: 4, title: "Line break" },
      { _id: "B-2", quantity: 1 },
      { _id: "C-3", quantity: 3, note: "to size" },
      { _id: "D-4", quantity: maxQuoteQuantity },
      { _id: "E-5", quantity: 1 },
    ]);
    const many = Array.from({ length: maxQuoteItems + 5 }, (_, index) => ({
      _id: `P-${index}`,
    }));
    expect(parseQuoteList(JSON.stringify(many))).toHaveLength(maxQuoteItems);
  });

  it("refuses a product beyond the contact form's maximum", () => {
    for (let index = 0; index < maxQuoteItems; index++) {
      expect(quote.addToQuoteList(`P-${index}`)).toBe(true);
    }
    expect(quote.addToQuoteList("ONE-TOO-MANY")).toBe(false);
    expect(quote.getQuoteList()).toHaveLength(maxQuoteItems);
  });

  it("keeps working in memory when local storage refuses to write", () => {
    fakeWindow.localStorage.failWrites = true;
    quote.addToQuoteList(oRing);
    expect(quote.getQuoteList()).toEqual([{ _id: "OR-12", quantity: 1 }]);
    quote.addToQuoteList(oRing);
    expect(quote.getQuoteList()[0]?.quantity).toBe(2);
  });

  it("is empty, without errors, where there is no window (server rendering)", () => {
    vi.unstubAllGlobals();
    expect(quote.getQuoteList()).toEqual([]);
    expect(quote.subscribeQuoteList(() => undefined)).toEqual(expect.any(Function));
  });

  it("is emptied once per sent message, not again when the thank-you page is shown again", () => {
    quote.addToQuoteList(oRing);
    quote.clearQuoteListAfterSend(41);
    expect(quote.getQuoteList()).toEqual([]);
    quote.addToQuoteList(sheet);
    quote.clearQuoteListAfterSend(41);
    expect(quote.getQuoteList()).toHaveLength(1);
    quote.clearQuoteListAfterSend(42);
    expect(quote.getQuoteList()).toEqual([]);
  });
});
