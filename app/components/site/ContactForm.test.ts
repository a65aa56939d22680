import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { contactTexts } from "../../../database/seed/interface-texts/contact.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { TranslationProvider } from "../../modules/i18n/translation.tsx";
import { contactFormSchema, invalidEmailMessage } from "../../modules/enquiries/contact.schema.ts";
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

function render(props: Parameters<typeof ContactForm>[0], locale: Locale = "en"): string {
  const path = localizedPath("contact-us", locale);
  const Stub = createRoutesStub([{ path, Component: () => createElement(ContactForm, props) }]);
  return renderToString(
    createElement(
      TranslationProvider,
      { texts: texts(locale) },
      createElement(Stub, { initialEntries: [path] }),
    ),
  );
}

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
        }),
      ).map((error) => error.key),
    );
    for (const key of [...keys, "CONTACT-ERROR-TOO-LONG", "CONTACT-ERROR-EMAIL-REQUIRED"]) {
      expect(contactTexts[key], key).toBeDefined();
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
      agreement: false,
    });
    form.set("agreement", "yes");
    expect(readContactValues(form).agreement).toBe(true);
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

  it("starts with the message it is given (a question about a product)", () => {
    const html = render({ defaultMessage: "About NBR-SH-3-1000:" });
    expect(html).toMatch(
      /<textarea[^>]*id="contact-message"[^>]*>About NBR-SH-3-1000:<\/textarea>/,
    );
  });
});
