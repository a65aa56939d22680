import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The tab's bookkeeping is module state: each test gets a fresh copy of the module, as a new tab
// would, over a local storage and a cookie jar that "other tabs" write too.
let remembered: typeof import("./remembered-locale.ts");
let storage: Map<string, string>;

beforeEach(async () => {
  vi.resetModules();
  remembered = await import("./remembered-locale.ts");
  storage = new Map();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
  });
  vi.stubGlobal("document", { cookie: "" });
});
afterEach(() => vi.unstubAllGlobals());

const chooseInAnotherTab = (locale: string) => storage.set(remembered.rememberedLocaleKey, locale);

describe("the remembered language", () => {
  it("is kept in the locale cookie for 365 days and in local storage", () => {
    remembered.rememberLocale("nl");
    expect(document.cookie).toBe("lang=nl; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(storage.get(remembered.rememberedLocaleKey)).toBe("nl");
    expect(remembered.storedLocale()).toBe("nl");
  });

  it("is followed when another tab chooses it after this one began watching, once", () => {
    chooseInAnotherTab("fr");
    remembered.noticeStoredLocale();
    // Chosen before: this tab's address may say otherwise, and wins.
    expect(remembered.localeChosenElsewhere()).toBeUndefined();
    chooseInAnotherTab("nl");
    expect(remembered.localeChosenElsewhere()).toBe("nl");
    expect(remembered.localeChosenElsewhere()).toBeUndefined();
    chooseInAnotherTab("fr");
    expect(remembered.localeChosenElsewhere()).toBe("fr");
  });

  it("is not followed by the tab that chose it", () => {
    remembered.noticeStoredLocale();
    remembered.rememberLocale("fr");
    expect(remembered.localeChosenElsewhere()).toBeUndefined();
  });

  it("ignores what is not one of the site's languages", () => {
    remembered.noticeStoredLocale();
    chooseInAnotherTab("de");
    expect(remembered.storedLocale()).toBeUndefined();
    expect(remembered.localeChosenElsewhere()).toBeUndefined();
  });
});
