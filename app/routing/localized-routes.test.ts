import { describe, expect, it } from "vitest";
import { alternatePaths, localizedPath, matchLocalizedRoute } from "./localized-routes.ts";

describe("the localized route table", () => {
  it("builds the path of a screen in each language", () => {
    expect(localizedPath("home", "en")).toBe("/");
    expect(localizedPath("home", "fr")).toBe("/fr");
    expect(localizedPath("home", "nl")).toBe("/nl");
  });

  it("builds a path with a parameter, given again or among many, as it did the first time", () => {
    expect(localizedPath("products-catUrl", "fr", { catUrl: "joints" })).toBe(
      "/fr/produits/joints",
    );
    expect(localizedPath("products-catUrl", "fr", { catUrl: "joints" })).toBe(
      "/fr/produits/joints",
    );
    expect(localizedPath("products-catUrl", "nl", { catUrl: "matten" })).toBe(
      "/nl/producten/matten",
    );
    // An optional parameter left out is not one named "undefined".
    expect(localizedPath("products-view-id", "en", { id: undefined })).toBe("/products/view");
    expect(localizedPath("products-view-id", "en", { id: "undefined" })).toBe(
      "/products/view/undefined",
    );
    expect(localizedPath("products-view-id", "en")).toBe("/products/view");
    for (let n = 0; n < 3_000; n += 1) {
      expect(localizedPath("blog-article", "fr", { url: `article-${n}` })).toBe(
        `/fr/blog/article-${n}`,
      );
    }
    expect(localizedPath("blog-article", "nl", { url: "a b/c" })).toBe("/nl/blog/a%20b%2Fc");
  });

  it("recognises which screen and language a path shows", () => {
    expect(matchLocalizedRoute("/fr")).toEqual({ id: "home", locale: "fr", params: {} });
    expect(matchLocalizedRoute("/nowhere")).toBeUndefined();
  });

  it("recognises a path as React Router does: whatever its case, with a trailing slash", () => {
    expect(matchLocalizedRoute("/FR/Produits/joints/")).toEqual({
      id: "products-catUrl",
      locale: "fr",
      params: { catUrl: "joints" },
    });
    expect(matchLocalizedRoute("/nl/producten/zoeken")).toEqual({
      id: "products-search",
      locale: "nl",
      params: {},
    });
    expect(matchLocalizedRoute("/products/view")).toEqual({
      id: "products-view-id",
      locale: "en",
      params: { id: undefined },
    });
    expect(matchLocalizedRoute("/fr//produits")).toBeUndefined();
    expect(matchLocalizedRoute("/fr/produits/a/b")).toBeUndefined();
  });

  it("recognises a path asked again, among as many as visitors ask, the same way", () => {
    const category = { id: "products-catUrl", locale: "nl", params: { catUrl: "matten" } };
    expect(matchLocalizedRoute("/nl/producten/matten")).toEqual(category);
    for (let page = 0; page < 2_000; page += 1) {
      expect(matchLocalizedRoute(`/fr/blog/article-${page}`)?.params).toEqual({
        url: `article-${page}`,
      });
    }
    const again = matchLocalizedRoute("/nl/producten/matten");
    expect(again).toEqual(category);
    // One answer for every caller: none may change it for the others.
    expect(Object.isFrozen(again) && Object.isFrozen(again?.params)).toBe(true);
  });

  it("maps a page to the same page in every language", () => {
    expect(alternatePaths("/nl")).toEqual({ en: "/", fr: "/fr", nl: "/nl" });
  });

  it("maps an unknown page to each language's home page", () => {
    expect(alternatePaths("/fr/nulle-part")).toEqual({ en: "/", fr: "/fr", nl: "/nl" });
  });
});
