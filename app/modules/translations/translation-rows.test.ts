import { describe, expect, it } from "vitest";
import {
  isShownForPrefix,
  missingLocales,
  placeholderErrors,
  richTextByDefault,
  textPreview,
  toTranslationRow,
} from "./translation-rows.ts";

describe("the translations list's filter", () => {
  it("hides the content keys when no prefix is asked for", () => {
    for (const key of ["CAT-3-TITLE", "BLOG-2-URL", "AT-Colour-LABEL", "ATV-Colour-red"]) {
      expect(isShownForPrefix(key, "")).toBe(false);
    }
    expect(isShownForPrefix("FOOTER-TERMS", "")).toBe(true);
    expect(isShownForPrefix("PRODUCT-A12-TITLE", "")).toBe(true);
  });

  it("shows the keys of the prefix asked for, and only those", () => {
    expect(isShownForPrefix("CAT-3-TITLE", "CAT-")).toBe(true);
    expect(isShownForPrefix("ATV-Colour-red", "AT-")).toBe(false);
    expect(isShownForPrefix("FOOTER-TERMS", "CAT-")).toBe(false);
  });
});

describe("a key's missing languages", () => {
  it("counts an absent, blank or empty-paragraph text as missing", () => {
    const row = toTranslationRow({
      id: 1,
      key_code: "HOME-INTRO-BODY",
      is_rich_text: true,
      Translations: [
        { id: 10, key_code: "HOME-INTRO-BODY", lang_code: "en", t_text: "<p>Rubber</p>" },
        { id: 11, key_code: "HOME-INTRO-BODY", lang_code: "fr", t_text: "<p> </p>" },
      ],
    });
    expect(row.texts).toEqual({ en: "<p>Rubber</p>", fr: "<p> </p>", nl: "" });
    expect(missingLocales(row)).toEqual(["fr", "nl"]);
  });
});

describe("rich text for new keys", () => {
  it("starts page bodies as rich text and the rest as plain text", () => {
    expect(richTextByDefault("CAT-4-BODY")).toBe(true);
    expect(richTextByDefault("SERVICES-EXTRA ")).toBe(true);
    expect(richTextByDefault("FOOTER-TERMS")).toBe(false);
    expect(richTextByDefault("BODY-TITLE")).toBe(false);
  });
});

describe("a text's preview", () => {
  it("drops tags and cuts long texts", () => {
    expect(textPreview("<p>Seals &amp; <b>gaskets</b></p>")).toBe("Seals & gaskets");
    expect(textPreview("a".repeat(100), 10)).toBe(`${"a".repeat(9)}…`);
  });
});

describe("the placeholders of a key's texts", () => {
  // The interface text's key and its values stand for its words.
  const t = (key: string, values?: Record<string, string | number>) =>
    `${key} ${JSON.stringify(values)}`;

  it("must be the English text's in every other language, in any order and spacing", () => {
    expect(
      placeholderErrors(
        {
          en: "Added {{quantity}} of {{name}}",
          fr: "Ajouté ({{quantite}} pièces) de {{name}}",
          nl: "{{ name }}: {{quantity}} toegevoegd",
        },
        t,
      ),
    ).toEqual({
      fr: 'ADMIN-TRANSLATION-PLACEHOLDERS {"expected":"{{name}}, {{quantity}}"}',
    });
    expect(placeholderErrors({ en: "Hello", fr: "Bonjour {{nom}}", nl: "Hallo" }, t)).toEqual({
      fr: 'ADMIN-TRANSLATION-NO-PLACEHOLDERS {"found":"{{nom}}"}',
    });
  });

  it("leave the English text, empty texts and a key without English text alone", () => {
    expect(placeholderErrors({ en: "{{count}} added", fr: "", nl: " " }, t)).toEqual({});
    expect(placeholderErrors({ en: "", fr: "{{nom}}", nl: "{{naam}}" }, t)).toEqual({});
  });
});
