import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type BrowserWindow, browserWindow } from "../../../tests/support/browser-window.ts";
import { compareStorageKey, parseCompareList } from "./compare-list.ts";

// The store keeps state at module level (the cached list, the memory fallback): each test gets
// a fresh copy of the module.
let compare: typeof import("./compare-list.ts");

let fakeWindow: BrowserWindow;

beforeEach(async () => {
  vi.resetModules();
  compare = await import("./compare-list.ts");
  fakeWindow = browserWindow();
  vi.stubGlobal("window", fakeWindow);
});
afterEach(() => vi.unstubAllGlobals());

const stored = () => JSON.parse(fakeWindow.localStorage.getItem(compareStorageKey) ?? "null");

describe("the products ticked to compare", () => {
  it("are kept in local storage under vitrine.compare as business keys, each once, in order", () => {
    expect(compare.getCompareList()).toEqual([]);
    expect(compare.addToCompareList("OR-20")).toBe(true);
    expect(compare.addToCompareList(" OR-22 ")).toBe(true);
    expect(compare.addToCompareList("OR-20")).toBe(true);
    expect(stored()).toEqual(["OR-20", "OR-22"]);
    expect(compare.getCompareList()).toBe(compare.getCompareList());
  });

  it("are four at most: a fifth is refused and the list left as it was", () => {
    for (const bk of ["A", "B", "C", "D"]) expect(compare.addToCompareList(bk)).toBe(true);
    expect(compare.addToCompareList("E")).toBe(false);
    expect(compare.getCompareList()).toEqual(["A", "B", "C", "D"]);
    compare.removeFromCompareList("B");
    expect(compare.addToCompareList("E")).toBe(true);
    expect(stored()).toEqual(["A", "C", "D", "E"]);
  });

  it("are removed one by one or all at once, the storage emptied", () => {
    compare.addToCompareList("A");
    compare.addToCompareList("B");
    compare.removeFromCompareList("A");
    expect(compare.getCompareList()).toEqual(["B"]);
    compare.clearCompareList();
    expect(compare.getCompareList()).toEqual([]);
    expect(fakeWindow.localStorage.getItem(compareStorageKey)).toBeNull();
  });

  it("refuse an empty key or one longer than a business key may be", () => {
    expect(compare.addToCompareList("  ")).toBe(false);
    expect(compare.addToCompareList("X".repeat(129))).toBe(false);
    expect(compare.getCompareList()).toEqual([]);
  });

  it("build the comparison page's query", () => {
    expect(compare.compareQuery(["OR-20", "NBR 70/3"])).toBe("?products=OR-20,NBR%2070%2F3");
  });

  it("live in memory for the page when storage refuses to write", () => {
    fakeWindow.localStorage.failWrites = true;
    expect(compare.addToCompareList("A")).toBe(true);
    expect(compare.getCompareList()).toEqual(["A"]);
  });

  it("tell subscribers of a change here and of one in another tab", () => {
    const heard = vi.fn();
    const unsubscribe = compare.subscribeCompareList(heard);
    compare.addToCompareList("A");
    expect(heard).toHaveBeenCalledTimes(1);
    fakeWindow.localStorage.setItem(compareStorageKey, JSON.stringify(["B"]));
    for (const listener of fakeWindow.listeners.get("storage") ?? []) {
      listener({ key: compareStorageKey });
    }
    expect(heard).toHaveBeenCalledTimes(2);
    expect(compare.getCompareList()).toEqual(["B"]);
    unsubscribe();
    expect(fakeWindow.listeners.get("storage")?.size).toBe(0);
  });
});

describe("a stored list", () => {
  it("is read leniently: strings only, on one line, each once, the first four", () => {
    const raw = JSON.stringify(["A", 3, null, "A", " B\n", "", "C", "D", "E", { bk: "F" }]);
    expect(parseCompareList(raw)).toEqual(["A", "B", "C", "D"]);
    for (const broken of [null, "", "not json", "{}", '"A"', "42"]) {
      expect(parseCompareList(broken), String(broken)).toEqual([]);
    }
  });
});
