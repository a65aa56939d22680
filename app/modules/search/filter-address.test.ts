// Finding a part by its specification: which attributes filter, and the filters an address
// asks for and how they are written back.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  material,
  productNumber,
  quantity,
  tempMin,
  thickness,
  type,
  types,
} from "../../../tests/support/filter-catalogue.ts";
import { filterKind } from "../catalogue/filter-model.ts";
import { filterParams, listValue, listValues, parseFilters } from "./filter-address.ts";

const parse = (query: string) => parseFilters(new URLSearchParams(query), types);

describe("which attributes filter, and how", () => {
  it("a unit or bounds make a range, a list of values makes checkboxes, a free text is no filter", () => {
    expect(filterKind(thickness)).toBe("range");
    expect(filterKind(quantity)).toBe("range");
    expect(filterKind(material)).toBe("values");
    expect(filterKind(productNumber)).toBeUndefined();
    expect(filterKind(type(9, "NOTE"))).toBeUndefined();
  });

  it("a type the back office does not offer as a filter is none, whatever its kind", () => {
    expect(filterKind({ ...thickness, filter: false })).toBeUndefined();
    expect(filterKind({ ...material, filter: false })).toBeUndefined();
  });
});

describe("filters read from the address", () => {
  it("names filters by the attribute code in lower case, finds values whatever their case, and leaves other parameters alone", () => {
    const { filters, errors } = parse(
      "material=epdm,NBR&thickness=..5&temp_min=-40..&product=X&page=2",
    );
    expect(errors).toEqual([]);
    expect(filters).toEqual([
      { type: material, kind: "values", values: ["EPDM", "NBR"] },
      { type: thickness, kind: "range", min: null, max: 5 },
      { type: tempMin, kind: "range", min: -40, max: null },
    ]);
  });

  it("takes one number as that value exactly, a minus sign and a decimal comma", () => {
    expect(parse("thickness=3").filters).toEqual([
      { type: thickness, kind: "range", min: 3, max: 3 },
    ]);
    expect(parse("temp_min=−40..−20").filters).toEqual([
      { type: tempMin, kind: "range", min: -40, max: -20 },
    ]);
    expect(parse("thickness=1,5..2").filters).toEqual([
      { type: thickness, kind: "range", min: 1.5, max: 2 },
    ]);
  });

  it("an empty parameter or an open range is no filter", () => {
    expect(parse("material=&thickness=..&colour=RED")).toEqual({ filters: [], errors: [] });
  });

  it("refuses a range that is not one, naming the parameter", () => {
    expect(parse("thickness=thin").errors).toEqual([
      {
        path: "thickness",
        message: "thickness must be a number or a range such as 3..5, ..5 or 3.. (in mm)",
      },
    ]);
    expect(parse("thickness=1..2..3").errors.map((error) => error.path)).toEqual(["thickness"]);
    expect(parse("thickness=5..3").errors).toEqual([
      { path: "thickness", message: "thickness: the lower end is above the upper end" },
    ]);
    expect(parse("temp_min=1e3").errors.map((error) => error.path)).toEqual(["temp_min"]);
  });

  it("writes a comma inside a value as \\, and reads it back", () => {
    expect(listValues("A\\,B,C")).toEqual(["A,B", "C"]);
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1 }).filter((value) => value.trim() === value && value !== ""),
          { minLength: 1 },
        ),
        (values) => {
          expect(listValues(values.map(listValue).join(","))).toEqual(values);
        },
      ),
    );
  });

  it("writes back into an address what it read", () => {
    const query = "material=EPDM,NBR&thickness=..5&temp_min=-40..&quantity=10";
    const { filters } = parse(query);
    expect(new URLSearchParams(filterParams(filters)).toString()).toBe(
      new URLSearchParams(query).toString(),
    );
  });
});
