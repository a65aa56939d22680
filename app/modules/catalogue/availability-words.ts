// A product's availability in the words of its page ("Made to order, 10 working days"), the lead
// time written and counted as the language does. The product page, the category's cards and the
// data sheet all say it this one way. Client-safe.
import type { Locale } from "../i18n/locales.ts";
import { pluralForm } from "../i18n/plural-forms.ts";
import type { Translate } from "../i18n/translator.ts";
import type { Availability } from "./availability.ts";
import { numberText } from "./stated-values.ts";

/** The availability in words; nothing for a product that says nothing. */
export function availabilityWords(
  t: Translate,
  locale: Locale,
  availability: Availability | null | undefined,
): string | undefined {
  switch (availability?.status) {
    case undefined:
      return undefined;
    case "in_stock":
      return t("CATALOGUE-AVAILABILITY-IN-STOCK");
    case "on_request":
      return t("CATALOGUE-AVAILABILITY-ON-REQUEST");
    case "made_to_order": {
      const days = availability.leadTimeDays;
      if (days === undefined) return t("CATALOGUE-AVAILABILITY-MADE-TO-ORDER");
      return t(`CATALOGUE-AVAILABILITY-MADE-TO-ORDER-DAYS-${pluralForm(locale, days)}`, {
        days: numberText(days, locale),
      });
    }
  }
}
