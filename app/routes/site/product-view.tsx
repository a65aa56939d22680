// A product on its own page (§2: /products/view/{id}); without an id, the catalogue. Its
// canonical address is the product on its main category's page.

import { data, Link, redirect } from "react-router";
import { useRootData } from "../../components/root-data.ts";
import { ProductDetails } from "../../components/site/ProductDetails.tsx";
import {
  categoryPath,
  categoryTitle,
  productView,
} from "../../modules/catalogue/category-page.server.ts";
import { plainText } from "../../modules/content/rich-text.server.ts";
import { localeFromPath, locales } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import { productData } from "../../modules/seo/structured-data.ts";
import { allCategorySlug, localizedPath } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/product-view";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { catalogue, config } = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  if (!params.id)
    throw redirect(localizedPath("products-catUrl", locale, { catUrl: allCategorySlug[locale] }));
  const id = Number(params.id);
  const snapshot = await catalogue.snapshot();
  const product = Number.isInteger(id) ? snapshot.productById.get(id) : undefined;
  const main = product ? snapshot.categoryById.get(product.Categories[0]?.id ?? 0) : undefined;
  if (!product || !main) throw data(null, { status: 404 });
  const view = productView(snapshot, product, locale);
  const texts = main.translations[locale];
  const body = texts.body || main.translations.en.body;
  const alternates = Object.fromEntries(
    locales.map((other) => [other, localizedPath("products-view-id", other, { id: String(id) })]),
  ) as Record<(typeof locales)[number], string>;
  const description = plainText(body).slice(0, 300);
  return {
    locale,
    product: view,
    body,
    extra: texts.extra || main.translations.en.extra,
    category: { title: categoryTitle(main, locale), to: categoryPath(main, locale) },
    breadcrumb: [
      { label: categoryTitle(main, locale), to: categoryPath(main, locale) },
      { label: view.title, to: alternates[locale] },
    ],
    seo: {
      title: `${view.title} | Rubbera`,
      description,
      alternates,
      canonicalPath: view.categoryPaths[locale],
      jsonLd: [
        productData(config.publicUrl, {
          bk: view.bk,
          title: view.title,
          description,
          pictures: view.pictures,
          attributes: [...view.general, ...view.technical],
          path: view.categoryPaths[locale],
        }),
      ],
    },
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function ProductViewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const { product, body, extra, category, locale } = loaderData;
  return (
    <>
      <h1>{category.title}</h1>
      <ProductDetails
        product={product}
        description={body}
        extra={extra}
        locale={locale}
        isAdmin={Boolean(user?.isAdmin)}
      />
      <p>
        <Link to={category.to}>
          {t("CATALOGUE-BACK-TO-CATEGORY", { category: category.title })}
        </Link>
      </p>
    </>
  );
}
