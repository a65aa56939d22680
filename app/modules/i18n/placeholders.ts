// `{{name}}` placeholders in content texts (§3): replaced by their values, optionally wrapped
// in a span with a class so a page can style them. Interface texts use i18next's own
// interpolation; this is for content rendered as HTML. Values are escaped. Client-safe.
const placeholder = /\{\{\s*([\w.-]+)\s*\}\}/g;

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

export function fillPlaceholders(
  html: string,
  values: Readonly<Record<string, string | number>>,
  options: { spanClass?: string } = {},
): string {
  return html.replace(placeholder, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    const text = escapeHtml(String(value));
    return options.spanClass
      ? `<span class="${escapeHtml(options.spanClass)}">${text}</span>`
      : text;
  });
}
