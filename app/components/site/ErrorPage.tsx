// What a visitor sees when a page does not exist (404) or fails (§2, §8): the message, the
// status, an apology and ways on — home, products, services, blog and contact.

import { useLocation } from "react-router";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { allCategorySlug, localizedPath } from "../../routing/localized-routes.ts";
import styles from "./ErrorPage.module.css";
import { SiteLink } from "./SiteLink.tsx";

export function ErrorPage({
  status,
  closed,
}: {
  status: number;
  /** Why a 503: the whole site is in maintenance, or this page is offline. */
  closed?: "maintenance" | "offline";
}) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  if (closed) {
    return (
      <>
        <title>{`${t(closed === "maintenance" ? "MAINTENANCE-TITLE" : "OFFLINE-TITLE")} — ${t("SITE-NAME")}`}</title>
        <meta name="robots" content="noindex" />
        <h1>{t(closed === "maintenance" ? "MAINTENANCE-TITLE" : "OFFLINE-TITLE")}</h1>
        <p>{t("MAINTENANCE-TEXT")}</p>
      </>
    );
  }
  // §8: the message, "Error: {status}", the apology, then the ways on — 404 included.
  const message = status === 404 ? t("NOT-FOUND-TITLE") : t("ERROR-MESSAGE");
  const options = [
    { label: t("MENU-HOME"), to: localizedPath("home", locale) },
    {
      label: t("NOT-FOUND-BUTTON-PRODUCTS"),
      to: localizedPath("products-catUrl", locale, { catUrl: allCategorySlug[locale] }),
    },
    { label: t("NOT-FOUND-BUTTON-SERVICES"), to: localizedPath("services", locale) },
    { label: t("NOT-FOUND-BUTTON-BLOG"), to: localizedPath("blog", locale) },
    { label: t("NOT-FOUND-BUTTON-CONTACT"), to: localizedPath("contact-us", locale) },
  ];
  return (
    <>
      <title>{`${message} — ${t("SITE-NAME")}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{message}</h1>
      <p className={styles.status}>{t("ERROR-TITLE", { status })}</p>
      {status === 404 ? <p>{t("NOT-FOUND-TEXT")}</p> : null}
      <p>{t("ERROR-TEXT")}</p>
      <p>{t("ERROR-OPTIONS")}</p>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.to}>
            <SiteLink to={option.to} className={styles.button}>
              {option.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
