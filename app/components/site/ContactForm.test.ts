import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { contactTexts } from "../../../database/seed/interface-texts/contact.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { TranslationProvider } from "../../modules/i18n/translation.tsx";
import { packTexts } from "../../modules/i18n/translator.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import { ContactForm } from "./ContactForm.tsx";
import type { ContactValues } from "./contact-fields.ts";

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
      { texts: packTexts(texts(locale)) },
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

  it("says the site counts its visits without cookies and keeps nothing of the visitor", () => {
    for (const locale of ["en", "fr", "nl"] as const) {
      const sentence = (contactTexts["CONTACT-VISITS"]?.[locale] ?? "").replaceAll("'", "&#x27;");
      expect(sentence, locale).not.toBe("");
      expect(render({}, locale), locale).toContain(`>${sentence}</p>`);
    }
  });

  it("starts with the message it is given (a question about a product)", () => {
    const html = render({ defaultMessage: "About NBR-SH-3-1000:" });
    expect(html).toMatch(
      /<textarea[^>]*id="contact-message"[^>]*>About NBR-SH-3-1000:<\/textarea>/,
    );
  });
});
