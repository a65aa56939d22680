import { describe, expect, it } from "vitest";
import { z } from "zod";
import { asSent, errorUnder, formResolver } from "./form-kit.ts";

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
