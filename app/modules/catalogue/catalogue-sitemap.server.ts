// The catalogue in the sitemap (registered at the composition root, ADR 43): every category a
// visitor may open and every product page, with their alternates; on the sitemap page, the
// category tree. Only what the site shows a visitor: no inactive category nor anything below
// one, no draft, no product whose main category is hidden.
import type { Locale } from "../i18n/locales.ts";
import {
  perLocale,
  type SiteMapLink,
  type SitemapEntry,
  type SitemapSource,
} from "../seo/sitemap.server.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { categoryPath, productPath } from "./catalogue-addresses.ts";
import type { Category } from "./catalogue-model.ts";
import type { CatalogueReadModel } from "./catalogue-read-model.server.ts";

/**
 * Every category a visitor may open, as a tree in the order of the category pages: active and
 * below active ones only. Categories kept out of the side tree (show_in_tree 0) are listed: their
 * parent's page shows them as cards, and they have their own page.
 */
function visibleCategoryTree(model: CatalogueReadModel, locale: Locale): SiteMapLink[] {
  const listed = new Set<number>();
  const node = (category: Category): SiteMapLink => {
    listed.add(category.id);
    return {
      id: category.id,
      title: model.categoryTitle(category, locale),
      to: categoryPath(category, locale),
      children: model
        .childrenOf(category)
        .filter((child) => !listed.has(child.id) && model.shownToVisitors(child))
        .map(node),
    };
  };
  // The root ("all") first; a category whose parent is gone stands at the top level too.
  const tops = model.categories
    .filter((category) => !model.category(category.parentId) && model.shownToVisitors(category))
    .sort((a, b) => Number(b.id === model.root?.id) - Number(a.id === model.root?.id));
  return tops.filter((category) => !listed.has(category.id)).map(node);
}

export function catalogueSitemapSource(catalogue: Catalogue): SitemapSource {
  return {
    section: { name: "categories", heading: "SITEMAP-CATEGORIES" },
    async entries() {
      const model = await catalogue.read();
      const entries: SitemapEntry[] = [];
      for (const category of model.categories) {
        if (!model.shownToVisitors(category)) continue;
        entries.push({ paths: perLocale((locale) => categoryPath(category, locale)) });
      }
      for (const product of model.products) {
        const main = model.mainCategoryOf(product);
        // A draft has no page for visitors, nor a product whose main category is hidden.
        if (!product.active || !main || !model.shownToVisitors(main)) continue;
        entries.push({ paths: perLocale((locale) => productPath(main, product.bk, locale)) });
      }
      return entries;
    },
    async links(locale) {
      return visibleCategoryTree(await catalogue.read(), locale);
    },
  };
}
