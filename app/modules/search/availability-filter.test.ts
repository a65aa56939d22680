// The availability filter: the statuses an address chooses, the products they keep, and the
// facet that counts them, offered only where it can narrow the list.
import { describe, expect, it } from "vitest";
import type { Availability } from "../catalogue/availability.ts";
import {
  availabilityFacet,
  chosenAvailabilities,
  withAvailability,
} from "./availability-filter.ts";

const product = (bk: string, availability: Availability | null) => ({ bk, availability });
const list = [
  product("A", { status: "in_stock" }),
  product("B", { status: "made_to_order", leadTimeDays: 10 }),
  product("C", null),
  product("D", { status: "in_stock" }),
  product("E", { status: "on_request" }),
];
const texts = {
  label: "Disponibilité",
  statuses: {
    in_stock: "En stock",
    on_request: "Sur demande",
    made_to_order: "Fabriqué sur commande",
  },
};

describe("the availability filter", () => {
  it("reads the statuses an address chooses, in their order, each once", () => {
    expect(
      chosenAvailabilities(
        new URLSearchParams("availability=made_to_order,in_stock&availability=in_stock,sold_out"),
      ),
    ).toEqual(["in_stock", "made_to_order"]);
    expect(chosenAvailabilities(new URLSearchParams("material=NBR"))).toEqual([]);
  });

  it("keeps the products with a status chosen, a product saying nothing with none", () => {
    expect(withAvailability(list, ["in_stock", "made_to_order"]).map((p) => p.bk)).toEqual([
      "A",
      "B",
      "D",
    ]);
    expect(withAvailability(list, []).map((p) => p.bk)).toEqual(["A", "B", "C", "D", "E"]);
  });

  it("counts each status of the list in its facet, in the statuses' order", () => {
    expect(availabilityFacet(list, ["on_request"], texts)).toEqual({
      code: "availability",
      param: "availability",
      label: "Disponibilité",
      unit: "",
      kind: "values",
      values: [
        { value: "in_stock", label: "En stock", count: 2 },
        { value: "on_request", label: "Sur demande", count: 1 },
        { value: "made_to_order", label: "Fabriqué sur commande", count: 1 },
      ],
      chosen: ["on_request"],
    });
  });

  it("is not offered where it cannot narrow the list, unless the address chose a status", () => {
    const inStock = [list[0], list[2], list[3]].flatMap((each) => (each ? [each] : []));
    expect(availabilityFacet(inStock, [], texts)).toBeUndefined();
    expect(availabilityFacet([], [], texts)).toBeUndefined();
    expect(availabilityFacet(inStock, ["made_to_order"], texts)?.values).toEqual([
      { value: "in_stock", label: "En stock", count: 2 },
      { value: "made_to_order", label: "Fabriqué sur commande", count: 0 },
    ]);
  });
});
