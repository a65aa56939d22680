import { createElement, lazy, type ReactNode, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWhole } from "./whole-page.server.ts";

/** The loaders' data as React Router hands it over: a stream of encoded pieces. */
function handover(pieces: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

type Context = {
  serverHandoffStream?: ReadableStream<Uint8Array>;
  renderMeta?: { didRenderScripts?: boolean };
};

/** A document whose scripts, like React Router's `<Scripts>`, say they were rendered. */
function documentWith(context: Context, content: ReactNode, scripts = true) {
  const Scripts = () => {
    if (scripts && context.renderMeta) context.renderMeta.didRenderScripts = true;
    return createElement("script", { src: "/entry.js" });
  };
  return createElement(
    "html",
    null,
    createElement("body", null, createElement("main", null, content), createElement(Scripts)),
  );
}

const data = ['[{"_1":2},"text","a </script> and & in a text, Bâche › 🧤"', "]\n"];

/** A page holding `content`, rendered whole with the loaders' data above. */
function renderPage(content: ReactNode, scripts = true) {
  return renderWhole(
    { serverHandoffStream: handover(data), renderMeta: {} } as Context,
    (context) => documentWith(context, content, scripts),
    1000,
  );
}

describe("a page rendered whole (ADR 62)", () => {
  it("is one document: the doctype, the page, then the loaders' data in one piece at the end of its body", async () => {
    const page = await renderPage("Plaques NBR");
    const html = page.html.toString();
    expect(page.failed).toBe(false);
    expect(html.startsWith("<!DOCTYPE html><html>")).toBe(true);
    expect(html).toContain("<main>Plaques NBR</main>");
    const block = html.match(/<script type="text\/plain">(.*?)<\/script>/s)?.[1] ?? "";
    const enqueue =
      "<script>window.__reactRouterContext.streamController.enqueue(document.currentScript.previousElementSibling.textContent);</script>";
    const close = "<script>window.__reactRouterContext.streamController.close();</script>";
    expect(html.endsWith(`${block}</script>${enqueue}${close}</body></html>`)).toBe(true);
    // Nothing the browser's parser could read as the end of the data block…
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    expect(block).not.toContain("<");
    // …and the block, as the browser reads it, is the same data.
    expect(JSON.parse(block)).toEqual(JSON.parse(data.join("")));
  });

  it("is UTF-8 whatever its characters, a lone surrogate written as U+FFFD as the browser would", async () => {
    const text = "Bâche de bassin › joint torique 🧤 – 50 €";
    expect((await renderPage(text)).html.toString()).toContain(`<main>${text}</main>`);
    const lone = await renderPage("a \ud800 alone");
    expect(lone.html.toString()).toContain("<main>a \ufffd alone</main>");
  });

  it("has no data scripts when the page has no scripts to read them", async () => {
    const page = await renderPage("Plaques NBR", false);
    expect(page.html.toString()).not.toContain("streamController");
  });

  it("waits for a part loaded lazily instead of leaving it to the browser", async () => {
    const Later = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) =>
          setTimeout(() => resolve({ default: () => "the chart" }), 20),
        ),
    );
    const page = await renderPage(
      createElement(Suspense, { fallback: "waiting" }, createElement(Later)),
    );
    const html = page.html.toString();
    expect(page.failed).toBe(false);
    expect(html).toContain("the chart");
    expect(html).not.toContain("waiting");
    expect(html).toContain("streamController.close()");
  });

  it("is a failed page when a part failed and the browser was left to render it", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const Broken = () => {
      throw new Error("no data for the chart");
    };
    try {
      const page = await renderPage(
        createElement(Suspense, { fallback: "waiting" }, createElement(Broken)),
      );
      expect(page.failed).toBe(true);
      expect(quiet).toHaveBeenCalledWith(
        expect.objectContaining({ message: "no data for the chart" }),
      );
    } finally {
      quiet.mockRestore();
    }
  });
});
