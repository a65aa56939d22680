// The home page's way into the catalogue: the categories just below the root that visitors see
// in the tree, in the tree's order, each with its first picture and a short line — the first
// sentence of its body's first paragraph in the page's language, as plain text, or its first
// words when that sentence is long. Worked out once per read model and language: a home page request only
// reads it.

import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import { plainText } from "../i18n/rich-text.server.ts";
import { categoryPath } from "./catalogue-addresses.ts";
import type { PagePicture } from "./catalogue-model.ts";
import type { CatalogueReadModel } from "./catalogue-read-model.server.ts";

export type TopCategoryCard = {
  id: number;
  title: string;
  /** The first sentence of its body, plain text; "" when it has none. */
  summary: string;
  /** Its page in the language. */
  to: string;
  picture: PagePicture | null;
};

/** The longest short line, in characters, before it is cut on a word. */
export const summaryLength = 120;

/**
 * The first sentence of a plain text (up to its full stop, question or exclamation mark
 * followed by a space or the end); when longer than `length`, its first words within `length`
 * characters followed by "…".
 */
export function firstSentence(text: string, length = summaryLength): string {
  const trimmed = text.trim();
  const end = trimmed.search(/[.!?](\s|$)/);
  const sentence = end < 0 ? trimmed : trimmed.slice(0, end + 1);
  if (sentence.length <= length) return sentence;
  const cut = sentence.slice(0, length);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.!?–—-]+$/u, "")}…`;
}

/** The first paragraph (or line) of a rich text that has words, as plain text. */
function firstParagraph(html: string): string {
  for (const block of html.split(/<\/(?:p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/i)) {
    const text = plainText(block);
    if (text) return text;
  }
  return "";
}

const cards = new WeakMap<CatalogueReadModel, Partial<Record<Locale, TopCategoryCard[]>>>();

/** The top categories as the home page shows them in a language. */
export function topCategories(model: CatalogueReadModel, locale: Locale): TopCategoryCard[] {
  let known = cards.get(model);
  if (!known) {
    known = {};
    cards.set(model, known);
  }
  const existing = known[locale];
  if (existing) return existing;
  const root = model.root;
  const built = root
    ? model
        .childrenOf(root)
        .filter((category) => category.showInTree === 1 && model.shownToVisitors(category))
        .map((category) => ({
          id: category.id,
          title: model.categoryTitle(category, locale),
          summary: firstSentence(
            firstParagraph(inLocale(model.categoryTexts(category).body, locale)),
          ),
          to: categoryPath(category, locale),
          picture: model.picturesIn(category.pictureIds, locale)[0] ?? null,
        }))
    : [];
  known[locale] = built;
  return built;
}
