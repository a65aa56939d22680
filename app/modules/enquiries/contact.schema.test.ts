import { describe, expect, it } from "vitest";
import {
  contactFormSchema,
  earliestWishedDate,
  invalidEmailMessage,
  isHoneypotFilled,
  mailResultSchema,
} from "./contact.schema.ts";
import { maxQuoteNoteLength } from "./quote-limits.ts";

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

  it("takes a whole quantity and a one-line note per product, both optional", () => {
    const line = { _id: "EPDM-2", quantity: 40, note: "  cut to 500 × 500  " };
    expect(contactFormSchema.parse({ ...valid, products: [line] }).products).toEqual([
      { _id: "EPDM-2", quantity: 40, note: "cut to 500 × 500" },
    ]);
    expect(
      problems({
        ...valid,
        products: [
          { _id: "a", quantity: 2.5 },
          { _id: "b", quantity: "3" },
          { _id: "c", quantity: 1_000_001 },
          { _id: "d", note: "n".repeat(maxQuoteNoteLength + 1) },
          { _id: "e", note: "first line\nsecond line" },
          { _id: "f", note: 7 },
        ],
      }),
    ).toEqual([
      "products.0.quantity: The quantity must be a whole number",
      "products.1.quantity: The quantity must be a number",
      "products.2.quantity: The quantity is at most 1000000",
      `products.3.note: The note is at most ${maxQuoteNoteLength} characters`,
      "products.4.note: The note must fit on one line",
      "products.5.note: The note must be text",
    ]);
    expect(
      problems({ ...valid, products: [{ _id: "g", note: "n".repeat(maxQuoteNoteLength) }] }),
    ).toEqual([]);
  });

  it("takes a wished-for date written YYYY-MM-DD from yesterday on, or none", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const wished_date of ["", today, earliestWishedDate(), "2099-12-31"]) {
      expect(problems({ ...valid, wished_date }), wished_date).toEqual([]);
    }
    expect(contactFormSchema.parse(valid).wished_date).toBeUndefined();
    expect(problems({ ...valid, wished_date: "2020-01-01" })).toEqual([
      "wished_date: The wished-for date cannot be in the past",
    ]);
    for (const wished_date of ["31/12/2099", "2099-02-30", "tomorrow", 20991231]) {
      expect(problems({ ...valid, wished_date })).toEqual([
        "wished_date: The wished-for date must be a date written 2026-12-31",
      ]);
    }
  });

  it("counts the earliest wished-for date from yesterday in UTC", () => {
    expect(earliestWishedDate(new Date("2026-03-01T00:30:00Z"))).toBe("2026-02-28");
    expect(earliestWishedDate(new Date("2026-12-31T23:59:00Z"))).toBe("2026-12-30");
  });

  it("answers a stored message with its id and its reference", () => {
    const result = { id: 42, reference: "Q-2026-0042", stored: true, sent: false };
    expect(mailResultSchema.parse({ result, timestamp: 1 }).result).toEqual(result);
    const { reference: _reference, ...withoutReference } = result;
    expect(mailResultSchema.safeParse({ result: withoutReference, timestamp: 1 }).success).toBe(
      false,
    );
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
