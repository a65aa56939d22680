import { describe, expect, it } from "vitest";
import { contactFormSchema, invalidEmailMessage, isHoneypotFilled } from "./contact.schema.ts";

const valid = {
  title: "Mrs",
  name: "An Peeters",
  email: "an.peeters@example.be",
  message: "Do you make gaskets to measure?",
  agreement: true,
};

function problems(input: unknown) {
  const result = contactFormSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the contact form schema", () => {
  it("fills the optional fields, trims text and takes English by default", () => {
    expect(contactFormSchema.parse({ ...valid, name: "  An Peeters ", email: " a@b.be " })).toEqual(
      {
        ...valid,
        email: "a@b.be",
        telephone: "",
        company: "",
        products: [],
        lang: "en",
      },
    );
  });

  it("names every mandatory field that is missing", () => {
    expect(problems({})).toEqual([
      "title: Please choose a title: M., Mrs or Other",
      "name: Name is required",
      "email: E-mail is required",
      "message: Message is required",
      "agreement: Please agree to the terms and conditions",
    ]);
    expect(problems({ ...valid, name: "   ", message: "\n" })).toEqual([
      "name: Name is required",
      "message: Message is required",
    ]);
  });

  it("answers a wrong e-mail with the spec's words", () => {
    for (const email of ["an.peeters", "an@", "an peeters@example.be", 42]) {
      expect(problems({ ...valid, email })).toEqual([`email: ${invalidEmailMessage}`]);
    }
  });

  it("accepts the three titles only, and the agreement only when given", () => {
    for (const title of ["M.", "Mrs", "Other"]) expect(problems({ ...valid, title })).toEqual([]);
    expect(problems({ ...valid, title: "Dr" })).toHaveLength(1);
    expect(problems({ ...valid, agreement: false })).toEqual([
      "agreement: Please agree to the terms and conditions",
    ]);
  });

  it("keeps telephone numbers to digits, spaces and + ( ) - . /", () => {
    expect(problems({ ...valid, telephone: "+32 (0)9/123.45-67" })).toEqual([]);
    expect(problems({ ...valid, telephone: "call me" })).toEqual([
      "telephone: Telephone may hold digits, spaces and + ( ) - . / only",
    ]);
    expect(problems({ ...valid, telephone: "1".repeat(41) })).toEqual([
      "telephone: Telephone is at most 40 characters",
    ]);
  });

  it("bounds the lengths and keeps header fields on one line", () => {
    expect(problems({ ...valid, name: "n".repeat(201), message: "m".repeat(5001) })).toEqual([
      "name: Name is at most 200 characters",
      "message: Message is at most 5000 characters",
    ]);
    expect(problems({ ...valid, name: "An\r\nBcc: everyone@example.com" })).toEqual([
      "name: Name must fit on one line",
    ]);
    expect(problems({ ...valid, message: "line one\nline two\ttabbed" })).toEqual([]);
    expect(problems({ ...valid, message: "nul\u0000byte" })).toEqual([
      "message: Message may not hold control characters",
    ]);
  });

  it("takes a quote list of at most 100 products", () => {
    const item = { _id: "OR-12", title: "O-ring 12 mm", quantity: 10 };
    expect(contactFormSchema.parse({ ...valid, products: [item, { _id: "7" }] }).products).toEqual([
      item,
      { _id: "7" },
    ]);
    expect(problems({ ...valid, products: Array(101).fill(item) })).toEqual([
      "products: The quote list holds at most 100 products",
    ]);
    expect(
      problems({ ...valid, products: [{ title: "no id" }, { _id: "x", quantity: 0 }] }),
    ).toEqual([
      "products.0._id: The product reference (_id) is required",
      "products.1.quantity: The quantity must be at least 1",
    ]);
  });

  it("takes the page's language among en, fr and nl", () => {
    expect(contactFormSchema.parse({ ...valid, lang: "nl" }).lang).toBe("nl");
    expect(problems({ ...valid, lang: "de" })).toEqual(["lang: Language must be en, fr or nl"]);
  });

  it("never refuses the anti-spam field, but tells when it is filled", () => {
    const filled = contactFormSchema.parse({ ...valid, website: "https://spam.example" });
    expect(isHoneypotFilled(filled)).toBe(true);
    expect(isHoneypotFilled(contactFormSchema.parse({ ...valid, website: "" }))).toBe(false);
    expect(isHoneypotFilled(contactFormSchema.parse(valid))).toBe(false);
  });
});
