// The translations sheet through the service: every key with its three texts, imported back
// unchanged; a text set, one emptied and a key created, seen at once by the interface texts and
// the catalogue; rich-text keys sanitized.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { addArticleRecord } from "../content/articles.service.server.ts";
import { saveTranslations } from "../i18n/stored-translations.server.ts";
import { csvFile, makeSheetTestCatalogue } from "./sheet-test-catalogue.ts";
import { readSheetFile } from "./spreadsheet-files.server.ts";
import { exportSheet, importSheet } from "./spreadsheets.service.server.ts";

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
  await makeSheetTestCatalogue(services);
  await saveTranslations(services.db, [
    { keyCode: "MENU-CONTACT", langCode: "en", tText: "Contact" },
    { keyCode: "MENU-CONTACT", langCode: "fr", tText: "Contact" },
    { keyCode: "MENU-CONTACT", langCode: "nl", tText: "Contact" },
  ]);
});
afterAll(() => services.close());

/** The ids of `count` new articles, their texts left to the test. */
function articles(count: number): Promise<number[]> {
  const article = { sortOrder: 0, archived: false, publishedAt: "2026-03-01", pictureIds: [] };
  return services.db
    .transaction()
    .execute(async (trx) =>
      Promise.all(Array.from({ length: count }, () => addArticleRecord(trx, article))),
    );
}

const importCsv = (lines: string[], dryRun = true) =>
  importSheet(
    services.db,
    services.catalogue,
    services.textSets,
    services.history.by(null),
    "translations",
    { bytes: csvFile(lines) },
    {
      dryRun,
    },
  );

describe("the translations sheet", () => {
  it("exports every key with its text in each language", async () => {
    const file = await exportSheet(services.db, services.catalogue, "translations", "xlsx");
    const { headers, rows } = await readSheetFile(file.bytes);
    expect(headers).toEqual(["key", "en", "fr", "nl"]);
    expect(rows.find((row) => row.cells[0] === "PRODUCT-NBR-2-TITLE")?.cells).toEqual([
      "PRODUCT-NBR-2-TITLE",
      "NBR sheet 2 mm",
      "Plaque NBR 2 mm, façonnée",
      "NBR-plaat 2 mm",
    ]);
  });

  for (const format of ["csv", "xlsx"] as const) {
    it(`imports its own ${format} export back with nothing to change`, async () => {
      const file = await exportSheet(services.db, services.catalogue, "translations", format);
      const report = await importSheet(
        services.db,
        services.catalogue,
        services.textSets,
        services.history.by(null),
        "translations",
        { bytes: file.bytes },
        { dryRun: false },
      );
      expect(report).toMatchObject({ created: 0, updated: 0, errors: [] });
      expect(report.unchanged).toBeGreaterThan(5);
    });
  }

  it("sets, empties and creates texts, seen at once by the site and the catalogue", async () => {
    const report = await importCsv(
      [
        "key,nl,fr",
        "MENU-CONTACT,Contacteer ons,",
        'PRODUCT-EPDM-3-TITLE,"EPDM-plaat 3,5 mm","Plaque EPDM 3,5 mm"',
        'MENU-NEW,Nieuw,"Nouveau ""menu"""',
      ],
      false,
    );
    expect(report).toMatchObject({ created: 1, updated: 2, errors: [], applied: true });
    expect(report.changes[0]?.fields).toEqual([
      { field: "fr", from: "Contact", to: "" },
      { field: "nl", from: "Contact", to: "Contacteer ons" },
    ]);
    const nl = await services.interfaceTexts.forLocale("nl");
    const fr = await services.interfaceTexts.forLocale("fr");
    expect([nl["MENU-CONTACT"], fr["MENU-CONTACT"], fr["MENU-NEW"]]).toEqual([
      "Contacteer ons",
      "Contact",
      'Nouveau "menu"',
    ]);
    const model = await services.catalogue.read();
    const product = model.productByBk("EPDM-3");
    expect(product && model.productTitle(product, "nl")).toBe("EPDM-plaat 3,5 mm");
  });

  it("sanitizes the texts of rich-text keys and refuses control characters", async () => {
    const category = (await services.catalogue.read()).categoryBySlug("seals");
    const report = await importCsv([
      "key;en",
      `CAT-${category?.id}-BODY;<p onclick="x()">Seals</p><script>alert(1)</script>`,
      "MENU-BAD;bell\u0007",
    ]);
    expect(report.changes[0]?.fields).toEqual([{ field: "en", from: "", to: "<p>Seals</p>" }]);
    expect(report.errors).toEqual([
      {
        line: 3,
        column: "en",
        message:
          "The text may not hold control characters such as NUL (tabs and line breaks are allowed)",
      },
    ]);
  });

  it("refuses a text naming other placeholders than the English text, the file's or the stored one", async () => {
    await saveTranslations(services.db, [
      { keyCode: "QUOTE-ADDED", langCode: "en", tText: "Added ({{quantity}} pieces)" },
      { keyCode: "QUOTE-ADDED", langCode: "fr", tText: "Ajouté ({{quantity}} pièces)" },
    ]);
    const refused = await importCsv([
      "key,fr,nl",
      "QUOTE-ADDED,Ajouté ({{quantite}} pièces),{{quantity}} toegevoegd",
      "QUOTE-NEW,Bonjour {{nom}},",
    ]);
    expect(refused.errors).toEqual([
      {
        line: 2,
        column: "fr",
        message:
          "The placeholders must be those of the English text: {{quantity}} (this text has {{quantite}})",
      },
    ]);
    // The file's English text defines the placeholders; a text it leaves as it is is not
    // checked again.
    const renamed = await importCsv(
      [
        "key,en,fr,nl",
        "QUOTE-ADDED,{{count}} added,Ajouté ({{quantity}} pièces),{{count}} toegevoegd",
      ],
      false,
    );
    expect(renamed).toMatchObject({ updated: 1, errors: [], applied: true });
    expect((await services.interfaceTexts.forLocale("nl"))["QUOTE-ADDED"]).toBe(
      "{{count}} toegevoegd",
    );
    const stale = await importCsv(["key,fr", "QUOTE-ADDED,{{quantity}} ajoutés"]);
    expect(stale.errors.map((error) => [error.line, error.column])).toEqual([[2, "fr"]]);
  });

  it("refuses an article's URL that is no URL, or another article's once imported, as line errors", async () => {
    const [first, second] = await articles(2);
    await saveTranslations(services.db, [
      { keyCode: `BLOG-${first}-URL`, langCode: "en", tText: "storing-rubber" },
      { keyCode: `BLOG-${second}-URL`, langCode: "en", tText: "shore-hardness" },
    ]);
    const refused = await importCsv([
      "key,en",
      `BLOG-${first}-URL,Bad Slug/../x`,
      `BLOG-${second}-URL,storing-rubber`,
    ]);
    expect(refused.errors).toEqual([
      {
        line: 2,
        column: "en",
        message: '"Bad Slug/../x": URL may hold lowercase letters, digits and dashes only',
      },
      {
        line: 3,
        column: "en",
        message: 'The URL "storing-rubber" is already used by another article in this language',
      },
    ]);
    const emptied = await importCsv(["key,en", `BLOG-${first}-URL,`]);
    expect(emptied.errors).toEqual([{ line: 2, column: "en", message: "URL is required" }]);
    // Two articles trading their URLs in one file end with one each.
    const swapped = await importCsv(
      ["key,en", `BLOG-${first}-URL,shore-hardness`, `BLOG-${second}-URL,storing-rubber`],
      false,
    );
    expect(swapped).toMatchObject({ updated: 2, errors: [], applied: true });
  });

  it("refuses the URL key of an article that does not exist, which takes no URL", async () => {
    const [id] = await articles(1);
    const refused = await importCsv(["key,en", "BLOG-4242-URL,free-url", "BLOG-4244-URL,"]);
    expect(refused.errors).toEqual([
      {
        line: 2,
        column: "key",
        message: "There is no article 4242, whose URLs BLOG-4242-URL would hold",
      },
      {
        line: 3,
        column: "key",
        message: "There is no article 4244, whose URLs BLOG-4244-URL would hold",
      },
    ]);
    // Such a key stored before takes no URL from a real article, and is exported and imported
    // back unchanged.
    await saveTranslations(services.db, [
      { keyCode: "BLOG-4343-URL", langCode: "en", tText: "orphan-url" },
    ]);
    const taken = await importCsv(
      ["key,en", `BLOG-${id}-URL,orphan-url`, "BLOG-4343-URL,orphan-url"],
      false,
    );
    expect(taken).toMatchObject({ errors: [], applied: true });
  });
});
