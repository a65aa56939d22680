// The comparison page's address, shared by the page and the browser's list of ticked products:
// `?products=A,B,C` names the products by their business keys (the same word in every language,
// so that a shared address opens in any), `&only=differences` keeps the rows that differ.
// Client-safe.

/** At most this many products are compared side by side. */
export const maxComparedProducts = 4;

export const compareProductsParameter = "products";
export const compareOnlyParameter = "only";
export const compareOnlyDifferences = "differences";
