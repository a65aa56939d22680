// Blog articles at the API boundary (§3 "Article"): the texts live in translation keys
// BLOG-{id}-TITLE, -SUMMARY, -BODY and -URL. Client-safe.
import { z } from "zod";
import { linkedRecordId, sortOrder } from "../../http/stored-integer.ts";

const articleText = z.object({
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  url: z.string(),
});

export const articleSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    urls: z.object({ en: z.string(), fr: z.string(), nl: z.string() }),
    sort_order: z.number().int(),
    archived: z.boolean(),
    publishedAt: z.string(),
    Resources: z.array(z.object({ id: z.number().int() })),
    translations: z.object({ en: articleText, fr: articleText, nl: articleText }),
  })
  .meta({ id: "Article" });
export type ArticleDto = z.infer<typeof articleSchema>;

/** An address in one language: lowercase letters and digits in groups joined by single dashes. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const maxSlugLength = 160;
const slugCharacters = "URL may hold lowercase letters, digits and dashes only";

/**
 * An article's URL in one language. Its key (BLOG-{id}-URL) is written by the article's own
 * form and API, but also by the translations API and screen and the translations spreadsheet
 * (modules i18n and spreadsheets): they check it by this rule and `articleSlugProblem`, imported
 * from here because this file is client-safe and imports nothing of theirs, so that the rule has
 * one home and the modules no import cycle.
 */
export const articleSlug = z
  .string()
  .trim()
  .min(1, "URL is required")
  .max(maxSlugLength, `URL is at most ${maxSlugLength} characters`)
  .regex(slugPattern, slugCharacters);
const slug = articleSlug;

/** Why `text`, stored as it is in an article's URL key, is no article URL; undefined if it is. */
export function articleSlugProblem(text: string): string | undefined {
  const parsed = articleSlug.safeParse(text);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? slugCharacters;
  // A text is stored as sent: spaces around it would be part of the address.
  return parsed.data === text ? undefined : slugCharacters;
}

/** Two articles never share a URL in one language (the link would open either). */
export const articleUrlTaken = (url: string) =>
  `The URL "${url}" is already used by another article in this language`;

/** The longest title and summary of an article in one language. */
export const maxArticleTitleLength = 300;
export const maxArticleSummaryLength = 1000;

const textInput = z
  .object({
    title: z
      .string()
      .trim()
      .max(maxArticleTitleLength, `Title is at most ${maxArticleTitleLength} characters`),
    summary: z
      .string()
      .trim()
      .max(maxArticleSummaryLength, `Summary is at most ${maxArticleSummaryLength} characters`),
    body: z.string().max(200_000, "Body is too long"),
  })
  .partial();

export const articleInputSchema = z.object({
  urls: z.object({ en: slug, fr: slug, nl: slug }),
  translations: z.object({
    en: textInput.extend({
      title: z.string().trim().min(1, "Title is required").max(maxArticleTitleLength),
    }),
    fr: textInput.optional(),
    nl: textInput.optional(),
  }),
  sort_order: sortOrder.default(0),
  archived: z.boolean().default(false),
  publishedAt: z.iso
    .datetime({ offset: true, message: "publishedAt must be a date and time (ISO 8601)" })
    .or(z.iso.date("publishedAt must be a date (YYYY-MM-DD)"))
    .optional(),
  Resources: z
    .array(z.object({ id: linkedRecordId("must be the id of a picture") }))
    .max(50)
    .default([]),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

export const articleKeys = {
  title: (id: number) => `BLOG-${id}-TITLE`,
  summary: (id: number) => `BLOG-${id}-SUMMARY`,
  body: (id: number) => `BLOG-${id}-BODY`,
  url: (id: number) => `BLOG-${id}-URL`,
  prefix: (id: number) => `BLOG-${id}-`,
} as const;

/** The article whose URL key `keyCode` is, if it is one. */
export function articleOfUrlKey(keyCode: string): number | undefined {
  const id = /^BLOG-([1-9][0-9]{0,9})-URL$/.exec(keyCode)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** The home page shows the newest articles (§9: last 3). */
export const latestArticleCount = 3;
