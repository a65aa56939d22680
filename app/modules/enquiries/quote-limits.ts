// The bounds of a quote list: the contact schema refuses what goes past them, and the visitor's
// list in the browser keeps within them. A file of their own, without zod: the header's count
// reads the list on every page, and importing the schema would bring zod to all of them.
// Client-safe.

/** As many products as one enquiry may name. */
export const maxQuoteItems = 100;
export const maxQuoteQuantity = 1_000_000;
/** The longest note a buyer may add to one line of the quote list. */
export const maxQuoteNoteLength = 300;
/** A line's product reference: a product's business key. */
export const maxQuoteReferenceLength = 128;
/** A line's product title, as a page showed it. */
export const maxQuoteTitleLength = 300;
