// The visitor's quote list, to read and edit: per product a quantity, a note ("cut to 500 × 500")
// and a remove button. Shown on the contact page above the form, which sends it with the message.
// Each product is named in the page's language, whatever the language of the page it was added
// on. A quantity that is not a whole number from 1 to 1 000 000 is refused next to its field and
// stays as typed, so that the visitor corrects it rather than finding another number in the mail;
// the form is not sent while one is refused (ContactForm.tsx).
//
// The texts only this list uses carry the contact page's prefix (CONTACT-QUOTE-…), so that they
// come with that page rather than with every page's frame (ADR 25).
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { numberText } from "../../modules/catalogue/stated-values.ts";
import { maxQuoteNoteLength, maxQuoteQuantity } from "../../modules/enquiries/quote-limits.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { useNotices } from "./notices.tsx";
import styles from "./QuoteList.module.css";
import {
  type QuantityProblem,
  type QuantityReading,
  type QuoteListItem,
  readQuoteQuantity,
  removeFromQuoteList,
  setQuoteNote,
  setQuoteQuantity,
  useQuoteList,
} from "./quote-list.ts";
import { useQuoteTitles } from "./quote-list-titles.ts";

const quantityProblemKeys: Record<QuantityProblem, string> = {
  whole: "CONTACT-QUOTE-QUANTITY-WHOLE",
  range: "CONTACT-QUOTE-QUANTITY-RANGE",
};

function QuantityInput({
  item,
  id,
  label,
  errorId,
  problem,
  onProblem,
}: {
  item: QuoteListItem;
  id: string;
  label: string;
  errorId: string;
  problem: QuantityProblem | undefined;
  onProblem: (problem: QuantityProblem | undefined) => void;
}) {
  // A draft of its own, so that the visitor can clear the field to type another number, and a
  // refused number stays in sight beside its message.
  const [draft, setDraft] = useState(String(item.quantity));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current && !problem) setDraft(String(item.quantity));
  }, [item.quantity, problem]);
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={maxQuoteQuantity}
      step={1}
      className={styles.quantity}
      aria-label={label}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? errorId : undefined}
      value={draft}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(event) => {
        setDraft(event.target.value);
        // A number field gives "" for what is not a number at all ("abc", "1.2.3"): its
        // validity tells that apart from an empty field.
        const read: QuantityReading = event.target.validity.badInput
          ? { problem: "whole" }
          : readQuoteQuantity(event.target.value);
        if (read.quantity !== undefined) setQuoteQuantity(item._id, read.quantity);
        onProblem(read.problem);
      }}
      onBlur={() => {
        focused.current = false;
        // "007" becomes 7; a refused number stays as typed, with its message.
        if (!problem) setDraft(String(item.quantity));
      }}
    />
  );
}

function NoteInput({ item, id, label }: { item: QuoteListItem; id: string; label: string }) {
  const { t } = useTranslation();
  return (
    <input
      id={id}
      type="text"
      className={styles.noteInput}
      aria-label={label}
      maxLength={maxQuoteNoteLength}
      placeholder={t("CONTACT-QUOTE-NOTE-EXAMPLE")}
      autoComplete="off"
      value={item.note ?? ""}
      onChange={(event) => setQuoteNote(item._id, event.target.value)}
    />
  );
}

export function QuoteList() {
  const { t } = useTranslation();
  const notify = useNotices();
  const locale = localeFromPath(useLocation().pathname);
  const items = useQuoteList();
  const headingId = useId();
  const maxShown = numberText(maxQuoteQuantity, locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState("");
  // The refused quantities, by product: the store keeps the last quantity that was accepted.
  const [problems, setProblems] = useState<Readonly<Record<string, QuantityProblem>>>({});
  const setProblem = useCallback((id: string, problem: QuantityProblem | undefined) => {
    setProblems((current) => {
      if (current[id] === problem) return current;
      const { [id]: _previous, ...rest } = current;
      return problem ? { ...rest, [id]: problem } : rest;
    });
  }, []);
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
    setProblem(item._id, undefined);
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
            {items.map((item, index) => {
              const title = nameOf(item);
              // By position: a product's reference may hold characters an id may not.
              const quantityId = `${headingId}-quantity-${index}`;
              const errorId = `${quantityId}-error`;
              const noteId = `${headingId}-note-${index}`;
              const problem = problems[item._id];
              return (
                <li key={item._id} className={styles.item}>
                  <span className={styles.product}>
                    <span className={styles.title}>{title}</span>
                    <span className={styles.code}>
                      {t("QUOTE-CODE")}: {item._id}
                    </span>
                  </span>
                  <span className={styles.controls}>
                    <label htmlFor={quantityId} className={styles.quantityLabel} aria-hidden="true">
                      {t("QUOTE-QUANTITY")}
                    </label>
                    <QuantityInput
                      item={item}
                      id={quantityId}
                      label={t("QUOTE-QUANTITY-OF", { title })}
                      errorId={errorId}
                      problem={problem}
                      onProblem={(next) => setProblem(item._id, next)}
                    />
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={t("QUOTE-REMOVE-ITEM", { title })}
                      onClick={() => remove(item)}
                    >
                      {t("QUOTE-REMOVE")}
                    </button>
                  </span>
                  {problem ? (
                    <p id={errorId} className={styles.error}>
                      {t(quantityProblemKeys[problem], { max: maxShown })}
                    </p>
                  ) : null}
                  <span className={styles.note}>
                    <label htmlFor={noteId} className={styles.noteLabel} aria-hidden="true">
                      {t("CONTACT-QUOTE-NOTE")}
                    </label>
                    <NoteInput
                      item={item}
                      id={noteId}
                      label={t("CONTACT-QUOTE-NOTE-OF", { title })}
                    />
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
