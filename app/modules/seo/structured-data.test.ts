// A product's structured data says its availability as an offer with schema.org's
// ItemAvailability, and its lead time as the offer's delivery lead time; a product that says
// nothing has no offer.
import { describe, expect, it } from "vitest";
import { productData, schemaOrgAvailability } from "./structured-data.ts";

const product = {
  bk: "OR-20X3",
  title: "O-ring 20 × 3 mm",
  description: "NBR 70",
  pictures: [],
  attributes: [],
  path: "/products/o-rings/OR-20X3",
  brand: "Rubbera",
};

describe("a product's structured data", () => {
  it("says each availability with schema.org's value", () => {
    expect(schemaOrgAvailability).toEqual({
      in_stock: "https://schema.org/InStock",
      on_request: "https://schema.org/BackOrder",
      made_to_order: "https://schema.org/MadeToOrder",
    });
    const inStock = productData("https://rubbera.example", {
      ...product,
      availability: { status: "in_stock" },
    });
    expect(inStock.offers).toEqual({
      "@type": "Offer",
      url: "https://rubbera.example/products/o-rings/OR-20X3",
      availability: "https://schema.org/InStock",
    });
  });

  it("gives a made-to-order product's lead time in days", () => {
    const made = productData("https://rubbera.example", {
      ...product,
      availability: { status: "made_to_order", leadTimeDays: 10 },
    });
    expect(made.offers).toMatchObject({
      availability: "https://schema.org/MadeToOrder",
      deliveryLeadTime: { "@type": "QuantitativeValue", value: 10, unitCode: "DAY" },
    });
  });

  it("has no offer when the product says nothing", () => {
    expect(productData("https://rubbera.example", product)).not.toHaveProperty("offers");
    expect(
      productData("https://rubbera.example", { ...product, availability: null }),
    ).not.toHaveProperty("offers");
  });
});
