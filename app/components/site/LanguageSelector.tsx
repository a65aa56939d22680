// Lists en, fr, nl; each link leads to the same page in that language and remembers the choice.
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { type Locale, languageNames, locales } from "../../modules/i18n/locales.ts";
import { rememberLocale } from "../../modules/i18n/remembered-locale.ts";
import { alternatePaths } from "../../routing/localized-routes.ts";
import styles from "./LanguageSelector.module.css";

export function LanguageSelector({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const alternates = alternatePaths(pathname);
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
