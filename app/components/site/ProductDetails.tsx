// One product as its category page shows it (§2 category view): gallery, general attributes
// (without the product number), description, technical attributes with units, additional
// information, its availability, the "ask your question" button, and its similar products; admins get an edit
// link.

import type { AttributeRow, ShownProduct } from "../../modules/catalogue/product-page.server.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import type { SanitizedHtml } from "../../modules/i18n/rich-text.server.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import {
  datasheetPath,
  localizedPath,
  productQueryParameter,
} from "../../routing/localized-routes.ts";
import { AddToQuoteButton } from "./AddToQuoteButton.tsx";
import { Availability } from "./Availability.tsx";
import { CompareLink, CompareToggle } from "./CompareToggle.tsx";
import { Gallery } from "./Gallery.tsx";
import styles from "./ProductDetails.module.css";
import { RichText } from "./RichText.tsx";
import { SimilarProducts } from "./SimilarProducts.tsx";
import { SiteLink } from "./SiteLink.tsx";

function Attributes({ rows, title }: { rows: AttributeRow[]; title: string }) {
  if (rows.length === 0) return null;
  return (
    <section className={styles.section}>
      <h3>{title}</h3>
      <table className={styles.attributes}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ProductDetails({
  product,
  description,
  extra,
  locale,
  isAdmin,
}: {
  product: ShownProduct;
  description: SanitizedHtml;
  extra: SanitizedHtml;
  locale: Locale;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const askPath = `${localizedPath("contact-us", locale)}?${productQueryParameter[locale]}=${encodeURIComponent(product.bk)}`;
  return (
    <article className={styles.product} aria-labelledby="product-title">
      <h2 id="product-title">{product.title}</h2>
      <p className={styles.code}>
        {t("CATALOGUE-PRODUCT-CODE")}: <strong>{product.bk}</strong>
      </p>
      <div className={styles.layout}>
        <Gallery pictures={product.pictures} title={product.title} />
        <div>
          <Availability availability={product.availability} locale={locale} />
          <Attributes rows={product.general} title={t("CATALOGUE-GENERAL")} />
          <div className={styles.actions}>
            <SiteLink to={askPath} className={styles.ask}>
              {t("CATALOGUE-ASK-QUESTION")}
            </SiteLink>
            <AddToQuoteButton bk={product.bk} title={product.title} />
            <CompareToggle bk={product.bk} title={product.title} />
            <CompareLink />
            {/* A file, not a page: the browser opens it itself. */}
            <a href={datasheetPath(product.bk, locale)} type="application/pdf">
              {t("CATALOGUE-DATASHEET")}
            </a>
            {isAdmin && (
              <SiteLink
                to={adminPath("admin-products-edit-id", locale, { id: String(product.id) })}
              >
                {t("CATALOGUE-EDIT-PRODUCT")}
              </SiteLink>
            )}
          </div>
        </div>
      </div>
      {description && (
        <section className={styles.section}>
          <h3>{t("CATALOGUE-DESCRIPTION")}</h3>
          <RichText className={styles.richText} html={description} />
        </section>
      )}
      <Attributes rows={product.technical} title={t("CATALOGUE-TECHNICAL")} />
      {extra && (
        <section className={styles.section}>
          <h3>{t("CATALOGUE-EXTRA")}</h3>
          <RichText className={styles.richText} html={extra} />
        </section>
      )}
      <SimilarProducts products={product.similar} />
    </article>
  );
}
