// How every back-office form checks its values: with its module's zod schema, the one the API
// checks requests with, so the form refuses what the server would and in the same words. Where
// the administrator reads other words (an interface text in their language, or one message for a
// number box), the form gives those words along with the schema rather than rules of its own.
// Client-safe.
import {
  type FormErrors,
  type LooseKeys,
  schemaResolver,
  type UseFormReturnType,
} from "@mantine/form";
import { z } from "zod";

export type Wording = {
  /** The module's message → the words the form shows in its place. */
  messages?: Readonly<Record<string, string>>;
  /**
   * A field's path → the one message it shows whatever is wrong with it: for rules the module
   * words in zod's own terms ("Invalid input: expected number, received string").
   */
  fields?: Readonly<Record<string, string>>;
};

const own = (words: Readonly<Record<string, string>>, key: unknown) =>
  typeof key === "string" && Object.hasOwn(words, key) ? words[key] : undefined;

/** The `validate` of a form's useForm: the schema's first message per field, reworded. */
export function formResolver(
  schema: z.ZodType,
  { messages = {}, fields = {} }: Wording = {},
): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors = resolve(values);
    for (const [path, message] of Object.entries(errors)) {
      errors[path] = own(fields, path) ?? own(messages, message) ?? message;
    }
    return errors;
  };
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
