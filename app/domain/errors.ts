// Why a service refused: what the caller asked for is invalid, missing, in conflict with what
// is stored, or not theirs to ask. Services throw these and know nothing of HTTP; the API's
// error handler (`app/http/api-errors.server.ts`) is the one place that turns them into answers.

/** A field that made the request fail, in the terms of whoever refused it (`lines.2.value`). */
export type FieldError = { path: string; message: string };

export type RefusalKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "too-many-attempts"
  | "not-delivered";

/**
 * Marks a DomainError. In development (and in the tests that render pages) the services come
 * from the sources Node loads while the API and the pages come through Vite, which loads its
 * own copy of this module: each copy has its own DomainError class and `instanceof` fails
 * across them; a registered symbol is the same in both. Production starts from the bundle
 * alone, one copy (ADR 1).
 */
const domainErrorBrand = Symbol.for("vitrine.DomainError");

export class DomainError extends Error {
  override name = "DomainError";
  readonly kind: RefusalKind;
  readonly errors: FieldError[] | undefined;
  readonly [domainErrorBrand] = true;

  constructor(kind: RefusalKind, message: string, errors?: FieldError[]) {
    super(message);
    this.kind = kind;
    this.errors = errors;
  }
}

/** A DomainError from either copy of this module (see domainErrorBrand). */
export function isDomainError(error: unknown): error is DomainError {
  return typeof error === "object" && error !== null && domainErrorBrand in error;
}

export const invalid = (message: string, errors?: FieldError[]) =>
  new DomainError("invalid", message, errors);
/** "Category 12 not found", from what was looked for. */
export const notFound = (what: string) => new DomainError("not-found", `${what} not found`);
export const conflict = (message: string, errors?: FieldError[]) =>
  new DomainError("conflict", message, errors);
export const forbidden = (message: string) => new DomainError("forbidden", message);
