// What an audit entry's summary holds, read back: the call as it was made ("PUT
// /api/products/27") and, after a colon, the few words the answer gave (the record's key, the
// call's result, counts). Written by audit-trail.server.ts; read by the audit log's screen for
// its sentences and technical detail. Client-safe.

export type RecordedCall = {
  /** The call as it was made: "PUT /api/products/27", its query included; "" when unknown. */
  request: string;
  method: string;
  /** The path without its query. */
  path: string;
  query: URLSearchParams;
  /** What the answer said, when it said something: "OR-NBR70-0200-030", "3 changed". */
  detail: string | undefined;
};

const callPattern = /^([A-Z]+) (\/\S*)(?:: ([\s\S]*))?$/;

/** The call a summary records; a summary of another shape is all detail. */
export function recordedCall(summary: string): RecordedCall {
  const match = callPattern.exec(summary);
  if (!match) {
    return { request: "", method: "", path: "", query: new URLSearchParams(), detail: summary };
  }
  const [path = "", search = ""] = (match[2] ?? "").split("?", 2);
  const detail = match[3]?.trim();
  return {
    request: `${match[1]} ${match[2]}`,
    method: match[1] ?? "",
    path,
    query: new URLSearchParams(search),
    detail: detail ? detail : undefined,
  };
}

/** The number a detail such as "3 changed" or "2 erased" gives with that word. */
export function countIn(detail: string | undefined, word: string): number | undefined {
  const match = detail ? new RegExp(`(?:^|, )(\\d+) ${word}(?:,|$)`).exec(detail) : null;
  return match ? Number(match[1]) : undefined;
}
