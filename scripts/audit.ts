// `npm run audit`: on a production build with the demo shop, measures for a few public page
// types the JavaScript each ships (gzip) and their Lighthouse scores (mobile), with the metrics
// the performance score is made of, in the system Chromium, and the share of each page's HTML
// that is hydration data (scripts/hydration-data.ts). Prints figures; asserts nothing.
// The pages are measured as every visitor but the first sees them: the pictures' variants, made
// on their first request and kept, are asked for once before. Build first (`npm run build`).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "../tests/support/chromium.ts";
import { startSite } from "../tests/support/site-server.ts";
import { hydrationData, hydrationShare } from "./hydration-data.ts";
import { pageJavascript, pagesToAudit } from "./page-javascript.ts";

async function javascriptBytes(base: string, path: string) {
  const files = await pageJavascript(base, path);
  const sum = (bytes: (file: (typeof files)[number]) => number) =>
    Math.round(files.reduce((total, file) => total + bytes(file), 0) / 1024);
  return {
    files: files.length,
    kb: sum((file) => file.bytes),
    gzipKb: sum((file) => file.gzipBytes),
  };
}

/** Has the site make every picture variant the page shows, for a browser that takes AVIF. */
async function makePictureVariants(base: string, path: string) {
  const html = await (await fetch(base + path)).text();
  const pictures = new Set(html.match(/\/api\/resources\/[a-z]+\/\d+/g) ?? []);
  for (const picture of pictures) {
    await fetch(base + picture, { headers: { accept: "image/avif,image/webp,*/*;q=0.8" } });
  }
}

const site = await startSite({ LOG_LEVEL: "warn" });
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
try {
  const pages = await pagesToAudit(site.baseUrl);
  const rows = [];
  for (const path of Object.values(pages)) await makePictureVariants(site.baseUrl, path);
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(site.baseUrl + path, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    // What the performance score is made of, as Lighthouse measured it on its simulated phone.
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string, digits = 0) =>
      Number((audits[id]?.numericValue ?? Number.NaN).toFixed(digits));
    rows.push({
      page: name,
      path,
      ...(await javascriptBytes(site.baseUrl, path)),
      "hydration %": hydrationShare(await hydrationData(site.baseUrl, path)),
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: metric("first-contentful-paint"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift", 3),
      siMs: metric("speed-index"),
    });
  }
  console.table(rows);
} finally {
  chrome.kill();
  await site.stop();
}
