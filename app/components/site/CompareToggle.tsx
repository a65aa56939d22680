// "Compare" on a product: a checkbox that ticks the product for the comparison page, up to four
// (compare-list.ts keeps them in the browser); a fifth is refused with a notice. `CompareLink`
// leads to the comparison of the ticked products, "Compare (n)", once one is ticked. Both need
// JavaScript and work once the page is live: without it, a checkbox would do nothing, so until
// then the box only holds its place, unseen.
// A list (a table of sizes) puts a `CompareToggle` on each row, `compact` to show only the box,
// and one `CompareLink` above it.
import { useId, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { maxComparedProducts } from "../../modules/catalogue/compare.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { localizedPath } from "../../routing/localized-routes.ts";
import styles from "./CompareToggle.module.css";
import {
  addToCompareList,
  compareQuery,
  removeFromCompareList,
  useCompareList,
} from "./compare-list.ts";
import { useNotices } from "./notices.tsx";
import { SiteLink } from "./SiteLink.tsx";

const noChange = () => () => {};

/** False on the server and during hydration, true once the page runs in the browser. */
function useLive(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

export function CompareToggle({
  bk,
  title,
  compact = false,
}: {
  bk: string;
  /** The product's title, which names the box to assistive technologies. */
  title: string;
  /** Only the box shows; its label stays for assistive technologies. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const notify = useNotices();
  const id = useId();
  const live = useLive();
  const ticked = useCompareList().includes(bk.trim());
  // Before the page runs, the frame holds its place unseen: a row or card that grew when the
  // box appeared would move what is under it, the link a visitor's first click is aiming at
  // included (the page starts at that click: ADR 56).
  if (!live) {
    return (
      <span className={`${styles.toggle} ${styles.waiting}`} aria-hidden="true">
        <input type="checkbox" disabled tabIndex={-1} className={styles.box} />
        <span className={styles.label}>
          <span className={compact ? "visually-hidden" : undefined}>
            {t("CATALOGUE-COMPARE-TOGGLE")}
          </span>
        </span>
      </span>
    );
  }

  const toggle = () => {
    if (ticked) {
      removeFromCompareList(bk);
      return;
    }
    if (!addToCompareList(bk)) {
      notify({
        kind: "warning",
        title: t("CATALOGUE-COMPARE-FULL-TITLE"),
        content: t("CATALOGUE-COMPARE-FULL", { max: maxComparedProducts }),
      });
    }
  };

  return (
    <span className={styles.toggle}>
      <input id={id} type="checkbox" checked={ticked} onChange={toggle} className={styles.box} />
      <label htmlFor={id} className={styles.label}>
        <span className={compact ? "visually-hidden" : undefined}>
          {t("CATALOGUE-COMPARE-TOGGLE")}
        </span>
        <span className="visually-hidden"> {title}</span>
      </label>
    </span>
  );
}

/** "Compare (n)": the comparison of the ticked products, shown once one is ticked. */
export function CompareLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const keys = useCompareList();
  if (keys.length === 0) return null;
  return (
    <SiteLink
      to={`${localizedPath("compare", locale)}${compareQuery(keys)}`}
      className={className ? `${styles.link} ${className}` : styles.link}
    >
      {t("CATALOGUE-COMPARE-LINK", { count: keys.length })}
    </SiteLink>
  );
}
