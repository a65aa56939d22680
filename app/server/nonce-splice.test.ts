import { deflateRawSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cutAtNonce, freshNonce, type SplicedBody, splice } from "./nonce-splice.server.ts";

/** An answer's bytes, written in a new copy of the page. */
function answered(body: SplicedBody, nonce: string): Buffer {
  return splice(body, nonce, Buffer.from(body.bytes));
}

const stored = freshNonce();
const script = `<script nonce="${stored}">window.shop = "Rubbera";</script>`;

const pages: Record<string, string> = {
  "a nonce at the start, the end, and twice in a row": `${stored}<p>EPDM</p>${stored}${stored}`,
  "no nonce at all": "<p>Pas de script ici</p>",
  "accents, emoji and a long page": `<h1>Caoutchouc à façon 😀</h1>${"<p>Rubberplaat ∅ 5 mm</p>".repeat(4000)}${script}`,
  "a NUL byte somewhere": `<p>a\0b</p>${script}<p>a\0b</p>${script}`,
  "many scripts": `<head>${script.repeat(40)}</head><body>${"<li>NBR O-ring 20 × 2 mm</li>".repeat(500)}${script}</body>`,
};

describe("a page spliced with a new nonce", () => {
  for (const [shape, page] of Object.entries(pages)) {
    it(`is the page with the new nonce everywhere, plain and gzipped: ${shape}`, () => {
      const cut = cutAtNonce(page, stored);
      const fresh = freshNonce();
      const expected = page.replaceAll(stored, fresh);
      expect(answered(cut.plain, fresh).toString()).toBe(expected);
      expect(gunzipSync(answered(cut.gzip, fresh)).toString()).toBe(expected);
    });
  }

  it("is gzipped nearly as small as the whole page in one stream", () => {
    const page = pages["many scripts"] ?? "";
    const spliced = answered(cutAtNonce(page, stored).gzip, freshNonce()).length;
    const whole = gzipSync(page).length;
    const piecesApart = page
      .split(stored)
      .reduce((sum, piece) => sum + deflateRawSync(piece).length, 0);
    expect(spliced).toBeLessThan(piecesApart);
    // Per nonce: its stored block (29 bytes), a flush mark (5) and a new block's code tables.
    const nonces = page.split(stored).length - 1;
    expect(spliced).toBeLessThan(whole + nonces * 64);
  });

  it("writes a second answer in the first one's copy: the copy is then the second answer", () => {
    const page = pages["many scripts"] ?? "";
    const cut = cutAtNonce(page, stored);
    const [first, second] = [freshNonce(), freshNonce()];
    for (const body of [cut.plain, cut.gzip]) {
      const copy = Buffer.from(body.bytes);
      const plainText = (answer: Buffer) =>
        (body === cut.gzip ? gunzipSync(answer) : answer).toString();
      expect(plainText(splice(body, first, copy))).toBe(page.replaceAll(stored, first));
      expect(plainText(splice(body, second, copy))).toBe(page.replaceAll(stored, second));
    }
    expect(cut.plain.bytes.includes(first)).toBe(false);
  });

  it("gives every answer its own nonce", () => {
    const nonces = new Set(Array.from({ length: 1000 }, freshNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
