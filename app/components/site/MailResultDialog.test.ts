import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contactTexts } from "../../../database/seed/interface-texts/contact.ts";
import { layoutTexts } from "../../../database/seed/interface-texts/layout.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { TranslationProvider } from "../../modules/i18n/translation.tsx";
import { packTexts } from "../../modules/i18n/translator.ts";
import {
  isMailResultShown,
  MailResultDialog,
  type MailResultState,
  mailResultWindowMs,
} from "./MailResultDialog.tsx";

const now = 1_750_000_000_000;
const stored = { id: 7, reference: "Q-2026-0042", stored: true as const, sent: true };

describe("whether the mail result is shown (§4)", () => {
  it("needs a result or an error", () => {
    expect(isMailResultShown(undefined, now)).toBe(false);
    expect(isMailResultShown(null, now)).toBe(false);
    expect(isMailResultShown({}, now)).toBe(false);
    expect(isMailResultShown({ timestamp: now }, now)).toBe(false);
    expect(isMailResultShown({ result: stored }, now)).toBe(true);
    expect(isMailResultShown({ error: "Cannot send mail" }, now)).toBe(true);
  });

  it("when timestamped, only under 15 seconds old", () => {
    expect(mailResultWindowMs).toBe(15_000);
    expect(isMailResultShown({ result: stored, timestamp: now }, now)).toBe(true);
    expect(isMailResultShown({ result: stored, timestamp: now - 14_999 }, now)).toBe(true);
    expect(isMailResultShown({ result: stored, timestamp: now - 15_000 }, now)).toBe(false);
    expect(isMailResultShown({ error: "Cannot send mail", timestamp: now - 60_000 }, now)).toBe(
      false,
    );
    // A timestamp from the future is not a result this page gave.
    expect(isMailResultShown({ result: stored, timestamp: now + 1000 }, now)).toBe(false);
  });
});

function render(state: MailResultState, locale: Locale = "en"): string {
  const texts = Object.fromEntries(
    Object.entries({ ...contactTexts, ...layoutTexts }).map(([key, text]) => [key, text[locale]]),
  );
  return renderToString(
    createElement(
      TranslationProvider,
      { texts: packTexts(texts) },
      createElement(MailResultDialog, { state, onAcknowledge: () => undefined }),
    ),
  );
}

/** A seed text as React writes it into HTML. */
const text = (key: string, locale: Locale) =>
  (contactTexts[key]?.[locale] ?? `missing ${key}`).replaceAll("'", "&#x27;");

describe("the confirmation dialog", () => {
  it("is an open, labelled dialog that closes without JavaScript", () => {
    const html = render({ result: stored, timestamp: now });
    expect(html).toMatch(/^<dialog [^>]*open=""/);
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${labelledBy}"`);
    expect(html).toMatch(
      new RegExp(`<h2 id="${labelledBy}"[^>]*>${text("MAIL-SENT-TITLE", "en")}`),
    );
    expect(html).toMatch(/<form [^>]*method="dialog"/);
  });

  it("thanks the visitor, and says so too when the mail is stored for a later try", () => {
    expect(render({ result: stored }, "fr")).toContain(text("MAIL-SENT-TEXT", "fr"));
    const queued = render({ result: { ...stored, sent: false } }, "fr");
    expect(queued).toContain(text("MAIL-SENT-TITLE", "fr"));
    expect(queued).toContain(text("MAIL-STORED-TEXT", "fr"));
  });

  it("gives the enquiry's reference, in the dialog's description, to quote when contacting the shop", () => {
    for (const locale of ["en", "fr", "nl"] as const) {
      const html = render({ result: { ...stored, sent: locale !== "fr" } }, locale);
      const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
      const description = new RegExp(`<div id="${describedBy}">(.*?)</div></div>`).exec(html)?.[1];
      expect(description, locale).toMatch(
        new RegExp(
          `${text("MAIL-REFERENCE", locale)}(?:<!-- -->)? <strong[^>]*>Q-2026-0042</strong>`,
        ),
      );
      expect(description, locale).toContain(text("MAIL-REFERENCE-HINT", locale));
    }
  });

  it("on failure, gives the error's title, text and explanation with the shop's phone and e-mail", () => {
    const html = render({ error: "Cannot send mail" }, "nl");
    expect(html).toContain(text("MAIL-ERROR-TITLE", "nl"));
    expect(html).toContain(text("MAIL-ERROR-TEXT", "nl"));
    expect(html).toContain(layoutTexts["SHOP-PHONE"]?.nl);
    expect(html).toContain(layoutTexts["SHOP-EMAIL"]?.nl);
    expect(html).not.toContain(text("MAIL-SENT-TITLE", "nl"));
    expect(html).not.toContain(text("MAIL-REFERENCE", "nl"));
  });
});
