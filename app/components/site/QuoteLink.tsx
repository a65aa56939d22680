// The header's way to the quote list: a link to the contact page, where the list is sent,
// with how many products it holds (shown once the visitor has added some).

import type { Locale } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { localizedPath } from "../../routing/localized-routes.ts";
import { useQuoteCount } from "./quote-list.ts";
import { SiteLink } from "./SiteLink.tsx";

export function QuoteLink({ locale, className }: { locale: Locale; className?: string }) {
  const { t } = useTranslation();
  const count = useQuoteCount();
  if (count === 0) return null;
  return (
    <SiteLink to={`${localizedPath("contact-us", locale)}#quote-list`} className={className}>
      {t("QUOTE-LINK", { count })}
    </SiteLink>
  );
}
