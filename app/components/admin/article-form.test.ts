import { describe, expect, it } from "vitest";
import {
  type ArticleFormValues,
  articleFormErrors,
  articleFormSchema,
  articleFormValues,
  articleInput,
  articleWording,
} from "./article-form.ts";
import { formResolver } from "./form-kit.ts";

// The interface text's key stands for its words.
const validate = formResolver(
  articleFormSchema,
  articleWording((key) => key),
);

function values(change: (values: ArticleFormValues) => void = () => {}): ArticleFormValues {
  const filled = articleFormValues(null);
  for (const language of ["en", "fr", "nl"] as const)
    filled.texts[language].url = `seals-${language}`;
  filled.texts.en.title = "Seals";
  change(filled);
  return filled;
}

describe("the article form's rules", () => {
  it("let a title in English and a URL per language through", () => {
    expect(validate(values())).toEqual({});
  });

  it("word what is missing or wrong as the interface texts do, under the language's field", () => {
    const errors = validate(
      values((form) => {
        form.texts.en.title = " ";
        form.texts.en.url = "Not A Slug";
        form.texts.fr.url = "";
        form.texts.nl.url = "a".repeat(161);
        form.texts.fr.title = "t".repeat(301);
        form.texts.nl.summary = "s".repeat(1001);
        form.sortOrder = "";
      }),
    );
    expect(errors).toEqual({
      "texts.en.title": "ADMIN-ARTICLE-TITLE-REQUIRED",
      "texts.en.url": "ADMIN-ARTICLE-URL-FORMAT",
      "texts.fr.url": "ADMIN-ARTICLE-URL-REQUIRED",
      "texts.fr.title": "ADMIN-ARTICLE-TITLE-LONG",
      "texts.nl.url": "ADMIN-ARTICLE-URL-LONG",
      "texts.nl.summary": "ADMIN-ARTICLE-SUMMARY-LONG",
      sortOrder: "ADMIN-ARTICLE-ORDER-INVALID",
    });
  });

  it("hold the English title to the same length as the others", () => {
    const long = values((form) => {
      form.texts.en.title = "t".repeat(301);
    });
    expect(validate(long)).toEqual({
      "texts.en.title": "ADMIN-ARTICLE-TITLE-LONG",
    });
  });
});

describe("the body sent to /api/articles", () => {
  it("holds trimmed texts per language; a new article's date as typed", () => {
    const input = articleInput(
      values((form) => {
        form.texts.fr.title = " Joints ";
        form.date = "2024-05-01";
        form.pictures = [{ id: 3 }];
      }),
      null,
    );
    expect(input.urls).toEqual({ en: "seals-en", fr: "seals-fr", nl: "seals-nl" });
    expect(input.translations.fr).toEqual({ title: "Joints", summary: "", body: "" });
    expect(input.publishedAt).toBe("2024-05-01");
    expect(input.Resources).toEqual([{ id: 3 }]);
  });
});

describe("the server's field errors", () => {
  it("land under the form's fields", () => {
    expect(
      articleFormErrors({
        "urls.fr": "URL is already used",
        "translations.nl.summary": "Too long",
        sort_order: "Wrong",
        "Resources.0.id": "Picture 4 does not exist",
      }),
    ).toEqual({
      "texts.fr.url": "URL is already used",
      "texts.nl.summary": "Too long",
      sortOrder: "Wrong",
      pictures: "Picture 4 does not exist",
    });
  });
});
