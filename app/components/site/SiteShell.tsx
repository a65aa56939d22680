// The frame of every public page: skip link, header (logo, name, contact coordinates, language
// selector, main menu, search), breadcrumb, the page, footer, notices and the progress bar.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { localizedPath } from "../../routing/localized-routes.ts";
import { Breadcrumb } from "./Breadcrumb.tsx";
import { MailIcon, MapIcon, PhoneIcon } from "./icons.tsx";
import { LanguageFollower } from "./LanguageFollower.tsx";
import { LanguageSelector } from "./LanguageSelector.tsx";
import { MainMenu } from "./MainMenu.tsx";
import { MaintenanceNotice } from "./MaintenanceNotice.tsx";
import { NoticeArea } from "./notices.tsx";
import { ProgressBar } from "./ProgressBar.tsx";
import { QuoteLink } from "./QuoteLink.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./SiteShell.module.css";

export function SiteShell({ children, failed = false }: { children: ReactNode; failed?: boolean }) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <NoticeArea>
      {/* Every public page follows the language of the other tabs, and says so in its notices. */}
      <LanguageFollower />
      <ProgressBar failed={failed} />
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          {t("SKIP-TO-CONTENT")}
        </a>
        <header className={styles.header}>
          <MaintenanceNotice />
          <div className={styles.bar}>
            <SiteLink to={localizedPath("home", locale)} className={styles.brand}>
              <img src="/logo.svg" alt="" width="44" height="44" />
              <span>
                <span className={styles.name}>{t("SITE-NAME")}</span>
                <span className={styles.tagline}>{t("SITE-TAGLINE")}</span>
              </span>
            </SiteLink>
            <ul className={styles.coordinates}>
              <li>
                <a href={`tel:${t("SHOP-PHONE").replace(/\s+/g, "")}`}>
                  <PhoneIcon />
                  <span className="visually-hidden">{t("HEADER-PHONE-LABEL")}: </span>
                  <span className={styles.coordinateText}>{t("SHOP-PHONE")}</span>
                </a>
              </li>
              <li>
                <a href={`mailto:${t("SHOP-EMAIL")}`}>
                  <MailIcon />
                  <span className="visually-hidden">{t("HEADER-EMAIL-LABEL")}: </span>
                  <span className={styles.coordinateText}>{t("SHOP-EMAIL")}</span>
                </a>
              </li>
              <li>
                <a href={t("SHOP-MAP-URL")} rel="noopener">
                  <MapIcon />
                  <span className="visually-hidden">{t("HEADER-MAP-LABEL")}</span>
                </a>
              </li>
            </ul>
            <LanguageSelector locale={locale} className={styles.languages} />
          </div>
          <div className={styles.menuBar}>
            <MainMenu locale={locale} className={styles.menu} />
            <div className={styles.tools}>
              <QuoteLink locale={locale} className={styles.quoteLink} />
              <SearchBox />
            </div>
          </div>
        </header>
        <main id="main" className={styles.main} tabIndex={-1}>
          <Breadcrumb locale={locale} />
          {children}
        </main>
        <SiteFooter locale={locale} />
      </div>
    </NoticeArea>
  );
}
