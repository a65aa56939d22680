// A product as a client sends it to the products API and the back office's form validates it,
// and the value of one attribute line, which the bulk action and the products sheet share.
// Client-safe.
import { z } from "zod";
import { linkedRecordId } from "../../http/stored-integer.ts";
import { availabilityInputSchema } from "./availability.ts";
import {
  localizedText,
  maxBusinessKeyLength,
  maxPicturesPerItem,
  optionalNumber,
} from "./catalogue.schema.ts";

/** The longest value of a product's attribute line. */
export const maxAttributeValueLength = 500;

/** A product's value for one attribute type, as a line of the product API takes it. */
export const attributeLineValue = z
  .union([z.string(), z.number()], { message: "Attribute value is required" })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, "Attribute value is required").max(maxAttributeValueLength));

export const productInputSchema = z.object({
  bk: z
    .string({ message: "Business key is required" })
    .trim()
    .min(1, "Business key is required")
    .max(maxBusinessKeyLength, `Business key is at most ${maxBusinessKeyLength} characters`)
    .refine(
      (bk) => /^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u.test(bk),
      "Business key may hold letters, digits, spaces and . _ / -",
    ),
  active: z.boolean({ message: "active must be true or false" }).optional().meta({
    description:
      "Published (true) or a draft (false). Left out, a new product is published and a changed one keeps its state.",
  }),
  Categories: z
    .array(z.object({ id: linkedRecordId("must be the id of a category") }), {
      message: "A product category is required",
    })
    .min(1, "A product category is required")
    .max(20, "At most 20 categories"),
  Resources: z
    .array(z.object({ id: linkedRecordId("must be the id of a picture") }))
    .max(maxPicturesPerItem)
    .default([]),
  Attributes: z
    .array(
      z.object({
        attribute_type_id: linkedRecordId("must be the id of an attribute type"),
        attribute_value: attributeLineValue.meta({
          description:
            "A listed type takes one of its values; a numeric type (no list, and a unit or a bound) a number, `2,5` stored as `2.5`",
        }),
        index: z.number().int().positive().optional(),
        min_value: optionalNumber,
        max_value: optionalNumber,
      }),
    )
    .max(200)
    .default([]),
  titleTranslations: localizedText(300).optional(),
  availability: availabilityInputSchema.nullable().optional().meta({
    description:
      "In stock, on request or made to order (with its lead time in working days); null says nothing. Left out, a new product says nothing and a changed one keeps its availability.",
  }),
});
export type ProductInput = z.infer<typeof productInputSchema>;
