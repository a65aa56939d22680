// The visitor's quote list, to read and edit: quantity per product and a remove button. Shown on
// the contact page above the form, which sends it with the message. Each product is named in the
// page's language, whatever the language of the page it was added on.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { useNotices } from "./notices.tsx";
import styles from "./QuoteList.module.css";
import {
  maxQuoteQuantity,
  type QuoteListItem,
  removeFromQuoteList,
  setQuoteQuantity,
  useQuoteList,
} from "./quote-list.ts";
import { useQuoteTitles } from "./quote-list-titles.ts";

function QuantityInput({ item, label }: { item: QuoteListItem; label: string }) {
  // A draft of its own, so that the visitor can clear the field to type another number.
  const [draft, setDraft] = useState(String(item.quantity));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setDraft(String(item.quantity));
  }, [item.quantity]);
  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      max={maxQuoteQuantity}
      step={1}
      className={styles.quantity}
      aria-label={label}
      value={draft}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(event) => {
        setDraft(event.target.value);
        const quantity = Number(event.target.value);
        if (event.target.value !== "" && Number.isFinite(quantity) && quantity >= 1) {
          setQuoteQuantity(item._id, quantity);
        }
      }}
      onBlur={() => {
        focused.current = false;
        setDraft(String(item.quantity));
      }}
    />
  );
}

export function QuoteList() {
  const { t } = useTranslation();
  const notify = useNotices();
  const locale = localeFromPath(useLocation().pathname);
  const items = useQuoteList();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const warnRetry = useCallback(() => {
    notify({
      kind: "warning",
      title: t("QUOTE-TITLES-RETRY-TITLE"),
      content: t("QUOTE-TITLES-RETRY"),
    });
  }, [notify, t]);
  const titleOf = useQuoteTitles(
    items.map((item) => item._id),
    locale,
    warnRetry,
  );
  // In the page's language; else the title a list stored before carried; else its reference.
  const nameOf = (item: QuoteListItem) => titleOf(item._id) || item.title || item._id;

  const remove = (item: QuoteListItem) => {
    removeFromQuoteList(item._id);
    setAnnouncement(t("QUOTE-REMOVED", { title: nameOf(item) }));
    // The button is gone with its line: keep the keyboard user in the list rather than at the top.
    heading.current?.focus();
  };

  return (
    // The header's quote link leads to #quote-list.
    <section id="quote-list" className={styles.list} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {t("QUOTE-LIST-TITLE")}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{t("QUOTE-LIST-EMPTY")}</p>
      ) : (
        <>
          <p className={styles.intro}>{t("QUOTE-LIST-INTRO")}</p>
          <ul className={styles.items}>
            {items.map((item) => {
              const title = nameOf(item);
              return (
                <li key={item._id} className={styles.item}>
                  <span className={styles.product}>
                    <span className={styles.title}>{title}</span>
                    <span className={styles.code}>
                      {t("QUOTE-CODE")}: {item._id}
                    </span>
                  </span>
                  <span className={styles.controls}>
                    <span className={styles.quantityLabel} aria-hidden="true">
                      {t("QUOTE-QUANTITY")}
                    </span>
                    <QuantityInput item={item} label={t("QUOTE-QUANTITY-OF", { title })} />
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={t("QUOTE-REMOVE-ITEM", { title })}
                      onClick={() => remove(item)}
                    >
                      {t("QUOTE-REMOVE")}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}
