import { describe, expect, it } from "vitest";
import type { Translate } from "../../modules/i18n/translation.tsx";
import {
  answeredSynonymErrors,
  type SynonymFormValues,
  synonymFormValues,
  synonymInput,
  synonymValidation,
  synonymWording,
} from "./synonym-form.ts";

const t: Translate = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);
const validate = synonymValidation(synonymWording(t));
const group = (terms: string, change: Partial<SynonymFormValues> = {}): SynonymFormValues => ({
  lang: "all",
  kind: "group",
  terms,
  target: "",
  ...change,
});

describe("the synonym form", () => {
  it("starts from the address's terms and language for a new synonym", () => {
    expect(synonymFormValues(undefined, { terms: "oring", lang: "en" })).toEqual({
      lang: "en",
      kind: "group",
      terms: "oring",
      target: "",
    });
    const replacement = { id: 3, lang: null, terms: ["viton"], target: "FKM", label: "" };
    expect(synonymFormValues(replacement, undefined)).toMatchObject({
      lang: "all",
      kind: "replacement",
      terms: "viton",
      target: "FKM",
    });
  });

  it("sends the terms typed between commas or on lines, a target only for a replacement", () => {
    expect(synonymInput(group(" o-ring,\njoint torique ,, toric seal", { target: "x" }))).toEqual({
      lang: null,
      terms: ["o-ring", "joint torique", "toric seal"],
      target: null,
    });
    expect(
      synonymInput(group("viton", { kind: "replacement", lang: "fr", target: " FKM " })),
    ).toEqual({ lang: "fr", terms: ["viton"], target: "FKM" });
  });

  it("refuses what the API would, in the administrator's words, under the terms or the target", () => {
    expect(validate(group("o-ring, toric seal"))).toEqual({});
    expect(validate(group(""))).toEqual({ terms: "ADMIN-SYNONYM-TERMS-REQUIRED" });
    expect(validate(group("oring"))).toEqual({ terms: "ADMIN-SYNONYM-TWO-TERMS" });
    expect(validate(group("O-ring, o ring"))).toEqual({ terms: "ADMIN-SYNONYM-TWO-TERMS" });
    expect(validate(group("o-ring, joint torique, O-ring, oring, toric seal"))).toEqual({});
    expect(validate(group("felt, ---"))).toEqual({ terms: "ADMIN-SYNONYM-TERM-NO-WORD" });
    expect(validate(group("viton", { kind: "replacement" }))).toEqual({
      target: "ADMIN-SYNONYM-TARGET-REQUIRED",
    });
    expect(validate(group("viton", { kind: "replacement", target: "Víton" }))).toEqual({
      target: "ADMIN-SYNONYM-TARGET-AMONG-TERMS",
    });
  });

  it("names a term another synonym holds, as the server refused it", () => {
    const message = '"oring" is already a term of another synonym for this language (o-ring)';
    expect(answeredSynonymErrors(t, group("felt, oring"), { "terms.1": message })).toEqual({
      terms: 'ADMIN-SYNONYM-TERM-TAKEN {"term":"oring"}',
    });
  });
});
