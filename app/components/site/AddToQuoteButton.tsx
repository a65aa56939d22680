// "Add to quote list" on a product. With JavaScript the product joins the visitor's quote list;
// without it the same button is a plain form that opens the contact page asking about this
// product, so it is never a dead button.
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "react-router";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { localizedPath, productQueryParameter } from "../../routing/localized-routes.ts";
import styles from "./AddToQuoteButton.module.css";
import { addToQuoteList, useQuoteList } from "./quote-list.ts";

export function AddToQuoteButton({ bk, title }: { bk: string; title: string }) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const contactPath = localizedPath("contact-us", locale);
  const [added, setAdded] = useState(false);
  const inList = useQuoteList().find((item) => item._id === bk.trim());

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(addToQuoteList({ bk, title }));
  };

  return (
    <form method="get" action={contactPath} onSubmit={add} className={styles.form}>
      <input type="hidden" name={productQueryParameter[locale]} value={bk} />
      <button type="submit" className={styles.button}>
        {t("QUOTE-ADD")}
      </button>
      {/* Present from the start, so that screen readers announce what is written into it. */}
      <p role="status" className={styles.status}>
        {added && inList ? (
          <>
            {t("QUOTE-ADDED", { quantity: inList.quantity })}{" "}
            <Link to={contactPath}>{t("QUOTE-VIEW")}</Link>
          </>
        ) : null}
      </p>
    </form>
  );
}
