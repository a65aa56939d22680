// The receipt the contact page shows after a send: which enquiry was stored, under which
// reference, whether it was mailed at once, and a proof that this server gave it, so that a
// made-up link cannot show "message sent" — nor a reference nobody was given.
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What the contact page shows after a send (§4 mail confirmation): which message was stored,
 * the enquiry's reference the buyer quotes ("Q-2026-0042"), whether it was mailed at once, and
 * when, in milliseconds on the server's clock.
 */
export type ContactReceipt = { id: number; reference: string; mailed: boolean; at: number };

/**
 * The proof that this server gave a receipt: an HMAC of all of it with the site's secret. The
 * address after a send carries it, so that a made-up link cannot show "message sent" and an
 * altered one cannot show another reference; the receipt's time keeps it short-lived (the page
 * shows a receipt for 15 s).
 */
export function receiptProof(secret: string, receipt: ContactReceipt): string {
  // A JSON list: no reference can be written so that its fields read as another receipt's.
  const fields = [receipt.id, receipt.reference, receipt.at, receipt.mailed ? 1 : 0];
  return createHmac("sha256", secret)
    .update(`contact-receipt:${JSON.stringify(fields)}`)
    .digest("base64url");
}

export function isGenuineReceipt(
  secret: string,
  receipt: ContactReceipt,
  proof: string | null,
): boolean {
  if (!proof) return false;
  const expected = Buffer.from(receiptProof(secret, receipt));
  const given = Buffer.from(proof);
  // Compared in constant time: how long a refusal takes tells nothing about the right proof.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
