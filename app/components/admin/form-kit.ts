// How every back-office form checks its values: with its module's zod schema, the one the API
// checks requests with, so the form refuses what the server would. The administrator reads
// those refusals in their language: a rule the module worded itself gets the form's interface
// text for it, one zod words in its own English gets the kit's (schema-messages.ts), naming the
// field by its label; the server's refusals get the same words. The schema also says which
// fields are required, and their inputs are marked so before anything is sent. Client-safe.
import type {
  FormErrors,
  GetInputPropsOptions,
  GetInputPropsReturnType,
  LooseKeys,
  UseFormReturnType,
} from "@mantine/form";
import { z } from "zod";
import type { TextValues, Translate } from "../../modules/i18n/translation.tsx";
import { isMissing, issueOfMessage, issueText } from "./schema-messages.ts";

/** A field's path → its label as the form shows it ("Title (French)"), or undefined. */
export type FieldLabels = Readonly<Record<string, string>> | ((path: string) => string | undefined);

export type Wording = {
  /**
   * The administrator's language: with it, zod's own English becomes an interface text naming
   * the field; without it, zod's English is shown.
   */
  t?: Translate;
  /** The fields' labels, for the messages that name them and the notice that lists them. */
  labels?: FieldLabels;
  /** The module's message → the words the form shows in its place. */
  messages?: Readonly<Record<string, string>>;
  /**
   * A field's path → the one message it shows whatever is wrong with it: for a field whose
   * every refusal the administrator reads the same way (a malformed or too long address).
   */
  fields?: Readonly<Record<string, string>>;
};

const own = (words: Readonly<Record<string, string>>, key: unknown) =>
  typeof key === "string" && Object.hasOwn(words, key) ? words[key] : undefined;

/** A field's label: its own, else that of what holds it (`roles.0` → the roles' label). */
export function labelOf(labels: FieldLabels | undefined, path: string): string | undefined {
  if (!labels) return undefined;
  const segments = path.split(".");
  for (let length = segments.length; length > 0; length -= 1) {
    const at = segments.slice(0, length).join(".");
    const label = typeof labels === "function" ? labels(at) : own(labels, at);
    if (label) return label;
  }
  return undefined;
}

/** A language's field's label, the language named as LanguageFields names it. */
export function languageLabel(
  t: Translate,
  key: string,
  language: string,
  values: TextValues = {},
): string {
  return t(key, { ...values, language: t(`ADMIN-LANGUAGE-${language.toUpperCase()}`) });
}

/** The label a message names, "this field" when the form gave none. */
function named(wording: Wording, path: string, t: Translate): string {
  return labelOf(wording.labels, path) ?? t("ADMIN-FIELD-THIS");
}

// What the parse's own error map gives every issue the schema did not word itself: zod's
// English behind a mark, so the issues the kit rewords are told from the module's own words.
const zodsOwn = "\u0000";
const englishOf = (issue: z.core.$ZodRawIssue) =>
  `${zodsOwn}${z.config().localeError?.(issue) ?? "Invalid input"}`;

/** The `validate` of a form's useForm: the schema's first message per field, reworded. */
export function formResolver(
  schema: z.ZodType,
  wording: Wording = {},
): (values: unknown) => FormErrors {
  const { t, messages = {}, fields = {} } = wording;
  return (values) => {
    const result = schema.safeParse(values, { error: englishOf, reportInput: true });
    const errors: FormErrors = {};
    for (const issue of result.error?.issues ?? []) {
      const path = issue.path.map(String).join(".");
      if (path in errors) continue;
      const ownWords = own(fields, path);
      if (ownWords) errors[path] = ownWords;
      else if (!issue.message.startsWith(zodsOwn)) {
        errors[path] = own(messages, issue.message) ?? issue.message;
      } else if (!t) errors[path] = issue.message.slice(zodsOwn.length);
      else {
        const missing = issue.code === "invalid_type" && isMissing(issue.input);
        errors[path] = issueText(t, { ...issue, missing }, named(wording, path, t));
      }
    }
    return errors;
  };
}

/**
 * The server's refusals (`fieldErrors` of an ApiCallError, already under the form's paths) in
 * the form's words: the module's messages as the form words them, zod's English recognised and
 * reworded like the form's own, anything else as the server said it.
 */
export function answeredErrors(
  fieldErrors: Readonly<Record<string, string>>,
  wording: Wording,
): Record<string, string> {
  const { t, messages = {} } = wording;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const issue = t && issueOfMessage(message);
    errors[path] =
      own(messages, message) ?? (issue ? issueText(t, issue, named(wording, path, t)) : message);
  }
  return errors;
}

/**
 * The refused fields' labels, once each in the errors' order; `unnamed` counts the refusals
 * of fields the form has no label for.
 */
export function refusedFields(errors: FormErrors, labels: FieldLabels | undefined) {
  const names: string[] = [];
  const unnamed: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (message === null || message === undefined || message === false) continue;
    const label = labelOf(labels, path);
    if (label === undefined) unnamed.push(path);
    else if (!names.includes(label)) names.push(label);
  }
  return { names, unnamed };
}

/**
 * The module's schema applied to what the form sends, for a form whose values are shaped for
 * its inputs (numbers as typed text, ids as chosen strings) but whose fields keep the API's
 * names, so each message still lands under its field.
 */
export function asSent<Values, Schema extends z.ZodType>(
  toInput: (values: Values) => z.input<Schema>,
  schema: Schema,
) {
  return z.preprocess(toInput, schema);
}

/** The first message at a path or below it: a list's items (`roles.0`) shown under the list. */
export function errorUnder(errors: FormErrors, path: string): string | undefined {
  const found =
    errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
  return typeof found === "string" ? found : undefined;
}

/**
 * A field's props for the back office's own inputs (pictures, rich text), which take a value
 * rather than an event: its value, its change, and the message at or below it.
 */
export function fieldProps<Values>(form: UseFormReturnType<Values>, path: LooseKeys<Values>) {
  const { value, onChange } = form.getInputProps(path);
  return { value, onChange, error: errorUnder(form.errors, String(path)) };
}

// ── Required fields ─────────────────────────────────────────────────────────────────────────

const segmentsOf = (path: string) => path.split(".");

function valueAt(values: unknown, path: string): unknown {
  let at = values;
  for (const segment of segmentsOf(path)) {
    if (typeof at !== "object" || at === null) return undefined;
    at = (at as Record<string, unknown>)[segment];
  }
  return at;
}

/** A copy of the values with one field replaced, the rest shared. */
function withValueAt(values: unknown, segments: readonly string[], value: unknown): unknown {
  const [first, ...rest] = segments;
  if (first === undefined) return value;
  const container = (values ?? {}) as Record<string, unknown>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<
    string,
    unknown
  >;
  copy[first] = withValueAt(container[first], rest, value);
  return copy;
}

/** What an input holds once emptied; undefined for a switch or a group, never "required". */
function emptied(value: unknown): unknown {
  if (typeof value === "string" || typeof value === "number") return "";
  if (value === null) return null;
  if (Array.isArray(value)) return [];
  return undefined;
}

/**
 * Whether the form's check refuses the field left empty: a field the schema requires. Asked of
 * the form's own check, so what it sends (a preprocessing `asSent`, a default) is taken into
 * account: an empty order that is sent as 0 is not required, a parent sent as 0 is.
 */
export function refusesEmpty<Values>(
  validate: (values: Values) => FormErrors,
  values: Values,
  path: string,
): boolean {
  const empty = emptied(valueAt(values, path));
  if (empty === undefined) return false;
  const errors = validate(withValueAt(values, segmentsOf(path), empty) as Values);
  return errorUnder(errors, path) !== undefined;
}

type InputPropsPayload<Values> = {
  inputProps: GetInputPropsReturnType;
  field: LooseKeys<Values>;
  options: GetInputPropsOptions;
  form: UseFormReturnType<Values>;
};

/**
 * A form's `validate` and its `enhanceGetInputProps`, which marks every input the check refuses
 * empty `required`: the asterisk beside its label and "required" for a screen reader. The form
 * is sent with `noValidate` (EditForm), so the browser's own bubble never shows; the kit's
 * message does. Asked once per field, with the values the form has then.
 */
export function checkedWith<Values>(validate: (values: Values) => FormErrors) {
  const required = new Map<string, boolean>();
  return {
    validate,
    enhanceGetInputProps: ({ field, options, form }: InputPropsPayload<Values>) => {
      if (options.type === "checkbox") return undefined;
      const path = String(field);
      let marked = required.get(path);
      if (marked === undefined) {
        marked = refusesEmpty(validate, form.getValues(), path);
        required.set(path, marked);
      }
      return marked ? { required: true } : undefined;
    },
  };
}

/**
 * Whether a field the page draws itself (not through getInputProps) is required, as the form
 * marks those it draws through it: for a form made `checkedWith` its check.
 */
export function isRequired<Values>(form: UseFormReturnType<Values>, path: LooseKeys<Values>) {
  // enhanceGetInputProps adds to the props; Mantine's type names only its own.
  return (form.getInputProps(path) as { required?: boolean }).required === true;
}
