import { describe, expect, it } from "vitest";
import { formResolver } from "./form-kit.ts";
import {
  changedSettings,
  formValues,
  pathRow,
  type SettingsFormValues,
  settingsFormSchema,
  settingsWording,
  storedSettings,
  storedValues,
} from "./site-settings-form.ts";

const seeded = [
  { id: 1, key_code: "MAINTENANCE_MODE", key_value: "ON" },
  { id: 2, key_code: "OFFLINE_PAGES", key_value: "/blog, /nl/onze-diensten" },
  { id: 3, key_code: "SEARCH_LIMIT", key_value: "200" },
  { id: 4, key_code: "SEARCH_THUMBNAILS", key_value: "1" },
  { id: 5, key_code: "SHOP_LINK_TARGET", key_value: "_self" },
  { id: 6, key_code: "NEWSLETTER_URL", key_value: "https://news.example" },
];

const t = (key: string, values?: Readonly<Record<string, string | number>>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const check = formResolver(settingsFormSchema, settingsWording(t));

const valuesFrom = (settings = seeded) => formValues(storedSettings(settings));

describe("the settings screen's form", () => {
  it("shows each setting by its kind: switches, numbers, a list of paths, texts", () => {
    const values = valuesFrom();
    expect(values.MAINTENANCE_MODE).toBe(true);
    expect(values.SEARCH_THUMBNAILS).toBe(true);
    expect(values.SEARCH_LIMIT).toBe(200);
    expect(values.OFFLINE_PAGES.map((row) => row.path)).toEqual(["/blog", "/nl/onze-diensten"]);
    expect(values.SHOP_LINK_TARGET).toBe("_self");
  });

  it("starts a setting never stored from what the site then does", () => {
    const values = valuesFrom([]);
    expect(values.MAINTENANCE_MODE).toBe(false);
    expect(values.SHOW_LOGIN_LINK).toBe(false);
    expect(values.SHOP_LINK_TARGET).toBe("_blank");
    expect(values.SEARCH_BAR_LIMIT).toBe(150);
    expect(values.ENQUIRY_RETENTION_MONTHS).toBe(24);
    expect(values.OFFLINE_PAGES).toEqual([]);
  });

  it("stores each value as the setting's text, the paths comma-separated", () => {
    const values: SettingsFormValues = {
      ...valuesFrom(),
      MAINTENANCE_MODE: false,
      SEARCH_THUMBNAILS: false,
      SHOW_LOGIN_LINK: true,
      SEARCH_LIMIT: 50,
      SHOP_EMAIL: "  shop@rubbera.example ",
      OFFLINE_PAGES: [pathRow(" /blog "), pathRow(""), pathRow("/fr/blog")],
    };
    expect(storedValues(values)).toMatchObject({
      MAINTENANCE_MODE: "OFF",
      SEARCH_THUMBNAILS: "0",
      SHOW_LOGIN_LINK: "1",
      SEARCH_LIMIT: "50",
      SHOP_EMAIL: "shop@rubbera.example",
      OFFLINE_PAGES: "/blog,/fr/blog",
    });
  });

  it("sends only the settings whose stored text changes", () => {
    const before = valuesFrom();
    // The same paths in new rows store the same text: nothing to send.
    const same = { ...before, OFFLINE_PAGES: before.OFFLINE_PAGES.map((row) => pathRow(row.path)) };
    expect(changedSettings(before, same)).toEqual([]);
    const after = {
      ...before,
      MAINTENANCE_MODE: false,
      OFFLINE_PAGES: [...before.OFFLINE_PAGES, pathRow("/fr/blog")],
    };
    expect(changedSettings(before, after)).toEqual(["MAINTENANCE_MODE", "OFFLINE_PAGES"]);
  });

  it("takes the site's values as they are", () => {
    expect(check(valuesFrom())).toEqual({});
  });

  it("refuses under each field what the API would refuse, in the administrator's words", () => {
    const errors = check({
      ...valuesFrom(),
      SHOP_LINK: "shop.rubbera.example/{language}",
      SEARCH_LIMIT: 1001,
      SEARCH_BAR_LIMIT: "",
      MAIL_FROM: "web at rubbera",
      OFFLINE_PAGES: [pathRow("/blog"), pathRow("contact"), pathRow("")],
    });
    expect(errors).toEqual({
      SHOP_LINK: "ADMIN-SETTINGS-ERROR-SHOP_LINK",
      SEARCH_LIMIT: 'ADMIN-SETTINGS-ERROR-NUMBER {"min":1,"max":1000}',
      SEARCH_BAR_LIMIT: 'ADMIN-SETTINGS-ERROR-NUMBER {"min":1,"max":200}',
      MAIL_FROM: "ADMIN-SETTINGS-ERROR-EMAIL",
      "OFFLINE_PAGES.1.path": "ADMIN-SETTINGS-ERROR-OFFLINE_PAGES",
    });
  });
});
