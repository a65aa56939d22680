// `npm run audit`: on a production build with the demo shop, measures for a few public page
// types the JavaScript each ships (gzip), the share of each page's HTML that is hydration data
// (scripts/hydration-data.ts), and their Lighthouse scores (mobile, three runs in a row, each
// beside the goal of 100), with the metrics the performance score is made of and those that
// cost it points, in the system Chromium. Prints figures; asserts nothing.
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

/** The goal: every run of every audited page at 100 (mobile). */
const performanceGoal = 100;
const runsPerPage = 3;
const metricNames: Record<string, string> = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
};

const site = await startSite({ LOG_LEVEL: "warn" });
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
try {
  const pages = await pagesToAudit(site.baseUrl);
  const sizes = [];
  const runs = [];
  for (const path of Object.values(pages)) await makePictureVariants(site.baseUrl, path);
  for (const [name, path] of Object.entries(pages)) {
    sizes.push({
      page: name,
      path,
      ...(await javascriptBytes(site.baseUrl, path)),
      "hydration %": hydrationShare(await hydrationData(site.baseUrl, path)),
    });
    // Several runs in a row: on a shared machine one run says little of the next.
    for (let run = 1; run <= runsPerPage; run++) {
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
      // The metrics that cost points, each with its own score (1 would cost none).
      const heldBackBy = (categories.performance?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${metricNames[ref.id] ?? ref.id} ${audits[ref.id]?.score?.toFixed(2)}`)
        .join(", ");
      runs.push({
        page: name,
        run,
        performance: score("performance"),
        goal: performanceGoal,
        fcpMs: metric("first-contentful-paint"),
        lcpMs: metric("largest-contentful-paint"),
        tbtMs: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift", 3),
        siMs: metric("speed-index"),
        heldBackBy,
        // A run Lighthouse could not measure (its page timed out, no paint seen) says why here.
        error: result?.lhr.runtimeError?.code ?? "",
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
      });
    }
  }
  console.table(sizes);
  console.table(runs);
} finally {
  chrome.kill();
  await site.stop();
}
