import { describe, expect, it } from "vitest";
import { pluralForm } from "./plural-forms.ts";

describe("a count's text", () => {
  it("is chosen by the language's rules: French counts 0 as one", () => {
    expect(pluralForm("en", 0)).toBe("OTHER");
    expect(pluralForm("en", 1)).toBe("ONE");
    expect(pluralForm("fr", 0)).toBe("ONE");
    expect(pluralForm("fr", 1)).toBe("ONE");
    expect(pluralForm("fr", 2)).toBe("OTHER");
    // French's "many" (a million) is written with the plural.
    expect(pluralForm("fr", 1_000_000)).toBe("OTHER");
    expect(pluralForm("nl", 0)).toBe("OTHER");
    expect(pluralForm("nl", 1)).toBe("ONE");
  });
});
