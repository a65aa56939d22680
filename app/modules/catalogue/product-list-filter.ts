// The back office's product list filters, as its address writes them (`?category=12&status=
// drafts&attribute=4&value=EPDM`): read the same way by the page's loader and by its filters.
// Client-safe.
import { recordIdFrom } from "../../http/record-id.ts";

/** Which products the list shows: all, the published ones or the drafts. */
export const productStatuses = ["all", "published", "drafts"] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** A value filtered on is as long as an attribute line's value may be. */
export const maxFilteredValueLength = 500;

export type ProductFilter = {
  /** Products listed in this category or any category below it; every product when absent. */
  categoryId?: number | undefined;
  status?: ProductStatus;
  /** Products with a line of this attribute type… */
  attributeTypeId?: number | undefined;
  /** …whose value is this one (case and surrounding spaces aside); any value when empty. */
  attributeValue?: string | undefined;
};

/** The address's filters; anything else there reads as no filter. */
export function productFilterOf(searchParams: URLSearchParams): {
  categoryId: number | undefined;
  status: ProductStatus;
  attributeTypeId: number | undefined;
  attributeValue: string;
} {
  const status = searchParams.get("status");
  const attributeTypeId = recordIdFrom(searchParams.get("attribute"));
  return {
    categoryId: recordIdFrom(searchParams.get("category")),
    status: productStatuses.find((known) => known === status) ?? "all",
    attributeTypeId,
    attributeValue:
      attributeTypeId === undefined
        ? ""
        : (searchParams.get("value") ?? "").trim().slice(0, maxFilteredValueLength),
  };
}

/** A product's value as the filter compares it: case and surrounding spaces aside. */
export const comparedValue = (value: string) => value.trim().toLocaleLowerCase("en");
