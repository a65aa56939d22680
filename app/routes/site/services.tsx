// Services page: what the workshop does besides selling from stock, as rich text kept in the
// translations (SERVICES-TITLE, SERVICES-BODY) so that administrators edit it like any text.

import { PageBodyText } from "../../components/site/RichText.tsx";
import { textPageData } from "../../modules/content/content-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import { servicesContext } from "../../server/context.ts";
import type { StoredPageHandle } from "../../server/stored-pages-declared.ts";
import type { Route } from "./+types/services";
import styles from "./content-page.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { interfaceTexts } = context.get(servicesContext);
  return textPageData(
    { interfaceTexts },
    { page: "services", locale: localeFromPath(url.pathname), path: url.pathname },
  );
}

// Stored for visitors and for a cache in front, until a save drops it (ADR 54).
export const handle: StoredPageHandle = { storedPage: { seconds: 3600 } };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <h1>{t("SERVICES-TITLE")}</h1>
      {loaderData.body ? <PageBodyText className={styles.body} body={loaderData.body} /> : null}
    </article>
  );
}
