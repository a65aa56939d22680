// Reading and writing spreadsheet files as tables of text: CSV with `;` or `,`, with or without
// a byte order mark, quotes and line breaks in cells, accents, Windows-1252; XLSX; and files that
// are neither, refused with a message about the upload's field.
import { describe, expect, it } from "vitest";
import { csvFile } from "./sheet-test-catalogue.ts";
import { readSheetFile, unpackedSize, writeCsv, writeXlsx } from "./spreadsheet-files.server.ts";

const headers = ["bk", "title:fr", "COLOUR"];
const rows = [
  ["P-1", "Plaque ép. 2 mm; « noire »", "BLACK | RED"],
  ["P-2", 'Joint "torique", Noël\nsur deux lignes', ""],
  ["P-3", "Façade ç ë é", "-20"],
];

describe("spreadsheet files", () => {
  it("writes CSV in UTF-8 with a byte order mark and ; between cells", () => {
    const bytes = writeCsv(headers, rows);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.split("\r\n")[0]).toBe("\uFEFFbk;title:fr;COLOUR");
    expect(text).toContain('"Plaque ép. 2 mm; « noire »"');
  });

  for (const separator of [";", ","] as const) {
    it(`reads back CSV written with ${separator}: quotes, line breaks and accents intact`, async () => {
      const table = await readSheetFile(writeCsv(headers, rows, separator));
      expect(table.headers).toEqual(headers);
      expect(table.rows).toEqual(rows.map((cells, index) => ({ line: index + 2, cells })));
    });
  }

  it("reads CSV without a byte order mark, and in Windows-1252 as older programs save it", async () => {
    const plain = await readSheetFile(csvFile(["key;fr", "A;Épaisseur"], { bom: false }));
    expect(plain.rows[0]?.cells).toEqual(["A", "Épaisseur"]);
    // Windows-1252 writes é, ç and É each in one byte, as Latin-1 does.
    const latin = Uint8Array.from("key;fr\r\nA;Épaisseur, ligne ç\r\n", (char) =>
      char.charCodeAt(0),
    );
    expect((await readSheetFile(latin)).rows[0]?.cells).toEqual(["A", "Épaisseur, ligne ç"]);
  });

  it("numbers lines as a spreadsheet program shows them, empty rows skipped but counted", async () => {
    const table = await readSheetFile(
      csvFile(["bk;title:en", '"A";"two', 'lines"', ";", "B;b", "", "C;c"]),
    );
    expect(table.rows.map((row) => [row.line, row.cells[0]])).toEqual([
      [2, "A"],
      [4, "B"],
      [6, "C"],
    ]);
  });

  it("writes XLSX with every cell as text and reads it back the same", async () => {
    const bytes = await writeXlsx("products", headers, rows);
    const table = await readSheetFile(bytes, "anything.bin");
    expect(table.headers).toEqual(headers);
    expect(table.rows.map((row) => row.cells)).toEqual(rows);
    expect(unpackedSize(bytes)).toBeGreaterThan(bytes.byteLength);
  });

  it("refuses what is not a sheet, naming the field file", async () => {
    const refused = (bytes: Uint8Array, name?: string) =>
      readSheetFile(bytes, name).then(
        () => "read",
        (error) => `${error.errors?.[0]?.path}: ${error.message}`,
      );
    expect(await refused(new Uint8Array(0))).toBe("body.file: The file is empty");
    expect(await refused(csvFile([""]))).toMatch(/no header line/);
    expect(await refused(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0))).toMatch(
      /neither a CSV nor an XLSX file/,
    );
    expect(await refused(new TextEncoder().encode("PK\u0003\u0004junk"))).toMatch(
      /XLSX file cannot be read/,
    );
    expect(await refused(new TextEncoder().encode("a;b"), "sheet.xlsx")).toMatch(
      /named .xlsx but is not an XLSX file/,
    );
    expect(await refused(new TextEncoder().encode('a;b\n"unclosed;x\n'))).toMatch(
      /CSV file cannot be read/,
    );
    const ole = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0);
    expect(await refused(ole)).toMatch(/\.xls\) are not read/);
  });

  it("refuses an XLSX file that announces more content than it may unpack to", async () => {
    const bytes = await writeXlsx("products", headers, rows);
    // The central directory's uncompressed size of the first entry, set to 3 GB.
    const view = new DataView(bytes.buffer);
    let central = bytes.byteLength - 22;
    while (view.getUint32(central, true) !== 0x06054b50) central--;
    const first = view.getUint32(central + 16, true);
    view.setUint32(first + 24, 3_000_000_000, true);
    await expect(readSheetFile(bytes)).rejects.toThrow(/unpacks to more than/);
  });
});
