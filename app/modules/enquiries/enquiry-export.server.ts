// The inbox as a spreadsheet (CSV or XLSX, with the catalogue's sheets' file rules): every
// enquiry the filters match, newest first, one row per enquiry or one per line of its quote
// list. Times are the shop's (Brussels). Cells that visitors typed are never read as formulas.
import type { Db } from "../../db/database.server.ts";
import {
  type CsvSeparator,
  sheetMimeTypes,
  writeCsv,
  writeXlsx,
} from "../spreadsheets/spreadsheet-files.server.ts";
import type { EnquiryFilter } from "./enquiries.schema.ts";
import { listEnquiries, listEnquiryLines, userEmails } from "./enquiry.repository.server.ts";

export type EnquiryExportShape = "enquiry" | "line";

const shopTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Brussels",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** 2026-11-29 14:05, the shop's clock: sorts as text and reads in every spreadsheet program. */
const received = (iso: string) => shopTime.format(new Date(iso));

const enquiryHeaders = [
  "reference",
  "received",
  "status",
  "assignee",
  "title",
  "name",
  "company",
  "email",
  "telephone",
  "language",
  "wished_date",
  "lines",
  "message",
];

const lineHeaders = [
  "reference",
  "received",
  "status",
  "assignee",
  "name",
  "company",
  "email",
  "line",
  "product_code",
  "product_title",
  "quantity",
  "note",
];

export async function enquiryExportTable(
  db: Db,
  filter: EnquiryFilter,
  shape: EnquiryExportShape,
): Promise<{ headers: string[]; rows: string[][] }> {
  const enquiries = await listEnquiries(db, filter, undefined);
  const assignees = new Map(
    (
      await userEmails(db, [
        ...new Set(enquiries.flatMap((row) => (row.assigneeId === null ? [] : [row.assigneeId]))),
      ])
    ).map((user) => [user.id, user.email]),
  );
  const assigneeOf = (id: number | null) => (id === null ? "" : (assignees.get(id) ?? ""));
  if (shape === "enquiry") {
    return {
      headers: enquiryHeaders,
      rows: enquiries.map((row) => [
        row.reference,
        received(row.createdAt),
        row.status,
        assigneeOf(row.assigneeId),
        row.title,
        row.name,
        row.company,
        row.email,
        row.telephone,
        row.langCode,
        row.wishedDate ?? "",
        String(row.lineCount ?? 0),
        row.message,
      ]),
    };
  }
  const lines = await listEnquiryLines(
    db,
    enquiries.map((row) => row.id),
  );
  const linesOf = Map.groupBy(lines, (line) => line.enquiryId);
  return {
    headers: lineHeaders,
    rows: enquiries.flatMap((row) =>
      (linesOf.get(row.id) ?? []).map((line) => [
        row.reference,
        received(row.createdAt),
        row.status,
        assigneeOf(row.assigneeId),
        row.name,
        row.company,
        row.email,
        String(line.position),
        line.productBk,
        line.title,
        line.quantity === null ? "" : String(line.quantity),
        line.note,
      ]),
    ),
  };
}

export async function enquiryExportFile(
  db: Db,
  filter: EnquiryFilter,
  shape: EnquiryExportShape,
  format: "csv" | "xlsx",
  separator: CsvSeparator,
  now = new Date(),
) {
  const { headers, rows } = await enquiryExportTable(db, filter, shape);
  const day = received(now.toISOString()).slice(0, 10);
  const name = shape === "line" ? "enquiry-lines" : "enquiries";
  const bytes =
    format === "csv"
      ? writeCsv(headers, rows, separator, { escapeFormulas: true })
      : await writeXlsx(shape === "line" ? "Enquiry lines" : "Enquiries", headers, rows);
  return { bytes, mimeType: sheetMimeTypes[format], fileName: `${name}-${day}.${format}` };
}
