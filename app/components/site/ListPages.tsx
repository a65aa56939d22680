// The pages of a category's product list: previous, the first, the last and the pages around
// the current one, next. Plain links, so the list pages work without JavaScript and search
// engines follow them; nothing when the list fits on one page.
import type { Locale } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { listPagePath } from "../../routing/localized-routes.ts";
import styles from "./ListPages.module.css";
import { SiteLink } from "./SiteLink.tsx";

/** How many pages are linked on each side of the current one. */
const around = 2;

/** The page numbers to link, with `null` where some are left out. */
export function linkedPageNumbers(current: number, last: number): (number | null)[] {
  const numbers: (number | null)[] = [];
  for (let page = 1; page <= last; page += 1) {
    if (page === 1 || page === last || Math.abs(page - current) <= around) {
      numbers.push(page);
    } else if (numbers.at(-1) !== null) {
      numbers.push(null);
    }
  }
  return numbers;
}

export function ListPages({
  number: current,
  last,
  path,
  query = "",
  locale,
}: {
  number: number;
  last: number;
  /** The category's address; page 1 is the address alone. */
  path: string;
  /** The list's filters and sort, which every page keeps (`material=EPDM&sort=thickness`). */
  query?: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  const to = (page: number) => {
    const listed = listPagePath(path, locale, page);
    return query === "" ? listed : `${listed}${listed.includes("?") ? "&" : "?"}${query}`;
  };
  return (
    <nav aria-label={t("CATALOGUE-PAGES")} className={styles.pages}>
      <ul>
        {current > 1 && (
          <li>
            <SiteLink to={to(current - 1)} rel="prev">
              {t("CATALOGUE-PAGE-PREVIOUS")}
            </SiteLink>
          </li>
        )}
        {linkedPageNumbers(current, last).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <SiteLink
                to={to(page)}
                aria-label={t("CATALOGUE-PAGE-NUMBER", { number: page })}
                aria-current={page === current ? "page" : undefined}
              >
                {page}
              </SiteLink>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <SiteLink to={to(current + 1)} rel="next">
              {t("CATALOGUE-PAGE-NEXT")}
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
