// Rich text written in the back office (category bodies, articles, rich translations) is
// sanitized on the server before it is stored: only formatting tags, safe links and our own
// pictures survive. Pages sanitize it again before they render it (the caches that hold the
// texts keep the result, so once per version of a text): a text that reached the database
// some other way — a key switched from plain to rich, an older release, a hand-made import —
// is still rendered clean.
// It sits with the texts in i18n, below every module that stores or shows one (the catalogue,
// the articles, the interface texts), so none of them imports another for it.
import sanitizeHtml from "sanitize-html";

declare const sanitized: unique symbol;

/**
 * HTML that went through `sanitizeRichText`: the only kind the site renders as HTML
 * (components/site/RichText.tsx takes nothing else).
 */
export type SanitizedHtml = string & { readonly [sanitized]: true };

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "mark",
    "small",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "img",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "span",
    "div",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    span: ["class"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    "*": ["lang"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): SanitizedHtml {
  return sanitizeHtml(html, options).trim() as SanitizedHtml;
}

/**
 * Texts the pages always render as HTML, whatever their key's rich-text flag says: category
 * bodies and extras, article bodies (catalogue/content-keys.ts, content/articles.schema.ts).
 * Every write of them is sanitized like a rich key's.
 */
const alwaysRichKeys = /^(CAT-\d+-(BODY|EXTRA)|BLOG-\d+-BODY)$/;

export function isAlwaysRichText(keyCode: string): boolean {
  return alwaysRichKeys.test(keyCode);
}

/** The words of a rich text, for search and descriptions. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
