// The synonym form's values and how they become what the API takes: the terms are typed in one
// box, separated by commas or lines ("o-ring, joint torique, oring"); a replacement has a
// target, a group none; "every language" is null. The form checks with the search module's
// rules (`synonymInputSchema`), each refusal in the administrator's language under the field
// it concerns. Client-safe.
import type { Locale } from "../../modules/i18n/locales.ts";
import type { Translate } from "../../modules/i18n/translation.tsx";
import {
  type SynonymDto,
  type SynonymInput,
  synonymInputSchema,
  synonymMessages,
} from "../../modules/search/synonyms.schema.ts";
import { formResolver, type Wording } from "./form-kit.ts";

export type SynonymKind = "group" | "replacement";
export type SynonymFormValues = {
  lang: Locale | "all";
  kind: SynonymKind;
  terms: string;
  target: string;
};

/** The form's values for a synonym, or for a new one from the address's draft. */
export function synonymFormValues(
  synonym: SynonymDto | undefined,
  draft: { terms: string; lang: Locale | null } | undefined,
): SynonymFormValues {
  if (synonym) {
    return {
      lang: synonym.lang ?? "all",
      kind: synonym.target === null ? "group" : "replacement",
      terms: synonym.terms.join(", "),
      target: synonym.target ?? "",
    };
  }
  return { lang: draft?.lang ?? "all", kind: "group", terms: draft?.terms ?? "", target: "" };
}

/** The terms typed, one per comma or line; blank ones left out. */
export function typedTerms(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((term) => term.trim())
    .filter(Boolean);
}

/** What the API takes. */
export function synonymInput(values: SynonymFormValues): SynonymInput {
  return {
    lang: values.lang === "all" ? null : values.lang,
    terms: typedTerms(values.terms),
    target: values.kind === "replacement" ? values.target.trim() : null,
  };
}

/** The form's field of a refusal's path: every term is in the one box of terms. */
export const formField = (path: string) => (path.startsWith("terms") ? "terms" : path);

/** The module's refusals in the administrator's words, and the fields' labels. */
export function synonymWording(t: Translate): Wording {
  const { term, target } = synonymMessages;
  return {
    t,
    labels: {
      lang: t("ADMIN-SYNONYM-LANG"),
      terms: t("ADMIN-SYNONYM-TERMS"),
      target: t("ADMIN-SYNONYM-TARGET"),
    },
    messages: {
      [term.empty]: t("ADMIN-SYNONYM-TERMS-REQUIRED"),
      [term.noWord]: t("ADMIN-SYNONYM-TERM-NO-WORD"),
      [term.tooLong]: t("ADMIN-SYNONYM-TERM-TOO-LONG"),
      [target.empty]: t("ADMIN-SYNONYM-TARGET-REQUIRED"),
      [target.noWord]: t("ADMIN-SYNONYM-TERM-NO-WORD"),
      [target.tooLong]: t("ADMIN-SYNONYM-TERM-TOO-LONG"),
      [synonymMessages.noTerms]: t("ADMIN-SYNONYM-TERMS-REQUIRED"),
      [synonymMessages.tooManyTerms]: t("ADMIN-SYNONYM-TOO-MANY-TERMS"),
      [synonymMessages.twoTerms]: t("ADMIN-SYNONYM-TWO-TERMS"),
      [synonymMessages.targetAmongTerms]: t("ADMIN-SYNONYM-TARGET-AMONG-TERMS"),
    },
  };
}

/** The form's check: the API's rules on what the form would send, under the form's fields. */
export function synonymValidation(wording: Wording) {
  const check = formResolver(synonymInputSchema, wording);
  return (values: SynonymFormValues) => {
    const errors: Record<string, string> = {};
    for (const [path, message] of Object.entries(check(synonymInput(values)))) {
      if (typeof message === "string") errors[formField(path)] ??= message;
    }
    return errors;
  };
}

/**
 * The server's refusals under the form's fields; a term another synonym holds named in the
 * administrator's words (the server's message names the other synonym in English).
 */
export function answeredSynonymErrors(
  t: Translate,
  values: SynonymFormValues,
  fieldErrors: Readonly<Record<string, string>>,
): Record<string, string> {
  const terms = typedTerms(values.terms);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const taken = /^terms\.(\d+)$/.exec(path);
    const term = taken ? terms[Number(taken[1])] : undefined;
    const words =
      term !== undefined && message.includes("already a term of another synonym")
        ? t("ADMIN-SYNONYM-TERM-TAKEN", { term })
        : message;
    errors[formField(path)] ??= words;
  }
  return errors;
}
