// Which interface texts a page carries. Most public texts belong to the frame every page shows
// (header, menus, search box, footer, notices, quote link, error pages) and come with the
// document's data; the texts of one kind of page only — by the prefix of their keys — come with
// that page's data instead, so that a page does not carry the contact form's or the sign-in
// page's words (ADR 25), nor the texts its loader already wrote into it (ADR 57). An area names
// prefixes of keys, or whole keys; the first area that claims a key has it. A key no area
// claims is the frame's: a text added later is never missing from a page. Client-safe.

export const pageTextAreas = {
  // What a page says of itself to search engines, and the bodies of the services and terms
  // pages: their loaders write these into the page's head and data, so no page carries them as
  // texts. First: "HOME-META-TITLE" is one of these, not the home page's.
  written: [
    "HOME-META-",
    "ARTICLES-META-",
    "SEARCH-META-",
    "SEARCH-RESULTS-META-",
    "SERVICES-META-",
    "TERMS-META-",
    "SITEMAP-META-",
    "SERVICES-BODY",
    "TERMS-BODY",
  ],
  home: ["HOME-"],
  // The blog, its articles, and their cards on the home page.
  blog: ["ARTICLES-", "ARTICLE-"],
  // The search page's own words; the search box of every page's header keeps its texts
  // (SEARCH-INPUT-LABEL, SEARCH-SUGGESTIONS-…) in the frame.
  search: [
    "SEARCH-PAGE-",
    "SEARCH-RESULT",
    "SEARCH-EMPTY-QUERY",
    "SEARCH-NEAREST-",
    "SEARCH-NO-RESULT",
    "SEARCH-TIPS",
    "SEARCH-OTHER-KEYWORDS",
    "SEARCH-BROWSE-",
  ],
  // The comparison page's own words; before the catalogue's, which claims the rest of its
  // prefix: the compare boxes and link of every category page (CATALOGUE-COMPARE-TOGGLE, -LINK,
  // -FULL…) stay the catalogue's.
  compare: [
    "CATALOGUE-COMPARE-TITLE",
    "CATALOGUE-COMPARE-DESCRIPTION",
    "CATALOGUE-COMPARE-EMPTY",
    "CATALOGUE-COMPARE-BROWSE",
    "CATALOGUE-COMPARE-BEYOND",
    "CATALOGUE-COMPARE-UNKNOWN",
    "CATALOGUE-COMPARE-FEW-SHARED",
    "CATALOGUE-COMPARE-TABLE",
    "CATALOGUE-COMPARE-ATTRIBUTE",
    "CATALOGUE-COMPARE-DIFFER",
    "CATALOGUE-COMPARE-NO-",
    "CATALOGUE-COMPARE-ONLY-DIFFERENCES",
    "CATALOGUE-COMPARE-ALL-ROWS",
    "CATALOGUE-COMPARE-REMOVE",
    "CATALOGUE-COMPARE-PRINT",
    "CATALOGUE-COMPARE-VIEW-PRODUCT",
  ],
  catalogue: ["CATALOGUE-"],
  contact: ["CONTACT-", "MAIL-"],
  account: ["LOGIN-", "ACCOUNT-"],
  // The buyer's mails: composed on the server, carried by no page.
  mail: ["EMAIL-"],
  // The words of a product's data sheet (a PDF made on the server), carried by no page.
  datasheet: ["DATASHEET-"],
} as const satisfies Record<string, readonly string[]>;

export type PageTextArea = keyof typeof pageTextAreas;

const areas = Object.entries(pageTextAreas) as [PageTextArea, readonly string[]][];

/** The page area a key's text belongs to, or undefined for the frame's texts. */
export function textAreaOf(key: string): PageTextArea | undefined {
  return areas.find(([, prefixes]) => prefixes.some((prefix) => key.startsWith(prefix)))?.[0];
}
