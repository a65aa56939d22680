// Buffers a stored page is answered from, used again once their answer is written.
//
// A stored page is copied into a buffer per answer (the nonce differs every time). A new buffer
// of tens of kilobytes per answer is memory outside V8's heap, and at thousands of answers a
// second its allocation and the collections it sets off cost more than the copy: a page-cache
// hit answered from a fresh buffer ran at about 60 % of one answered from a kept one. So the
// buffers are kept by size, in powers of two, and handed out again once Node has passed their
// bytes to the system (the answer's "finish"). An answer that fails keeps its buffer: it may
// still be queued on a socket being closed.
const smallest = 16 * 1024;
/** Kept for reuse at most, in bytes; beyond, a returned buffer is left to the collector. */
export const maxKeptBytes = 16 * 1024 * 1024;

const kept = new Map<number, Buffer[]>();
let keptBytes = 0;

function sizeFor(length: number): number {
  let size = smallest;
  while (size < length) size *= 2;
  return size;
}

/** A buffer at least `length` bytes long, kept from an earlier answer if there is one. */
export function takeAnswerBuffer(length: number): Buffer {
  const size = sizeFor(length);
  const buffer = kept.get(size)?.pop();
  if (!buffer) return Buffer.allocUnsafeSlow(size);
  keptBytes -= size;
  return buffer;
}

/** Gives back a buffer from `takeAnswerBuffer` whose answer has been written. */
export function giveBackAnswerBuffer(buffer: Buffer): void {
  if (keptBytes + buffer.length > maxKeptBytes) return;
  const sameSize = kept.get(buffer.length) ?? [];
  sameSize.push(buffer);
  kept.set(buffer.length, sameSize);
  keptBytes += buffer.length;
}
