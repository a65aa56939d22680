import { describe, expect, it } from "vitest";
import { type AdminCategoryNode, visibleForSearch } from "./CategoryTree.tsx";

const node = (id: number, parentId: number | null, title: string, bk: string, otherTitles = "") =>
  ({
    id,
    parentId,
    bk,
    title,
    otherTitles,
    sortOrder: 0,
    active: true,
    shownInTree: true,
    productCount: 0,
  }) satisfies AdminCategoryNode;

const tree = [
  node(1, null, "All products", "all"),
  node(2, 1, "Rubber sheets", "sheets"),
  node(3, 2, "EPDM sheets", "sheets-epdm"),
  node(4, 1, "Hoses", "hoses", "tuyaux slangen"),
  node(5, 4, "Food-grade hoses", "hoses-food"),
];

describe("the category tree's search", () => {
  it("shows every category when nothing is asked", () => {
    expect(visibleForSearch(tree, "  ")).toBeUndefined();
  });

  it("finds a category by its title, ignoring case and accents, with its ancestors", () => {
    expect(visibleForSearch(tree, "épdm")).toEqual(new Set([3, 2, 1]));
  });

  it("finds a category by its business key", () => {
    expect(visibleForSearch(tree, "hoses-food")).toEqual(new Set([5, 4, 1]));
  });

  it("finds a category by its title in the other languages", () => {
    expect(visibleForSearch(tree, "Slangen")).toEqual(new Set([4, 1]));
  });

  it("needs every word to match the same category", () => {
    expect(visibleForSearch(tree, "food sheets")).toEqual(new Set());
  });
});
