// A product on its own page (§2: /products/view/{id}); without an id, the catalogue. Its
// canonical address is the product on its main category's page. A draft, or a product listed
// only in inactive categories, is not found by visitors; an administrator sees it with a notice.

import { data, redirect } from "react-router";
import { useRootData } from "../../components/root-data.ts";
import { HiddenNotice } from "../../components/site/HiddenNotice.tsx";
import { ProductDetails } from "../../components/site/ProductDetails.tsx";
import { SiteLink } from "../../components/site/SiteLink.tsx";
import { recordIdFrom } from "../../http/record-id.ts";
import { productPageData } from "../../modules/catalogue/product-page.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { MoreTexts, useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import { pageUser } from "../../modules/users/session.server.ts";
import { allCategorySlug, localizedPath } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { StoredPageHandle } from "../../server/stored-pages-declared.ts";
import type { Route } from "./+types/product-view";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { catalogue, interfaceTexts, config } = services;
  const locale = localeFromPath(url.pathname);
  if (!params.id)
    throw redirect(localizedPath("products-catUrl", locale, { catUrl: allCategorySlug[locale] }));
  // `/products/view/0x10` is no product's address: ids are written in digits only.
  const id = recordIdFrom(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const audience = (await pageUser(services, request))?.isAdmin ? "admins" : "visitors";
  const page = await productPageData(
    { catalogue, interfaceTexts, publicUrl: config.publicUrl },
    { id, locale, audience },
  );
  if (page.refused) throw data(null, { status: 404 });
  return { ...page, texts: await interfaceTexts.packed(locale, "catalogue") };
}

// Stored for visitors and for a cache in front, until a save drops it (ADR 54).
export const handle: StoredPageHandle = { storedPage: { seconds: 3600 } };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function ProductViewPage({ loaderData }: Route.ComponentProps) {
  return (
    <MoreTexts texts={loaderData.texts}>
      <ProductView loaderData={loaderData} />
    </MoreTexts>
  );
}

function ProductView({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const { product, body, extra, category, locale } = loaderData;
  return (
    <>
      <HiddenNotice reasons={[product.draft && "draft", category.hidden && "hidden-product"]} />
      <h1>{category.title}</h1>
      <ProductDetails
        product={product}
        description={body}
        extra={extra}
        locale={locale}
        isAdmin={Boolean(user?.isAdmin)}
      />
      <p>
        <SiteLink to={category.to}>
          {t("CATALOGUE-BACK-TO-CATEGORY", { category: category.title })}
        </SiteLink>
      </p>
    </>
  );
}
