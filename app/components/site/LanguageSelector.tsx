// Lists en, fr, nl; each link leads to the same page in that language and remembers the choice.
// A page whose address holds translated parts (a category, an article) gives its own
// alternates in `seo`; other pages map through the route table.

import { Link, useMatches } from "react-router";
import { type Locale, languageNames, locales } from "../../modules/i18n/locales.ts";
import { rememberLocale } from "../../modules/i18n/remembered-locale.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import type { PageSeo } from "../../modules/seo/page-seo.ts";
import { useRootData } from "../root-data.ts";
import styles from "./LanguageSelector.module.css";

export function LanguageSelector({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const root = useRootData();
  const leaf = useMatches().at(-1)?.loaderData as { seo?: PageSeo } | undefined;
  const alternates = leaf?.seo?.alternates ?? root.alternates;
  return (
    <nav aria-label={t("LANGUAGE-SELECTOR-LABEL")} className={styles.selector}>
      <ul>
        {locales.map((target) => (
          <li key={target}>
            <Link
              to={alternates[target]}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? "true" : undefined}
              onClick={() => rememberLocale(target)}
            >
              {languageNames[target]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
