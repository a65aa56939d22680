// Streams the server-rendered page. Bots get the whole document at once; browsers get the
// shell as soon as it is ready. Inline scripts carry the response's CSP nonce.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { StylesheetTextsContext } from "./components/inline-stylesheets.ts";
import { NonceContext } from "./components/nonce-context.ts";
import { requestContext, stylesheetsContext } from "./server/context.ts";
import { pageRouteInstrumentation } from "./server/metrics-page-routes.server.ts";
import { pageTracing, tracedRender } from "./server/tracing.server.ts";

export const streamTimeout = 5_000;

/**
 * The request metrics count each page under its route id, which the first tells them; the
 * second traces loaders and actions when tracing.
 */
export const instrumentations = [pageRouteInstrumentation, pageTracing];

/** The render is a span of its own when tracing. */
export default tracedRender(renderPage);

function renderPage(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);
  const userAgent = request.headers.get("user-agent");
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <StylesheetTextsContext value={loadContext.get(stylesheetsContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextsContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
