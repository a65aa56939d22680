// A range written with a decimal comma, as a Belgian visitor types it: the address reads it and
// the tidying writes it with a point.
import { describe, expect, it } from "vitest";
import { thickness, types } from "../../../tests/support/filter-catalogue.ts";
import { parseFilters, pointedNumber, tidyListQuery } from "./filter-address.ts";

const parse = (query: string) => parseFilters(new URLSearchParams(query), types);
const fields = [
  { param: "thickness", kind: "range" as const },
  { param: "material", kind: "values" as const },
];
const tidy = (query: string) => tidyListQuery(new URLSearchParams(query), fields).toString();

describe("a decimal comma in the address", () => {
  it("reads 2,5..3 as 2.5 to 3, ..2,5 as up to 2.5 and 2,5 as 2.5 exactly", () => {
    expect(parse("thickness=2,5..3")).toEqual({
      filters: [{ type: thickness, kind: "range", min: 2.5, max: 3 }],
      errors: [],
    });
    expect(parse("thickness=..2,5").filters).toEqual([
      { type: thickness, kind: "range", min: null, max: 2.5 },
    ]);
    expect(parse("thickness=2,5").filters).toEqual([
      { type: thickness, kind: "range", min: 2.5, max: 2.5 },
    ]);
  });

  it("still refuses text that is no number, naming the parameter", () => {
    expect(parse("thickness=2,,5").errors.map((error) => error.path)).toEqual(["thickness"]);
    expect(parse("thickness=2,5,1..3").errors.map((error) => error.path)).toEqual(["thickness"]);
  });
});

describe("the tidy address", () => {
  it("writes the form's ends with a point, whichever the visitor typed", () => {
    expect(tidy("thickness.min=2,5&thickness.max=")).toBe("thickness=2.5..");
    expect(tidy("thickness.min=2,5&thickness.max=4,75")).toBe("thickness=2.5..4.75");
    expect(tidy("thickness.min=2.5&thickness.max=2,5")).toBe("thickness=2.5");
    expect(tidy("thickness.min=−40&thickness.max=")).toBe("thickness=-40..");
  });

  it("writes a shared address's range with a point, and keeps text that is no number as typed", () => {
    expect(tidy("thickness=2,5..3&view=table")).toBe("thickness=2.5..3&view=table");
    expect(tidy("thickness=2,5")).toBe("thickness=2.5");
    expect(tidy("thickness.min=abc&thickness.max=")).toBe("thickness=abc..");
    // A list's values keep their commas: they separate values.
    expect(tidy("material=NBR,EPDM")).toBe("material=NBR%2CEPDM");
  });

  it("writes a number as the address does", () => {
    expect(pointedNumber(" 2,5 ")).toBe("2.5");
    expect(pointedNumber("2.5")).toBe("2.5");
    expect(pointedNumber("2,5,1")).toBe("2,5,1");
    expect(pointedNumber("")).toBe("");
  });
});
