import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./placeholders.ts";

describe("{{name}} placeholders in content", () => {
  it("are replaced by their values, escaped", () => {
    expect(
      fillPlaceholders("<p>Hello {{name}}, {{ count }} items</p>", { name: "<Ann>", count: 3 }),
    ).toBe("<p>Hello &lt;Ann&gt;, 3 items</p>");
  });

  it("may be wrapped in a span with a class", () => {
    expect(
      fillPlaceholders("Call {{phone}}", { phone: "+32 2 555 01 23" }, { spanClass: "phone" }),
    ).toBe('Call <span class="phone">+32 2 555 01 23</span>');
  });

  it("are left as they are when no value is given", () => {
    expect(fillPlaceholders("{{unknown}} stays", {})).toBe("{{unknown}} stays");
  });
});
