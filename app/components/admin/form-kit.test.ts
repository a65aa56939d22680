import { describe, expect, it } from "vitest";
import { z } from "zod";
import { interfaceTexts } from "../../../database/seed/interface-texts/index.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { translator } from "../../modules/i18n/translation.tsx";
import {
  answeredErrors,
  asSent,
  checkedWith,
  errorUnder,
  formResolver,
  labelOf,
  refusedFields,
  refusesEmpty,
} from "./form-kit.ts";

const textsIn = (locale: Locale) =>
  translator(Object.fromEntries(Object.entries(interfaceTexts).map(([k, v]) => [k, v[locale]])));

const schema = z.object({
  code: z.string().trim().min(1, "Code is required").max(4, "Code is at most 4 characters"),
  order: z.number().int(),
  tags: z.array(z.string().max(3)),
});

describe("a form checked with its module's schema", () => {
  it("shows the schema's first message per field", () => {
    const validate = formResolver(schema);
    expect(validate({ code: " ", order: 1, tags: ["ok", "long"] })).toEqual({
      code: "Code is required",
      "tags.1": "Too big: expected string to have <=3 characters",
    });
    expect(validate({ code: "AB", order: 2, tags: [] })).toEqual({});
  });

  it("shows the form's words for the schema's messages, and one message for a field", () => {
    const validate = formResolver(schema, {
      messages: { "Code is required": "Le code est requis" },
      fields: { order: "L'ordre doit être un nombre entier" },
    });
    expect(validate({ code: "", order: "", tags: [] })).toEqual({
      code: "Le code est requis",
      order: "L'ordre doit être un nombre entier",
    });
    // A message the form has no words for stays the schema's.
    expect(validate({ code: "ABCDE", order: 1, tags: [] })).toEqual({
      code: "Code is at most 4 characters",
    });
  });

  it("checks what a form of another shape sends, the messages under the API's field names", () => {
    const validate = formResolver(
      asSent(
        (values: { code: string; order: string }) => ({
          ...values,
          order: Number(values.order),
          tags: [],
        }),
        schema,
      ),
    );
    expect(validate({ code: "", order: "1.5" })).toEqual({
      code: "Code is required",
      order: "Invalid input: expected int, received number",
    });
  });
});

describe("the message shown under a list", () => {
  it("is the list's own, or else the first of its items'", () => {
    expect(errorUnder({ roles: "Too many", "roles.0": "Too long" }, "roles")).toBe("Too many");
    expect(errorUnder({ email: "Wrong", "roles.2": "Too long" }, "roles")).toBe("Too long");
    expect(errorUnder({ rolesExtra: "Other" }, "roles")).toBeUndefined();
  });
});

describe("a form in the administrator's language", () => {
  const product = z.object({
    bk: z.string().trim().min(1, "Business key is required"),
    titles: z.object({ fr: z.string().max(300).optional() }),
    order: z.number().int(),
    roles: z.array(z.string().max(5)),
  });
  const labels = (path: string) =>
    ({ bk: "Clé métier", "titles.fr": "Titre (Français)", roles: "Rôles" })[path];
  const fr = textsIn("fr");

  it("words zod's own rules with the field's label, the module's as the form says them", () => {
    const validate = formResolver(product, {
      t: fr,
      labels,
      messages: { "Business key is required": "La clé métier est obligatoire" },
    });
    expect(
      validate({ bk: "", titles: { fr: "t".repeat(301) }, order: 1.5, roles: ["a", "toolong"] }),
    ).toEqual({
      bk: "La clé métier est obligatoire",
      "titles.fr": "Titre (Français) : 300 caractères au maximum.",
      // No label for the order: the field is "this field".
      order: "Ce champ : un nombre entier est attendu.",
      // A list's item takes the list's label.
      "roles.1": "Rôles : 5 caractères au maximum.",
    });
  });

  it("keeps a module's message it has no words for as the module wrote it", () => {
    const validate = formResolver(product, { t: fr, labels });
    expect(validate({ bk: " ", titles: {}, order: 1, roles: [] })).toEqual({
      bk: "Business key is required",
    });
  });

  it("words the server's refusals as its own, and keeps what it does not recognise", () => {
    expect(
      answeredErrors(
        {
          "titles.fr": "Too big: expected string to have <=300 characters",
          bk: "Business key is required",
          "urls.en": "This URL is already used by another category",
        },
        { t: fr, labels, messages: { "Business key is required": "Clé requise" } },
      ),
    ).toEqual({
      "titles.fr": "Titre (Français) : 300 caractères au maximum.",
      bk: "Clé requise",
      "urls.en": "This URL is already used by another category",
    });
  });

  it("finds a field's label, or that of the list holding it", () => {
    expect(labelOf(labels, "roles.3")).toBe("Rôles");
    expect(labelOf({ "lines.0.value": "Colour" }, "lines.0.value")).toBe("Colour");
    expect(labelOf(labels, "order")).toBeUndefined();
    expect(labelOf(undefined, "bk")).toBeUndefined();
  });

  it("names each refused field once, and counts those it cannot name", () => {
    expect(
      refusedFields(
        { bk: "x", "roles.0": "y", "roles.2": "z", order: "w", "titles.fr": null },
        labels,
      ),
    ).toEqual({ names: ["Clé métier", "Rôles"], unnamed: ["order"] });
  });
});

describe("the fields a form marks required", () => {
  type Values = { code: string; parent: string | null; order: number | string; on: boolean };
  const schema = asSent(
    (values: Values) => ({
      ...values,
      parent: Number(values.parent ?? 0),
      order: Number(values.order) || 0,
    }),
    z.object({
      code: z.string().trim().min(1, "Code is required"),
      parent: z.number().int().positive("A parent is required"),
      order: z.number().int(),
      note: z.string().max(10).optional(),
      on: z.boolean(),
    }),
  );
  const validate = formResolver(schema);
  const values: Values = { code: "A", parent: "3", order: 2, on: true };

  it("are those the form's check refuses empty, as it sends them", () => {
    expect(refusesEmpty(validate, values, "code")).toBe(true);
    // No parent is sent as 0, which the schema refuses.
    expect(refusesEmpty(validate, values, "parent")).toBe(true);
    // An empty order is sent as 0, which the schema takes.
    expect(refusesEmpty(validate, values, "order")).toBe(false);
    // A switch is never required.
    expect(refusesEmpty(validate, values, "on")).toBe(false);
  });

  it("get the required mark from the form's getInputProps", () => {
    const { enhanceGetInputProps } = checkedWith<Values>(validate);
    const form = { getValues: () => values } as never;
    const marked = (field: keyof Values, type?: "checkbox") =>
      enhanceGetInputProps({ field, options: { type }, form, inputProps: {} as never });
    expect(marked("code")).toEqual({ required: true });
    expect(marked("order")).toBeUndefined();
    expect(marked("on", "checkbox")).toBeUndefined();
  });
});
