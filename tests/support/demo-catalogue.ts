// The demo shop as the browser tests see it: products with the chain of categories above them,
// read from the demo content itself, so tests never retype titles or addresses.

import { type Locale, localeTags } from "../../app/modules/i18n/locales.ts";
import {
  type DemoCategory,
  type DemoProduct,
  loadDemoContent,
} from "../../database/seed/demo/demo-content.ts";

const {
  attributeTypes: demoAttributeTypes,
  categories: demoCategories,
  products: demoProducts,
} = loadDemoContent();

export function categoryChain(bk: string): DemoCategory[] {
  const walk = (
    nodes: readonly DemoCategory[],
    trail: DemoCategory[],
  ): DemoCategory[] | undefined => {
    for (const node of nodes) {
      const path = [...trail, node];
      if (node.bk === bk) return path;
      const found = walk(node.children ?? [], path);
      if (found) return found;
    }
    return undefined;
  };
  const chain = walk(demoCategories, []);
  if (!chain) throw new Error(`No demo category ${bk}`);
  return chain;
}

/** A product whose category sits at least three levels below the root. */
export function deepProduct(): { product: DemoProduct; chain: DemoCategory[] } {
  for (const product of demoProducts) {
    const chain = categoryChain(product.category);
    if (chain.length >= 4) return { product, chain };
  }
  throw new Error("No deep demo product");
}

/**
 * The demo's NBR 70 O-rings in a language, as the size table's journeys read them: their leaf
 * category, the inner diameter's column header, a number written the page's way, and each
 * ring's code, title and inner diameter.
 */
export function demoRings(locale: Locale) {
  const chain = categoryChain("o-rings-nbr-70");
  const rings = chain[chain.length - 1] as DemoCategory;
  const inner = demoAttributeTypes.find((type) => type.code === "INNER_DIAMETER");
  if (!inner) throw new Error("No demo attribute INNER_DIAMETER");
  const ringProducts = demoProducts
    .filter((product) => product.category === rings.bk)
    .map((product) => ({
      bk: product.bk,
      title: product.title[locale],
      inner: Number(
        product.attributes.find((attribute) => attribute.code === inner.code)?.values[0] ?? NaN,
      ),
    }));
  return {
    rings,
    inner,
    innerHeader: `${inner.label[locale]} (${inner.unit})`,
    number: new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 3 }),
    ringProducts,
  };
}
