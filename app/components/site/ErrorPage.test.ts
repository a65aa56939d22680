import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { layoutTexts } from "../../../database/seed/interface-texts/layout.ts";
import { siteTexts } from "../../../database/seed/interface-texts/site.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { TranslationProvider } from "../../modules/i18n/translation.tsx";
import { ErrorPage } from "./ErrorPage.tsx";

function render(status: number, path: string, locale: Locale) {
  const texts = Object.fromEntries(
    Object.entries({ ...siteTexts, ...layoutTexts }).map(([key, text]) => [key, text[locale]]),
  );
  const Stub = createRoutesStub([
    { path: "*", Component: () => createElement(ErrorPage, { status }) },
  ]);
  const html = renderToString(
    createElement(TranslationProvider, { texts }, createElement(Stub, { initialEntries: [path] })),
  );
  return html.replaceAll("&#x27;", "'");
}

const text = (key: string, locale: Locale) =>
  siteTexts[key]?.[locale] ?? layoutTexts[key]?.[locale] ?? key;

describe("the error page (§2, §8)", () => {
  it('shows "Error: {status}", the apology and the options, in each language', () => {
    for (const [locale, path] of [
      ["en", "/broken"],
      ["fr", "/fr/casse"],
      ["nl", "/nl/kapot"],
    ] as const) {
      const html = render(500, path, locale);
      expect(html).toContain(text("ERROR-TITLE", locale).replace("{{status}}", "500"));
      expect(html).toContain(text("ERROR-TEXT", locale));
      expect(html).toContain(text("ERROR-OPTIONS", locale));
    }
  });

  it("on a 404 says the page could not be found and offers home, products, services, blog and contact", () => {
    const html = render(404, "/fr/nulle-part", "fr");
    expect(html).toContain(text("NOT-FOUND-TITLE", "fr"));
    for (const [key, href] of [
      ["MENU-HOME", "/fr"],
      ["NOT-FOUND-BUTTON-PRODUCTS", "/fr/produits/tous"],
      ["NOT-FOUND-BUTTON-SERVICES", "/fr/nos-services"],
      ["NOT-FOUND-BUTTON-BLOG", "/fr/blog"],
      ["NOT-FOUND-BUTTON-CONTACT", "/fr/nous-contacter"],
    ]) {
      expect(html).toContain(`href="${href}"`);
      expect(html).toContain(`>${text(key ?? "", "fr")}<`);
    }
  });
});
