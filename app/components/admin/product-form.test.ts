import { describe, expect, it } from "vitest";
import { formResolver } from "./form-kit.ts";
import {
  type AttributeLine,
  canRemoveLine,
  type FormAttributeType,
  formConfigs,
  formErrors,
  insertionIndex,
  linesForCategory,
  linesFromProduct,
  productBody,
  productFormSchema,
  productFormValidation,
  productWording,
  valueWarning,
} from "./product-form.ts";

function counter() {
  let next = 0;
  return () => {
    next += 1;
    return `k${next}`;
  };
}

const line = (type: number, value = "", key = `${type}-${value}`): AttributeLine => ({
  key,
  attribute_type_id: type,
  attribute_value: value,
});

describe("the attribute lines of a category", () => {
  it("are one empty line per configured type, in the category's sort order", () => {
    const lines = linesForCategory(
      [
        { attribute_type_id: 7, sort_order: 2 },
        { attribute_type_id: 3, sort_order: 1 },
        { attribute_type_id: 5, sort_order: 2 },
      ],
      counter(),
    );
    expect(lines).toEqual([
      { key: "k1", attribute_type_id: 3, attribute_value: "" },
      { key: "k2", attribute_type_id: 7, attribute_value: "" },
      { key: "k3", attribute_type_id: 5, attribute_value: "" },
    ]);
  });

  it("of a stored product follow the category's order, then each line's index", () => {
    const lines = linesFromProduct(
      [
        { attribute_type_id: 2, sort_order: 1 },
        { attribute_type_id: 1, sort_order: 0 },
      ],
      [
        { attribute_type_id: 2, attribute_value: "red", index: 2 },
        { attribute_type_id: 2, attribute_value: "blue", index: 1 },
        { attribute_type_id: 9, attribute_value: "no longer configured", index: 1 },
        { attribute_type_id: 1, attribute_value: "40", index: 1 },
      ],
      counter(),
    );
    expect(lines.map((each) => [each.attribute_type_id, each.attribute_value])).toEqual([
      [1, "40"],
      [2, "blue"],
      [2, "red"],
    ]);
  });
});

describe("adding and removing lines of a multi-value type", () => {
  const lines = [line(1, "a"), line(2, "x"), line(2, "y"), line(3, "z")];

  it("adds the new line after the last line of the same type", () => {
    expect(insertionIndex(lines, 2)).toBe(3);
    expect(insertionIndex(lines, 1)).toBe(1);
    expect(insertionIndex(lines, 3)).toBe(4);
  });

  it("lets only the lines after a type's first be removed", () => {
    expect([0, 1, 2, 3, 4].map((index) => canRemoveLine(lines, index))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
  });
});

describe("a category's attribute set in the form", () => {
  it("leaves out the product number's type, which the server fills in", () => {
    const configs = [
      { attribute_type_id: 7, sort_order: 0 },
      { attribute_type_id: 1, sort_order: 10 },
    ];
    expect(formConfigs(configs, 7)).toEqual([{ attribute_type_id: 1, sort_order: 10 }]);
    expect(formConfigs(configs, null)).toEqual(configs);
  });
});

describe("the body sent to /api/products", () => {
  it("holds the state, the one category, the pictures, numbered lines and trimmed texts", () => {
    expect(
      productBody({
        bk: "  ORING-12 ",
        active: false,
        categoryId: "14",
        titles: { en: " O-ring ", fr: "", nl: "O-ring" },
        pictures: [{ id: 5 }, { id: 3 }],
        lines: [line(1, " 40 "), line(2, "red"), line(2, "blue")],
      }),
    ).toEqual({
      bk: "ORING-12",
      active: false,
      Categories: [{ id: 14 }],
      Resources: [{ id: 5 }, { id: 3 }],
      Attributes: [
        { attribute_type_id: 1, attribute_value: "40", index: 1 },
        { attribute_type_id: 2, attribute_value: "red", index: 1 },
        { attribute_type_id: 2, attribute_value: "blue", index: 2 },
      ],
      titleTranslations: { en: "O-ring", fr: "", nl: "O-ring" },
    });
  });

  it("has no category when none is chosen", () => {
    const body = productBody({
      bk: "X",
      active: true,
      categoryId: null,
      titles: { en: "", fr: "", nl: "" },
      pictures: [],
      lines: [],
    });
    expect(body.Categories).toEqual([]);
  });
});

describe("the server's field errors", () => {
  it("land under the form's fields", () => {
    expect(
      formErrors({
        bk: "Business key is required",
        "Categories.0.id": "Category 99 does not exist",
        "Attributes.2.attribute_value": "Attribute value is required",
        "Attributes.3.attribute_type_id": "Attribute X is not configured",
        "titleTranslations.fr": "Too long",
        Resources: "Picture 4 does not exist",
        somethingElse: "ignored",
      }),
    ).toEqual({
      bk: "Business key is required",
      categoryId: "Category 99 does not exist",
      "lines.2.attribute_value": "Attribute value is required",
      "lines.3.attribute_value": "Attribute X is not configured",
      "titles.fr": "Too long",
      pictures: "Picture 4 does not exist",
    });
  });
});

describe("the product form's rules", () => {
  // The interface text's key stands for its words.
  const validate = formResolver(
    productFormSchema,
    productWording((key) => key),
  );
  const empty = { en: "", fr: "", nl: "" };

  it("say what is missing in the interface's words, under the form's fields", () => {
    expect(
      validate({
        bk: " ",
        active: true,
        categoryId: null,
        titles: empty,
        pictures: [],
        lines: [line(1, " "), line(2, "red")],
      }),
    ).toEqual({
      bk: "ADMIN-PRODUCT-BK-REQUIRED",
      categoryId: "ADMIN-PRODUCT-CATEGORY-REQUIRED",
      "lines.0.attribute_value": "ADMIN-PRODUCT-VALUE-REQUIRED",
    });
  });

  it("refuse what the API would, in its words", () => {
    expect(
      validate({
        bk: "ORING#12",
        active: false,
        categoryId: "14",
        titles: { ...empty, fr: "t".repeat(301) },
        pictures: [],
        lines: [],
      }),
    ).toEqual({
      bk: "Business key may hold letters, digits, spaces and . _ / -",
      // zod's own English, as the kit words it in the administrator's language.
      "titles.fr": "ADMIN-FIELD-TOO-LONG",
    });
  });

  it("let a product with a business key and a category through", () => {
    expect(
      validate({
        bk: "ORING-12",
        active: false,
        categoryId: "14",
        titles: empty,
        pictures: [],
        lines: [],
      }),
    ).toEqual({});
  });
});

describe("the values of numeric attribute types in the form", () => {
  const type = (id: number, changes: Partial<FormAttributeType>): FormAttributeType => ({
    id,
    name: `Type ${id}`,
    unit: "",
    min: null,
    max: null,
    allowMultiple: false,
    values: [],
    ...changes,
  });
  const hardness = type(1, { name: "Dureté", unit: "Shore A", min: 20, max: 95 });
  const diameter = type(2, { name: "Diamètre intérieur", unit: "mm" });
  const thread = type(3, { name: "Filetage" });
  const material = type(4, { values: [{ value: "NBR", label: "NBR" }], unit: "mm" });
  const types = new Map([hardness, diameter, thread, material].map((each) => [each.id, each]));
  // The interface text's key and its values stand for its words.
  const t = (key: string, values?: Record<string, string | number>) =>
    values ? `${key} ${JSON.stringify(values)}` : key;
  const validate = productFormValidation(types, t);
  const values = (lines: AttributeLine[]) => ({
    bk: "ORING-12",
    active: true,
    categoryId: "14",
    titles: { en: "", fr: "", nl: "" },
    pictures: [],
    lines,
  });

  it("must be numbers, as the server asks, a decimal comma allowed", () => {
    expect(
      validate(
        values([
          line(1, "abc"),
          line(2, "2,5"),
          line(2, "2 mm"),
          line(2, " "),
          line(3, "M8 x 1,25"),
          line(4, "NBR"),
        ]),
      ),
    ).toEqual({
      "lines.0.attribute_value": 'ADMIN-PRODUCT-VALUE-NOT-NUMBER {"name":"Dureté"}',
      "lines.2.attribute_value": 'ADMIN-PRODUCT-VALUE-NOT-NUMBER {"name":"Diamètre intérieur"}',
      "lines.3.attribute_value": "ADMIN-PRODUCT-VALUE-REQUIRED",
    });
    expect(validate(values([line(1, "-500"), line(2, "0,5")]))).toEqual({});
  });

  it("name the field in zod's own rules: the line by its input's name, the title by its language", () => {
    const longTitle = {
      ...values([line(2, "1"), line(2, "x".repeat(501))]),
      titles: { en: "", fr: "t".repeat(301), nl: "" },
    };
    const errors = validate(longTitle);
    expect(errors["titles.fr"]).toBe(
      'ADMIN-FIELD-TOO-LONG {"field":"ADMIN-PRODUCT-TITLE-IN {\\"language\\":\\"ADMIN-LANGUAGE-FR\\"}","maximum":"300"}',
    );
    expect(errors["lines.1.attribute_value"]).toBe(
      'ADMIN-FIELD-TOO-LONG {"field":"ADMIN-PRODUCT-VALUE-OF {\\"number\\":2,\\"name\\":\\"Diamètre intérieur\\"}","maximum":"500"}',
    );
  });

  it("outside the type's bounds are warned about with the bound in the admin's language", () => {
    expect(valueWarning(hardness, "-500", t, "fr")).toBe(
      'ADMIN-PRODUCT-VALUE-BELOW-MIN {"name":"Dureté","min":"20 Shore A"}',
    );
    expect(valueWarning({ ...diameter, max: 12.5 }, "12,75", t, "nl")).toBe(
      'ADMIN-PRODUCT-VALUE-ABOVE-MAX {"name":"Diamètre intérieur","max":"12,5 mm"}',
    );
    expect(valueWarning({ ...diameter, max: 12.5 }, "12.5", t, "en")).toBeUndefined();
    expect(valueWarning(hardness, "70", t, "en")).toBeUndefined();
    // No number, no warning: the error says what is wrong.
    expect(valueWarning(hardness, "abc", t, "en")).toBeUndefined();
    expect(valueWarning(undefined, "-500", t, "en")).toBeUndefined();
  });
});
