// The answers of the catalogue's API that the back office reads after a save, one schema each:
// the API files declare their answers with them, and the forms' calls are typed by them.
// Client-safe.
import { z } from "zod";
import {
  attributeTypeSchema,
  attributeTypeValueSchema,
  categoryViewSchema,
  productSchema,
} from "./catalogue.schema.ts";

export const productAnswerSchema = z.object({ product: productSchema });
export const categoryAnswerSchema = z.object({ category: categoryViewSchema });
export const attributeTypeAnswerSchema = z.object({ attributeType: attributeTypeSchema });
export const attributeValueAnswerSchema = z.object({
  attributeTypeValue: attributeTypeValueSchema,
});
