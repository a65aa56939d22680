// Blog articles as the shop thinks of them: an address and three texts per language, pictures,
// a date, an order and an archived flag. Plain data with the shop's names; the API's shapes
// (`articles.api.server.ts`) are mapped from these. Client-safe.
import type { TextChanges } from "../catalogue/catalogue-model.ts";
import type { Localized } from "../i18n/localized.ts";

/** An article's texts in one language. */
export type ArticleTexts = { title: string; summary: string; body: string };

export type Article = {
  id: number;
  /** The address of its page per language; empty where not translated. */
  slugs: Localized;
  sortOrder: number;
  archived: boolean;
  publishedAt: string;
  /** Its pictures in order, the first one on its card. */
  pictureIds: readonly number[];
  /** Empty where not translated. */
  texts: Localized<ArticleTexts>;
};

/** An article as an editor saves it. */
export type ArticleChange = {
  slugs: Localized;
  /** A language or a text left out keeps what it had. */
  texts: TextChanges<Partial<ArticleTexts>>;
  sortOrder: number;
  archived: boolean;
  /** Left out: now for a new article, its date for an existing one. */
  publishedAt?: string | undefined;
  pictureIds: readonly number[];
};
