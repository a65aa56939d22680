// A stored page answered with a fresh CSP nonce every time, without compressing it again.
//
// The page is kept cut at each place its nonce appeared. The plain body is the pieces joined
// with a new nonce. The gzip body is made of the pieces compressed once, each on its own and
// ending on a byte boundary, with the nonce between them as an uncompressed ("stored") deflate
// block: a single valid gzip member whose only per-answer work is the CRC-32 of the text.
//
// Each piece is compressed with the text before it as its dictionary, so it compresses as well
// as in one stream. In that dictionary the nonces are NUL bytes, which a page never holds:
// no match can reach into a nonce, whose bytes change with every answer. (A page that does hold
// NUL is compressed without dictionaries: a little larger, as correct.)
import { randomFillSync } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";

export type SplicedText = {
  /** The text's pieces; the nonce goes between each two. */
  pieces: Buffer[];
  /** Each piece raw-deflated; the last one closes the deflate stream. */
  deflatedPieces: Buffer[];
  /** Length in bytes of the text with one nonce in each gap, mod 2^32 as gzip counts it. */
  lengthWithoutNonces: number;
  /** Each piece's CRC-32, and the operator that moves a CRC past that piece (see `combine`). */
  pieceChecksums: number[];
  pieceShifts: number[];
};

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

/** Cuts a text at every occurrence of `nonce`, ready to be spliced with new ones. */
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
  const lengthWithoutNonces = pieces.reduce((sum, piece) => sum + piece.length, 0);
  return {
    pieces,
    deflatedPieces,
    lengthWithoutNonces,
    pieceChecksums: pieces.map((piece) => crc32(piece)),
    pieceShifts: pieces.map((piece) => shiftPast(piece.length)),
  };
}

/** Every byte the stored page keeps for this text, to bound the cache's memory. */
export function splicedSize(text: SplicedText): number {
  return text.pieces.reduce(
    (sum, piece, index) => sum + piece.length + (text.deflatedPieces[index]?.length ?? 0),
    0,
  );
}

function interleave(pieces: Buffer[], between: Buffer): Buffer[] {
  return pieces.flatMap((piece, index) => (index === 0 ? [piece] : [between, piece]));
}

/**
 * The plain text with `nonce` in every gap, as the chunks to write one after the other: the
 * stored pieces themselves, never copied into one buffer (a copy of the whole page per answer
 * was a quarter of a stored page's cost).
 */
export function splicePlain(text: SplicedText, nonce: string): Buffer[] {
  return interleave(text.pieces, Buffer.from(nonce));
}

/** Chunks as one response body, typed as the Fetch API takes it. */
export function asBody(chunks: readonly Buffer[]): Uint8Array<ArrayBuffer> {
  const buffer = Buffer.concat(chunks);
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);
}

// RFC 1952: magic, deflate, no flags, no time, no extra flags, unknown OS.
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** RFC 1951 §3.2.4: a non-final stored block holding `bytes` (at most 65 535 of them). */
function storedBlock(bytes: Buffer): Buffer {
  const length = bytes.length;
  const header = Buffer.from([
    0,
    length & 0xff,
    length >> 8,
    ~length & 0xff,
    (~length >> 8) & 0xff,
  ]);
  return Buffer.concat([header, bytes]);
}

// The gzip trailer's CRC-32 of the whole text, from the pieces' CRCs computed once and the
// nonce's: zlib's crc32_combine (crc32.c, "multmodp" and "x2nmodp"), with the operator for each
// piece's length computed once too, instead of reading the whole text again on every answer.
const crcPolynomial = 0xedb88320;

/** a · b modulo the CRC polynomial, both reflected as zlib holds them. */
function multiplyModP(a: number, b: number): number {
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

/** The CRC of A followed by B, from A's CRC, B's CRC and the operator for B's length. */
function combine(crcBefore: number, crcAfter: number, shiftAfter: number): number {
  return (multiplyModP(shiftAfter, crcBefore) ^ crcAfter) >>> 0;
}

const nonceShift = shiftPast(nonceLength);

/** The gzip body of the text with `nonce` in every gap. */
export function spliceGzip(text: SplicedText, nonce: string): Buffer[] {
  const nonceBytes = Buffer.from(nonce);
  const nonceChecksum = crc32(nonceBytes);
  const shiftNonce = nonceBytes.length === nonceLength ? nonceShift : shiftPast(nonceBytes.length);
  let crc = 0;
  text.pieceChecksums.forEach((checksum, index) => {
    if (index > 0) crc = combine(crc, nonceChecksum, shiftNonce);
    crc = combine(crc, checksum, text.pieceShifts[index] ?? 0);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  const length = text.lengthWithoutNonces + nonceBytes.length * (text.pieces.length - 1);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return [gzipHeader, ...interleave(text.deflatedPieces, storedBlock(nonceBytes)), trailer];
}
