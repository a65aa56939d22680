// /api/site-settings on both databases: the settings the site reads take only the values it
// understands and keep their keys; other keys hold free text and come and go.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import { updateSiteSetting } from "./site-setting.repository.server.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const addSetting = (key_code: string, key_value: string) =>
  api.call("POST", "/api/site-settings", { ...admin(), body: { key_code, key_value } });

const putSetting = (id: number, key_code: string, key_value: string) =>
  api.call("PUT", `/api/site-settings/${id}`, { ...admin(), body: { key_code, key_value } });

/** The id of a known setting, stored with a value it accepts the first time it is asked for. */
const storedIds = new Map<string, number>();
async function storedSetting(key_code: string, key_value: string): Promise<number> {
  const known = storedIds.get(key_code);
  if (known !== undefined) return known;
  const created = await addSetting(key_code, key_value);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  storedIds.set(key_code, created.body.siteSetting.id);
  return created.body.siteSetting.id;
}

// A value each known setting accepts, to store it with before a refused change.
const goodValues: Record<string, string> = {
  MAINTENANCE_MODE: "OFF",
  OFFLINE_PAGES: "",
  SHOW_LOGIN_LINK: "0",
  SHOP_LINK: "",
  SHOP_LINK_TARGET: "_blank",
  SEARCH_LIMIT: "200",
  SEARCH_BAR_LIMIT: "150",
  SEARCH_THUMBNAILS: "1",
  SHOP_EMAIL: "",
  CONTACT_EMAIL: "",
  MAIL_FROM: "",
  ENQUIRY_RETENTION_MONTHS: "24",
  VISIT_RETENTION_MONTHS: "25",
};

describe("/api/site-settings", () => {
  it("adds, lists, changes and deletes a setting the site does not read, as free text", async () => {
    const created = await addSetting("NEWSLETTER_NOTE", "anything, at all: {x} ~ 0");
    expect(created.status).toBe(200);
    const id = created.body.siteSetting.id;
    expect(await api.services.siteSettings.value("NEWSLETTER_NOTE")).toBe(
      "anything, at all: {x} ~ 0",
    );

    const changed = await putSetting(id, "NEWSLETTER_NOTE_OLD", "");
    expect(changed.body.siteSetting).toEqual({
      id,
      key_code: "NEWSLETTER_NOTE_OLD",
      key_value: "",
    });

    const list = await api.call("GET", "/api/site-settings");
    expect(list.body.siteSettings).toContainEqual({
      id,
      key_code: "NEWSLETTER_NOTE_OLD",
      key_value: "",
    });
    expect(list.body.cachedOn).toBeGreaterThan(0);

    expect((await api.call("DELETE", `/api/site-settings/${id}`, admin())).status).toBe(200);
    expect(await api.services.siteSettings.value("NEWSLETTER_NOTE_OLD")).toBeUndefined();
  });

  it.each([
    ["MAINTENANCE_MODE", "maybe", "MAINTENANCE_MODE must be ON or OFF"],
    ["MAINTENANCE_MODE", "on", "MAINTENANCE_MODE must be ON or OFF"],
    ["OFFLINE_PAGES", "/blog, contact", "OFFLINE_PAGES must be a comma-separated list of paths"],
    ["OFFLINE_PAGES", "/blog?x=1", "OFFLINE_PAGES must be a comma-separated list of paths"],
    ["SHOW_LOGIN_LINK", "yes", "SHOW_LOGIN_LINK must be 1 or 0"],
    ["SHOP_LINK", "shop.example/{language}", "SHOP_LINK must"],
    ["SHOP_LINK", "javascript:alert(1)", "SHOP_LINK must start with http:// or https://"],
    ["SHOP_LINK_TARGET", "_top", "SHOP_LINK_TARGET must be _blank or _self"],
    ["SEARCH_LIMIT", "0", "SEARCH_LIMIT must be a whole number from 1 to 1000"],
    ["SEARCH_LIMIT", "1001", "SEARCH_LIMIT must be a whole number from 1 to 1000"],
    ["SEARCH_BAR_LIMIT", "201", "SEARCH_BAR_LIMIT must be a whole number from 1 to 200"],
    ["SEARCH_BAR_LIMIT", "1.5", "SEARCH_BAR_LIMIT must be a whole number from 1 to 200"],
    ["SEARCH_THUMBNAILS", "true", "SEARCH_THUMBNAILS must be 1 or 0"],
    ["SHOP_EMAIL", "shop at rubbera", "SHOP_EMAIL must be an e-mail address or empty"],
    ["CONTACT_EMAIL", "contact@", "CONTACT_EMAIL must be an e-mail address or empty"],
    ["MAIL_FROM", "Rubbera <web@rubbera.example>", "MAIL_FROM must be an e-mail address"],
    [
      "ENQUIRY_RETENTION_MONTHS",
      "0",
      "ENQUIRY_RETENTION_MONTHS must be a whole number from 1 to 1200",
    ],
    [
      "ENQUIRY_RETENTION_MONTHS",
      "1201",
      "ENQUIRY_RETENTION_MONTHS must be a whole number from 1 to 1200",
    ],
    [
      "ENQUIRY_RETENTION_MONTHS",
      " 24",
      "ENQUIRY_RETENTION_MONTHS must be a whole number from 1 to 1200",
    ],
    ["VISIT_RETENTION_MONTHS", "0", "VISIT_RETENTION_MONTHS must be a whole number from 1 to 1200"],
  ])(
    "refuses %s = %j, added or changed, naming key_value",
    async (key_code, key_value, message) => {
      const added = await addSetting(key_code, key_value);
      expect(added.status).toBe(400);
      expect(added.body.errors).toEqual([
        { path: "body.key_value", message: expect.stringContaining(message) },
      ]);

      const good = goodValues[key_code] ?? "";
      const id = await storedSetting(key_code, good);
      const changed = await putSetting(id, key_code, key_value);
      expect(changed.status).toBe(400);
      expect(changed.body.errors).toEqual([
        { path: "body.key_value", message: expect.stringContaining(message) },
      ]);
      expect(await api.services.siteSettings.value(key_code)).toBe(good);
    },
  );

  it.each([
    ["MAINTENANCE_MODE", "ON"],
    ["OFFLINE_PAGES", "/blog, /nl/onze-diensten,/fr/à-propos"],
    ["SHOW_LOGIN_LINK", "1"],
    ["SHOP_LINK", "https://shop.rubbera.example/{language}/"],
    ["SHOP_LINK", "http://{language}.shop.rubbera.example"],
    ["SHOP_LINK_TARGET", "_self"],
    ["SEARCH_LIMIT", "1000"],
    ["SEARCH_BAR_LIMIT", "1"],
    ["SEARCH_THUMBNAILS", "0"],
    ["SHOP_EMAIL", "shop@rubbera.example"],
    ["CONTACT_EMAIL", "contact@rubbera.example"],
    ["MAIL_FROM", "web@rubbera.example"],
    ["ENQUIRY_RETENTION_MONTHS", "1200"],
    ["ENQUIRY_RETENTION_MONTHS", "1"],
  ])("accepts %s = %j", async (key_code, key_value) => {
    const id = await storedSetting(key_code, goodValues[key_code] ?? "");
    const changed = await putSetting(id, key_code, key_value);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await api.services.siteSettings.value(key_code)).toBe(key_value);
  });

  it("keeps the key of a setting the site reads: neither renamed (409 naming key_code) nor deleted (409 naming its id)", async () => {
    const id = await storedSetting("SHOP_LINK_TARGET", "_blank");
    const renamed = await putSetting(id, "SHOP_LINK_TARGET_OLD", "_blank");
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors).toEqual([
      {
        path: "body.key_code",
        message: "The site reads the setting SHOP_LINK_TARGET: it cannot be renamed",
      },
    ]);

    const deleted = await api.call("DELETE", `/api/site-settings/${id}`, admin());
    expect(deleted.status).toBe(409);
    expect(deleted.body.errors).toEqual([
      {
        path: "path.id",
        message: "The site reads the setting SHOP_LINK_TARGET: it cannot be deleted",
      },
    ]);
    const { body } = await api.call("GET", "/api/site-settings");
    expect(body.siteSettings).toContainEqual(
      expect.objectContaining({ id, key_code: "SHOP_LINK_TARGET" }),
    );
  });

  it("refuses to restore a revision whose value the setting no longer accepts", async () => {
    // A value stored before the rules existed, then corrected through the API.
    const id = await storedSetting("MAIL_FROM", "");
    await api.services.db.transaction().execute(async (trx) => {
      await updateSiteSetting(trx, id, { keyValue: "web at shop" });
      await bumpStamp(trx, "settings");
    });
    expect((await putSetting(id, "MAIL_FROM", "web@rubbera.example")).status).toBe(200);
    const history = await api.call("GET", `/api/revisions?entity=setting&id=${id}`, admin());
    const [revision] = history.body.revisions;

    const restored = await api.call("POST", `/api/revisions/${revision.id}/restore`, admin());
    expect(restored.status).toBe(409);
    expect(restored.body.error).toContain("MAIL_FROM must be an e-mail address or empty");
    expect(await api.services.siteSettings.value("MAIL_FROM")).toBe("web@rubbera.example");
  });

  it("refuses a duplicate key", async () => {
    await storedSetting("SHOP_LINK", "");
    const duplicate = await addSetting("SHOP_LINK", "https://shop.rubbera.example/{language}/");
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([
      { path: "body.key_code", message: "The setting SHOP_LINK already exists" },
    ]);
  });

  it("refuses to change or delete a setting that does not exist, or to take another's key", async () => {
    const missing = await putSetting(987654, "SHOP_EMAIL", "");
    expect(missing.status).toBe(404);
    expect((await api.call("DELETE", "/api/site-settings/987654", admin())).status).toBe(404);

    const taken = await storedSetting("SHOP_EMAIL", "");
    const other = await addSetting("SHOP_EMAIL_DRAFT", "");
    const renamed = await putSetting(other.body.siteSetting.id, "SHOP_EMAIL", "");
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors).toEqual([
      { path: "body.key_code", message: "The setting SHOP_EMAIL already exists" },
    ]);
    const same = await putSetting(taken, "SHOP_EMAIL", "shop@rubbera.example");
    expect(same.body.siteSetting.key_value).toBe("shop@rubbera.example");
  });

  it("caps search results at the SEARCH_LIMIT setting", async () => {
    const id = await storedSetting("SEARCH_LIMIT", "200");
    expect((await putSetting(id, "SEARCH_LIMIT", "5")).status).toBe(200);
    const { body } = await api.call("GET", "/api/products/search?q=x&limit=50");
    expect(body.limit).toBe(5);
  });
});
