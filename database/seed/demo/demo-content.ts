// The demo shop's content — attribute types, the category tree, products, blog articles and the
// services and terms pages — lives in JSON files under content/, so it can be edited without
// touching code. Each file has a schema here, and is read and checked once.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Where the demo shop's JSON files are, from the project's root (the folder holding
 * package.json above this module): the server bundle in build/server runs this code too.
 */
export const demoContentDir = (() => {
  let folder = import.meta.dirname;
  while (!existsSync(path.join(folder, "package.json")) && path.dirname(folder) !== folder) {
    folder = path.dirname(folder);
  }
  return path.join(folder, "database/seed/demo/content");
})();

// Objects are strict: in hand-edited data an unknown key is almost always a misspelt one.
const localizedSchema = z.strictObject({ en: z.string(), fr: z.string(), nl: z.string() });
export type Localized = z.infer<typeof localizedSchema>;

export const pictureKindSchema = z.enum([
  "sheet",
  "o-ring",
  "seal",
  "hose",
  "profile",
  "mat",
  "foam",
  "expansion-joint",
  "moulded-part",
  "strip",
  "grommet",
  "buffer",
]);
export type PictureKind = z.infer<typeof pictureKindSchema>;

const colourSchema = z.string().regex(/^#[0-9a-f]{6}$/, "must be a colour such as #2b2b2b");

export const attributeTypeSchema = z.strictObject({
  // e.g. "MATERIAL", "HARDNESS"; "General_PRODUCT_N°" must exist: the product number, in the
  // general group, hidden on the site.
  code: z.string().min(1),
  group: z.enum(["general", "technical"]),
  unit: z.string().optional(), // "mm", "°C", "Shore A", "bar", "m", "kg/m³"
  min: z.number().optional(),
  max: z.number().optional(),
  allowMultiple: z.boolean().optional(), // e.g. COLOUR and APPLICATION allow several values
  sortOrder: z.number().int(),
  label: localizedSchema,
  // Present for list types (material, colour, food grade yes/no, application…); value codes are
  // UPPER_SNAKE ASCII.
  values: z.array(z.strictObject({ value: z.string().min(1), label: localizedSchema })).optional(),
});
export type DemoAttributeType = z.infer<typeof attributeTypeSchema>;

export const categorySchema = z.strictObject({
  bk: z.string().min(1), // business key, lowercase ASCII with dashes, unique
  slug: localizedSchema, // URL slug per language, unique per language, [a-z0-9-]
  title: localizedSchema,
  body: localizedSchema, // HTML: 1–3 short <p> paragraphs, may use <strong>, <ul><li>
  extra: localizedSchema.optional(), // HTML "additional information" (delivery, cutting to size…)
  picture: pictureKindSchema,
  colour: colourSchema,
  // Attribute codes configured on this category, in display order ("General_PRODUCT_N°" first on
  // categories that hold products).
  attributeTypes: z.array(z.string()),
  get children() {
    return z.array(categorySchema).optional();
  },
});
export type DemoCategory = z.infer<typeof categorySchema>;

export const productSchema = z.strictObject({
  bk: z.string().min(1), // product code like "NBR-SH-3-1000", unique, uppercase ASCII, digits, dashes
  category: z.string().min(1), // bk of its main category
  alsoIn: z.array(z.string()).optional(), // bks of other categories
  title: localizedSchema,
  picture: pictureKindSchema,
  colour: colourSchema,
  // List types: value codes; numeric types: numbers as strings ("3", "-40"); several values
  // only where the type allows multiple.
  attributes: z.array(z.strictObject({ code: z.string().min(1), values: z.array(z.string()) })),
});
export type DemoProduct = z.infer<typeof productSchema>;

export const articleSchema = z.strictObject({
  slug: localizedSchema, // unique per language
  title: localizedSchema,
  summary: localizedSchema, // one sentence, plain text
  body: localizedSchema, // HTML, 3–6 paragraphs, may use <h2>, <ul>
  publishedAt: z.iso.date(), // e.g. "2025-10-15"
  picture: pictureKindSchema,
  colour: colourSchema,
});
export type DemoArticle = z.infer<typeof articleSchema>;

/** Static pages: translation keys such as "SERVICES-TITLE" and "SERVICES-BODY" (HTML). */
export const pagesSchema = z.record(z.string().min(1), localizedSchema);

export type DemoContent = {
  attributeTypes: DemoAttributeType[];
  categories: DemoCategory[];
  products: DemoProduct[];
  articles: DemoArticle[];
  pages: z.infer<typeof pagesSchema>;
};

/** A content file that cannot be read or does not match its schema. */
export class DemoContentError extends Error {
  override name = "DemoContentError";
}

/** "[0].children[2].slug.fr", and the business key or code of the innermost entry on the way. */
function locate(data: unknown, at: readonly PropertyKey[]): string {
  let where = "";
  let entry: string | undefined;
  let node = data;
  for (const key of at) {
    where += typeof key === "number" ? `[${key}]` : `${where ? "." : ""}${String(key)}`;
    node =
      node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    const name = node && typeof node === "object" ? (node as { bk?: unknown; code?: unknown }) : {};
    const named = name.bk ?? name.code;
    if (typeof named === "string") entry = named;
  }
  return `${where || "(top)"}${entry ? ` (${entry})` : ""}`;
}

function readContent<T>(dir: string, fileName: string, schema: z.ZodType<T>): T {
  const file = path.join(dir, fileName);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new DemoContentError(`${file}: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${locate(data, issue.path)}: ${issue.message}`,
    );
    throw new DemoContentError(`${file}: ${problems.join("; ")}`);
  }
  return result.data;
}

const loaded = new Map<string, DemoContent>();

/** Reads and checks the demo shop's files (by default the shop's own), once per directory. */
export function loadDemoContent(dir: string = demoContentDir): DemoContent {
  let content = loaded.get(dir);
  if (!content) {
    content = {
      attributeTypes: readContent(dir, "attribute-types.json", z.array(attributeTypeSchema)),
      categories: readContent(dir, "categories.json", z.array(categorySchema)),
      products: readContent(dir, "products.json", z.array(productSchema)),
      articles: readContent(dir, "articles.json", z.array(articleSchema)),
      pages: readContent(dir, "pages.json", pagesSchema),
    };
    loaded.set(dir, content);
  }
  return content;
}
