// A page whose loaders returned all their data, rendered whole into one buffer (ADR 54).
import { transcode } from "node:buffer";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import type { EntryContext } from "react-router";

/** What of React Router's context for a page carries the loaders' data to the browser. */
type LoaderDataHandover = Pick<EntryContext, "serverHandoffStream" | "renderMeta">;

/** All of a stream's bytes. */
async function wholeBytes(stream: ReadableStream<Uint8Array> | undefined): Promise<Buffer> {
  if (!stream) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Where a page's text is copied as UTF-16 on its way to UTF-8: one buffer, kept from page to
 * page and grown to the largest, rather than one of twice the page's size for each.
 */
let utf16 = Buffer.allocUnsafeSlow(1 << 19);

/**
 * A page's text as UTF-8. V8's own writer, behind `Buffer.from(text)`, measures the text and then
 * writes it a character at a time: on a catalogue page of 150 KB it took as long as a fifth of
 * the render. Copied as UTF-16 and converted by Node's transcoder, it takes half as long. A text
 * holding a lone surrogate, which the transcoder refuses, is written the plain way, which puts
 * U+FFFD in its place.
 */
function utf8(text: string): Buffer {
  if (utf16.length < text.length * 2) utf16 = Buffer.allocUnsafeSlow(text.length * 2);
  try {
    const written = utf16.write(text, "utf16le");
    return transcode(utf16.subarray(0, written), "utf16le", "utf8");
  } catch {
    return Buffer.from(text);
  }
}

/** `renderToString` writes none; the static renderer does. */
const doctype = Buffer.from("<!DOCTYPE html>");

/** The script that hands the data block before it to React Router: the same on every page. */
const enqueueDataBlock =
  "<script>window.__reactRouterContext.streamController.enqueue(document.currentScript.previousElementSibling.textContent);</script>";
const closeData = "<script>window.__reactRouterContext.streamController.close();</script>";

const dataBlockStart = Buffer.from('<script type="text/plain">');
const dataBlockEnd = Buffer.from(`</script>${enqueueDataBlock}${closeData}`);
const closeDataOnly = Buffer.from(closeData);
const lessThan = "<".charCodeAt(0);
const escapedLessThan = Buffer.from("\\u003c");

/**
 * The loaders' data, and the scripts that hand it to React Router in the browser as its
 * `StreamTransfer` would, at the end of the body. The data is a block the browser does not run
 * (`text/plain`), read by the script after it: written as it is, not as a string in a script,
 * it needs no quote escaped, and only that script's hash goes into the page's policy. The data
 * is lines of JSON, which has no `<` outside its strings, where `\u003c` says the same: nothing
 * in the block can end it early. It stays in the bytes React Router encoded: in UTF-8 the byte
 * of `<` is never part of another character.
 */
function loaderDataScripts(data: Buffer): Uint8Array[] {
  if (data.length === 0) return [closeDataOnly];
  const pieces: Uint8Array[] = [dataBlockStart];
  let from = 0;
  for (let at = data.indexOf(lessThan); at !== -1; at = data.indexOf(lessThan, from)) {
    pieces.push(data.subarray(from, at), escapedLessThan);
    from = at + 1;
  }
  pieces.push(data.subarray(from), dataBlockEnd);
  return pieces;
}

/**
 * Whether React left a part of the page to the browser (`<!--$!-->`). Searched from its rare
 * `$`: a search for its `<` stops at every tag, and took 50 µs on a catalogue page.
 */
function leftToBrowser(html: Buffer): boolean {
  for (let at = html.indexOf("$!-->"); at !== -1; at = html.indexOf("$!-->", at + 1)) {
    if (at >= 4 && html.toString("latin1", at - 4, at) === "<!--") return true;
  }
  return false;
}

/**
 * The whole page, its data and React Router's hydration scripts included, as one buffer.
 *
 * React Router hands the loaders' data over as a stream, which its `StreamTransfer` reads piece
 * by piece, each piece in a Suspense boundary that only a streaming render waits for. The data is
 * all there by now: it is read whole first, the page is rendered to a string in one pass without
 * the stream, and the data's scripts are written where `StreamTransfer` writes them, at the end
 * of the body. A page with a part that waits (a lazily loaded component) or that failed and was
 * recovered from has a boundary left to the browser: it is rendered again by the static
 * renderer, which waits; an error it recovered from (the page shows its error boundary) makes
 * the page a 500, as streamed.
 */
export async function renderWhole<Context extends LoaderDataHandover>(
  routerContext: Context,
  page: (context: Context) => ReactNode,
  timeoutMs: number,
): Promise<{ html: Buffer<ArrayBuffer>; failed: boolean }> {
  const loaderData = await wholeBytes(routerContext.serverHandoffStream);
  const context = { ...routerContext, serverHandoffStream: undefined };
  // Assembled as bytes: the page is encoded once, and searched and cut without copying it again;
  // the page is a fresh buffer of its own (`Buffer.concat`), never a slice of Node's shared pool.
  const withLoaderData = (html: Buffer, ...before: Buffer[]): Buffer<ArrayBuffer> => {
    const end = html.lastIndexOf("</body>");
    if (end === -1 || !context.renderMeta?.didRenderScripts)
      return Buffer.concat([...before, html]);
    const scripts = loaderDataScripts(loaderData);
    return Buffer.concat([...before, html.subarray(0, end), ...scripts, html.subarray(end)]);
  };
  const html = utf8(renderToString(page(context)));
  if (!leftToBrowser(html)) {
    return { html: withLoaderData(html, doctype), failed: false };
  }
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(page(context), {
    signal: AbortSignal.timeout(timeoutMs),
    onError(error) {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  // Errors that stopped the render reject above and are logged by React Router.
  for (const error of errors) console.error(error);
  return { html: withLoaderData(Buffer.concat(chunks)), failed: errors.length > 0 };
}
