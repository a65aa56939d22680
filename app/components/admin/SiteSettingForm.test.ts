import { describe, expect, it } from "vitest";
import { otherSettingSchema } from "./SiteSettingForm.tsx";

const t = (key: string, values?: Readonly<Record<string, string | number>>) =>
  `${key} ${JSON.stringify(values ?? {})}`;

describe("the form of a setting the site does not read", () => {
  it("takes any value under a new key", () => {
    const result = otherSettingSchema(t).safeParse({
      key_code: "NEWSLETTER_URL",
      key_value: "anything, {at} all",
    });
    expect(result.success).toBe(true);
  });

  it("sends a key the site reads to the settings screen", () => {
    const result = otherSettingSchema(t).safeParse({ key_code: "SHOP_LINK", key_value: "" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["key_code"],
        message: 'ADMIN-SETTINGS-KEY-KNOWN {"key":"SHOP_LINK"}',
      }),
    ]);
  });
});
