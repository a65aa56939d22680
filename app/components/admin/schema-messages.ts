// What a schema's rule says when the module gave it no words of its own: zod's English ("Too
// big: expected string to have <=300 characters") becomes an interface text in the
// administrator's language naming the field ("The title (French) is at most 300 characters").
// The same words for the rules a form checks and for the server's refusals of them, which carry
// zod's English as the API's message. A module's own message is never reworded here: the forms
// give theirs as interface texts (form-kit.ts `Wording`). Client-safe.
import type { Translate } from "../../modules/i18n/translation.tsx";

/** The parts of a zod issue its words depend on. */
export type SchemaIssue = {
  code: string;
  /** What was measured: "string", "array", "number", … */
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  /** invalid_format's format: "email", "url", "regex", … */
  format?: string;
  /** invalid_type's expected type: "number", "int", "string", … */
  expected?: string;
  /** invalid_type: nothing was given (undefined, null or an empty text). */
  missing?: boolean;
  divisor?: number | bigint;
};

const measuredAsText = new Set(["string", "file"]);
const measuredAsList = new Set(["array", "set", "map"]);
const measuredAsNumber = new Set(["number", "int", "bigint", "date"]);

/** The words of an issue zod worded itself, naming the field by its label. */
export function issueText(t: Translate, issue: SchemaIssue, field: string): string {
  const origin = issue.origin ?? "";
  switch (issue.code) {
    case "too_small": {
      const minimum = String(issue.minimum);
      const atLeast = issue.inclusive !== false;
      if (measuredAsText.has(origin)) {
        // min(1) on a text is how a schema says "required".
        if (Number(issue.minimum) <= (atLeast ? 1 : 0)) return t("ADMIN-FIELD-REQUIRED", { field });
        return t("ADMIN-FIELD-TOO-SHORT", { field, minimum });
      }
      if (measuredAsList.has(origin)) {
        if (Number(issue.minimum) <= (atLeast ? 1 : 0)) return t("ADMIN-FIELD-REQUIRED", { field });
        return t("ADMIN-FIELD-TOO-FEW", { field, minimum });
      }
      if (measuredAsNumber.has(origin)) {
        return t(atLeast ? "ADMIN-FIELD-AT-LEAST" : "ADMIN-FIELD-MORE-THAN", { field, minimum });
      }
      return t("ADMIN-FIELD-INVALID", { field });
    }
    case "too_big": {
      const maximum = String(issue.maximum);
      const atMost = issue.inclusive !== false;
      if (measuredAsText.has(origin)) return t("ADMIN-FIELD-TOO-LONG", { field, maximum });
      if (measuredAsList.has(origin)) return t("ADMIN-FIELD-TOO-MANY", { field, maximum });
      if (measuredAsNumber.has(origin)) {
        return t(atMost ? "ADMIN-FIELD-AT-MOST" : "ADMIN-FIELD-LESS-THAN", { field, maximum });
      }
      return t("ADMIN-FIELD-INVALID", { field });
    }
    case "invalid_type":
      if (issue.missing) return t("ADMIN-FIELD-REQUIRED", { field });
      if (issue.expected === "int") return t("ADMIN-FIELD-WHOLE-NUMBER", { field });
      if (issue.expected === "number" || issue.expected === "bigint") {
        return t("ADMIN-FIELD-NUMBER", { field });
      }
      return t("ADMIN-FIELD-INVALID", { field });
    case "not_multiple_of":
      return Number(issue.divisor) === 1
        ? t("ADMIN-FIELD-WHOLE-NUMBER", { field })
        : t("ADMIN-FIELD-INVALID", { field });
    case "invalid_format":
      if (issue.format === "email") return t("ADMIN-FIELD-EMAIL", { field });
      if (issue.format === "url") return t("ADMIN-FIELD-URL", { field });
      return t("ADMIN-FIELD-INVALID", { field });
    case "invalid_value":
      return t("ADMIN-FIELD-CHOICE", { field });
    default:
      return t("ADMIN-FIELD-INVALID", { field });
  }
}

/** Whether a value counts as not given: what an emptied input holds. */
export function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === "";
}

const bound = String.raw`(<=|<|>=|>|exactly )?(-?\d+(?:\.\d+)?)`;
const sized = new RegExp(String.raw`^Too (big|small): expected (\w+) to (?:have|be) ${bound}`);
const wrongType = /^Invalid input: expected (\w+), received (\w+)$/;

/**
 * The issue behind one of zod's English messages, as the API answers them
 * (`Too big: expected string to have <=300 characters`); undefined for any other message — a
 * module's own words, or one zod words in a way the forms do not meet.
 */
export function issueOfMessage(message: string): SchemaIssue | undefined {
  const size = sized.exec(message);
  if (size) {
    const [, which, origin, comparison = "", number] = size;
    const limit = Number(number);
    const inclusive = comparison !== "<" && comparison !== ">";
    return which === "big"
      ? { code: "too_big", origin, maximum: limit, inclusive }
      : { code: "too_small", origin, minimum: limit, inclusive };
  }
  const type = wrongType.exec(message);
  if (type) {
    const [, expected, received] = type;
    return {
      code: "invalid_type",
      expected,
      missing: received === "undefined" || received === "null",
    };
  }
  if (message === "Invalid email address") return { code: "invalid_format", format: "email" };
  if (message === "Invalid URL") return { code: "invalid_format", format: "url" };
  if (/^Invalid (?:option: expected one of|input: expected ")/.test(message)) {
    return { code: "invalid_value" };
  }
  return undefined;
}
