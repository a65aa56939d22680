// `npm run audit`: on a production build with the demo shop, measures for a few public page
// types the JavaScript each ships (gzip) and their Lighthouse scores (mobile), with the system
// Chromium. Prints figures; asserts nothing. Build first (`npm run build`).
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "../tests/support/chromium.ts";
import { startSite } from "../tests/support/site-server.ts";

const pages = {
  home: "/",
  category: "/fr/produits/plaques-nbr-resistantes-huiles",
  product: "/nl/producten/oliebestendige-nbr-platen?product=NBR-SH-2-1400",
  "blog article": "/blog",
};

async function javascriptBytes(base: string, path: string) {
  const html = await (await fetch(base + path)).text();
  const sources = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""),
  );
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(base + source)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, kb: Math.round(raw / 1024), gzipKb: Math.round(gzip / 1024) };
}

const site = await startSite({ LOG_LEVEL: "warn" });
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
try {
  // The blog page links the first article: audit that article.
  const blog = await (await fetch(`${site.baseUrl}/blog`)).text();
  const article = blog.match(/href="(\/blog\/[^"]+)"/)?.[1];
  if (article) pages["blog article"] = article;
  const rows = [];
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(site.baseUrl + path, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page: name,
      path,
      ...(await javascriptBytes(site.baseUrl, path)),
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    });
  }
  console.table(rows);
} finally {
  chrome.kill();
  await site.stop();
}
