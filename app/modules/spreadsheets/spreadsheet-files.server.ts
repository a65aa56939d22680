// Spreadsheet files as tables of text: a CSV or an XLSX file read into a header and rows of
// cells, each row with the line a spreadsheet program shows it on (the header is line 1), and
// written back. What the cells mean is the sheets' business (`*-sheet.server.ts`).
// - CSV is written in UTF-8 with a byte order mark, so that spreadsheet programs open accents
//   right, with `;` between cells by default (what Belgian spreadsheet programs expect) or `,`.
//   It is read with either separator, told by the header line, with or without the mark; a file
//   that is not UTF-8 is read as Windows-1252, what such programs save "CSV" in.
// - XLSX is written with every cell as text, so that "2.5" or "-20" stays what it was; it is
//   read with numbers as they are written in the file.
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { invalid } from "../../domain/errors.ts";

export type SheetFormat = "csv" | "xlsx";
export type CsvSeparator = ";" | ",";

/** One row of a file: its cells as text, and its line as a spreadsheet program shows it. */
export type SheetRow = { line: number; cells: readonly string[] };

/** A file's header and rows; rows with no text at all are left out. */
export type SheetTable = { headers: readonly string[]; rows: readonly SheetRow[] };

export const sheetMimeTypes: Readonly<Record<SheetFormat, string>> = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** Largest file the import reads. */
export const maxSheetBytes = 32 * 1024 * 1024;
/** Largest content an XLSX file may unpack to (its XML is often 10–50 times its size). */
const maxUnpackedXlsxBytes = 512 * 1024 * 1024;
const maxRows = 200_000;
const maxColumns = 1_000;

/** A file the import cannot read: a 400 naming the upload's field. */
export function fileRefused(message: string) {
  return invalid(message, [{ path: "body.file", message }]);
}

// ── Writing ──────────────────────────────────────────────────────────────────────────────────

const byteOrderMark = "\uFEFF";

export function writeCsv(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  separator: CsvSeparator = ";",
  { escapeFormulas = false }: { escapeFormulas?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const text = stringify([headers, ...rows], {
    delimiter: separator,
    record_delimiter: "windows",
    // The catalogue's sheets come back in: values such as "-20" must stay what they were. A
    // sheet of what visitors typed is only read, and a name written "=HYPERLINK(…)" must not
    // become a formula in the shop's spreadsheet program.
    escape_formulas: escapeFormulas,
  });
  return new TextEncoder().encode(byteOrderMark + text);
}

export async function writeXlsx(
  sheetName: string,
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): Promise<Uint8Array<ArrayBuffer>> {
  // The XLSX libraries load with the first sheet read or written, not at start-up (ADR 59).
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  const asText = (value: string) => ({ value, type: String });
  const data = [
    headers.map((header) => ({ ...asText(header), fontWeight: "bold" as const })),
    ...rows.map((row) => row.map(asText)),
  ];
  const buffer = await writeXlsxFile(data, {
    sheet: sheetName,
    stickyRowsCount: 1,
    columns: headers.map((header) => ({ width: Math.min(Math.max(header.length + 2, 12), 40) })),
  }).toBuffer();
  return new Uint8Array(buffer);
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);
const zipSignature = [0x50, 0x4b, 0x03, 0x04];
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Reads a CSV or XLSX file, told apart by its content (an XLSX file is a ZIP archive). */
export async function readSheetFile(bytes: Uint8Array, fileName = ""): Promise<SheetTable> {
  if (bytes.byteLength === 0) throw fileRefused("The file is empty");
  if (bytes.byteLength > maxSheetBytes) throw fileRefused(tooLargeMessage);
  if (startsWith(bytes, oleSignature)) {
    throw fileRefused("Excel 97–2003 files (.xls) are not read: save the sheet as .xlsx or CSV");
  }
  if (startsWith(bytes, zipSignature)) return tableOf(await xlsxCells(bytes));
  if (/\.xlsx$/i.test(fileName)) {
    throw fileRefused("The file is named .xlsx but is not an XLSX file");
  }
  return tableOf(csvCells(bytes));
}

export const tooLargeMessage = `The file is larger than ${maxSheetBytes / 1024 / 1024} MB`;

function tableOf(records: string[][]): SheetTable {
  if (records.length > maxRows + 1) {
    throw fileRefused(`The file has more than ${maxRows} rows`);
  }
  const [header, ...rest] = records;
  if (!header || header.every((cell) => cell.trim() === "")) {
    throw fileRefused("The file has no header line: its first line must name the columns");
  }
  if (header.length > maxColumns) {
    throw fileRefused(`The file has more than ${maxColumns} columns`);
  }
  // Trailing empty header cells are what spreadsheet programs leave after the last column.
  let width = header.length;
  while (width > 0 && (header[width - 1] ?? "").trim() === "") width--;
  const headers = header.slice(0, width).map((cell) => cell.trim());
  const rows: SheetRow[] = [];
  rest.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === "")) return;
    rows.push({ line: index + 2, cells });
  });
  return { headers, rows };
}

function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  if (text.includes("\u0000")) {
    throw fileRefused("The file is neither a CSV nor an XLSX file");
  }
  return text;
}

/** The separator the header line uses: `;` or `,` (or a tab), whichever it holds most. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (separator: string) => firstLine.split(separator).length - 1;
  const candidates = [";", ",", "\t"].map((separator) => ({ separator, count: count(separator) }));
  const best = candidates.reduce((a, b) => (b.count > a.count ? b : a));
  return best.count > 0 ? best.separator : ";";
}

function csvCells(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes).replace(/^\uFEFF/, "");
  try {
    return parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw fileRefused(`The CSV file cannot be read: ${message}`);
  }
}

/** A cell of an XLSX file as text: numbers as written in the file, dates as YYYY-MM-DD. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  }
  return String(value);
}

async function xlsxCells(bytes: Uint8Array): Promise<string[][]> {
  const unpacked = unpackedSize(bytes);
  if (unpacked === undefined) throw fileRefused("The XLSX file cannot be read: it is damaged");
  if (unpacked > maxUnpackedXlsxBytes) {
    throw fileRefused("The XLSX file unpacks to more than 512 MB");
  }
  const { InvalidInputError, readSheet } = await import("read-excel-file/node");
  try {
    const data = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      trim: false,
      parseNumber: (text: string) => text,
    });
    return data.map((row) => row.map(cellText));
  } catch (error) {
    const reason =
      error instanceof InvalidInputError
        ? "it is not a spreadsheet"
        : error instanceof Error && error.name === "SheetNotFoundError"
          ? "it has no sheet"
          : "it is damaged";
    throw fileRefused(`The XLSX file cannot be read: ${reason}`);
  }
}

/**
 * What a ZIP archive says its files unpack to, from its central directory and each file's own
 * header, whichever is larger; undefined when the archive's structure cannot be read. The
 * reader allocates what a header announces: this refuses an archive announcing gigabytes.
 */
export function unpackedSize(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endSignature = 0x06054b50;
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 65_557); at--) {
    if (view.getUint32(at, true) === endSignature) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) return undefined;
    const central = view.getUint32(at + 24, true);
    const localAt = view.getUint32(at + 42, true);
    if (central === 0xffffffff || localAt + 30 > bytes.byteLength) return undefined;
    if (view.getUint32(localAt, true) !== 0x04034b50) return undefined;
    const local = view.getUint32(localAt + 22, true);
    total += Math.max(central, local);
    // The fixed header, then the file name, the extra field and the comment.
    at +=
      46 +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
  }
  return total;
}
