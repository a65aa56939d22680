import { describe, expect, it } from "vitest";
import { contactTexts } from "../../../database/seed/interface-texts/contact.ts";
import { contactFormSchema, invalidEmailMessage } from "../../modules/enquiries/contact.schema.ts";
import {
  type ContactFieldErrors,
  type ContactValues,
  contactFieldErrors,
  readContactValues,
} from "./contact-fields.ts";

const valid: ContactValues = {
  title: "Mrs",
  name: "An Peeters",
  email: "an.peeters@example.be",
  telephone: "+32 9 123 45 67",
  company: "Garage Peeters",
  message: "A quote, please.",
  wished_date: "",
  agreement: true,
};

function errorsFor(input: Record<string, unknown>): ContactFieldErrors {
  const parsed = contactFormSchema.safeParse(input);
  if (parsed.success) return {};
  return contactFieldErrors(parsed.error.issues);
}

describe("the contact form's messages", () => {
  it("names the spec's invalid e-mail message, and asks for an empty one", () => {
    expect(contactTexts["CONTACT-ERROR-EMAIL"]?.en).toBe(invalidEmailMessage);
    expect(errorsFor({ ...valid, email: "an.peeters@" })).toEqual({
      email: { key: "CONTACT-ERROR-EMAIL" },
    });
    expect(errorsFor({ ...valid, email: `${"a".repeat(250)}@example.be` })).toEqual({
      email: { key: "CONTACT-ERROR-EMAIL" },
    });
    expect(errorsFor({ ...valid, email: "   " })).toEqual({
      email: { key: "CONTACT-ERROR-EMAIL-REQUIRED" },
    });
  });

  it("gives one translated message per refused field, the first issue of each", () => {
    expect(
      errorsFor({
        title: "",
        name: " ",
        email: "",
        telephone: "call me",
        company: "A\nB",
        message: "",
        agreement: false,
        products: "not a list",
      }),
    ).toEqual({
      title: { key: "CONTACT-ERROR-TITLE" },
      name: { key: "CONTACT-ERROR-NAME-REQUIRED" },
      email: { key: "CONTACT-ERROR-EMAIL-REQUIRED" },
      telephone: { key: "CONTACT-ERROR-TELEPHONE" },
      company: { key: "CONTACT-ERROR-ONE-LINE" },
      message: { key: "CONTACT-ERROR-MESSAGE-REQUIRED" },
      agreement: { key: "CONTACT-ERROR-AGREEMENT" },
      products: { key: "CONTACT-ERROR-PRODUCTS" },
    });
    expect(errorsFor({ ...valid, name: "n".repeat(201), message: "bad \u0000 character" })).toEqual(
      {
        name: { key: "CONTACT-ERROR-TOO-LONG", max: 200 },
        message: { key: "CONTACT-ERROR-MESSAGE-CHARACTERS" },
      },
    );
  });

  it("refuses a wished-for date in the past, or one that is not a date, at its field", () => {
    const past = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(errorsFor({ ...valid, wished_date: past })).toEqual({
      wished_date: { key: "CONTACT-ERROR-WISHED-DATE-PAST" },
    });
    for (const wrong of ["31/12/2099", "2099-13-01", "tomorrow"]) {
      expect(errorsFor({ ...valid, wished_date: wrong }), wrong).toEqual({
        wished_date: { key: "CONTACT-ERROR-WISHED-DATE" },
      });
    }
    const today = new Date().toISOString().slice(0, 10);
    for (const accepted of ["", today, "2099-12-31"]) {
      expect(errorsFor({ ...valid, wished_date: accepted }), accepted).toEqual({});
    }
  });

  it("has a text in every language for every key it can give", () => {
    const keys = new Set(
      Object.values(
        errorsFor({
          title: "",
          name: "",
          email: "x",
          telephone: "x",
          company: "A\nB",
          message: "\u0000",
          agreement: false,
          products: 1,
          wished_date: "not a date",
        }),
      ).map((error) => error.key),
    );
    for (const key of [
      ...keys,
      "CONTACT-ERROR-TOO-LONG",
      "CONTACT-ERROR-EMAIL-REQUIRED",
      "CONTACT-ERROR-WISHED-DATE-PAST",
    ]) {
      for (const locale of ["en", "fr", "nl"] as const) {
        expect(contactTexts[key]?.[locale], `${key} ${locale}`).toBeTruthy();
      }
    }
  });

  it("reads what was posted, the agreement as a boolean", () => {
    const form = new FormData();
    form.set("title", "M.");
    form.set("name", "Jan");
    form.set("message", "Hallo");
    expect(readContactValues(form)).toEqual({
      title: "M.",
      name: "Jan",
      email: "",
      telephone: "",
      company: "",
      message: "Hallo",
      wished_date: "",
      agreement: false,
    });
    form.set("agreement", "yes");
    form.set("wished_date", "2099-06-30");
    expect(readContactValues(form)).toMatchObject({ agreement: true, wished_date: "2099-06-30" });
  });
});
