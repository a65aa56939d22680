// Terms and conditions: the general terms of sale, as rich text kept in the translations
// (TERMS-TITLE, TERMS-BODY) so that administrators edit it like any text.

import { RichText } from "../../components/site/RichText.tsx";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { type PageSeo, pageMeta } from "../../modules/seo/page-seo.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/terms";
import styles from "./content-page.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const texts = await context.get(servicesContext).interfaceTexts.forLocale(locale);
  const seo: PageSeo = {
    title: `${texts["TERMS-TITLE"] ?? ""} — ${texts["SITE-NAME"] ?? ""}`,
    description: texts["TERMS-META-DESCRIPTION"] ?? "",
  };
  return { seo, breadcrumb: [{ label: texts["TERMS-TITLE"] ?? "", to: url.pathname }] };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function Terms() {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <h1>{t("TERMS-TITLE")}</h1>
      <RichText className={styles.body} html={t("TERMS-BODY")} />
    </article>
  );
}
