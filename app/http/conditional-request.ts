// Conditional requests (RFC 9110 §13.1.2): a client that holds an answer sends its validator in
// `If-None-Match`, and while that validator is still the answer's, the answer is a 304 without a
// body. Stored pages and pictures both answer this way; this is the one reading of the header.

/**
 * Whether the header names the current validator. The comparison is weak: `W/"x"` and `"x"`
 * match each other (a stored page's tag is weak, a proxy may weaken a strong one), and `*`
 * matches whatever the current answer is.
 */
export function notModifiedSince(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const current = opaqueTag(etag);
  return ifNoneMatch.split(",").some((held) => {
    const tag = held.trim();
    return tag === "*" || opaqueTag(tag) === current;
  });
}

function opaqueTag(tag: string): string {
  return tag.replace(/^W\//, "");
}
