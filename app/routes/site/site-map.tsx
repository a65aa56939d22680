// The sitemap page: every page of the site, then each section the sitemap's sources give (the
// category tree, the blog's articles), as links in the page's language, for visitors (search
// engines read /sitemap.xml). Only what the site shows a visitor is listed.

import { SiteLink } from "../../components/site/SiteLink.tsx";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import type { SiteMapLink } from "../../modules/seo/sitemap.server.ts";
import { siteMapPageData } from "../../modules/seo/sitemap.server.ts";
import { servicesContext } from "../../server/context.ts";
import type { StoredPageHandle } from "../../server/stored-pages-declared.ts";
import type { Route } from "./+types/site-map";
import styles from "./site-map.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  return siteMapPageData(context.get(servicesContext), {
    locale: localeFromPath(url.pathname),
    path: url.pathname,
  });
}

// Stored for visitors and for a cache in front, until a save drops it (ADR 54).
export const handle: StoredPageHandle = { storedPage: { seconds: 3600 } };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

function LinkList({ links }: { links: readonly SiteMapLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.id}>
          <SiteLink to={link.to}>{link.title}</SiteLink>
          {link.children.length > 0 ? <LinkList links={link.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pages, sections } = loaderData;
  return (
    <article className={styles.page}>
      <h1>{t("SITEMAP-TITLE")}</h1>
      <section aria-labelledby="site-map-pages">
        <h2 id="site-map-pages">{t("SITEMAP-PAGES")}</h2>
        <ul>
          {pages.map((page) => (
            <li key={page.to}>
              <SiteLink to={page.to}>{page.label}</SiteLink>
            </li>
          ))}
        </ul>
      </section>
      {sections.map((section) =>
        section.links.length > 0 ? (
          <section
            key={section.name}
            aria-labelledby={`site-map-${section.name}`}
            className={styles.tree}
          >
            <h2 id={`site-map-${section.name}`}>{t(section.heading)}</h2>
            <LinkList links={section.links} />
          </section>
        ) : null,
      )}
    </article>
  );
}
