// Rich text stored by the back office (category bodies, articles, pages). The server sanitizes
// it when it is saved (app/modules/content/rich-text.server.ts), so it is rendered as is here:
// the one place the site renders stored HTML.
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when saved
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
