// The catalogue's spreadsheets at the API boundary: which sheet, in which format, and the
// report of an import. Client-safe: the back office's screens will read the same shapes.
import { z } from "zod";
import { sheetEntities } from "./sheet-columns.ts";

export const sheetFormats = ["csv", "xlsx"] as const;
export const csvSeparators = { semicolon: ";", comma: "," } as const;

const entity = z.enum(
  sheetEntities,
  "entity must be products, categories, translations or synonyms",
);

export const exportQuerySchema = z.object({
  entity,
  format: z.enum(sheetFormats, "format must be csv or xlsx").default("csv"),
  separator: z
    .enum(["semicolon", "comma"], "separator must be semicolon or comma")
    .default("semicolon"),
});

export const importQuerySchema = z.object({
  entity,
  dryRun: z
    .enum(["true", "false"], "dryRun must be true or false")
    .default("true")
    .transform((text) => text === "true"),
});

export const importReportSchema = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    changes: z.array(
      z.object({
        line: z.number().int(),
        key: z.string(),
        action: z.enum(["created", "updated"]),
        fields: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
      }),
    ),
    errors: z.array(z.object({ line: z.number().int(), column: z.string(), message: z.string() })),
    applied: z.boolean(),
  })
  .meta({ id: "ImportReport" });
export type ImportReportDto = z.infer<typeof importReportSchema>;
