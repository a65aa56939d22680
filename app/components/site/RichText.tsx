// Rich text stored by the back office (category bodies, articles, pages). The one place the site
// renders stored HTML, and it takes only HTML the server sanitized for the page
// (app/modules/i18n/rich-text.server.ts): a plain string does not type-check here.
import type { PageBody } from "../../modules/content/content-pages.server.ts";
import type { SanitizedHtml } from "../../modules/i18n/rich-text.server.ts";

export function RichText({ html, className }: { html: SanitizedHtml; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server for this page
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A page's body kept in the translations: rich text when its key says so, else plain text,
 * shown as text (React escapes it), a paragraph per line.
 */
export function PageBodyText({ body, className }: { body: PageBody; className?: string }) {
  if (body.html !== undefined) return <RichText className={className} html={body.html} />;
  const lines = body.text.split(/\r?\n/).filter((line) => line.trim() !== "");
  return (
    <div className={className}>
      {lines.map((line, index) => (
        // The lines of one text, which only changes with the whole page.
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
