// Pictures at the API boundary: a picture's record with its alt texts per language, the alt
// texts an administrator writes, and the unused pictures to delete. Client-safe: the back
// office's pictures screen validates with the same schemas.
import { z } from "zod";
import { linkedRecordId } from "../../http/stored-integer.ts";

/** Longest alt text, in characters: a sentence, not a caption. */
export const maxAltTextLength = 250;

/** Most pictures one call deletes. */
export const maxPicturesDeletedAtOnce = 5000;

const altText = z
  .string("An alt text must be text")
  .trim()
  .max(maxAltTextLength, `An alt text is at most ${maxAltTextLength} characters`);

const localizedAlt = z.object({ en: z.string(), fr: z.string(), nl: z.string() });

export const pictureRecordSchema = z
  .object({
    id: z.number().int(),
    originalName: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    mimeType: z.string(),
    bytes: z.number().int(),
    /** Per language; empty where none is written (pages then say what they said before). */
    alt: localizedAlt,
    /** Whether a product, category, article, text or setting shows it. */
    used: z.boolean(),
  })
  .meta({ id: "PictureRecord" });
export type PictureRecordDto = z.infer<typeof pictureRecordSchema>;

export const pictureAltInputSchema = z.object({
  alt: z.strictObject({
    en: altText.default(""),
    fr: altText.default(""),
    nl: altText.default(""),
  }),
});
export type PictureAltInput = z.infer<typeof pictureAltInputSchema>;

export const deleteUnusedInputSchema = z.object({
  ids: z
    .array(linkedRecordId("must be the id of a picture"))
    .min(1, "Name at least one picture")
    .max(maxPicturesDeletedAtOnce, `At most ${maxPicturesDeletedAtOnce} pictures at once`),
});

export const deleteUnusedResultSchema = z
  .object({
    /** How many of the pictures named were deleted. */
    deleted: z.number().int(),
    /** The pictures named that are in use after all, kept. */
    inUse: z.array(z.number().int()),
  })
  .meta({ id: "UnusedPicturesDeleted" });
