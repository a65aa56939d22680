import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { contactTexts } from "../../../database/seed/interface-texts/contact.ts";
import { contactFormSchema, invalidEmailMessage } from "../../modules/enquiries/contact.schema.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { TranslationProvider } from "../../modules/i18n/translation.tsx";
import { localizedPath } from "../../routing/localized-routes.ts";
import {
  type ContactFieldErrors,
  ContactForm,
  type ContactValues,
  contactFieldErrors,
  readContactValues,
} from "./ContactForm.tsx";

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

function texts(locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(contactTexts).map(([key, text]) => [key, text[locale]]));
}

function render(props: Partial<Parameters<typeof ContactForm>[0]>, locale: Locale = "en"): string {
  const path = localizedPath("contact-us", locale);
  const Stub = createRoutesStub([
    { path, Component: () => createElement(ContactForm, { retentionMonths: 24, ...props }) },
  ]);
  return renderToString(
    createElement(
      TranslationProvider,
      { texts: texts(locale) },
      createElement(Stub, { initialEntries: [path] }),
    ),
  );
}

/** A text as a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The opening tag of the element with this id (attribute order and case are React's business). */
function openingTag(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`No element #${id} in ${html}`);
  return tag;
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

describe("the contact form", () => {
  it("posts to its page without the browser's own validation, with a hidden anti-spam field", () => {
    const html = render({});
    const form = /<form [^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toMatch(/method="post"/);
    expect(form).toMatch(/action="\/contact-us"/);
    expect(form).toMatch(/novalidate=""/i);
    const honeypot = openingTag(html, "contact-website");
    expect(honeypot).toMatch(/name="website"/);
    expect(honeypot).toMatch(/tabindex="-1"/i);
    expect(honeypot).toMatch(/autocomplete="off"/i);
    expect(html).toMatch(/<div [^>]*aria-hidden="true"[^>]*><label for="contact-website">/);
    expect(html).toContain('<input type="hidden" name="products" value="[]"/>');
    expect(html).toContain('href="/terms-and-conditions"');
    expect(html).not.toContain("aria-invalid");
  });

  it("shows each error next to its field, tied to it, and keeps what was typed", () => {
    const emailError = contactTexts["CONTACT-ERROR-EMAIL"]?.nl ?? "";
    const html = render(
      {
        values: { ...valid, email: "an.peeters@", agreement: false },
        errors: {
          email: { key: "CONTACT-ERROR-EMAIL" },
          agreement: { key: "CONTACT-ERROR-AGREEMENT" },
        },
      },
      "nl",
    );
    const email = openingTag(html, "contact-email");
    expect(email).toMatch(/aria-invalid="true"/);
    expect(email).toMatch(/aria-describedby="contact-email-error"/);
    expect(email).toMatch(/value="an.peeters@"/);
    expect(html).toMatch(new RegExp(`<p id="contact-email-error"[^>]*>${emailError}</p>`));
    const agreement = openingTag(html, "contact-agreement");
    expect(agreement).toMatch(/aria-describedby="contact-agreement-error"/);
    expect(agreement).not.toMatch(/checked/);
    expect(openingTag(html, "contact-name")).toMatch(/value="An Peeters"/);
    expect(openingTag(html, "contact-title-mrs")).toMatch(/checked=""/);
    expect(openingTag(html, "contact-name")).not.toMatch(/aria-invalid/);
    // The summary links each message to its field.
    expect(html).toContain(`<a href="#contact-email">${emailError}</a>`);
    expect(html).toContain('href="/nl/algemene-gebruiksvoorwaarden"');
  });

  it("asks for a wished-for date in a native date field, from the earliest day the server takes", () => {
    const html = render({ earliestWishedDate: "2026-03-14" }, "fr");
    const date = openingTag(html, "contact-wished-date");
    expect(date).toMatch(/type="date"/);
    expect(date).toMatch(/name="wished_date"/);
    expect(date).toMatch(/min="2026-03-14"/);
    expect(date).not.toMatch(/required/);
    expect(html).toMatch(
      new RegExp(
        `<label for="contact-wished-date"[^>]*>${literal(contactTexts["CONTACT-FIELD-WISHED-DATE"]?.fr ?? "")}</label>`,
      ),
    );
  });

  it("shows a refused wished-for date's message at the field, and keeps the date typed", () => {
    const past = contactTexts["CONTACT-ERROR-WISHED-DATE-PAST"]?.nl ?? "";
    const html = render(
      {
        values: { ...valid, wished_date: "2020-01-31" },
        errors: { wished_date: { key: "CONTACT-ERROR-WISHED-DATE-PAST" } },
      },
      "nl",
    );
    const date = openingTag(html, "contact-wished-date");
    expect(date).toMatch(/aria-invalid="true"/);
    expect(date).toMatch(/aria-describedby="contact-wished-date-error"/);
    expect(date).toMatch(/value="2020-01-31"/);
    expect(html).toMatch(new RegExp(`<p id="contact-wished-date-error"[^>]*>${past}</p>`));
    expect(html).toContain(`<a href="#contact-wished-date">${past}</a>`);
  });

  it("says what is kept and for how long, with the months the site sets and a link to the terms", () => {
    for (const locale of ["en", "fr", "nl"] as const) {
      const html = render({ retentionMonths: 36 }, locale);
      const [before, after] = (contactTexts["CONTACT-RETENTION"]?.[locale] ?? "")
        .replace("{{months}}", "36")
        .replaceAll("'", "&#x27;")
        .split("{{terms}}");
      const terms = (contactTexts["CONTACT-RETENTION-TERMS"]?.[locale] ?? "").replaceAll(
        "'",
        "&#x27;",
      );
      expect(before, locale).toContain("36");
      expect(html, locale).toMatch(
        new RegExp(
          `${literal(before ?? "")}<a href="${localizedPath("terms", locale)}"[^>]*>${literal(terms)}</a>${literal(after ?? "")}`,
        ),
      );
    }
  });

  it("starts with the message it is given (a question about a product)", () => {
    const html = render({ defaultMessage: "About NBR-SH-3-1000:" });
    expect(html).toMatch(
      /<textarea[^>]*id="contact-message"[^>]*>About NBR-SH-3-1000:<\/textarea>/,
    );
  });
});
