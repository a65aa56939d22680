// The tables of what buyers look at and look for (app/modules/insight), apart from schema.ts,
// which holds the shop's items and would otherwise pass the length files are kept under.

/** Searches of one text in one language on one shop day; nothing about who searched. */
export interface SearchCounterTable {
  /** The shop's day (Brussels), YYYY-MM-DD. */
  day: string;
  /** The search as counted: lower case, trimmed, spaces collapsed. */
  text: string;
  langCode: string;
  searches: number;
  /** How many products the day's last search found; null while only an opening was counted. */
  results: number | null;
  /** How many times a result was opened from it. */
  opened: number;
  lastSeen: string;
}

/** Page views of one shop day, page and referring site (ADR 45): counters, nothing of a visitor. */
export interface VisitCountTable {
  /** The shop's day (Brussels), YYYY-MM-DD. */
  day: string;
  /** The page's path, with the product a category page shows. */
  path: string;
  /** The external site's host name; empty: none (a visitor who came directly). */
  referrer: string;
  language: string;
  /** home, category, product, article, blog, search, contact, compare or page. */
  kind: string;
  /** The category's, product's or article's id; null for the other kinds. */
  itemId: number | null;
  views: number;
  /** Views by robots, apart from the visitors' views. */
  botViews: number;
}

/** One register of a shop day's HyperLogLog sketch of its visitors (ADR 45). */
export interface VisitorSketchTable {
  day: string;
  register: number;
  /** The highest value the day's visitors offered this register. */
  value: number;
}
