// What a visitor sees when a page does not exist (404) or fails: the status, an apology and
// a way back.
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { localizedPath } from "../../routing/localized-routes.ts";

export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const title = status === 404 ? t("NOT-FOUND-TITLE") : t("ERROR-TITLE", { status });
  return (
    <>
      <title>{`${title} — ${t("SITE-NAME")}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      {status === 404 ? (
        <p>{t("NOT-FOUND-TEXT")}</p>
      ) : (
        <>
          <p>{t("ERROR-TEXT")}</p>
          <p>{t("ERROR-OPTIONS")}</p>
        </>
      )}
      <p>
        <Link to={localizedPath("home", locale)}>{t("MENU-HOME")}</Link>
      </p>
    </>
  );
}
