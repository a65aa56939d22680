// The demo shop as the browser tests see it: products with the chain of categories above them,
// read from the demo content itself, so tests never retype titles or addresses.
import {
  type DemoCategory,
  type DemoProduct,
  loadDemoContent,
} from "../../database/seed/demo/demo-content.ts";

const { categories: demoCategories, products: demoProducts } = loadDemoContent();

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
