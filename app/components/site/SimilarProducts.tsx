// A product's similar products (§2 category view): the nearest products of its category, each
// with its picture, its title linking to it on its category's page, its code and the attributes
// whose values differ from the product's. Nothing when there are none.
import type { SimilarProduct } from "../../modules/catalogue/similar-products.server.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { Picture } from "./Picture.tsx";
import styles from "./SimilarProducts.module.css";
import { SiteLink } from "./SiteLink.tsx";

export function SimilarProducts({ products }: { products: readonly SimilarProduct[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-products">
      <h3 id="similar-products">{t("CATALOGUE-SIMILAR")}</h3>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            {product.picture && (
              <Picture picture={product.picture} alt="" sizes="96px" className={styles.thumbnail} />
            )}
            <div className={styles.text}>
              <SiteLink to={product.to} className={styles.title}>
                {product.title}
              </SiteLink>
              <span className={styles.code}>{product.bk}</span>
              {product.differences.length > 0 ? (
                <>
                  <span className={styles.differs}>{t("CATALOGUE-SIMILAR-DIFFERS")}</span>
                  <dl className={styles.differences}>
                    {product.differences.map((attribute) => (
                      <div key={attribute.code}>
                        <dt>{attribute.label}</dt>
                        <dd>
                          {attribute.value}
                          {attribute.unit && ` ${attribute.unit}`}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </>
              ) : (
                <span className={styles.differs}>{t("CATALOGUE-SIMILAR-SAME")}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
