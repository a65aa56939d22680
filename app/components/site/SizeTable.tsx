// A category's products as a table of sizes (`?view=table`): per row the code (kept in view
// while the table scrolls sideways on a phone), a thumbnail where the pictures differ, the title
// linking to the product, one column per attribute that filters, and a quantity with "Add to
// quote list". A numeric column's header is a link to the list sorted by it, so the sort works
// without JavaScript; the sorted header says so (`aria-sort`) and links to the other direction,
// highest first on a second click. The frame scrolls, not the page,
// and takes the focus so a keyboard scrolls it too.
//
// Once the page is live, each row has a box ticking its product for the comparison, in a last
// column of its own, beside "Add to quote list": rendered from the start, so that nothing moves when the boxes come, and hidden
// from a browser without scripting, where a box would do nothing. On a product's page shown
// with the table, that product's row is marked (`aria-current`, a bar and an arrow beside its
// code, not colour alone); its box is the product's own, above.
//
// The visitor's choice of view is remembered in local storage: the server renders the view the
// address names, or the category's own default; the page then goes to the address naming the
// remembered view when it differs (`rememberedListView`).
import { useId } from "react";
import type { Locale } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import type { ListView } from "../../modules/search/filter-address.ts";
import { listViews } from "../../modules/search/filter-address.ts";
import type { SizeTable as SizeTableData } from "../../modules/search/size-table.ts";
import { AddToQuoteButton } from "./AddToQuoteButton.tsx";
import { Availability } from "./Availability.tsx";
import { CompareToggle } from "./CompareToggle.tsx";
import { DraftLabel } from "./HiddenNotice.tsx";
import { Picture } from "./Picture.tsx";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./SizeTable.module.css";

const viewStorageKey = "vitrine.list-view";

/** The view the visitor last chose, if any and if storage can be read. */
export function rememberedListView(): ListView | undefined {
  try {
    const stored = window.localStorage.getItem(viewStorageKey);
    return listViews.find((view) => view === stored);
  } catch {
    return undefined;
  }
}

export function rememberListView(view: ListView) {
  try {
    window.localStorage.setItem(viewStorageKey, view);
  } catch {
    // Without storage the choice lasts as long as the address naming it.
  }
}

type SortState = "ascending" | "descending" | undefined;

const arrows = { ascending: "▲", descending: "▼" } as const;

function Header({
  label,
  unit,
  to,
  sort,
  className,
}: {
  label: string;
  unit?: string;
  to: string | null;
  sort: SortState;
  className?: string;
}) {
  const text = unit ? `${label} (${unit})` : label;
  return (
    <th scope="col" aria-sort={sort} className={className}>
      {to === null ? (
        <>
          {text}
          {sort && (
            <span aria-hidden="true" className={styles.arrow}>
              {` ${arrows[sort]}`}
            </span>
          )}
        </>
      ) : (
        <SiteLink to={to} preventScrollReset className={styles.sortLink}>
          {text}
          <span aria-hidden="true" className={sort ? styles.sortedArrow : styles.arrow}>
            {sort ? arrows[sort] : "↕"}
          </span>
        </SiteLink>
      )}
    </th>
  );
}

/** A column's header: sorted lowest first, its link sorts highest first, and back. */
function columnSort(
  column: SizeTableData["columns"][number],
  descending: boolean,
): { sort: SortState; to: string | null } {
  if (!column.sorted) return { sort: undefined, to: column.sortTo };
  if (column.sortTo === null) return { sort: "ascending", to: null };
  return descending
    ? { sort: "descending", to: column.sortTo }
    : { sort: "ascending", to: column.descendingTo };
}

export function SizeTable({
  table,
  caption,
  locale,
  current,
}: {
  table: SizeTableData;
  caption: string;
  locale: Locale;
  /** The id of the product the page shows, whose row is marked. */
  current?: number;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame takes the focus so that a keyboard scrolls it
    <section className={styles.frame} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.code}>
              {t("CATALOGUE-PRODUCT-CODE")}
            </th>
            {table.thumbnails && (
              <th scope="col">
                <span className="visually-hidden">{t("CATALOGUE-TABLE-PICTURE")}</span>
              </th>
            )}
            <Header
              label={t("CATALOGUE-TABLE-PRODUCT")}
              to={table.byName && !table.byName.sorted ? table.byName.to : null}
              sort={table.byName?.sorted ? "ascending" : undefined}
            />
            {table.columns.map((column) => (
              <Header
                key={column.param}
                label={column.label}
                unit={column.unit}
                {...columnSort(column, table.descending)}
                className={column.sortTo === null ? undefined : styles.number}
              />
            ))}
            {table.availability && <th scope="col">{t("CATALOGUE-AVAILABILITY")}</th>}
            <th scope="col">{t("QUOTE-QUANTITY")}</th>
            <th scope="col" className={styles.compare}>
              {t("CATALOGUE-COMPARE-TOGGLE")}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr
              key={row.id}
              aria-current={row.id === current ? "true" : undefined}
              className={row.id === current ? styles.current : undefined}
            >
              <th scope="row" className={styles.code}>
                {row.id === current && (
                  <span aria-hidden="true" className={styles.marker}>
                    {"▶ "}
                  </span>
                )}
                {row.bk}
              </th>
              {table.thumbnails && (
                <td className={styles.thumbnail}>
                  {row.picture && <Picture picture={row.picture} alt="" sizes="48px" />}
                </td>
              )}
              <td className={styles.title}>
                <SiteLink to={row.to}>{row.title}</SiteLink>
                {row.draft && <DraftLabel />}
              </td>
              {row.cells.map((cell, index) => {
                const column = table.columns[index];
                return (
                  <td
                    key={column?.param ?? index}
                    className={column?.sortTo === null ? undefined : styles.number}
                  >
                    {cell}
                  </td>
                );
              })}
              {table.availability && (
                <td>
                  <Availability availability={row.availability} locale={locale} compact />
                </td>
              )}
              <td className={styles.add}>
                <AddToQuoteButton bk={row.bk} title={row.title} withQuantity />
              </td>
              <td className={styles.compare}>
                {row.id !== current && <CompareToggle bk={row.bk} title={row.title} compact />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
