// How search compares text: without regard to case or accents, words made of letters and
// digits only ("Joint torique" ≈ "joint torique", "caoutchouc" ≈ "Caoutchouc", "3mm" ≠ "3 mm").
// Client-safe, so the search box can highlight with the same rules.

/** Printable ASCII only: no accent to take off, no letter beyond a to z. */
const plainAscii = /^[\x20-\x7e]*$/;

export function normalizeForSearch(text: string): string {
  // Most codes and many titles: the same answer as the general rule without decomposing the
  // text first, which a catalogue's hundreds of thousands of texts feel.
  if (plainAscii.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  return normalizeAnyText(text);
}

/** The general rule, for any text: accents taken off, lower case, letters and digits apart. */
export function normalizeAnyText(text: string): string {
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
