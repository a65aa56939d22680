// A text's `{{name}}` placeholders, which the page fills with the values the code gives
// (`t("QUOTE-ADDED", { quantity })`, translation.tsx). A placeholder the code does not fill is
// shown as written, so a translation naming another one ("{{quantite}}") shows its braces to
// visitors.
//
// The English text of a key defines its placeholders: it is written with the code, and the
// site falls back to it. A text in another language must hold the same ones (each as often as
// it likes, in any order), checked against the English text sent with it, else the stored one;
// without an English text there is nothing to check against. The English text itself is not
// checked, so that it can change its placeholders: the other languages' texts then stay as they
// are until they are saved again, when they must match the new ones — the translation editor,
// which saves every language at once, asks for them in the same save. Client-safe.

/** A placeholder: `{{name}}`, spaces allowed inside the braces. */
export const placeholderPattern = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The names of a text's placeholders, each once, in order of their names. */
export function placeholdersOf(text: string): string[] {
  const names = new Set([...text.matchAll(placeholderPattern)].map((match) => match[1] ?? ""));
  return [...names].sort();
}

/** Placeholders as a text writes them: `{{quantity}}, {{name}}`. */
export const writtenPlaceholders = (names: readonly string[]) =>
  names.map((name) => `{{${name}}}`).join(", ");

/** Whether two texts name the same placeholders. */
export function samePlaceholders(text: string, english: string): boolean {
  return writtenPlaceholders(placeholdersOf(text)) === writtenPlaceholders(placeholdersOf(english));
}

/**
 * Why a text in another language than English may not be saved beside this English text, or
 * undefined when its placeholders are the English text's.
 */
export function placeholderProblem(text: string, english: string): string | undefined {
  if (samePlaceholders(text, english)) return undefined;
  const expected = placeholdersOf(english);
  const found = placeholdersOf(text);
  if (expected.length === 0) {
    return `The English text has no placeholders: remove ${writtenPlaceholders(found)}`;
  }
  const has = found.length === 0 ? "none" : writtenPlaceholders(found);
  return `The placeholders must be those of the English text: ${writtenPlaceholders(expected)} (this text has ${has})`;
}
