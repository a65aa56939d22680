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
