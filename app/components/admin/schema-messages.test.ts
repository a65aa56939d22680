import { describe, expect, it } from "vitest";
import { z } from "zod";
import { interfaceTexts } from "../../../database/seed/interface-texts/index.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { translator } from "../../modules/i18n/translation.tsx";
import { issueOfMessage, issueText } from "./schema-messages.ts";

const textsIn = (locale: Locale) =>
  translator(Object.fromEntries(Object.entries(interfaceTexts).map(([k, v]) => [k, v[locale]])));

/** The first issue a schema raises for a value, as zod words it in English. */
function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  const issue = result.error?.issues[0];
  if (!issue) throw new Error("The schema took the value");
  return issue;
}

describe("zod's own messages in the administrator's words", () => {
  const fr = textsIn("fr");
  const en = textsIn("en");
  const nl = textsIn("nl");

  it("name the field and the limit of a text", () => {
    const tooLong = firstIssue(z.string().max(300), "t".repeat(301));
    expect(issueText(fr, tooLong, "Titre (Français)")).toBe(
      "Titre (Français) : 300 caractères au maximum.",
    );
    expect(issueText(en, tooLong, "Title (French)")).toBe(
      "Title (French) is at most 300 characters.",
    );
    expect(issueText(nl, tooLong, "Titel (Frans)")).toBe("Titel (Frans): hoogstens 300 tekens.");
    const tooShort = firstIssue(z.string().min(3), "ab");
    expect(issueText(en, tooShort, "Code")).toBe("Code needs at least 3 characters.");
  });

  it("read a text of at least one character, or nothing given, as required", () => {
    expect(issueText(en, firstIssue(z.string().min(1), ""), "Business key")).toBe(
      "Business key is required.",
    );
    expect(
      issueText(nl, { ...firstIssue(z.string(), undefined), missing: true }, "Productcode"),
    ).toBe("Productcode is verplicht.");
    expect(issueText(fr, firstIssue(z.array(z.string()).min(1), []), "Catégorie")).toBe(
      "Catégorie : obligatoire.",
    );
  });

  it("ask for a number, a whole one, within its bounds", () => {
    expect(issueText(en, firstIssue(z.number(), "twelve"), "Order")).toBe(
      "Order must be a number.",
    );
    expect(issueText(fr, firstIssue(z.number().int(), 1.5), "Ordre")).toBe(
      "Ordre : un nombre entier est attendu.",
    );
    expect(issueText(en, firstIssue(z.number().max(10), 11), "Order")).toBe(
      "Order must be at most 10.",
    );
    expect(issueText(en, firstIssue(z.number().positive(), 0), "Order")).toBe(
      "Order must be more than 0.",
    );
    expect(issueText(en, firstIssue(z.array(z.number()).max(2), [1, 2, 3]), "Pictures")).toBe(
      "Pictures: at most 2.",
    );
  });

  it("say what an e-mail address, a web address and a choice must be", () => {
    expect(issueText(en, firstIssue(z.email(), "clerk@"), "E-mail")).toBe(
      "E-mail must be a valid e-mail address.",
    );
    expect(issueText(nl, firstIssue(z.url(), "rubbera"), "Link")).toMatch(
      /^Link moet een volledig webadres zijn/,
    );
    expect(issueText(fr, firstIssue(z.enum(["general", "technical"]), "other"), "Groupe")).toBe(
      "Groupe : choisissez une des valeurs proposées.",
    );
    expect(issueText(en, firstIssue(z.string().regex(/^a/), "b"), "Code")).toBe(
      "Code is not valid.",
    );
  });
});

describe("zod's English as the API answers it", () => {
  const en = textsIn("en");
  const cases: [string, z.ZodType, unknown][] = [
    ["a text too long", z.string().max(300), "t".repeat(301)],
    ["a text too short", z.string().min(4), "abc"],
    ["a text left empty", z.string().min(1), ""],
    ["a list too long", z.array(z.string()).max(2), ["a", "b", "c"]],
    ["a number too big", z.number().lt(5), 5],
    ["a number too small", z.number().min(0), -1],
    ["a number that is text", z.number(), "x"],
    ["a whole number with decimals", z.number().int(), 2.5],
    ["nothing where text is due", z.string(), undefined],
    ["an e-mail address", z.email(), "x"],
    ["a web address", z.url(), "x"],
    ["a choice", z.enum(["a", "b"]), "c"],
  ];
  for (const [what, schema, value] of cases) {
    it(`is recognised and worded as the form's own: ${what}`, () => {
      const issue = firstIssue(schema, value);
      const recognised = issueOfMessage(issue.message);
      expect(recognised).toBeDefined();
      const fromForm = issueText(en, { ...issue, missing: value === undefined }, "Field");
      expect(issueText(en, recognised ?? { code: "" }, "Field")).toBe(fromForm);
    });
  }

  it("leaves a module's own words and other messages unrecognised", () => {
    expect(issueOfMessage("Business key is required")).toBeUndefined();
    expect(issueOfMessage("This URL is already used by another category")).toBeUndefined();
    expect(issueOfMessage("Invalid string: must match pattern /^a/")).toBeUndefined();
  });
});
