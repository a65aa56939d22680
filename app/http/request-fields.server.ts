// Services name the fields they refuse in their own terms (`lines.2.value`); a request names
// them as it sent them (`body.Attributes.2.attribute_value`). An API call runs its service
// through `inRequestTerms` with its renaming rules, so the answer points at what was sent.
import { DomainError, isDomainError } from "../domain/errors.ts";

/** Renaming rules, tried in order: a field matching none is taken as a body field. */
export type RequestFields = readonly (readonly [service: RegExp, request: string])[];

function requestPath(rules: RequestFields, path: string): string {
  for (const [pattern, replacement] of rules) {
    if (pattern.test(path)) return path.replace(pattern, replacement);
  }
  return `body.${path}`;
}

export async function inRequestTerms<T>(rules: RequestFields, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isDomainError(error) || !error.errors) throw error;
    const errors = error.errors.map((field) => ({
      ...field,
      path: requestPath(rules, field.path),
    }));
    throw new DomainError(error.kind, error.message, errors);
  }
}
