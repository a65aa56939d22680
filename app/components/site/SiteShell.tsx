// The frame of every public page: skip link, header with the shop's name and the language
// selector, the page itself, and the footer.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import { LanguageSelector } from "./LanguageSelector.tsx";
import styles from "./SiteShell.module.css";

export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t("SKIP-TO-CONTENT")}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={localizedPath("home", locale)} className={styles.brand}>
            <span className={styles.name}>{t("SITE-NAME")}</span>
            <span className={styles.tagline}>{t("SITE-TAGLINE")}</span>
          </Link>
          <LanguageSelector locale={locale} />
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>{t("FOOTER-COPYRIGHT", { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
