// The back office's product list filters, as its address writes them (`?category=12&status=
// drafts`): read the same way by the page's loader and by its filters. Client-safe.
import { recordIdFrom } from "../../http/record-id.ts";

/** Which products the list shows: all, the published ones or the drafts. */
export const productStatuses = ["all", "published", "drafts"] as const;
export type ProductStatus = (typeof productStatuses)[number];

export type ProductFilter = {
  /** Products listed in this category or any category below it; every product when absent. */
  categoryId?: number | undefined;
  status?: ProductStatus;
};

/** The address's filters; anything else there reads as no filter. */
export function productFilterOf(searchParams: URLSearchParams): {
  categoryId: number | undefined;
  status: ProductStatus;
} {
  const status = searchParams.get("status");
  return {
    categoryId: recordIdFrom(searchParams.get("category")),
    status: productStatuses.find((known) => known === status) ?? "all",
  };
}
