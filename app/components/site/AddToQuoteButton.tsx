// "Add to quote list" on a product. With JavaScript the product joins the visitor's quote list
// (by its business key: every page names it in its own language) and a success notice says so;
// a full list gets a warning instead. Without JavaScript the same button is a plain form that
// opens the contact page asking about this product, so it is never a dead button. A table's row
// adds a quantity field (`withQuantity`): the browser refuses what is not a whole number from 1
// to the quote list's maximum before the button adds it.
import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { maxQuoteItems, maxQuoteQuantity } from "../../modules/enquiries/quote-limits.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { localizedPath, productQueryParameter } from "../../routing/localized-routes.ts";
import styles from "./AddToQuoteButton.module.css";
import { useNotices } from "./notices.tsx";
import { addToQuoteList, getQuoteList, readQuoteQuantity, useQuoteList } from "./quote-list.ts";
import { SiteLink } from "./SiteLink.tsx";

const quantityField = "quantity";

export function AddToQuoteButton({
  bk,
  title,
  withQuantity = false,
}: {
  bk: string;
  title: string;
  /** A quantity field before the button, named after the product for assistive technologies. */
  withQuantity?: boolean;
}) {
  const { t } = useTranslation();
  const notify = useNotices();
  const locale = localeFromPath(useLocation().pathname);
  const contactPath = localizedPath("contact-us", locale);
  const [added, setAdded] = useState(false);
  const inList = useQuoteList().find((item) => item._id === bk.trim());

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get(quantityField);
    const asked = typeof typed === "string" ? (readQuoteQuantity(typed).quantity ?? 1) : 1;
    if (!addToQuoteList(bk, asked)) {
      setAdded(false);
      notify({
        kind: "warning",
        title: t("QUOTE-LIST-FULL-TITLE"),
        content: t("QUOTE-LIST-FULL", { max: maxQuoteItems }),
      });
      return;
    }
    setAdded(true);
    const quantity = getQuoteList().find((item) => item._id === bk.trim())?.quantity ?? 1;
    notify({
      kind: "success",
      title: t("QUOTE-ADDED-NOTICE-TITLE"),
      content: t("QUOTE-ADDED-NOTICE", { title, quantity }),
    });
  };

  return (
    <form method="get" action={contactPath} onSubmit={add} className={styles.form}>
      <input type="hidden" name={productQueryParameter[locale]} value={bk} />
      {withQuantity && (
        <input
          type="number"
          name={quantityField}
          min={1}
          max={maxQuoteQuantity}
          step={1}
          defaultValue={1}
          required
          inputMode="numeric"
          aria-label={t("QUOTE-QUANTITY-OF", { title })}
          className={styles.quantity}
        />
      )}
      <button type="submit" className={styles.button}>
        {t("QUOTE-ADD")}
      </button>
      {/* The notice announces the addition; this line stays, with the way to the list. */}
      <p className={styles.status}>
        {added && inList ? (
          <>
            {t("QUOTE-ADDED", { quantity: inList.quantity })}{" "}
            <SiteLink to={contactPath}>{t("QUOTE-VIEW")}</SiteLink>
          </>
        ) : null}
      </p>
    </form>
  );
}
