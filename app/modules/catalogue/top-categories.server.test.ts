import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { homePageData } from "../content/content-pages.server.ts";
import { insertPictureUnlessStored } from "../pictures/picture.repository.server.ts";
import { firstSentence } from "./top-categories.server.ts";

let api: TestApi;
let pictureId: number;
const admin = () => ({ token: api.adminToken });
const home = (locale: "en" | "fr" | "nl") =>
  homePageData({ ...api.services, publicUrl: "https://rubbera.example" }, { locale });

async function createCategory(body: Record<string, unknown>) {
  const answer = await api.call("POST", "/api/categories/create", { ...admin(), body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.category as { id: number };
}

const longSentence =
  "Hoses for water, air, oil and fuel, food and chemicals, in every diameter from 6 to 150 millimetres, with or without a steel helix, sold by the metre";

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  pictureId =
    (await insertPictureUnlessStored(api.services.db, {
      fileName: "sheets.jpg",
      originalName: "sheets.jpg",
      mimeType: "image/jpeg",
      width: 1200,
      height: 900,
      bytes: 1,
      sha256: "sheets",
      createdAt: "2026-01-01T00:00:00.000Z",
    })) ?? 0;
  const top = (bk: string, sortOrder: number, more: Record<string, unknown> = {}) =>
    createCategory({
      parent_id: root.id,
      bk,
      urls: { en: bk, fr: `${bk}-fr`, nl: `${bk}-nl` },
      sort_order: sortOrder,
      ...more,
    });
  const sheets = await top("sheets", 20, {
    Resources: [{ id: pictureId }],
    translations: {
      en: {
        title: "Rubber sheets",
        body: "<p>Sheets in <strong>every</strong> compound. Cut to size in our workshop.</p>",
      },
      fr: {
        title: "Plaques en caoutchouc",
        body: "<p>Des plaques dans tous les mélanges</p><p>Découpées sur mesure.</p>",
      },
    },
  });
  await top("hoses", 10, {
    translations: { en: { title: "Hoses", body: `<p>${longSentence}. Ask us.</p>` } },
  });
  await top("retired", 5, { active: false, translations: { en: { title: "Retired" } } });
  await top("spares", 6, { show_in_tree: false, translations: { en: { title: "Spares" } } });
  await top("mats", 30, { translations: { en: { title: "Mats" } } });
  await createCategory({
    parent_id: sheets.id,
    bk: "nbr-sheets",
    urls: { en: "nbr-sheets", fr: "plaques-nbr", nl: "nbr-platen" },
    translations: { en: { title: "NBR sheets" } },
  });
});
afterAll(() => api.close());

describe("the home page's top categories", () => {
  it("are the root's children visitors see in the tree, in the tree's order, each with its first sentence, page and first picture", async () => {
    const page = await home("en");
    expect(page.categories).toEqual([
      {
        id: expect.any(Number),
        title: "Hoses",
        summary: `${firstSentence(longSentence)}`,
        to: "/products/hoses",
        picture: null,
      },
      {
        id: expect.any(Number),
        title: "Rubber sheets",
        summary: "Sheets in every compound.",
        to: "/products/sheets",
        picture: { id: pictureId, width: 1200, height: 900, alt: "" },
      },
      {
        id: expect.any(Number),
        title: "Mats",
        summary: "",
        to: "/products/mats",
        picture: null,
      },
    ]);
  });

  it("speak the page's language, English where a text is missing", async () => {
    const page = await home("fr");
    expect(page.categories.map(({ title, summary, to }) => ({ title, summary, to }))).toEqual([
      expect.objectContaining({ title: "Hoses", to: "/fr/produits/hoses-fr" }),
      {
        title: "Plaques en caoutchouc",
        // The first paragraph ends a sentence, with or without a full stop.
        summary: "Des plaques dans tous les mélanges",
        to: "/fr/produits/sheets-fr",
      },
      expect.objectContaining({ title: "Mats" }),
    ]);
  });
});

describe("firstSentence", () => {
  it("keeps the first sentence, up to its full stop, question or exclamation mark", () => {
    expect(firstSentence("Cut to size. Ask us.")).toBe("Cut to size.");
    expect(firstSentence("Need a seal? We cut them.")).toBe("Need a seal?");
    expect(firstSentence("Sheets 2.5 mm thick. Ask us.")).toBe("Sheets 2.5 mm thick.");
    expect(firstSentence("No full stop at all")).toBe("No full stop at all");
    expect(firstSentence("")).toBe("");
  });

  it("cuts a long sentence on a word within 120 characters, with an ellipsis", () => {
    const cut = firstSentence(`${longSentence}.`);
    expect(cut).toBe(
      "Hoses for water, air, oil and fuel, food and chemicals, in every diameter from 6 to 150 millimetres, with or without a…",
    );
    expect(cut.length).toBeLessThanOrEqual(121);
  });
});
