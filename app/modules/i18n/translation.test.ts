import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MoreTexts, TranslationProvider, translator, useTranslation } from "./translation.tsx";
import { packTexts } from "./translator.ts";

describe("interface texts on a page", () => {
  const t = translator({
    "ERROR-TITLE": "Erreur : {{status}}",
    "FOOTER-COPYRIGHT": "© {{ year }} Rubbera — {{year}}",
    "MENU-HOME": "Accueil",
  });

  it("are found by their key", () => {
    expect(t("MENU-HOME")).toBe("Accueil");
  });

  it("fill every {{name}} placeholder, spaces allowed", () => {
    expect(t("ERROR-TITLE", { status: 404 })).toBe("Erreur : 404");
    expect(t("FOOTER-COPYRIGHT", { year: 2026 })).toBe("© 2026 Rubbera — 2026");
  });

  it("leave a placeholder without value, and answer the key of an unknown text", () => {
    expect(t("ERROR-TITLE")).toBe("Erreur : {{status}}");
    expect(t("NO-SUCH-KEY")).toBe("NO-SUCH-KEY");
  });
});

describe("texts a part of the page adds (MoreTexts)", () => {
  function Shown() {
    const { t } = useTranslation();
    return ["MENU-HOME", "PAGE-TITLE", "FILTER-IGNORED", "NO-SUCH-KEY"]
      .map((key) => t(key, { name: "Dureté" }))
      .join(" | ");
  }

  it("come first, and the texts around them still answer the other keys", () => {
    const html = renderToString(
      createElement(
        TranslationProvider,
        { texts: packTexts({ "MENU-HOME": "Accueil", "PAGE-TITLE": "Rubbera" }) },
        createElement(
          MoreTexts,
          {
            texts: packTexts({
              "PAGE-TITLE": "Plaques NBR",
              "FILTER-IGNORED": "Le filtre « {{name}} » a été ignoré",
            }),
          },
          createElement(Shown),
        ),
      ),
    );
    expect(html).toBe("Accueil | Plaques NBR | Le filtre « Dureté » a été ignoré | NO-SUCH-KEY");
  });
});
