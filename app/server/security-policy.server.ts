// The Content Security Policy. A page allows its inline scripts by their SHA-256 hashes,
// computed from the page once when it is rendered (ADR 54): a stored page is then the same
// bytes, headers included, for every visitor. Other answers that write an inline script (the
// API's documentation page) allow it by the nonce the security-headers middleware makes.
import { createHash } from "node:crypto";

type Directives = Record<string, string[]>;

const directives: Directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** The directives in camel case, with more script sources, as Hono's middleware takes them. */
export function policyDirectives<Source>(
  scriptSources: Source[],
): Record<string, (string | Source)[]> {
  return Object.fromEntries(
    Object.entries(directives).map(([name, values]) => [
      name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      name === "script-src" ? [...values, ...scriptSources] : values,
    ]),
  );
}

/** The header's value with more script sources (hashes or a nonce). */
export function securityPolicy(scriptSources: string[]): string {
  return Object.entries(directives)
    .map(([name, values]) =>
      [name, ...values, ...(name === "script-src" ? scriptSources : [])].join(" "),
    )
    .join("; ");
}

/**
 * The hash source of every inline script a page runs (`'sha256-…'`), in their order, each once.
 * The bytes hashed are those between the tags, as the browser hashes them: React writes
 * attribute values with `>` escaped, so the first `>` closes the tag.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (let at = html.indexOf("<script"); at !== -1; at = html.indexOf("<script", at + 1)) {
    const tagEnd = html.indexOf(">", at);
    if (tagEnd === -1) break;
    const tag = html.toString("latin1", at, tagEnd);
    const close = html.indexOf("</script>", tagEnd);
    if (close === -1) break;
    // A script with a source is allowed by 'self'; a data block (JSON-LD, the loaders' data)
    // is never run.
    if (/\ssrc=|\stype="(application\/ld\+json|text\/plain)"/.test(tag)) continue;
    const text = html.subarray(tagEnd + 1, close);
    hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    at = close;
  }
  return [...hashes];
}
