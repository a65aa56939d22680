// The product form's availability: what it starts from, the body it sends, the lead time it
// refuses before sending, and the server's refusals under its fields.
import { describe, expect, it } from "vitest";
import {
  availabilityBody,
  availabilityChoice,
  formErrors,
  leadTimeIsValid,
  type ProductFormValues,
  productBody,
  productFormValidation,
  productLabels,
} from "./product-form.ts";

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

const values = (availability: ProductFormValues["availability"]): ProductFormValues => ({
  bk: "ORING-20",
  active: true,
  categoryId: "3",
  titles: { en: "O-ring", fr: "Joint torique", nl: "O-ring" },
  pictures: [],
  lines: [],
  availability,
});

describe("the product form's availability", () => {
  it("starts from the product's, none as no status", () => {
    expect(availabilityChoice(null)).toEqual({ status: "", leadTimeDays: "" });
    expect(availabilityChoice({ status: "in_stock" })).toEqual({
      status: "in_stock",
      leadTimeDays: "",
    });
    expect(availabilityChoice({ status: "made_to_order", leadTimeDays: 10 })).toEqual({
      status: "made_to_order",
      leadTimeDays: "10",
    });
  });

  it("is sent as the API takes it, a lead time only with made to order", () => {
    expect(productBody(values({ status: "", leadTimeDays: "" })).availability).toBeNull();
    expect(productBody(values({ status: "on_request", leadTimeDays: "12" })).availability).toEqual({
      status: "on_request",
    });
    expect(
      productBody(values({ status: "made_to_order", leadTimeDays: " 10 " })).availability,
    ).toEqual({ status: "made_to_order", leadTimeDays: 10 });
    expect(productBody(values({ status: "made_to_order", leadTimeDays: "" })).availability).toEqual(
      { status: "made_to_order" },
    );
    // A form without the field sends none, so the product keeps its availability.
    expect("availability" in productBody(values(undefined))).toBe(false);
    for (const choice of [availabilityChoice({ status: "made_to_order", leadTimeDays: 7 })]) {
      expect(availabilityBody(choice)).toEqual({ status: "made_to_order", leadTimeDays: 7 });
    }
  });

  it("refuses a lead time that is no whole number of days from 1 to 365, under its field", () => {
    const validate = productFormValidation(new Map(), t);
    for (const typed of ["0", "366", "2,5", "ten", "-3", "1.5"]) {
      const choice = { status: "made_to_order" as const, leadTimeDays: typed };
      expect(leadTimeIsValid(choice), typed).toBe(false);
      expect(validate(values(choice))["availability.leadTimeDays"], typed).toBe(
        "ADMIN-PRODUCT-LEAD-TIME-INVALID",
      );
    }
    for (const typed of ["", "1", " 10 ", "365"]) {
      const choice = { status: "made_to_order" as const, leadTimeDays: typed };
      expect(leadTimeIsValid(choice), typed).toBe(true);
      expect(validate(values(choice))).toEqual({});
    }
    // A lead time left typed under another status is not sent, so it is not refused.
    expect(validate(values({ status: "in_stock", leadTimeDays: "999" }))).toEqual({});
  });

  it("shows the server's refusals under its fields, named as the form names them", () => {
    expect(
      formErrors({
        "availability.leadTimeDays": "A lead time is given for a product made to order only",
        "availability.status": "The availability is in_stock, on_request or made_to_order",
      }),
    ).toEqual({
      "availability.leadTimeDays": "A lead time is given for a product made to order only",
      "availability.status": "The availability is in_stock, on_request or made_to_order",
    });
    expect(formErrors({ availability: "The availability is an object" })).toEqual({
      "availability.status": "The availability is an object",
    });
    const labels = productLabels(t, new Map(), []);
    if (typeof labels !== "function") throw new Error("The product form names its fields");
    expect(labels("availability.status")).toBe("ADMIN-PRODUCT-AVAILABILITY");
    expect(labels("availability.leadTimeDays")).toBe("ADMIN-PRODUCT-LEAD-TIME");
  });
});
