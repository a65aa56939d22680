// Every declared API call refuses control characters in what it was sent (the rule is in
// `control-characters.ts`) before its schemas see it. It is part of `apiRoute`'s middleware
// rather than a building block each schema would use: a new schema, a new query parameter or a
// field that only passes through (`z.unknown()`) cannot forget it. It reads what was sent, not
// what the schemas made of it, so the answer names the fields as the request wrote them.
import type { Context, MiddlewareHandler } from "hono";
import type { FieldError } from "../domain/errors.ts";
import { validationFailed } from "./api-errors.server.ts";
import {
  bodyTextMessage,
  fieldNameMessage,
  holdsControlCharacter,
  holdsControlCharacterBesidesLineBreaks,
  oneLineMessage,
} from "./control-characters.ts";

/** Enough to show what is wrong without answering one line per field of a huge body. */
const maxReportedFields = 20;

// The media types whose body the validator reads as JSON (hono's `validator`): the body the
// call's schema will see is exactly the body checked here.
const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

function isJson(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? "").split(";")[0]?.trim() ?? "";
  return jsonMediaType.test(mediaType);
}

/** Undefined when the body is not JSON: the validator answers that with its own 400. */
async function jsonBodyOf(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

type Visit = { value: unknown; path: string } | { refusedName: string };

/**
 * The fields of a JSON body holding control characters, in the order they were written. It
 * walks with a list rather than recursion, so that no nesting depth can overflow the stack.
 */
function bodyFieldsWithControlCharacters(body: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const pending: Visit[] = [{ value: body, path: "body" }];
  while (pending.length > 0 && errors.length < maxReportedFields) {
    const visit = pending.pop() as Visit;
    if ("refusedName" in visit) {
      errors.push({ path: visit.refusedName, message: fieldNameMessage });
      continue;
    }
    const { value, path } = visit;
    if (typeof value === "string") {
      if (holdsControlCharacterBesidesLineBreaks(value))
        errors.push({ path, message: bodyTextMessage });
    } else if (typeof value === "object" && value !== null) {
      const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
      const children: Visit[] = [];
      for (const [key, item] of entries) {
        const itemPath = `${path}.${key}`;
        children.push(
          typeof key === "string" && holdsControlCharacter(key)
            ? { refusedName: itemPath }
            : { value: item, path: itemPath },
        );
      }
      // Last pushed, first visited: reversed, the fields are visited in their written order.
      pending.push(...children.reverse());
    }
  }
  return errors;
}

function oneLineFieldsWithControlCharacters(c: Context): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
    if (holdsControlCharacter(value))
      errors.push({ path: `path.${name}`, message: oneLineMessage });
  }
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (holdsControlCharacter(name)) {
      errors.push({ path: `query.${name}`, message: fieldNameMessage });
    } else if (values.some(holdsControlCharacter)) {
      errors.push({ path: `query.${name}`, message: oneLineMessage });
    }
  }
  return errors;
}

/** Answers 400 naming each field that holds a control character; `readsJsonBody` when the call declares a JSON body. */
export function refuseControlCharacters(readsJsonBody: boolean): MiddlewareHandler {
  return async (c, next) => {
    const errors = oneLineFieldsWithControlCharacters(c);
    if (readsJsonBody && isJson(c.req.header("content-type"))) {
      const body = await jsonBodyOf(c);
      errors.push(...bodyFieldsWithControlCharacters(body));
    }
    if (errors.length > 0) return c.json(validationFailed(errors.slice(0, maxReportedFields)), 400);
    await next();
  };
}
