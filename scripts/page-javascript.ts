// `node scripts/page-javascript.ts [PATH…]`: on a production build with the demo shop, lists for
// each public page type (or the paths given) every JavaScript file its HTML names by src or href
// (module preloads included) or its starter asks for, with its size raw and gzipped at level 9,
// largest first, and the page's total. The same figures as `npm run audit`, without Lighthouse.
// Build first (`npm run build`).
import { gzipSync } from "node:zlib";
import { startSite } from "../tests/support/site-server.ts";

/** The public page types the JavaScript budget is measured on. */
export const auditedPages: Record<string, string> = {
  home: "/",
  category: "/fr/produits/plaques-nbr-resistantes-huiles",
  product: "/nl/producten/oliebestendige-nbr-platen?product=NBR-SH-2-1400",
  "blog article": "/blog",
};

/** The audited pages; for the blog article, the first one the blog page links. */
export async function pagesToAudit(baseUrl: string): Promise<Record<string, string>> {
  const blog = await (await fetch(`${baseUrl}/blog`)).text();
  const article = blog.match(/href="(\/blog\/[^"]+)"/)?.[1];
  return article ? { ...auditedPages, "blog article": article } : auditedPages;
}

/**
 * A measuring script's run: on the demo shop's site, started for it, the pages named on the
 * command line (each under its own path), or else the script's own list of pages.
 */
export async function measureAskedPages(
  listed: (baseUrl: string) => Promise<Record<string, string>>,
  measure: (baseUrl: string, pages: Record<string, string>) => Promise<void>,
) {
  const site = await startSite({ LOG_LEVEL: "warn" });
  try {
    const asked = process.argv.slice(2);
    const pages =
      asked.length > 0
        ? Object.fromEntries(asked.map((path) => [path, path]))
        : await listed(site.baseUrl);
    await measure(site.baseUrl, pages);
  } finally {
    await site.stop();
  }
}

export type ScriptFile = { path: string; bytes: number; gzipBytes: number };

/**
 * The modules a public page's starter asks for once it starts (ADR 56): its `data-modules`
 * attribute, whose JSON React wrote with its quotes and ampersands escaped.
 */
function startedModules(html: string): string[] {
  const attribute = html.match(/ data-modules="([^"]*)"/)?.[1];
  if (attribute === undefined) return [];
  const json = attribute.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  return (JSON.parse(json) as { preloads: string[] }).preloads;
}

/** Every script a page's HTML names or starts, with its sizes, largest (gzipped) first. */
export async function pageJavascript(baseUrl: string, path: string): Promise<ScriptFile[]> {
  const html = await (await fetch(baseUrl + path)).text();
  const sources = new Set([
    ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""),
    ...startedModules(html),
  ]);
  const files: ScriptFile[] = [];
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(baseUrl + source)).arrayBuffer());
    files.push({
      path: source,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  return files.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

if (import.meta.main) {
  await measureAskedPages(pagesToAudit, async (baseUrl, pages) => {
    for (const [name, path] of Object.entries(pages)) {
      const files = await pageJavascript(baseUrl, path);
      const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      console.log(`\n${name} (${path}): ${files.length} files, ${kb(total)} KB gzip`);
      console.table(
        files.map((file) => ({ file: file.path, kb: kb(file.bytes), gzipKb: kb(file.gzipBytes) })),
      );
    }
  });
}
