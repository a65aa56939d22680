import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The tab's bookkeeping is module state: each test gets a fresh copy of the module, as a new tab
// would, over a local storage and a cookie jar that "other tabs" write too, and a clock.
let remembered: typeof import("./remembered-locale.ts");
let storage: Map<string, string>;
/** When this tab's document began loading. */
const tabOpenedAt = Date.parse("2026-11-24T09:00:00Z");

beforeEach(async () => {
  vi.resetModules();
  remembered = await import("./remembered-locale.ts");
  storage = new Map();
  vi.useFakeTimers({ now: tabOpenedAt + 5_000, toFake: ["Date"] });
  vi.stubGlobal("performance", { timeOrigin: tabOpenedAt });
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
  });
  vi.stubGlobal("document", { cookie: "" });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Another tab of the browser choosing `locale`, `secondsAfterOpening` after this tab opened. */
const chooseInAnotherTab = (locale: string, secondsAfterOpening: number) =>
  storage.set(
    remembered.rememberedLocaleKey,
    JSON.stringify({ locale, chosenAt: tabOpenedAt + secondsAfterOpening * 1000 }),
  );

describe("the remembered language", () => {
  it("is kept in the locale cookie for 365 days and in local storage, with its time", () => {
    remembered.rememberLocale("nl");
    expect(document.cookie).toBe("lang=nl; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(JSON.parse(storage.get(remembered.rememberedLocaleKey) ?? "")).toEqual({
      locale: "nl",
      chosenAt: Date.now(),
    });
    expect(remembered.storedLocale()).toBe("nl");
  });

  it("is followed when another tab chooses it after this one opened, once per choice", () => {
    // Chosen before: this tab's address may say otherwise, and wins.
    chooseInAnotherTab("fr", -60);
    expect(remembered.localeChosenElsewhere()).toBeUndefined();
    chooseInAnotherTab("nl", 10);
    expect(remembered.localeChosenElsewhere()).toBe("nl");
    expect(remembered.localeChosenElsewhere()).toBeUndefined();
    chooseInAnotherTab("fr", 20);
    expect(remembered.localeChosenElsewhere()).toBe("fr");
  });

  it("is followed even when this tab first looks after the choice, if it opened before", () => {
    // The other tab chose 1 s after this one opened, before this tab's scripts ran.
    chooseInAnotherTab("en", 1);
    expect(remembered.localeChosenElsewhere()).toBe("en");
  });

  it("is not followed by the tab that chose it", () => {
    remembered.rememberLocale("fr");
    expect(remembered.localeChosenElsewhere()).toBeUndefined();
  });

  it("ignores what is not one of the site's languages, or not a choice", () => {
    chooseInAnotherTab("de", 10);
    expect(remembered.storedLocale()).toBeUndefined();
    expect(remembered.localeChosenElsewhere()).toBeUndefined();
    storage.set(remembered.rememberedLocaleKey, "nl");
    expect(remembered.localeChosenElsewhere()).toBeUndefined();
    storage.set(remembered.rememberedLocaleKey, "{not json");
    expect(remembered.localeChosenElsewhere()).toBeUndefined();
  });
});
