// The choice of a list's view, a table of sizes or cards: links to the same list in each view,
// the one shown marked. A category page remembers the visitor's choice for the next category
// (SizeTable.tsx `rememberListView`); search results, whose default is always the cards, do not.
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { type ListView, listViews } from "../../modules/search/filter-address.ts";
import styles from "./ListViews.module.css";
import { SiteLink } from "./SiteLink.tsx";
import { rememberListView } from "./SizeTable.tsx";

const viewTexts: Record<ListView, string> = {
  table: "CATALOGUE-VIEW-TABLE",
  cards: "CATALOGUE-VIEW-CARDS",
};

export function ListViews({
  view,
  remembered = false,
}: {
  /** The view shown, and the list's address in each view. */
  view: { shown: ListView } & Record<ListView, string>;
  /** Whether choosing a view is remembered for the next list. */
  remembered?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t("CATALOGUE-VIEW")} className={styles.views}>
      {listViews.map((one) => (
        <li key={one}>
          <SiteLink
            to={view[one]}
            preventScrollReset
            aria-current={one === view.shown ? "true" : undefined}
            onClick={remembered ? () => rememberListView(one) : undefined}
          >
            {t(viewTexts[one])}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
