// The footer (§1): sitemap link, opening hours as §1 gives them (per language), closed on
// weekends and public holidays, Bancontact not accepted, parking in front of the store, three
// social links, contact details, the terms link, and the sign-in link when its setting is 1.

import { Fragment } from "react";
import type { Locale } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { openingLines } from "../../modules/settings/opening-hours.ts";
import { signInPath } from "../../routing/back-office-routes.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import { useRootData } from "../root-data.ts";
import { FacebookIcon, InstagramIcon, LinkedInIcon } from "./icons.tsx";
import styles from "./SiteFooter.module.css";
import { SiteLink } from "./SiteLink.tsx";

export const socialLinks = [
  { key: "SOCIAL-FACEBOOK", href: "https://www.facebook.com/rubbera.example", Icon: FacebookIcon },
  {
    key: "SOCIAL-LINKEDIN",
    href: "https://www.linkedin.com/company/rubbera-example",
    Icon: LinkedInIcon,
  },
  {
    key: "SOCIAL-INSTAGRAM",
    href: "https://www.instagram.com/rubbera.example",
    Icon: InstagramIcon,
  },
] as const;

export function SiteFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { settings, user } = useRootData();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t("FOOTER-HOURS-TITLE")}</h2>
          <dl className={styles.hours}>
            {openingLines(locale).map((line) => (
              <div key={line.day}>
                <dt>{line.day}</dt>
                <dd>
                  {line.periods.map((period, index) => (
                    <Fragment key={period}>
                      {index > 0 ? ", " : null}
                      {/* A time range never breaks inside: "13.30–" alone on a line misleads. */}
                      <span className={styles.period}>{period}</span>
                    </Fragment>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          <p>{t("FOOTER-CLOSED")}</p>
          <p>{t("FOOTER-NO-BANCONTACT")}</p>
          <p>{t("FOOTER-PARKING")}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("FOOTER-CONTACT-TITLE")}</h2>
          <address>
            <strong>{t("SITE-NAME")}</strong>
            <br />
            {t("SHOP-ADDRESS")}
            <br />
            <a href={`tel:${t("SHOP-PHONE").replace(/\s+/g, "")}`}>{t("SHOP-PHONE")}</a>
            <br />
            <a href={`mailto:${t("SHOP-EMAIL")}`}>{t("SHOP-EMAIL")}</a>
          </address>
          <ul className={styles.links}>
            <li>
              <SiteLink to={localizedPath("terms", locale)}>{t("FOOTER-TERMS")}</SiteLink>
            </li>
            <li>
              <SiteLink to={localizedPath("site-map", locale)}>{t("FOOTER-SITEMAP")}</SiteLink>
            </li>
            {settings.showSignInLink && !user && (
              <li>
                <SiteLink to={signInPath(locale)}>{t("MENU-LOGIN")}</SiteLink>
              </li>
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow">{t("FOOTER-FOLLOW-TITLE")}</h2>
          <ul className={styles.social}>
            {socialLinks.map(({ key, href, Icon }) => (
              <li key={key}>
                <a href={href} rel="noopener" aria-label={t(key)}>
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        {t("FOOTER-COPYRIGHT", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
