import { afterEach, describe, expect, it } from "vitest";
import { interfaceTexts } from "../../../database/seed/interface-texts/index.ts";
import { type Locale, locales } from "../../modules/i18n/locales.ts";
import { translator } from "../../modules/i18n/translation.tsx";
import {
  counted,
  fileSize,
  listed,
  shopDay,
  shopMoment,
  shownOf,
  written,
} from "./owner-formats.ts";

const textsIn = (locale: Locale) =>
  translator(Object.fromEntries(Object.entries(interfaceTexts).map(([k, v]) => [k, v[locale]])));

// Intl writes a narrow no-break space between a French number's thousands and before a unit.
const spaced = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

const originalZone = process.env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe("times on the shop's clock", () => {
  it("writes an instant in Brussels time, summer and winter, as Belgium writes it", () => {
    // 12:00 UTC is 14:00 in Brussels in summer (UTC+2) and 13:00 in winter (UTC+1).
    expect(shopMoment("en", "2026-07-01T12:00:00Z")).toBe("1 Jul 2026, 14:00");
    expect(shopMoment("fr", "2026-07-01T12:00:00Z")).toBe("1 juil. 2026, 14:00");
    expect(shopMoment("nl", "2026-07-01T12:00:00Z")).toBe("1 jul 2026, 14:00");
    expect(shopMoment("en", "2026-01-15T12:00:00Z")).toBe("15 Jan 2026, 13:00");
    // Late in the evening in UTC is already the next day in Brussels.
    expect(shopMoment("fr", "2026-12-31T23:30:00Z")).toBe("1 janv. 2027, 00:30");
  });

  it("does not follow the time zone of the machine or browser it runs in", () => {
    process.env.TZ = "America/New_York";
    expect(new Date("2026-07-01T12:00:00Z").getHours()).toBe(8);
    expect(shopMoment("fr", "2026-07-01T12:00:00Z")).toBe("1 juil. 2026, 14:00");
    process.env.TZ = "Asia/Tokyo";
    expect(shopMoment("nl", new Date("2026-07-01T12:00:00Z"))).toBe("1 jul 2026, 14:00");
  });

  it("writes a calendar day as the day it names, and leaves what is not a date as it is", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(shopDay("en", "2026-03-01")).toBe("1 March 2026");
    expect(shopDay("fr", "2026-03-01T00:00:00.000Z")).toBe("1 mars 2026");
    expect(shopDay("nl", "2026-03-01")).toBe("1 maart 2026");
    expect(shopDay("en", "soon")).toBe("soon");
    expect(shopMoment("en", "not a time")).toBe("not a time");
  });
});

describe("numbers and counts", () => {
  it("writes numbers and sizes as each language does", () => {
    expect(written("en", 12345)).toBe("12,345");
    expect(spaced(written("fr", 12345))).toBe("12 345");
    expect(written("nl", 12345)).toBe("12.345");
    expect(fileSize("en", 1536)).toBe("1.5 kB");
    expect(spaced(fileSize("fr", 3.5 * 1024 * 1024))).toBe("3,5 Mo");
  });

  it("counts in words with the back office's texts", () => {
    const t = { en: textsIn("en"), fr: textsIn("fr"), nl: textsIn("nl") };
    expect(counted(t.en, "en", "ADMIN-CATEGORY-PRODUCT-COUNT", 1)).toBe("1 product");
    expect(counted(t.en, "en", "ADMIN-CATEGORY-PRODUCT-COUNT", 3)).toBe("3 products");
    expect(counted(t.fr, "fr", "ADMIN-CATEGORY-PRODUCT-COUNT", 0)).toBe("0 produit");
    expect(spaced(counted(t.fr, "fr", "ADMIN-CATEGORY-PRODUCT-COUNT", 1250))).toBe(
      "1 250 produits",
    );
    expect(counted(t.nl, "nl", "ADMIN-CATEGORY-PRODUCT-COUNT", 1)).toBe("1 product");
    expect(counted(t.nl, "nl", "ADMIN-CATEGORY-PRODUCT-COUNT", 2)).toBe("2 producten");
  });

  it("says what a list shows of how many", () => {
    const t = textsIn("en");
    expect(shownOf(t, "en", "ADMIN-ROW-COUNT", 50, 126)).toBe("50 of 126 rows");
    expect(shownOf(t, "en", "ADMIN-ROW-COUNT", 1, 1)).toBe("1 row");
    expect(shownOf(t, "en", "ADMIN-ROW-COUNT", 0, 0)).toBe("0 rows");
    expect(spaced(shownOf(textsIn("fr"), "fr", "ADMIN-ROW-COUNT", 50, 1200))).toBe(
      "50 lignes sur 1 200",
    );
  });

  it("joins words as the language does", () => {
    expect(listed("en", ["the title", "the URL", "the order"])).toBe(
      "the title, the URL and the order",
    );
    expect(listed("fr", ["le titre", "l'URL"])).toBe("le titre et l'URL");
    expect(listed("nl", ["de titel", "de URL"])).toBe("de titel en de URL");
  });
});

describe("the back office's counted texts", () => {
  const adminKeys = Object.keys(interfaceTexts).filter((key) => key.startsWith("ADMIN-"));

  it("never write a plural in brackets: each count has its singular and plural texts", () => {
    const bracketed = /\p{L}\((s|e|es|en|n|e\)s|x)\)|\(e\)s\b/u;
    const found = adminKeys.flatMap((key) =>
      locales
        .filter((locale) => bracketed.test(interfaceTexts[key]?.[locale] ?? ""))
        .map((locale) => `${key} (${locale}): ${interfaceTexts[key]?.[locale]}`),
    );
    expect(found).toEqual([]);
  });

  it("have both forms of every count", () => {
    const counts = adminKeys.filter((key) => /-(ONE|OTHER)$/.test(key));
    expect(counts.length).toBeGreaterThan(20);
    for (const key of counts) {
      const base = key.replace(/-(ONE|OTHER)$/, "");
      expect(interfaceTexts[`${base}-ONE`], `${base}-ONE`).toBeDefined();
      expect(interfaceTexts[`${base}-OTHER`], `${base}-OTHER`).toBeDefined();
    }
  });
});
