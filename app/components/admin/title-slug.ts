// A first address (URL) for an article or a category, made from its title so the administrator
// need not type one: "Joints été" → "joints-ete". Accents are dropped ("é" → "e"), the letters
// that are two in Latin ("œ", "æ", "ß") are written out, anything else than letters and digits
// becomes a dash. The result is always one the schemas' address rule accepts (lowercase letters
// and digits in groups joined by single dashes, no longer than they allow), or empty for a title
// without any letter or digit. Client-safe.

import { maxCategorySlugLength } from "../../modules/catalogue/catalogue.schema.ts";
import { maxSlugLength } from "../../modules/content/articles.schema.ts";

/** Made for either, an address is no longer than the shorter of their limits. */
const longest = Math.min(maxSlugLength, maxCategorySlugLength);

// Letters that no accent-dropping turns into a-z.
const writtenOut: Readonly<Record<string, string>> = {
  œ: "oe",
  æ: "ae",
  ß: "ss",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
};

export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[œæßøđðłþı]/g, (letter) => writtenOut[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, longest)
    .replace(/-+$/, "");
}
