// A first URL for an article, made from its title, so the administrator need not type one:
// accents dropped ("é" → "e"), anything else than letters and digits becomes a dash.
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 160)
    .replace(/-+$/, "");
}
