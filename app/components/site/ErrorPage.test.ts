import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { layoutTexts } from "../../../database/seed/interface-texts/layout.ts";
import { siteTexts } from "../../../database/seed/interface-texts/site.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { TranslationProvider } from "../../modules/i18n/translation.tsx";
import { packTexts } from "../../modules/i18n/translator.ts";
import { ErrorPage } from "./ErrorPage.tsx";

function render(status: number, path: string, locale: Locale) {
  const texts = Object.fromEntries(
    Object.entries({ ...siteTexts, ...layoutTexts }).map(([key, text]) => [key, text[locale]]),
  );
  const Stub = createRoutesStub([
    { path: "*", Component: () => createElement(ErrorPage, { status }) },
  ]);
  const html = renderToString(
    createElement(
      TranslationProvider,
      { texts: packTexts(texts) },
      createElement(Stub, { initialEntries: [path] }),
    ),
  );
  return html.replaceAll("&#x27;", "'");
}

/** A text as the seed writes it; a key the seed lacks fails the test instead of matching itself. */
function text(key: string, locale: Locale): string {
  const value = siteTexts[key]?.[locale] ?? layoutTexts[key]?.[locale];
  if (!value) throw new Error(`There is no interface text ${key} in ${locale}`);
  return value;
}

const addresses = [
  ["en", "/broken"],
  ["fr", "/fr/casse"],
  ["nl", "/nl/kapot"],
] as const;

describe("the error page (§2, §8)", () => {
  it('shows the message, "Error: {status}", the apology and the options, in each language', () => {
    for (const [locale, path] of addresses) {
      const html = render(500, path, locale);
      expect(html).toContain(`<h1>${text("ERROR-MESSAGE", locale)}</h1>`);
      expect(html).toContain(text("ERROR-TITLE", locale).replace("{{status}}", "500"));
      expect(html).toContain(text("ERROR-TEXT", locale));
      expect(html).toContain(text("ERROR-OPTIONS", locale));
    }
  });

  it('on a 404 says the page could not be found, with "Error: 404" and the apology, in each language', () => {
    for (const [locale, path] of addresses) {
      const html = render(404, path, locale);
      expect(html).toContain(`<h1>${text("NOT-FOUND-TITLE", locale)}</h1>`);
      expect(html).toContain(text("ERROR-TITLE", locale).replace("{{status}}", "404"));
      expect(html).toContain(text("ERROR-TEXT", locale));
      expect(html).toContain(text("ERROR-OPTIONS", locale));
    }
  });

  it("offers home, products, services, blog and contact in the page's language", () => {
    const html = render(404, "/fr/nulle-part", "fr");
    for (const [key, href] of [
      ["MENU-HOME", "/fr"],
      ["NOT-FOUND-BUTTON-PRODUCTS", "/fr/produits/tous"],
      ["NOT-FOUND-BUTTON-SERVICES", "/fr/nos-services"],
      ["NOT-FOUND-BUTTON-BLOG", "/fr/blog"],
      ["NOT-FOUND-BUTTON-CONTACT", "/fr/nous-contacter"],
    ] as const) {
      expect(html).toContain(`href="${href}"`);
      expect(html).toContain(`>${text(key, "fr")}<`);
    }
  });
});
