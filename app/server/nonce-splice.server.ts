// A stored page answered with a fresh CSP nonce every time, without compressing it again.
//
// The page is kept twice, plain and gzipped, each as one buffer with a place for the nonce
// wherever it appeared; an answer is a copy with the new nonce written in those places. The
// gzip body is made of the pieces between the nonces compressed once, each on its own and
// ending on a byte boundary, with each nonce as an uncompressed ("stored") deflate block: a
// single valid gzip member whose only per-answer work is the CRC-32 of the text.
//
// Each piece is compressed with the text before it as its dictionary, so it compresses as well
// as in one stream. In that dictionary the nonces are NUL bytes, which a page never holds:
// no match can reach into a nonce, whose bytes change with every answer. (A page that does hold
// NUL is compressed without dictionaries: a little larger, as correct.)
import { randomFillSync } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";

/** One encoding of a page, kept whole, with a stand-in wherever a nonce goes. */
export type SplicedBody = {
  /** The bytes as sent, each nonce's place filled with NUL bytes. */
  bytes: Buffer;
  /** Where each nonce goes in `bytes`. */
  nonceAt: number[];
  /** For gzip: what the trailer's CRC-32 is worked out from on each answer (see `trailerCrc`). */
  checksum?: {
    /** The CRC-32 of the plain text with NUL bytes in the nonces' places. */
    ofStandIns: number;
    /** The sum of the operators that move a CRC past what follows each nonce. */
    nonceWeight: number;
    textLength: number;
  };
};

export type SplicedText = { plain: SplicedBody; gzip: SplicedBody };

const nonceBytes = 16;
// Random bytes are drawn 4 KiB at a time: one call to the generator per 256 nonces instead of
// one per answer, the largest single cost of a stored page. Every nonce is still 16 bytes the
// generator gave once.
const pool = Buffer.alloc(4096);
let poolUsed = pool.length;

/** A nonce as the security-headers middleware makes them: 16 random bytes in base64. */
export function freshNonce(): string {
  if (poolUsed + nonceBytes > pool.length) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  poolUsed += nonceBytes;
  return pool.toString("base64", poolUsed - nonceBytes, poolUsed);
}

const nonceLength = freshNonce().length;
/** How far back a deflate match may reach. */
const deflateWindowBytes = 32 * 1024;

/** Cuts a text at every occurrence of `nonce`, kept plain and gzipped, ready for new nonces. */
export function cutAtNonce(text: string, nonce: string | undefined): SplicedText {
  const pieces = (nonce ? text.split(nonce) : [text]).map((piece) => Buffer.from(piece));
  const last = pieces.length - 1;
  const withDictionary = nonce?.length === nonceLength && !text.includes("\0");
  const nonceStandIn = Buffer.alloc(nonceLength);
  let before = Buffer.alloc(0);
  const deflatedPieces = pieces.map((piece, index) => {
    const deflated = deflateRawSync(piece, {
      finishFlush: index === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(withDictionary && before.length > 0 ? { dictionary: before } : {}),
    });
    if (withDictionary) {
      before = Buffer.concat([before, piece, nonceStandIn]).subarray(-deflateWindowBytes);
    }
    return deflated;
  });
  const nothing = Buffer.alloc(0);
  const plain = withGaps(nothing, pieces, nothing, nothing);
  let nonceWeight = 0;
  for (const at of plain.nonceAt) {
    nonceWeight ^= shiftPast(plain.bytes.length - at - nonceLength);
  }
  return {
    plain,
    gzip: {
      ...withGaps(gzipHeader, deflatedPieces, storedBlockHeader(nonceLength), Buffer.alloc(8)),
      checksum: { ofStandIns: crc32(plain.bytes), nonceWeight, textLength: plain.bytes.length },
    },
  };
}

/** `head`, the pieces with `gapHead` and a nonce's place between each two, then `tail`. */
function withGaps(head: Buffer, pieces: Buffer[], gapHead: Buffer, tail: Buffer): SplicedBody {
  const parts = [head];
  const nonceAt: number[] = [];
  let at = head.length;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(gapHead, Buffer.alloc(nonceLength));
      nonceAt.push(at + gapHead.length);
      at += gapHead.length + nonceLength;
    }
    parts.push(piece);
    at += piece.length;
  });
  parts.push(tail);
  return { bytes: Buffer.concat(parts), nonceAt };
}

/** Every byte the stored page keeps for this text, to bound the cache's memory. */
export function splicedSize(text: SplicedText): number {
  return text.plain.bytes.length + text.gzip.bytes.length;
}

/**
 * Writes `nonce` into `copy`, a copy of `body.bytes` (new, or written by an earlier answer), in
 * each of its places, and the gzip trailer's checksum: the rest of a copy is the same for every
 * answer, so it is never copied again. Gives back `copy`, now the answer.
 */
export function splice(body: SplicedBody, nonce: string, copy: Buffer): Buffer {
  if (nonce.length !== nonceLength) throw new Error("A nonce is 16 bytes in base64");
  if (copy.length !== body.bytes.length) throw new Error("A copy is as long as the page");
  for (const at of body.nonceAt) copy.write(nonce, at, "latin1");
  if (body.checksum) {
    const end = body.bytes.length;
    copy.writeUInt32LE(trailerCrc(body.checksum, nonce), end - 8);
    // The text's length, mod 2^32 as gzip counts it: a nonce takes its stand-in's place.
    copy.writeUInt32LE(body.checksum.textLength % 2 ** 32, end - 4);
  }
  return copy;
}

/** A buffer as a response body, typed as the Fetch API takes it. */
export function asBody(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);
}

// RFC 1952: magic, deflate, no flags, no time, no extra flags, unknown OS.
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** RFC 1951 §3.2.4: the head of a non-final stored block of `length` bytes (at most 65 535). */
function storedBlockHeader(length: number): Buffer {
  return Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
}

// The gzip trailer's CRC-32 of the whole text, without reading the text again on every answer.
// A CRC is linear: for texts of one length, crc(A xor B) = crc(A) xor crc(B) xor crc(zeros).
// The answer is the text with NULs in the nonces' places, xor the nonce at each place (zeros
// elsewhere). The nonce followed by t zero bytes adds x^(8t) · L(nonce) to the CRC, where
// L(nonce) = crc(nonce) xor crc(16 zeros) and "·" is the product modulo the CRC's polynomial
// (zlib's crc32_combine, crc32.c: "multmodp", "x2nmodp"). The product distributes over xor, so
// the nonces' share is one product: (the sum of x^(8t) over the places, worked out once) ·
// L(nonce).
const crcPolynomial = 0xedb88320;

/** a · b modulo the CRC polynomial, both reflected as zlib holds them. */
function multiplyModP(a: number, b: number): number {
  if (a === 0) return 0;
  let mask = 0x80000000;
  let product = 0;
  let factor = b >>> 0;
  for (;;) {
    if ((a & mask) !== 0) {
      product ^= factor;
      if ((a & (mask - 1)) === 0) break;
    }
    mask >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ crcPolynomial : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const powersOfX: number[] = [];
for (let power = 0x40000000, k = 0; k < 32; k += 1) {
  powersOfX.push(power);
  power = multiplyModP(power, power);
}

/** The operator x^(8·length) that moves a CRC past `length` bytes. */
function shiftPast(length: number): number {
  let operator = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2 === 1) operator = multiplyModP(powersOfX[k % 32] ?? 0, operator);
  }
  return operator;
}

const standInChecksum = crc32(Buffer.alloc(nonceLength));

/** The CRC-32 of the text with `nonce` in each of its places. */
function trailerCrc(checksum: NonNullable<SplicedBody["checksum"]>, nonce: string): number {
  const nonceShare = multiplyModP(checksum.nonceWeight, crc32(nonce) ^ standInChecksum);
  return (checksum.ofStandIns ^ nonceShare) >>> 0;
}
