// Which stylesheets a document writes inline (ADR 39). The server knows their texts; the
// browser only needs to know which ones its document already holds.
import { createContext, useContext } from "react";

/** The client build's stylesheets by address; only the server provides it. */
export const StylesheetTextsContext = createContext<ReadonlyMap<string, string> | undefined>(
  undefined,
);

export function useStylesheetTexts(): ReadonlyMap<string, string> | undefined {
  return useContext(StylesheetTextsContext);
}

let inDocument: Set<string> | undefined;

/**
 * Whether the page the browser loaded came with this stylesheet inline. React writes the inline
 * stylesheets of one precedence as one `<style>`, naming them all in `data-href`, and never
 * takes one out, so the document's first answer is read once.
 */
export function inlineInDocument(href: string): boolean {
  if (typeof document === "undefined") return false;
  inDocument ??= new Set(
    [...document.querySelectorAll("style[data-href]")].flatMap((style) =>
      (style.getAttribute("data-href") ?? "").split(" "),
    ),
  );
  return inDocument.has(href);
}
