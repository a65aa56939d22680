// /api/catalogue: the catalogue as spreadsheets, for admins — a sheet exported as a CSV or XLSX
// download, and a sheet imported from an upload, as a dry run or for real.
import type { Db } from "../../db/database.server.ts";
import { editorOf } from "../../http/access.server.ts";
import { apiRoute, createApiRouter, jsonResponse } from "../../http/api-route.server.ts";
import { fileUpload } from "../../http/file-upload.server.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import type { History } from "../history/revisions.server.ts";
import type { TextSets } from "../i18n/text-data-sets.server.ts";
import { maxSheetBytes, sheetMimeTypes, tooLargeMessage } from "./spreadsheet-files.server.ts";
import {
  csvSeparators,
  exportQuerySchema,
  importQuerySchema,
  importReportSchema,
} from "./spreadsheets.schema.ts";
import { exportSheet, importSheet } from "./spreadsheets.service.server.ts";

const sheetColumnsHelp =
  "products: bk, categories (English URLs, the main one first), title:en, title:fr, title:nl, pictures (ids), and one column per attribute type, its code with its unit (`THICKNESS (mm)`); categories: bk, parent (its business key), sort order, active, show in tree, own page, slug:en…, title:en…, body:en…, extra:en…, attributes (codes in order), pictures; translations: key, en, fr, nl; synonyms: id (empty for a new one), lang (en, fr, nl or empty for every language), terms, target (empty for a group). Several values in one cell are separated by `|`.";

/** A sheet upload: its body, its limit, its reading. */
export const sheetUpload = fileUpload({
  what: "sheet",
  maxFileBytes: maxSheetBytes,
  tooLargeMessage,
  description: `The sheet in the field \`file\`: CSV (\`;\` or \`,\` between cells, UTF-8 with or without a byte order mark) or XLSX, at most ${maxSheetBytes / 1024 / 1024} MB, its first line naming the columns. ${sheetColumnsHelp}`,
});

const download = {
  200: {
    description: "The sheet as a file to download",
    headers: { "Content-Disposition": { schema: { type: "string" as const } } },
    content: {
      [sheetMimeTypes.csv]: { schema: { type: "string" as const } },
      [sheetMimeTypes.xlsx]: { schema: { type: "string" as const, format: "binary" } },
    },
  },
} as const;

export function spreadsheetsApi(services: {
  db: Db;
  catalogue: Catalogue;
  textSets: TextSets;
  history: History;
}) {
  const { db, catalogue, textSets, history } = services;
  const router = createApiRouter();

  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/export",
      summary: "The products, categories, translations or synonyms as a CSV or XLSX file",
      description: `CSV in UTF-8 with a byte order mark, \`;\` between cells unless \`separator=comma\`. ${sheetColumnsHelp}`,
      request: { query: exportQuerySchema },
      responses: download,
    }),
    async (c) => {
      const { entity, format, separator } = c.req.valid("query");
      const file = await exportSheet(db, catalogue, entity, format, {
        separator: csvSeparators[separator],
      });
      return c.body(file.bytes, 200, {
        "Content-Type": format === "csv" ? `${file.mimeType}; charset=utf-8` : file.mimeType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "no-store",
      });
    },
  );

  router.openapi(
    apiRoute(
      "admin",
      {
        method: "post",
        path: "/import",
        summary: "Import products, categories, translations or synonyms from a CSV or XLSX file",
        description:
          "Every row is checked before anything is written. With `dryRun=true` (the default) nothing is written: the answer says what the file would create and change and lists every error with its line (the header is line 1) and column. With `dryRun=false` a file without errors is written in one transaction, each record it changes keeping its state before as a revision (/api/revisions); a file with errors is refused with 400 and nothing changes. Records the file does not name are left as they are; so is a field whose column the file leaves out.",
        request: { query: importQuerySchema, body: sheetUpload.body },
        responses: jsonResponse(importReportSchema, "What the file creates and changes"),
      },
      { bodyLimit: sheetUpload.bodyLimit },
    ),
    async (c) => {
      const { entity, dryRun } = c.req.valid("query");
      const file = await sheetUpload.read(c);
      const report = await importSheet(
        db,
        catalogue,
        textSets,
        history.by(editorOf(c.get("caller"))),
        entity,
        { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name },
        { dryRun },
      );
      return c.json(report, 200);
    },
  );

  return router;
}
