// GET /api/enquiries/export on both databases: the inbox as a CSV or XLSX file, one row per
// enquiry or per line, with the inbox's filters. Each file is read back with the libraries a
// spreadsheet program's reading stands in for (csv-parse, read-excel-file): the rows give back
// the enquiries' lines, and a name a buyer typed as a formula stays text in the CSV.
import { parse } from "csv-parse/sync";
import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEnquiryTestApi,
  type EnquiryTestApi,
} from "../../../tests/support/enquiry-test-api.ts";
import { sheetMimeTypes } from "../spreadsheets/spreadsheet-files.server.ts";

let api: EnquiryTestApi;
const references: Record<string, string> = {};

const formulaName = '=HYPERLINK("http://evil.example","click")';

beforeAll(async () => {
  api = await createEnquiryTestApi();
  const enquiries = [
    {
      key: "anna",
      at: "2026-03-01T09:00:00Z",
      fields: {
        name: "Anna Smit",
        company: "Smit Rubber BV",
        email: "anna@smit.example",
        products: [
          { _id: "OR-12", title: "O-ring 12 mm", quantity: 10, note: "70 Shore; black" },
          { _id: "EPDM-2", title: "EPDM sheet 2 mm", quantity: 3 },
        ],
      },
    },
    {
      key: "mallory",
      at: "2026-03-05T23:30:00Z",
      fields: {
        name: formulaName,
        company: "+cmd|' /C calc'!A0",
        email: "mallory@evil.example",
        message: "Line one\nline two, with a comma",
        products: [{ _id: "NBR-5", note: "=1+1" }],
      },
    },
    { key: "carla", at: "2026-04-01T08:00:00Z", fields: { name: "Carla Dupont" } },
  ];
  for (const { key, at, fields } of enquiries) {
    references[key] = (await api.store(fields, new Date(at))).reference;
  }
  const ids = await api.services.db.selectFrom("enquiry").select(["id", "reference"]).execute();
  const idOf = (key: string) => ids.find((row) => row.reference === references[key])?.id;
  await api.asAdmin("PATCH", `/api/enquiries/${idOf("mallory")}`, { status: "won" });
  await api.asAdmin("PATCH", `/api/enquiries/${idOf("carla")}`, {
    status: "lost",
    assignee_id: api.admin.id,
  });
});
afterAll(() => api.close());

/** The file the export answers, as bytes, with its headers. */
async function download(query: string) {
  const response = await api.app.request(`/api/enquiries/export${query}`, {
    headers: { authorization: `Bearer ${api.adminToken}` },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

/** A CSV file's rows as a program reading it gets them, header first. */
function csvRows(bytes: Uint8Array, delimiter = ";"): string[][] {
  return parse(Buffer.from(bytes), { delimiter, bom: true, relax_column_count: false });
}

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const rows = await readSheet(Buffer.from(bytes));
  return rows.map((row) => row.map((cell) => (cell === null ? "" : String(cell))));
}

/** Rows as objects by the header's names. */
function records(rows: string[][]): Record<string, string>[] {
  const [headers = [], ...rest] = rows;
  return rest.map((row) =>
    Object.fromEntries(headers.map((name, index) => [name, row[index] ?? ""])),
  );
}

const lineOf = (record: Record<string, string>) => [
  record.reference,
  record.line,
  record.product_code,
  record.product_title,
  record.quantity,
  record.note,
];

describe("the enquiries export", () => {
  it("gives one row per line in CSV, newest first, which reads back as the enquiries' lines", async () => {
    const file = await download("?per=line");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="enquiry-lines-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(file.headers.get("cache-control")).toBe("no-store");
    // A byte order mark, so that spreadsheet programs read the accents right.
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = records(csvRows(file.bytes));
    expect(rows.map(lineOf)).toEqual([
      [references.mallory, "1", "NBR-5", "", "", "'=1+1"],
      [references.anna, "1", "OR-12", "O-ring 12 mm", "10", "70 Shore; black"],
      [references.anna, "2", "EPDM-2", "EPDM sheet 2 mm", "3", ""],
    ]);
    expect(rows[1]).toMatchObject({
      received: "2026-03-01 10:00",
      status: "new",
      assignee: "",
      name: "Anna Smit",
      company: "Smit Rubber BV",
      email: "anna@smit.example",
    });
    // Shop time: 23:30 UTC is already the next day in Brussels.
    expect(rows[0]?.received).toBe("2026-03-06 00:30");
  });

  it("never lets a cell a buyer typed read as a formula in the CSV", async () => {
    const file = await download("?per=enquiry");
    const mallory = records(csvRows(file.bytes)).find(
      (record) => record.reference === references.mallory,
    );
    if (!mallory) throw new Error("The export lacks an enquiry");
    for (const cell of [mallory.name, mallory.company]) {
      expect(cell).not.toMatch(/^[=+\-@]/);
    }
    expect(mallory.name).toBe(`'${formulaName}`);
    expect(mallory.message).toBe("Line one\nline two, with a comma");
  });

  it("gives one row per enquiry with its count of lines, its status and who handles it", async () => {
    const file = await download("?per=enquiry&separator=comma");
    expect(file.headers.get("content-disposition")).toMatch(/filename="enquiries-[\d-]+\.csv"/);
    const rows = records(csvRows(file.bytes, ","));
    expect(rows.map((row) => [row.reference, row.status, row.lines, row.assignee])).toEqual([
      [references.carla, "lost", "0", api.admin.email],
      [references.mallory, "won", "1", ""],
      [references.anna, "new", "2", ""],
    ]);
    expect(rows[2]).toMatchObject({ title: "Mrs", language: "en", wished_date: "" });
  });

  it("writes the same lines to XLSX, every cell as text", async () => {
    const file = await download("?format=xlsx&per=line");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe(sheetMimeTypes.xlsx);
    expect(file.headers.get("content-disposition")).toMatch(
      /filename="enquiry-lines-[\d-]+\.xlsx"/,
    );
    const rows = records(await xlsxRows(file.bytes));
    expect(rows.map(lineOf)).toEqual([
      [references.mallory, "1", "NBR-5", "", "", "=1+1"],
      [references.anna, "1", "OR-12", "O-ring 12 mm", "10", "70 Shore; black"],
      [references.anna, "2", "EPDM-2", "EPDM sheet 2 mm", "3", ""],
    ]);
    expect(rows[0]?.name).toBe(formulaName);

    const perEnquiry = records(await xlsxRows((await download("?format=xlsx")).bytes));
    expect(perEnquiry.map((row) => [row.reference, row.lines])).toEqual([
      [references.carla, "0"],
      [references.mallory, "1"],
      [references.anna, "2"],
    ]);
  });

  it("exports what the inbox's filters match", async () => {
    const lines = async (query: string) =>
      records(csvRows((await download(query)).bytes)).map((row) => [
        row.reference,
        row.product_code,
      ]);
    expect(await lines("?per=line&status=new")).toEqual([
      [references.anna, "OR-12"],
      [references.anna, "EPDM-2"],
    ]);
    expect(await lines("?per=line&q=nbr-5")).toEqual([[references.mallory, "NBR-5"]]);
    expect(await lines("?per=line&from=2026-03-06&to=2026-03-31")).toEqual([
      [references.mallory, "NBR-5"],
    ]);
    expect(await lines("?per=line&status=lost")).toEqual([]);
    const assigned = records(
      await xlsxRows((await download(`?format=xlsx&assignee=${api.admin.id}`)).bytes),
    );
    expect(assigned.map((row) => row.reference)).toEqual([references.carla]);
    const nobody = records(csvRows((await download("?assignee=none")).bytes));
    expect(nobody.map((row) => row.reference)).toEqual([references.mallory, references.anna]);
  });

  it("refuses a format, shape or separator it does not write with 400 naming it", async () => {
    for (const [query, field] of [
      ["?format=pdf", "query.format"],
      ["?per=product", "query.per"],
      ["?separator=tab", "query.separator"],
      ["?status=closed", "query.status"],
    ]) {
      const answer = await api.call("GET", `/api/enquiries/export${query}`, {
        token: api.adminToken,
      });
      expect(answer.status, query).toBe(400);
      expect(
        (answer.body as { errors: { path: string }[] }).errors.map((error) => error.path),
      ).toEqual([field]);
    }
  });
});
