import { describe, expect, it } from "vitest";
import {
  kindOfKey,
  percentTranslated,
  translationCompleteness,
} from "./translation-completeness.ts";

const text = (keyCode: string, langCode: string, tText: string) => ({ keyCode, langCode, tText });

describe("translation completeness", () => {
  it("sorts keys into the kinds of the shop by their prefix", () => {
    expect(kindOfKey("CAT-4-TITLE")).toBe("categories");
    expect(kindOfKey("PRODUCT-NBR-3-TITLE")).toBe("products");
    expect(kindOfKey("AT-Colour-LABEL")).toBe("attributes");
    expect(kindOfKey("ATV-Colour-black")).toBe("attributeValues");
    expect(kindOfKey("BLOG-2-TITLE")).toBe("articles");
    expect(kindOfKey("MENU-HOME")).toBe("interface");
  });

  it("counts an item as translated in a language only when its text there is not empty", () => {
    const result = translationCompleteness(
      ["CAT-1-TITLE", "CAT-2-TITLE", "MENU-HOME"],
      [
        text("CAT-1-TITLE", "en", "Seals"),
        text("CAT-1-TITLE", "fr", "Joints"),
        text("CAT-2-TITLE", "en", "Hoses"),
        text("CAT-2-TITLE", "fr", "  "),
        text("MENU-HOME", "en", "Home"),
        text("MENU-HOME", "nl", "Home"),
      ],
    );
    expect(result.categories).toEqual({ total: 2, translated: { en: 2, fr: 1, nl: 0 } });
    expect(result.interface).toEqual({ total: 1, translated: { en: 1, fr: 0, nl: 1 } });
    expect(result.all).toEqual({ total: 3, translated: { en: 3, fr: 1, nl: 1 } });
    expect(result.products.total).toBe(0);
  });

  it("rounds shares down, so that an almost complete language does not look complete", () => {
    const count = { total: 1000, translated: { en: 1000, fr: 999, nl: 0 } };
    expect(percentTranslated(count, "en")).toBe(100);
    expect(percentTranslated(count, "fr")).toBe(99);
    expect(percentTranslated(count, "nl")).toBe(0);
    expect(percentTranslated({ total: 0, translated: { en: 0, fr: 0, nl: 0 } }, "fr")).toBe(100);
  });
});
