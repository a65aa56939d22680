// Renders the server's pages. A page whose loaders returned all their data (every page of the
// site: none defers any) is rendered whole, once, and answered as one buffer, the same for a
// bot and a browser; only a page with deferred data is streamed, its shell first (ADR 54).
// The inline scripts of a whole page are allowed by their SHA-256 hashes in the page's own
// Content-Security-Policy, so the page holds nothing that differs from one answer to the next:
// a stored page is sent as it was stored. A streamed page's scripts carry a nonce instead.
import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { StylesheetTextsContext } from "./components/inline-stylesheets.ts";
import { NonceContext } from "./components/nonce-context.ts";
import { servicesContext, stylesheetsContext } from "./server/context.ts";
import { pageRouteInstrumentation } from "./server/metrics-page-routes.server.ts";
import { inlineScriptHashes, securityPolicy } from "./server/security-policy.server.ts";
import { declaredStoring, storedPageCacheControl } from "./server/stored-pages-declared.ts";
import { pageTracing, tracedRender } from "./server/tracing.server.ts";
import { renderWhole } from "./server/whole-page.server.ts";

export const streamTimeout = 5_000;

/**
 * The request metrics count each page under its route id, which the first tells them; the
 * second traces loaders and actions when tracing.
 */
export const instrumentations = [pageRouteInstrumentation, pageTracing];

/** The render is a span of its own when tracing. */
export default tracedRender(renderPage);

async function renderPage(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  declareStoring(responseStatusCode, responseHeaders, routerContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Vite's development server writes inline scripts of its own: no policy there.
  const policed = loadContext.get(servicesContext).config.mode !== "development";
  const stylesheets = loadContext.get(stylesheetsContext);
  if (deferredData(routerContext)) {
    const nonce = randomBytes(16).toString("base64");
    if (policed)
      responseHeaders.set("Content-Security-Policy", securityPolicy([`'nonce-${nonce}'`]));
    const page = (
      <NonceContext value={nonce}>
        <StylesheetTextsContext value={stylesheets}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextsContext>
      </NonceContext>
    );
    return streamPage(page, nonce, responseStatusCode, responseHeaders);
  }
  const whole = await renderWhole(
    routerContext,
    (context) => (
      <StylesheetTextsContext value={stylesheets}>
        <ServerRouter context={context} url={request.url} />
      </StylesheetTextsContext>
    ),
    streamTimeout + 1000,
  );
  if (policed) {
    responseHeaders.set("Content-Security-Policy", securityPolicy(inlineScriptHashes(whole.html)));
  }
  return pageAnswer(whole.html, {
    status: whole.failed ? 500 : responseStatusCode,
    headers: responseHeaders,
  });
}

/**
 * A whole page's answer: a body of bytes, which @hono/node-server writes in one call, with its
 * length. React Router tells an answer by reading its `statusText` and `body`; on the server's
 * light `Response` those two build the standard one, copying the page into a stream, and the
 * server then reads the page back from that stream: 2 % of an uncached page's time. This answer
 * has its own two: no status text (Node writes the status's own), and a stream of the page made
 * when first read (by the compression, say).
 */
function pageAnswer(html: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const answer = new Response(html, init);
  let body: ReadableStream<Uint8Array> | undefined;
  Object.defineProperties(answer, {
    statusText: { value: "" },
    body: {
      get: () =>
        (body ??= new ReadableStream({
          start(controller) {
            controller.enqueue(html);
            controller.close();
          },
        })),
    },
  });
  return answer;
}

/**
 * A page whose route declares it may be stored says so to the caches (Vitrine's stored pages,
 * and any in front): unless its loader said otherwise (a contact page showing one visitor's
 * receipt is private).
 */
function declareStoring(status: number, headers: Headers, routerContext: EntryContext) {
  if (status !== 200 || headers.has("Cache-Control")) return;
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  const declared = leaf && declaredStoring(routerContext.routeModules[leaf.route.id]?.handle);
  if (declared) headers.set("Cache-Control", storedPageCacheControl(declared));
}

/** Whether a loader or the action returned a promise for the page to stream in. */
function deferredData(routerContext: EntryContext): boolean {
  const { loaderData, actionData } = routerContext.staticHandlerContext;
  for (const data of [...Object.values(loaderData), ...Object.values(actionData ?? {})]) {
    if (isPromise(data)) return true;
    if (typeof data === "object" && data !== null && Object.values(data).some(isPromise)) {
      return true;
    }
  }
  return false;
}

function isPromise(value: unknown): boolean {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === "function";
}

/** A page with deferred data: its shell as soon as it is ready, the rest as it resolves. */
function streamPage(page: ReactNode, nonce: string, status: number, headers: Headers) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onShellReady() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors before the shell is ready reject above and are logged by React Router.
        if (shellRendered) console.error(error);
      },
    });
  });
}
