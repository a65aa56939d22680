import { describe, expect, it } from "vitest";
import { fittingValue } from "./SiteSettingForm.tsx";

describe("the value kept when a setting's key changes", () => {
  it("becomes the site's default when the key takes only a few values", () => {
    expect(fittingValue("MAINTENANCE_MODE", "")).toBe("OFF");
    expect(fittingValue("SHOP_LINK_TARGET", "https://shop.example")).toBe("_blank");
    expect(fittingValue("SHOW_LOGIN_LINK", "yes")).toBe("0");
  });

  it("stays when it fits the key, or when the key takes free text", () => {
    expect(fittingValue("MAINTENANCE_MODE", "ON")).toBe("ON");
    expect(fittingValue("SHOP_LINK_TARGET", "_self")).toBe("_self");
    expect(fittingValue("SEARCH_LIMIT", "many")).toBe("many");
    expect(fittingValue("TEST_NOTE", "anything")).toBe("anything");
  });
});
