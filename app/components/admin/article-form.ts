// The article form's rules that need no screen (§3 "Article"): its values, one group of texts
// per language; articleInputSchema's rules on them, in the words the administrator reads; the
// body of POST or PUT /api/articles; and the server's field paths as the form's. Client-safe.
import { z } from "zod";
import {
  type ArticleDto,
  type ArticleInput,
  articleInputSchema,
  maxArticleSummaryLength,
  maxArticleTitleLength,
  maxSlugLength,
} from "../../modules/content/articles.schema.ts";
import { type Locale, locales } from "../../modules/i18n/locales.ts";
import type { Translate } from "../../modules/i18n/translation.tsx";
import { languageLabel, type Wording } from "./form-kit.ts";
import type { PictureRef } from "./PicturesField.tsx";

type LanguageTexts = { url: string; title: string; summary: string; body: string };

export type ArticleFormValues = {
  texts: Record<Locale, LanguageTexts>;
  sortOrder: number | string;
  archived: boolean;
  /** YYYY-MM-DD, or empty for "today" on a new article. */
  date: string;
  pictures: PictureRef[];
};

export function articleFormValues(article: ArticleDto | null): ArticleFormValues {
  const texts = Object.fromEntries(
    locales.map((locale) => {
      const own = article?.translations[locale];
      return [
        locale,
        {
          url: article?.urls[locale] ?? "",
          title: own?.title ?? "",
          summary: own?.summary ?? "",
          body: own?.body ?? "",
        },
      ];
    }),
  ) as ArticleFormValues["texts"];
  return {
    texts,
    sortOrder: article?.sort_order ?? 0,
    archived: article?.archived ?? false,
    date: article?.publishedAt.slice(0, 10) ?? "",
    pictures: article?.Resources.map((resource) => ({ id: resource.id })) ?? [],
  };
}

const { urls, translations, sort_order, archived, Resources } = articleInputSchema.shape;
const otherTexts = translations.shape.fr.unwrap();
// The English title's rule words only its absence; the other languages' rule, which also words
// its length, checks it first.
const englishTexts = otherTexts.extend({
  title: otherTexts.shape.title.pipe(translations.shape.en.shape.title),
});

/** articleInputSchema's rules on the form's fields; the date is the date input's to check. */
export const articleFormSchema = z.object({
  texts: z.object({
    en: englishTexts.extend({ url: urls.shape.en }),
    fr: otherTexts.extend({ url: urls.shape.fr }),
    nl: otherTexts.extend({ url: urls.shape.nl }),
  }),
  sortOrder: sort_order,
  archived,
  pictures: Resources,
});

const fieldKeys: Readonly<Record<string, string>> = {
  url: "ADMIN-ARTICLE-URL",
  title: "ADMIN-ARTICLE-TITLE",
  summary: "ADMIN-ARTICLE-SUMMARY",
  body: "ADMIN-ARTICLE-BODY",
  sortOrder: "ADMIN-ARTICLE-SORT-ORDER",
  date: "ADMIN-ARTICLE-DATE",
  pictures: "ADMIN-ARTICLE-PICTURES",
};

/**
 * The form's fields as the administrator reads them; a language's, whose tab names the
 * language, with the language ("Title (French)"), since a message or the notice may name it
 * from another tab.
 */
export function articleLabel(t: Translate, path: string): string | undefined {
  const text = /^texts\.(en|fr|nl)\.(\w+)$/.exec(path);
  if (!text) return fieldKeys[path] && t(fieldKeys[path]);
  const [, language = "", field = ""] = text;
  const key = fieldKeys[field];
  return key && languageLabel(t, "ADMIN-FIELD-IN-LANGUAGE", language, { field: t(key) });
}

/** The schema's messages as interface texts, in the administrator's language. */
export function articleWording(t: Translate): Wording {
  return {
    t,
    labels: (path) => articleLabel(t, path),
    messages: {
      "URL is required": t("ADMIN-ARTICLE-URL-REQUIRED"),
      [`URL is at most ${maxSlugLength} characters`]: t("ADMIN-ARTICLE-URL-LONG", {
        max: maxSlugLength,
      }),
      "URL may hold lowercase letters, digits and dashes only": t("ADMIN-ARTICLE-URL-FORMAT"),
      "Title is required": t("ADMIN-ARTICLE-TITLE-REQUIRED"),
      [`Title is at most ${maxArticleTitleLength} characters`]: t("ADMIN-ARTICLE-TITLE-LONG", {
        max: maxArticleTitleLength,
      }),
      [`Summary is at most ${maxArticleSummaryLength} characters`]: t(
        "ADMIN-ARTICLE-SUMMARY-LONG",
        { max: maxArticleSummaryLength },
      ),
    },
    // The number box may hold no number at all, which the schema words in zod's own terms.
    fields: { sortOrder: t("ADMIN-ARTICLE-ORDER-INVALID") },
  };
}

/** The form's values as articleInputSchema takes them. */
export function articleInput(values: ArticleFormValues, article: ArticleDto | null): ArticleInput {
  const input: ArticleInput = {
    urls: { en: "", fr: "", nl: "" },
    translations: { en: { title: "" } },
    sort_order: Number(values.sortOrder),
    archived: values.archived,
    Resources: values.pictures.map((picture) => ({ id: picture.id })),
  };
  for (const language of locales) {
    const own = values.texts[language];
    input.urls[language] = own.url.trim();
    input.translations[language] = {
      title: own.title.trim(),
      summary: own.summary.trim(),
      body: own.body,
    };
  }
  // An unchanged date keeps its time of day, so articles of one day stay in their order.
  if (article && values.date === article.publishedAt.slice(0, 10)) {
    input.publishedAt = article.publishedAt;
  } else if (values.date) {
    input.publishedAt = values.date;
  }
  return input;
}

/** Form paths use `texts.{locale}.…`; the API's use `urls.{locale}` and `translations.…`. */
function formPathOf(apiPath: string): string {
  const url = /^urls\.(en|fr|nl)$/.exec(apiPath);
  if (url) return `texts.${url[1]}.url`;
  const text = /^translations\.(en|fr|nl)\.(title|summary|body)$/.exec(apiPath);
  if (text) return `texts.${text[1]}.${text[2]}`;
  if (apiPath === "sort_order") return "sortOrder";
  if (apiPath === "publishedAt") return "date";
  if (apiPath.startsWith("Resources")) return "pictures";
  return apiPath;
}

/** The server's messages under the form's fields. */
export function articleFormErrors(fieldErrors: Readonly<Record<string, string>>) {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([path, message]) => [formPathOf(path), message]),
  );
}
