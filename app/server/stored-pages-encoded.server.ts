// A stored page as it is kept and sent (ADR 54): one buffer per encoding, plain, gzip and
// Brotli, compressed once when the page is stored, each with a strong ETag from its bytes and
// the headers it is sent with, given once.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { StoredPageDeclaration } from "./stored-pages-declared.ts";

export type Encoding = "br" | "gzip" | "plain";

/** One encoding of a stored page, as it is sent. */
type Representation = {
  body: Buffer<ArrayBuffer>;
  /** Strong: the digest of these very bytes. */
  etag: string;
  /** Names and values one after the other, as Node's `writeHead` takes them. */
  headers: string[];
  /** The headers of a 304, which has no body: no policy, no length. */
  unchangedHeaders: string[];
};

export type StoredPage = {
  representations: Record<Encoding, Representation>;
  /** All encodings together. */
  bytes: number;
  /** The React Router route that rendered it, which its answers are counted under. */
  routeId: string;
  /** When it goes, on `performance.now()`'s clock: after the seconds its route declared. */
  expiresAt: number;
  /** A visitor sending this cookie is never answered with it. */
  notWithCookie: string | undefined;
  /** Its list is narrowed by the filters' parameters, which then find it not. */
  listFilters: boolean;
};

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/**
 * The page in its three encodings, compressed once, off the main thread. Brotli at quality 6:
 * a tenth smaller than gzip for the time gzip takes; its best quality costs a hundred times
 * that on a page of 130 KB, which a save would then ask again for every page.
 */
async function encodings(
  plain: Buffer<ArrayBuffer>,
): Promise<Record<Encoding, Buffer<ArrayBuffer>>> {
  const [gzipBody, brBody] = await Promise.all([
    gzipped(plain, { level: 9 }),
    brotlied(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
  ]);
  // Fresh buffers, never shared ones.
  return { plain, gzip: gzipBody as Buffer<ArrayBuffer>, br: brBody as Buffer<ArrayBuffer> };
}

function strongTag(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

/** The headers each representation has its own of, or the store sets. */
const ownHeaders = [
  "cache-control",
  "content-encoding",
  "content-length",
  "etag",
  "vary",
  "x-page-cache",
];

/** A rendered page as it is stored: each encoding with its headers, given once. */
export async function storedPage(
  plain: Buffer<ArrayBuffer>,
  rendered: Headers,
  declared: StoredPageDeclaration,
  routeId: string,
): Promise<StoredPage> {
  // The length and the encoding are each representation's own; the rest as rendered.
  const common: string[] = [];
  for (const [name, value] of rendered) {
    if (!ownHeaders.includes(name)) common.push(name, value);
  }
  const cacheControl = rendered.get("cache-control") ?? "";
  const bodies = await encodings(plain);
  const representation = (encoding: Encoding): Representation => {
    const body = bodies[encoding];
    const etag = strongTag(body);
    const unchangedHeaders = [
      "ETag",
      etag,
      "Cache-Control",
      cacheControl,
      // The purge key of a cache in front that drops by tag (ADR 55): one for every stored
      // page, since a save empties them all.
      "Surrogate-Key",
      "pages",
      "Vary",
      "Accept-Encoding",
      "X-Page-Cache",
      "hit",
    ];
    const encoded = encoding === "plain" ? [] : ["Content-Encoding", encoding];
    const headers = [
      ...common,
      ...unchangedHeaders,
      ...encoded,
      "Content-Length",
      String(body.length),
    ];
    return { body, etag, headers, unchangedHeaders };
  };
  return {
    representations: {
      plain: representation("plain"),
      gzip: representation("gzip"),
      br: representation("br"),
    },
    bytes: bodies.plain.length + bodies.gzip.length + bodies.br.length,
    routeId,
    expiresAt: performance.now() + declared.seconds * 1000,
    notWithCookie: declared.notWithCookie,
    listFilters: declared.listFilters === true,
  };
}
