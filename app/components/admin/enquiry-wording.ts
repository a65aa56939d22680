// How the enquiry screens name a status: its interface text, and the colour of its badge.
// Times, days and counts are written by owner-formats.ts, like the rest of the back office's.
// Client-safe.
import type { EnquiryStatus } from "../../modules/enquiries/enquiries.schema.ts";

/** The interface text naming a status: ADMIN-ENQUIRY-STATUS-IN-PROGRESS. */
export function statusKey(status: EnquiryStatus): string {
  return `ADMIN-ENQUIRY-STATUS-${status.toUpperCase().replace("_", "-")}`;
}

/** The colour of a status's badge: dark enough for white text (axe checks the contrast). */
export const statusColours: Record<EnquiryStatus, string> = {
  new: "blue.9",
  in_progress: "orange.9",
  answered: "violet.9",
  won: "teal.9",
  lost: "gray.8",
};
