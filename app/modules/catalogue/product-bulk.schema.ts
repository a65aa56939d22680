// A change made to many products at once (`POST /api/products/bulk`): what it does to every
// product it names. Client-safe: the back office's product list sends its requests by it.
import { z } from "zod";
import { linkedRecordId } from "../../http/stored-integer.ts";
import { availabilityInputSchema } from "./availability.ts";
import { attributeLineValue } from "./product-input.schema.ts";

/** The most products one bulk change may name. */
export const maxProductsChangedAtOnce = 10_000;

/** What a bulk change does to every product it names. */
export const productBulkActionSchema = z
  .discriminatedUnion(
    "kind",
    [
      z
        .object({
          kind: z.literal("setCategory"),
          categoryId: linkedRecordId("must be the id of a category"),
        })
        .meta({
          description:
            "The category becomes each product's only category. The attribute lines of the types it has are kept, the others removed (a product has lines only of its main category's types); the product number is the business key when the category has it.",
        }),
      z
        .object({
          kind: z.literal("setAttribute"),
          attributeTypeId: linkedRecordId("must be the id of an attribute type"),
          value: attributeLineValue,
        })
        .meta({
          description:
            "Each product's line(s) of the type replaced by one with the value, or one added; checked as a product's line is: the type must be on each product's main category, a list type takes one of its values, a numeric type a number (`2,5` stored as `2.5`), the product number cannot be set.",
        }),
      z
        .object({
          kind: z.literal("setAvailability"),
          availability: availabilityInputSchema.nullable(),
        })
        .meta({
          description:
            "Each product's availability set: in stock, on request or made to order (with its lead time in working days), or null for none",
        }),
      z.object({ kind: z.literal("publish") }).meta({ description: "`active` set to true" }),
      z
        .object({ kind: z.literal("unpublish") })
        .meta({ description: "`active` set to false: drafts, which visitors do not see" }),
      z.object({ kind: z.literal("delete") }).meta({ description: "The products deleted" }),
    ],
    {
      error:
        "action must name its kind: setCategory, setAttribute, setAvailability, publish, unpublish or delete",
    },
  )
  .meta({ id: "ProductBulkAction" });
export type ProductBulkActionDto = z.infer<typeof productBulkActionSchema>;
export type ProductBulkKind = ProductBulkActionDto["kind"];

export const productBulkRequestSchema = z
  .object({
    ids: z
      .array(linkedRecordId("must be the id of a product"), {
        error: "ids must be a list of product ids",
      })
      .min(1, "Name at least one product")
      .max(maxProductsChangedAtOnce, `At most ${maxProductsChangedAtOnce} products at once`),
    action: productBulkActionSchema,
  })
  .meta({ id: "ProductBulkRequest" });
export type ProductBulkRequest = z.infer<typeof productBulkRequestSchema>;

export const productBulkResultSchema = z
  .object({
    changed: z
      .number()
      .int()
      .meta({ description: "How many products were changed (or deleted): every one named" }),
  })
  .meta({ id: "ProductBulkResult" });
