// The catalogue at the API boundary (spec §3): attribute types and values, categories,
// products and their attribute lines — what clients send and what they get back, with the
// spec's field names. Client-safe: the back-office forms validate with the same schemas.
import { z } from "zod";
import { linkedRecordId, sortOrder, storedInteger } from "../../http/stored-integer.ts";
import { locales } from "../i18n/locales.ts";
import { availabilitySchema } from "./availability.ts";
import { attributeGroups } from "./catalogue-model.ts";

export const localizedText = (max: number) =>
  z.object({
    en: z.string().max(max).optional(),
    fr: z.string().max(max).optional(),
    nl: z.string().max(max).optional(),
  });

export const translationsOf = <T extends z.ZodType>(schema: T) =>
  z.object({ en: schema, fr: schema, nl: schema });

const attributeCode = z
  .string()
  .trim()
  .min(1, "Attribute code is required")
  .max(64, "Attribute code is at most 64 characters")
  // A refinement, not .regex(): a /u pattern would not survive into the OpenAPI document.
  .refine(
    (code) => /^[\p{L}\p{N}_°.-]+$/u.test(code),
    "Attribute code may hold letters, digits, _ . - and ° only",
  );

/** The longest value an attribute type lists (its code; its labels are texts). */
export const maxListedValueLength = 128;

const attributeValueCode = z
  .string()
  .trim()
  .min(1, "Value is required")
  .max(maxListedValueLength, `Value is at most ${maxListedValueLength} characters`);

export const optionalNumber = z.number().finite().nullable().optional();

// ── Attribute types ────────────────────────────────────────────────────────────────────────

export const attributeTypeValueSchema = z
  .object({
    id: z.number().int(),
    attribute_type_id: z.number().int(),
    value: z.string(),
    sort_order: z.number().int(),
    translations: translationsOf(z.string()),
  })
  .meta({ id: "AttributeTypeValue" });
export type AttributeTypeValueDto = z.infer<typeof attributeTypeValueSchema>;

export const attributeTypeSchema = z
  .object({
    id: z.number().int(),
    attribute_code: z.string(),
    attribute_group: z.enum(attributeGroups),
    data_unit: z.string(),
    min_value: z.number().nullable(),
    max_value: z.number().nullable(),
    allowMultiple: z.boolean(),
    sort_order: z.number().int(),
    filter: z.boolean().meta({
      description:
        "Offered as a filter on category pages and in the product search (a free text never is)",
    }),
    filter_order: z
      .number()
      .int()
      .meta({ description: "Its place among the filters, lower first" }),
    translations: translationsOf(z.string()),
    AttributeTypeValues: z.array(attributeTypeValueSchema),
  })
  .meta({ id: "AttributeType" });
export type AttributeTypeDto = z.infer<typeof attributeTypeSchema>;

export const attributeTypeInputSchema = z.object({
  attribute_code: attributeCode,
  attribute_group: z.enum(attributeGroups, "Group must be general or technical").default("general"),
  data_unit: z.string().trim().max(32, "Unit is at most 32 characters").default(""),
  min_value: optionalNumber,
  max_value: optionalNumber,
  allowMultiple: z.boolean().default(false),
  sort_order: sortOrder.default(0),
  // Both groups, general and technical, are offered as filters unless told otherwise.
  filter: z
    .boolean("Filter must be true or false")
    .default(true)
    .meta({ description: "Offered as a filter on category pages; true when left out" }),
  filter_order: storedInteger("The filter order").optional().meta({
    description: "Its place among the filters, lower first; the sort order when left out",
  }),
  translations: localizedText(200).optional(),
});
export type AttributeTypeInput = z.infer<typeof attributeTypeInputSchema>;

export const attributeTypeValueInputSchema = z.object({
  attribute_type_id: linkedRecordId("Attribute type is required"),
  value: attributeValueCode,
  sort_order: sortOrder.default(0),
  translations: localizedText(200).optional(),
});
export type AttributeTypeValueInput = z.infer<typeof attributeTypeValueInputSchema>;

/** The longest business key of a category or a product. */
export const maxBusinessKeyLength = 128;
/** The most pictures a category or a product may have. */
export const maxPicturesPerItem = 50;

// ── Categories ─────────────────────────────────────────────────────────────────────────────

/** The longest URL of a category in one language. */
export const maxCategorySlugLength = 160;

const slug = z
  .string()
  .trim()
  .min(1, "URL is required")
  .max(maxCategorySlugLength, `URL is at most ${maxCategorySlugLength} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "URL may hold lowercase letters, digits and dashes only");

export const categoryContentSchema = z.object({
  title: z.string(),
  body: z.string(),
  extra: z.string(),
});

export const attributeTypeConfigSchema = z.object({
  id: z.number().int(),
  attribute_type_id: z.number().int(),
  sort_order: z.number().int(),
});

export const categorySchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    bk: z.string(),
    url: z.string(),
    urls: translationsOf(z.string()),
    level: z.number().int(),
    sort_order: z.number().int(),
    active: z.boolean(),
    show_in_tree: z.number().int(),
    has_own_page: z.boolean(),
    children: z.array(z.number().int()),
    Resources: z.array(z.object({ id: z.number().int() })),
    AttributeTypeConfigs: z.array(attributeTypeConfigSchema),
    AttributeTypes: z.array(z.number().int()),
    translations: translationsOf(categoryContentSchema),
  })
  .meta({ id: "Category" });
export type CategoryDto = z.infer<typeof categorySchema>;

export const categoryPathSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  urls: translationsOf(z.string()),
  label: translationsOf(z.string()),
});

/** One category with what is derived from the tree (§3: shownCategories, paths, …). */
export const categoryViewSchema = categorySchema
  .extend({
    label: translationsOf(z.string()),
    // A union, not `.nullable()`: the OpenAPI generator writes a nullable reference as
    // `allOf: [Category, object|null]`, which no null satisfies.
    category: z.union([categorySchema, z.null()]),
    paths: z.array(categoryPathSchema),
    shownCategories: z.array(categorySchema),
    allActiveChildren: z.array(z.number().int()),
  })
  .meta({ id: "CategoryView" });
export type CategoryViewDto = z.infer<typeof categoryViewSchema>;

export const flatHierarchyItemSchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    bk: z.string(),
    level: z.number().int(),
    url: z.string(),
    active: z.boolean(),
    label: translationsOf(z.string()),
    path: translationsOf(z.string()),
  })
  .meta({ id: "FlatHierarchyItem" });
export type FlatHierarchyItem = z.infer<typeof flatHierarchyItemSchema>;

export const categoryUrlSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  urls: translationsOf(z.string()),
});

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => Boolean(value));

export const categoryInputSchema = z.object({
  parent_id: linkedRecordId("A parent category is required").nullable(),
  bk: z
    .string()
    .trim()
    .min(1, "Business key is required")
    .max(maxBusinessKeyLength, `Business key is at most ${maxBusinessKeyLength} characters`),
  urls: z.object({ en: slug, fr: slug, nl: slug }),
  sort_order: sortOrder.default(0),
  active: flag.default(true),
  show_in_tree: flag.default(true),
  has_own_page: flag.default(true),
  translations: z
    .object({
      en: categoryContentSchema.partial().optional(),
      fr: categoryContentSchema.partial().optional(),
      nl: categoryContentSchema.partial().optional(),
    })
    .optional(),
  Resources: z
    .array(z.object({ id: linkedRecordId("must be the id of a picture") }))
    .max(maxPicturesPerItem)
    .default([]),
  AttributeTypeConfigs: z
    .array(
      z.object({
        attribute_type_id: linkedRecordId("must be the id of an attribute type"),
        sort_order: sortOrder.optional(),
      }),
    )
    .max(100)
    .default([]),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

// ── Products ───────────────────────────────────────────────────────────────────────────────

export const productAttributeSchema = z
  .object({
    id: z.number().int(),
    AttributeType: attributeTypeSchema.omit({ AttributeTypeValues: true }),
    attribute_type_id: z.number().int(),
    attribute_code: z.string(),
    attribute_group: z.enum(attributeGroups),
    attribute_value: z.string(),
    attributeValues: z.array(z.string()),
    product_id: z.number().int(),
    data_unit: z.string(),
    min_value: z.number().nullable(),
    max_value: z.number().nullable(),
    allowMultiple: z.boolean(),
    AttributeTypeValues: z.array(attributeTypeValueSchema),
    index: z.number().int(),
    sort_order: z.number().int(),
    translation_en: z.string(),
    translation_fr: z.string(),
    translation_nl: z.string(),
  })
  .meta({ id: "ProductAttribute" });
export type ProductAttributeDto = z.infer<typeof productAttributeSchema>;

export const productSchema = z
  .object({
    id: z.number().int(),
    bk: z.string(),
    active: z
      .boolean()
      .meta({ description: "Published (true) or a draft, which visitors do not see" }),
    updated_at: z.string().meta({ description: "When the product last changed (ISO-8601)" }),
    Categories: z.array(
      z.object({ id: z.number().int(), url: z.string(), urls: translationsOf(z.string()) }),
    ),
    Resources: z.array(z.object({ id: z.number().int() })),
    Attributes: z.array(productAttributeSchema),
    titleTranslations: translationsOf(z.string()),
    availability: availabilitySchema
      .nullable()
      .meta({ description: "In stock, on request or made to order; null when it says nothing" }),
  })
  .meta({ id: "Product" });
export type ProductDto = z.infer<typeof productSchema>;

/**
 * A product in the full catalogue list: its lines name their attribute type by id and code
 * instead of embedding the type and all its values (the client has them from /attributes),
 * which keeps a 10 000-product catalogue to a size a browser can take.
 */
export const catalogueProductSchema = productSchema
  .extend({
    Attributes: z.array(
      productAttributeSchema.omit({ AttributeType: true, AttributeTypeValues: true }),
    ),
  })
  .meta({ id: "CatalogueProduct" });
export type CatalogueProductDto = z.infer<typeof catalogueProductSchema>;

export const searchResultSchema = z
  .object({
    id: z.number().int(),
    bk: z.string(),
    title: z.string(),
    category: z.object({ id: z.number().int(), url: z.string() }).nullable(),
    thumbnail: z.number().int().nullable(),
  })
  .meta({ id: "SearchResult" });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const facetSchema = z
  .object({
    code: z.string().describe("The attribute's code"),
    param: z.string().describe("Its filter parameter: the code in lower case"),
    label: z.string(),
    unit: z.string(),
    kind: z.enum(["values", "range"]),
    values: z
      .array(
        z.object({
          value: z.string(),
          label: z.string(),
          count: z.number().int().describe("Products this value shows, given the other filters"),
        }),
      )
      .optional(),
    min: z.number().optional(),
    max: z.number().optional(),
  })
  .meta({ id: "Facet" });

/** As many business keys as a quote list holds (`maxQuoteItems`, enquiries/quote-limits.ts). */
export const maxTitlesAsked = 100;

const askedKey = z
  .string()
  .max(maxBusinessKeyLength, `A business key is at most ${maxBusinessKeyLength} characters`);

export const productTitlesRequestSchema = z
  .object({
    lang: z.enum(locales, "lang must be en, fr or nl").default("en"),
    bk: z
      .array(askedKey, { error: "bk must be a list of business keys" })
      .max(maxTitlesAsked, `At most ${maxTitlesAsked} business keys`),
  })
  .meta({ id: "ProductTitlesRequest" });

export const productTitlesSchema = z
  .object({ titles: z.array(z.object({ bk: z.string(), title: z.string() })) })
  .meta({ id: "ProductTitles" });
