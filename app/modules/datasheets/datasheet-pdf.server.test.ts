// The drawing of a data sheet on its own: a sheet longer than a page goes on over A4 pages with
// every row and word, and a picture with transparency is drawn too.
import { describe, expect, it } from "vitest";
import { readPdf } from "../../../tests/support/pdf.ts";
import { makePicture } from "../../../tests/support/pictures.ts";
import { type DatasheetContent, renderDatasheet } from "./datasheet-pdf.server.ts";

const base: DatasheetContent = {
  languageTag: "nl-BE",
  shop: { name: "Rubbera", lines: ["Industrieweg 42, 1400 Nijvel"] },
  heading: "Technische fiche",
  date: "Datum: 29 november 2026",
  title: "Rubberen plaat",
  code: { label: "Code:", value: "SH-1" },
  sections: [],
  texts: [],
};

describe("a data sheet's drawing", () => {
  it("goes on over as many A4 pages as its rows and text need, losing none", async () => {
    const rows = Array.from({ length: 90 }, (_, index) => ({
      label: `Eigenschap ${index + 1}`,
      value:
        index % 10 === 0
          ? `Waarde ${index + 1} ${"zeer lange tekst ".repeat(12)}`
          : `${index + 1} mm`,
    }));
    const bytes = await renderDatasheet({
      ...base,
      sections: [{ title: "Technische gegevens", rows }],
      texts: [{ title: "Beschrijving", text: "Een alinea over de plaat.\n".repeat(60) }],
    });
    const pages = Number(/Pages:\s+(\d+)/.exec(readPdf("pdfinfo", bytes))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = readPdf("pdftotext", bytes);
    // Each page is numbered, out of how many there are.
    const numbers = [...text.matchAll(/^(\d+) ?\/ ?(\d+)$/gm)].map(([, n, of]) => `${n}/${of}`);
    expect(numbers).toEqual(Array.from({ length: pages }, (_, index) => `${index + 1}/${pages}`));
    expect(text.match(/Rubberen plaat · SH-1/g)).toHaveLength(pages);
    for (const row of rows) expect(text).toContain(row.label);
    expect(text.match(/Een alinea over de plaat\./g)).toHaveLength(60);
  });

  it("draws a picture with transparency", async () => {
    const bytes = await renderDatasheet({
      ...base,
      picture: await makePicture("png", { width: 320, height: 240, alpha: true }),
    });
    const images = readPdf("pdfimages", bytes).trim().split("\n").slice(2);
    // The colours and, apart, their transparency (a soft mask).
    expect(images.map((line) => line.split(/\s+/)[3])).toEqual(["image", "smask"]);
  });
});
