// Filtering a category's list by availability (in stock, on request, made to order): the
// parameter `availability`, the same word in every language, lists the statuses chosen
// comma-separated (`?availability=in_stock,made_to_order`); a product matches one of them (OR),
// and the filter combines with the attributes' filters (AND). Its facet counts, per status, the
// products it would show given the other filters, and is offered only where it can narrow the
// list (two statuses or more among its products) or when the address has chosen one. A product
// that says nothing matches no status. Client-safe.
import { type AvailabilityStatus, availabilityStatuses } from "../catalogue/availability.ts";
import type { Product } from "../catalogue/catalogue-model.ts";
import type { PanelFacet } from "./filter-panel.ts";

/** The availability filter's parameter. */
export const availabilityParam = "availability";

/** The statuses an address chooses, each once, in the statuses' order; unknown words left out. */
export function chosenAvailabilities(params: URLSearchParams): AvailabilityStatus[] {
  const words = new Set(
    params
      .getAll(availabilityParam)
      .flatMap((value) => value.split(","))
      .map((word) => word.trim()),
  );
  return availabilityStatuses.filter((status) => words.has(status));
}

/** The products with one of the statuses chosen; all of them when none is. */
export function withAvailability<T extends Pick<Product, "availability">>(
  products: readonly T[],
  chosen: readonly AvailabilityStatus[],
): T[] {
  if (chosen.length === 0) return [...products];
  const wanted = new Set<string>(chosen);
  return products.filter((product) => wanted.has(product.availability?.status ?? ""));
}

/**
 * The availability facet of a list, `shown` being its products that meet every other filter;
 * undefined where it cannot narrow the list and the address chose nothing.
 */
export function availabilityFacet(
  shown: readonly Pick<Product, "availability">[],
  chosen: readonly AvailabilityStatus[],
  texts: { label: string; statuses: Readonly<Record<AvailabilityStatus, string>> },
): PanelFacet | undefined {
  const counts = new Map<AvailabilityStatus, number>();
  for (const product of shown) {
    const status = product.availability?.status;
    if (status) counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  if (counts.size < 2 && chosen.length === 0) return undefined;
  return {
    code: availabilityParam,
    param: availabilityParam,
    label: texts.label,
    unit: "",
    kind: "values",
    values: availabilityStatuses
      .filter((status) => counts.has(status) || chosen.includes(status))
      .map((status) => ({
        value: status,
        label: texts.statuses[status],
        count: counts.get(status) ?? 0,
      })),
    chosen: [...chosen],
  };
}
