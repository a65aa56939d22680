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

export const productAnswer = z.object({ product: productSchema });
export const categoryAnswer = z.object({ category: categoryViewSchema });
export const attributeTypeAnswer = z.object({ attributeType: attributeTypeSchema });
export const attributeValueAnswer = z.object({ attributeTypeValue: attributeTypeValueSchema });
