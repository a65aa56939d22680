// The breadcrumb (§2): Home followed by the trail the page gives in its loader data
// (`breadcrumb: { label, to }[]`); hidden on the home page.

import { useMatches } from "react-router";
import type { Locale } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { localizedPath } from "../../routing/localized-routes.ts";
import styles from "./Breadcrumb.module.css";
import { SiteLink } from "./SiteLink.tsx";

export type Crumb = { label: string; to: string };

export function Breadcrumb({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const trail = (leaf?.loaderData as { breadcrumb?: Crumb[] } | undefined)?.breadcrumb;
  if (!trail || leaf?.id.startsWith("home.")) return null;
  const steps = [{ label: t("MENU-HOME"), to: localizedPath("home", locale) }, ...trail];
  return (
    <nav aria-label={t("BREADCRUMB-LABEL")} className={styles.breadcrumb}>
      <ol>
        {steps.map((step, index) => (
          <li key={step.to}>
            {index === steps.length - 1 ? (
              <span aria-current="page">{step.label}</span>
            ) : (
              <SiteLink to={step.to}>{step.label}</SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
