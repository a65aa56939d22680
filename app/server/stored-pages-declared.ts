// What a route says about storing its page, in its `handle` (ADR 54): whether its page may be
// kept, by Vitrine's stored pages and by a cache in front of Vitrine, and for how long. The
// stored pages know no paths or route ids: a page is stored only when its route declares it.
// Client-safe: route modules import it for their `handle`.

export type StoredPageDeclaration = {
  /** How long the page may be kept, unless a save drops it first. */
  seconds: number;
  /**
   * A visitor who sends this cookie is neither answered from the store nor stored: the page
   * may differ for them (the front door takes a visitor to the language they chose last).
   */
  notWithCookie?: string;
  /**
   * The page lists products the catalogue's filters narrow: an address that filters or orders
   * the list is neither stored nor answered with the plain list.
   */
  listFilters?: boolean;
};

export type StoredPageHandle = { storedPage: StoredPageDeclaration };

/** The declaration in a route's `handle`, if it makes one. */
export function declaredStoring(handle: unknown): StoredPageDeclaration | undefined {
  if (typeof handle !== "object" || handle === null || !("storedPage" in handle)) return undefined;
  const declared = (handle as StoredPageHandle).storedPage;
  return Number.isInteger(declared?.seconds) && declared.seconds > 0 ? declared : undefined;
}

/**
 * The caching header of a page that may be stored: any cache may keep it for the seconds
 * declared, but a browser asks again each time (it gets a 304 while the page is unchanged), so
 * a save shows at once to a visitor.
 */
export function storedPageCacheControl(declared: StoredPageDeclaration): string {
  return `public, max-age=0, s-maxage=${declared.seconds}`;
}

/** The declaration of the route that answered, for the stored pages to read after it. */
export type StoredPageVariables = { storedPage?: StoredPageDeclaration };
