// `node scripts/hydration-data.ts [PATH…]`: on a production build with the demo shop, for each
// public page type (or the paths given) the HTML's size and the share of it that is React
// Router's hydration data (the `window.__reactRouterContext` script and the chunks of its
// stream), then what that data holds: per route, each key's size as JSON. `npm run audit`
// prints the share beside its other figures. Build first (`npm run build`).
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { measureAskedPages, pagesToAudit } from "./page-javascript.ts";

/** The public page types whose hydration data is measured. */
export async function pagesToMeasure(baseUrl: string): Promise<Record<string, string>> {
  const audited = await pagesToAudit(baseUrl);
  const article = audited["blog article"];
  return {
    home: audited.home ?? "/",
    "all products": "/products/all",
    category: audited.category ?? "/",
    product: audited.product ?? "/",
    blog: "/blog",
    ...(article && article !== "/blog" ? { article } : {}),
    search: "/products/search?q=epdm",
  };
}

const contextScript = /<script[^>]*>(window\.__reactRouterContext = [\s\S]*?)<\/script>/;
/** A whole page's data: a block, as it is, and the script that hands it over (ADR 66). */
const dataBlock =
  /<script type="text\/plain">([\s\S]*?)<\/script><script>window\.__reactRouterContext\.streamController\.enqueue\(document\.currentScript[^<]*<\/script>/g;
/** A streamed page's data: chunks, each a JSON string in a script. */
const streamChunk =
  /<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\(("[\s\S]*?")\);<\/script>/g;

export type HydrationData = {
  htmlBytes: number;
  /** The bytes of the scripts that carry the data, as written in the HTML. */
  hydrationBytes: number;
  /** Each route's data, decoded. */
  routes: Record<string, unknown>;
};

/** A page's HTML size, its hydration data's size in it, and that data decoded. */
export async function hydrationData(baseUrl: string, path: string): Promise<HydrationData> {
  const html = await (await fetch(baseUrl + path)).text();
  const bytes = (text: string) => Buffer.byteLength(text);
  let hydrationBytes = bytes(html.match(contextScript)?.[0] ?? "");
  const chunks: string[] = [];
  for (const match of html.matchAll(dataBlock)) {
    hydrationBytes += bytes(match[0]);
    chunks.push(match[1] ?? "");
  }
  for (const match of html.matchAll(streamChunk)) {
    hydrationBytes += bytes(match[0]);
    // Each chunk is a JSON string whose `<` and the like are escaped as JavaScript allows.
    chunks.push(JSON.parse(match[1] ?? '""'));
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(chunks.join("")));
      controller.close();
    },
  });
  const decoded = await decodeViaTurboStream(stream, globalThis);
  await decoded.done;
  const routes = (decoded.value as { loaderData?: Record<string, unknown> }).loaderData ?? {};
  return { htmlBytes: bytes(html), hydrationBytes, routes };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? "");

/** The share of the HTML that is hydration data, in per cent. */
export const hydrationShare = ({ htmlBytes, hydrationBytes }: HydrationData) =>
  Math.round((hydrationBytes / htmlBytes) * 1000) / 10;

if (import.meta.main) {
  await measureAskedPages(pagesToMeasure, async (baseUrl, pages) => {
    const rows = [];
    const details: string[] = [];
    for (const [name, path] of Object.entries(pages)) {
      const data = await hydrationData(baseUrl, path);
      rows.push({
        page: name,
        htmlKb: kb(data.htmlBytes),
        hydrationKb: kb(data.hydrationBytes),
        "share %": hydrationShare(data),
      });
      details.push(`\n${name} (${path})`);
      for (const [route, value] of Object.entries(data.routes)) {
        const keys =
          value && typeof value === "object"
            ? Object.entries(value)
                .map(([key, part]) => [key, jsonBytes(part)] as const)
                .sort((a, b) => b[1] - a[1])
                .map(([key, size]) => `${key} ${size}`)
                .join(", ")
            : String(value);
        details.push(`  ${route}: ${jsonBytes(value)} B as JSON — ${keys}`);
      }
    }
    console.table(rows);
    console.log(details.join("\n"));
  });
}
