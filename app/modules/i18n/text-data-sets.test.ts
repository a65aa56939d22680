// A text edit moves the stamp of the set its key belongs to, the interface's when no module
// registered the key's prefix.
import { describe, expect, it } from "vitest";
import { TextSets } from "./text-data-sets.server.ts";

const textSets = new TextSets().register({
  dataSet: "catalogue-texts",
  keyPrefixes: ["CAT-", "PRODUCT-"],
});

describe("the sets of texts", () => {
  it("puts a key in the set whose prefix it starts with", () => {
    expect(textSets.dataSetOf("PRODUCT-OR-NBR70-TITLE")).toBe("catalogue-texts");
    expect(textSets.dataSetOf("CAT-12-BODY")).toBe("catalogue-texts");
  });

  it("leaves every other key to the interface texts", () => {
    expect(textSets.dataSetOf("MENU-HOME")).toBe("translations");
    expect(textSets.dataSetOf("BLOG-3-TITLE")).toBe("translations");
    expect(new TextSets().dataSetOf("CAT-12-BODY")).toBe("translations");
  });
});
