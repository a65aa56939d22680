// Which interface texts a page carries. Most public texts belong to the frame every page shows
// (header, menus, search box, footer, notices, quote link, error pages) and come with the
// document's data; the texts of one kind of page only — by the prefix of their keys — come with
// that page's data instead, so that a page does not carry the contact form's or the sign-in
// page's words (ADR 25). A key no area claims is the frame's: a text added later is never
// missing from a page. Client-safe.

export const pageTextAreas = {
  catalogue: ["CATALOGUE-"],
  contact: ["CONTACT-", "MAIL-"],
  account: ["LOGIN-", "ACCOUNT-"],
  // The buyer's mails: composed on the server, carried by no page.
  mail: ["EMAIL-"],
  // The words of a product's data sheet (a PDF made on the server), carried by no page.
  datasheet: ["DATASHEET-"],
} as const satisfies Record<string, readonly string[]>;

export type PageTextArea = keyof typeof pageTextAreas;

const areas = Object.entries(pageTextAreas) as [PageTextArea, readonly string[]][];

/** The page area a key's text belongs to, or undefined for the frame's texts. */
export function textAreaOf(key: string): PageTextArea | undefined {
  return areas.find(([, prefixes]) => prefixes.some((prefix) => key.startsWith(prefix)))?.[0];
}
