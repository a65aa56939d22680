// How search compares text: without regard to case or accents, words made of letters and
// digits only ("Joint torique" ≈ "joint torique", "caoutchouc" ≈ "Caoutchouc", "3mm" ≠ "3 mm").
// Client-safe, so the search box can highlight with the same rules.

export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The query's words, each at least one character, duplicates removed. */
export function searchWords(query: string): string[] {
  return [...new Set(normalizeForSearch(query).split(" ").filter(Boolean))];
}
