// The bounds of a search by keywords: the search API refuses what goes past them, and the search
// box and the search page keep within them. A file of its own, without zod: the search box is on
// every public page, and importing the API's schema would bring zod to all of them. Client-safe.

/** The longest search, in characters. */
export const maxSearchLength = 200;
