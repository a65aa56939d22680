// The filter panel of a category page: a GET form over the products of the category and its
// subcategories — checkboxes for an attribute with a list of values (each with the number of
// products it would show, none: disabled), two boxes for a numeric one (placeholders the bounds
// of the list) that take a decimal comma as well as a point (`2,5`: the address writes `2.5`)
// and say, beside the box, when what is typed is no number, the list's order, and an Apply
// button. What the form's address holds besides the filters (`?view=table`) goes with it as
// hidden fields: a GET form drops its action's query. Without JavaScript the
// browser sends the form and the page redirects it to its tidy address; with JavaScript every
// change goes straight to that address, without a full reload. On a phone the panel folds
// behind "Filters (n)"; past the first few attributes the others fold behind "More filters".
// Below it: what the address asked that was ignored, the active filters as links that remove
// them, "Clear all", and how many products match.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { decimalPoint, numberText } from "../../modules/catalogue/stated-values.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import {
  rangeField,
  sortByName,
  sortParameter,
  sortValue,
  tidyListQuery,
  withQuery,
} from "../../modules/search/filter-address.ts";
import type { FilterPanelData, PanelFacet } from "../../modules/search/filter-panel.ts";
import styles from "./CategoryFilters.module.css";
import { SiteLink } from "./SiteLink.tsx";

/** Attributes shown open; the others fold behind "More filters". */
export const openFacets = 8;

/** Where the page lays the panel beside the list rather than folded (the page's own break). */
const wideScreen = "(min-width: 831px)";

/** A number as a visitor types it: `2.5`, `2,5`, `-40`; what the server reads (`numberOf`). */
export const decimalPattern = "\\s*[\\-−]?[0-9]+([.,][0-9]+)?\\s*";

/** The fields the form sends of its own: each facet's and the order's. */
function formFields(facets: readonly PanelFacet[]): Set<string> {
  const names = new Set<string>([sortParameter]);
  for (const facet of facets) {
    names.add(facet.param);
    names.add(rangeField(facet.param, "min"));
    names.add(rangeField(facet.param, "max"));
  }
  return names;
}

/** A number the address writes with a point, as the page's language writes it (`2,5`). */
function typedNumber(text: string | undefined, locale: Locale): string {
  if (!text) return "";
  const point = decimalPoint(locale);
  return point !== "." ? text.replace(".", point) : text;
}

export function CategoryFilters({ panel, locale }: { panel: FilterPanelData; locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const active = panel.chips.length;
  const shown = panel.facets.slice(0, openFacets);
  const more = panel.facets.slice(openFacets);
  const moreActive = more.some(isActive);
  const [actionPath = panel.action, actionQuery = ""] = panel.action.split("?");
  const ownFields = formFields(panel.facets);
  const carried = [...new URLSearchParams(actionQuery)].filter(([name]) => !ownFields.has(name));

  // Once the page runs, the page says what is wrong with a box, in its language, rather than the
  // browser's bubble; without JavaScript the browser's own check stands.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const [wrong, setWrong] = useState<ReadonlySet<string>>(new Set());
  const check = (sent: HTMLFormElement): boolean => {
    const found = new Set<string>();
    for (const field of sent.elements) {
      if (field instanceof HTMLInputElement && field.validity.patternMismatch) {
        found.add(field.name);
      }
    }
    setWrong((before) =>
      before.size === found.size && [...found].every((name) => before.has(name)) ? before : found,
    );
    return found.size === 0;
  };

  // On a wide screen the panel stays open once the page runs; on a phone it opens by itself
  // while filters are active. Before the page runs, a wide screen shows the closed panel's
  // filters all the same (`waiting`, in the stylesheet), so that nothing under it moves down
  // when it opens.
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(wideScreen);
    const follow = () => setWide(query.matches);
    follow();
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);

  // After each list the form shows what the address chose (the defaults the page rendered),
  // but for the field the visitor is typing in. The same form stays, and so does the focus.
  // Not as the page comes to life: its fields already show what the page was served with, or
  // what the visitor set before it ran, about to be sent (below, or by the click the page held).
  const chosenSort = sortValue(panel.sort, panel.descending);
  const chosenKey = JSON.stringify([panel.facets.map(chosenOf), chosenSort]);
  const shownKey = useRef(chosenKey);
  useEffect(() => {
    if (chosenKey === shownKey.current || !form.current) return;
    shownKey.current = chosenKey;
    for (const field of form.current.elements) {
      if (field === document.activeElement) continue;
      if (field instanceof HTMLInputElement) {
        if (field.type === "checkbox") field.checked = field.defaultChecked;
        else field.value = field.defaultValue;
      } else if (field instanceof HTMLSelectElement) {
        for (const option of field.options) option.selected = option.defaultSelected;
      }
    }
  }, [chosenKey]);

  const go = (sent: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(sent)) {
      if (typeof value === "string") params.append(name, value);
    }
    void navigate(withQuery(actionPath, tidyListQuery(params, panel.facets)), {
      preventScrollReset: true,
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = event.currentTarget;
    if (!check(sent)) {
      firstWrong(sent)?.focus();
      return;
    }
    go(sent);
  };
  const latest = useRef(go);
  latest.current = go;
  // The browser's own change event: a box ticked, an order chosen, a number once typed (on
  // Enter or leaving the field), not at every keystroke as React's onChange would. Text that is
  // no number goes nowhere; the message comes on Apply or Enter, not while the visitor moves on
  // (a message appearing then would move the button under the pointer).
  useEffect(() => {
    const sent = form.current;
    if (!sent) return;
    const changed = () => {
      if (firstWrong(sent) === undefined) latest.current(sent);
    };
    sent.addEventListener("change", changed);
    // A box ticked, an order chosen or a number typed before the page ran changed nothing then:
    // no script listened. Sent now, as its change would have been; a number still being typed
    // waits for its own change.
    if (changedBeforeRunning(sent)) changed();
    return () => sent.removeEventListener("change", changed);
  }, []);

  const facet = (item: PanelFacet) =>
    item.kind === "values" ? (
      <fieldset key={item.code} className={styles.facet}>
        <legend>{item.label}</legend>
        <ul>
          {item.values?.map((value) => {
            const checked = item.chosen?.includes(value.value) ?? false;
            return (
              <li key={value.value}>
                <label className={value.count === 0 && !checked ? styles.none : undefined}>
                  <input
                    type="checkbox"
                    name={item.param}
                    value={value.value}
                    defaultChecked={checked}
                    disabled={value.count === 0 && !checked}
                  />{" "}
                  {/* One box for the name and its count, which wraps as a line of text. */}
                  <span className={styles.valueName}>
                    {value.label} <span className={styles.count}>({value.count})</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    ) : (
      <fieldset key={item.code} className={styles.facet}>
        <legend>
          {item.label}
          {item.unit && ` (${item.unit})`}
        </legend>
        <div className={styles.range}>
          {(["min", "max"] as const).map((end) => {
            const name = rangeField(item.param, end);
            const error = wrong.has(name) ? `${name}-error` : undefined;
            return (
              <div key={end} className={styles.end}>
                <label>
                  <span>{t(end === "min" ? "CATALOGUE-FILTER-FROM" : "CATALOGUE-FILTER-TO")}</span>
                  <input
                    type="text"
                    name={name}
                    inputMode="decimal"
                    autoComplete="off"
                    pattern={decimalPattern}
                    title={t("CATALOGUE-FILTER-NOT-A-NUMBER")}
                    defaultValue={typedNumber(end === "min" ? item.from : item.to, locale)}
                    placeholder={
                      item[end] === undefined ? undefined : numberText(item[end] as number, locale)
                    }
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error}
                    onInput={(event) => {
                      if (wrong.size > 0) check(event.currentTarget.form as HTMLFormElement);
                    }}
                  />
                  {item.unit && <span aria-hidden="true">{item.unit}</span>}
                </label>
                {error && (
                  <p id={error} className={styles.error}>
                    {t("CATALOGUE-FILTER-NOT-A-NUMBER")}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
    );

  return (
    <section aria-labelledby="filters-title" className={styles.panel}>
      <details
        className={styles.fold}
        open={wide || active > 0 || undefined}
        data-waiting={!running || undefined}
      >
        <summary id="filters-title">
          {active > 0 ? t("CATALOGUE-FILTERS-COUNTED", { count: active }) : t("CATALOGUE-FILTERS")}
        </summary>
        <Form
          ref={form}
          method="get"
          action={panel.action}
          aria-labelledby="filters-title"
          onSubmit={submit}
          noValidate={running || undefined}
          className={styles.form}
        >
          <div className={styles.facets}>{shown.map(facet)}</div>
          {more.length > 0 && (
            <details className={styles.more} open={moreActive || undefined}>
              <summary>{t("CATALOGUE-FILTERS-MORE", { count: more.length })}</summary>
              <div className={styles.facets}>{more.map(facet)}</div>
            </details>
          )}
          <div className={styles.actions}>
            <label>
              {t("CATALOGUE-SORT")}{" "}
              <select name={sortParameter} defaultValue={chosenSort}>
                <option value={sortByName}>{t("CATALOGUE-SORT-NAME")}</option>
                {panel.sortOptions.flatMap((option) => {
                  const name = option.unit ? `${option.label} (${option.unit})` : option.label;
                  const highest = sortValue(option.value, true);
                  return [
                    <option key={option.value} value={option.value}>
                      {name}
                    </option>,
                    <option key={highest} value={highest}>
                      {t("CATALOGUE-SORT-HIGHEST-FIRST", { name })}
                    </option>,
                  ];
                })}
              </select>
            </label>
            {carried.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit">{t("CATALOGUE-FILTER-APPLY")}</button>
          </div>
        </Form>
      </details>
      {panel.ignoredFilters.map((name) => (
        <p key={name} className={styles.ignored}>
          {t("CATALOGUE-FILTER-IGNORED", { name })}
        </p>
      ))}
      {panel.ignoredSort !== null && (
        <p className={styles.ignored}>{t("CATALOGUE-SORT-IGNORED", { name: panel.ignoredSort })}</p>
      )}
      {active > 0 && (
        <div className={styles.chips}>
          <ul aria-label={t("CATALOGUE-FILTERS-ACTIVE")}>
            {panel.chips.map((chip) => {
              const label = t("CATALOGUE-FILTER-CHIP", { name: chip.name, value: chip.value });
              return (
                <li key={chip.to}>
                  <SiteLink
                    to={chip.to}
                    preventScrollReset
                    aria-label={t("CATALOGUE-FILTER-REMOVE", { filter: label })}
                  >
                    {label} <span aria-hidden="true">×</span>
                  </SiteLink>
                </li>
              );
            })}
          </ul>
          <SiteLink to={panel.clearAll} preventScrollReset className={styles.clear}>
            {t("CATALOGUE-FILTERS-CLEAR")}
          </SiteLink>
        </div>
      )}
      <p role="status" className={styles.status}>
        {panel.count !== null && t("CATALOGUE-FILTER-COUNT", { count: panel.count })}
      </p>
    </section>
  );
}

/**
 * Whether a field shows other than what the page was served with, leaving out the box being
 * typed in. A ticked box or a chosen order keeps the focus once changed: it counts.
 */
function changedBeforeRunning(sent: HTMLFormElement): boolean {
  for (const field of sent.elements) {
    if (field === document.activeElement && isTypedIn(field)) continue;
    if (field instanceof HTMLInputElement) {
      if (
        field.type === "checkbox"
          ? field.checked !== field.defaultChecked
          : field.value !== field.defaultValue
      ) {
        return true;
      }
    } else if (field instanceof HTMLSelectElement) {
      // A list with no option marked shows its first.
      const served = [...field.options].findIndex((option) => option.defaultSelected);
      if (field.selectedIndex !== Math.max(served, 0)) return true;
    }
  }
  return false;
}

/** A box whose text a visitor types: its change comes when they leave it. */
function isTypedIn(field: Element): boolean {
  return field instanceof HTMLInputElement && field.type !== "checkbox" && field.type !== "radio";
}

/** The first box whose text is no number, if any. */
function firstWrong(sent: HTMLFormElement): HTMLInputElement | undefined {
  for (const field of sent.elements) {
    if (field instanceof HTMLInputElement && field.validity.patternMismatch) return field;
  }
  return undefined;
}

function isActive(facet: PanelFacet): boolean {
  return (facet.chosen?.length ?? 0) > 0 || Boolean(facet.from) || Boolean(facet.to);
}

function chosenOf(facet: PanelFacet) {
  return facet.kind === "values" ? (facet.chosen ?? []) : [facet.from, facet.to];
}
