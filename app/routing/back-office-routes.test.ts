import { describe, expect, it } from "vitest";
import { adminPath, safeRedirect, signInPath } from "./back-office-routes.ts";
import { alternatePaths } from "./localized-routes.ts";

describe("the back office's routes", () => {
  it("keep their path in every language behind the language prefix", () => {
    expect(adminPath("admin-products-edit-id", "en", { id: "4" })).toBe("/admin/products/edit/4");
    expect(adminPath("admin-products-edit-id", "fr", {})).toBe("/fr/admin/products/edit");
    expect(adminPath("admin", "nl")).toBe("/nl/admin");
  });

  it("map an admin or account page to the same page in the other languages", () => {
    expect(alternatePaths("/nl/admin/categories/edit/3")).toEqual({
      en: "/admin/categories/edit/3",
      fr: "/fr/admin/categories/edit/3",
      nl: "/nl/admin/categories/edit/3",
    });
    expect(alternatePaths("/user/login")).toEqual({
      en: "/user/login",
      fr: "/fr/user/login",
      nl: "/nl/user/login",
    });
  });

  it("remember the page first asked for on the sign-in page", () => {
    expect(signInPath("fr", "/fr/admin/products?sort=bk")).toBe(
      "/fr/user/login?redirectTo=%2Ffr%2Fadmin%2Fproducts%3Fsort%3Dbk",
    );
  });

  it("only send a signed-in visitor on to a page of this site", () => {
    expect(safeRedirect("/admin/products", "/")).toBe("/admin/products");
    expect(safeRedirect("https://elsewhere.example/", "/")).toBe("/");
    expect(safeRedirect("//elsewhere.example/", "/")).toBe("/");
    expect(safeRedirect("/\\elsewhere.example", "/")).toBe("/");
    expect(safeRedirect(null, "/fr")).toBe("/fr");
  });
});
