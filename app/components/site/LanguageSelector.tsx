// Lists en, fr, nl; each link leads to the same page in that language and remembers the choice.
// A page whose address holds translated parts (a category, an article) gives its own
// alternates in `seo`; other pages map through the route table.

import { useLocation, useMatches } from "react-router";
import { type Locale, languageNames, locales } from "../../modules/i18n/locales.ts";
import { rememberLocale } from "../../modules/i18n/remembered-locale.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import type { PageSeo } from "../../modules/seo/page-seo.ts";
import { alternatePaths } from "../../routing/localized-routes.ts";
import styles from "./LanguageSelector.module.css";
import { SiteLink } from "./SiteLink.tsx";

/**
 * The page on screen in each language: the page's own alternates when its address holds
 * translated parts, else the same screen through the route table, from the address itself —
 * the document's data does not load again on every page change.
 */
export function usePageAlternates(): Record<Locale, string> {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1)?.loaderData as { seo?: PageSeo } | undefined;
  return leaf?.seo?.alternates ?? alternatePaths(pathname);
}

export function LanguageSelector({
  locale,
  className = "",
}: {
  locale: Locale;
  className?: string;
}) {
  const { t } = useTranslation();
  const alternates = usePageAlternates();
  return (
    <nav aria-label={t("LANGUAGE-SELECTOR-LABEL")} className={`${styles.selector} ${className}`}>
      <ul>
        {locales.map((target) => (
          <li key={target}>
            <SiteLink
              to={alternates[target]}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? "true" : undefined}
              onClick={() => rememberLocale(target)}
            >
              {languageNames[target]}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
