// A result opened from the search page, told without a cookie (ADR 46): the browser names the
// page a visitor came from in `Referer` (the site sends `strict-origin-when-cross-origin`, so
// its own pages are named whole), and a product page asked for from our search page with `?q=`
// was opened from that search. A page change inside the site asks for the product page's data
// (`….data`), with the search page still the document: the same rule holds.

import type { IncomingMessage, ServerResponse } from "node:http";
import { matchLocalizedRoute, productQueryParameter } from "../../routing/localized-routes.ts";
import type { Locale } from "../i18n/locales.ts";
import type { SearchRecorder } from "../search/search-recorder.ts";

export type PageRequest = {
  method: string;
  /** The path and query asked for, as the request line has it. */
  url: string;
  /** The `Host` the request was sent to. */
  host: string | undefined;
  /** The site's public address (PUBLIC_URL): behind a proxy, the host browsers name. */
  publicUrl: string;
  referer: string | undefined;
  /** The answer's status: a page answered, or unchanged in the browser's copy (304). */
  status: number;
};

/** The page a path shows, `.data` of a page change taken off. */
function pageOf(path: string) {
  const page = path.endsWith("/_.data")
    ? path.slice(0, -"_.data".length) || "/"
    : path.replace(/\.data$/, "");
  return matchLocalizedRoute(page);
}

/** Is this address a product's page: its own, or a category's showing it? */
function isProductPage(address: URL): boolean {
  const page = pageOf(address.pathname);
  if (!page) return false;
  if (page.id === "products-view-id") return Boolean(page.params.id);
  return (
    page.id === "products-catUrl" && address.searchParams.has(productQueryParameter[page.locale])
  );
}

/** The search a product page was opened from, when it was asked for from our search page. */
export function searchOpenedBy(
  request: PageRequest,
): { keywords: string; locale: Locale } | undefined {
  if (request.method !== "GET" || !request.referer || !request.host) return undefined;
  if (request.status !== 200 && request.status !== 304) return undefined;
  let from: URL;
  let to: URL;
  try {
    from = new URL(request.referer);
    to = new URL(request.url, `http://${request.host}`);
  } catch {
    return undefined;
  }
  const ours = from.host === to.host || from.host === new URL(request.publicUrl).host;
  if (!ours || !isProductPage(to)) return undefined;
  const search = matchLocalizedRoute(from.pathname);
  const keywords = from.searchParams.get("q")?.trim();
  if (search?.id !== "products-search" || !keywords) return undefined;
  return { keywords, locale: search.locale };
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The site's request listener, counting the results opened from the search page once their
 * answers are finished: stored pages and rendered ones alike.
 */
export function countingSearchOpenings(
  recorder: Pick<SearchRecorder, "opened">,
  publicUrl: string,
  listener: Listener,
): Listener {
  return (req, res) => {
    const referer = req.headers.referer;
    // Cheap for every other request: only a referrer with keywords may name a search page.
    if (req.method === "GET" && referer?.includes("q=")) {
      res.once("finish", () => {
        const opened = searchOpenedBy({
          method: "GET",
          url: req.url ?? "",
          host: req.headers.host,
          referer,
          publicUrl,
          status: res.statusCode,
        });
        if (opened) recorder.opened(opened);
      });
    }
    listener(req, res);
  };
}
