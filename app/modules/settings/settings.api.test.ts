import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("/api/site-settings", () => {
  it("adds, lists, changes and deletes a setting", async () => {
    const created = await api.call("POST", "/api/site-settings", {
      ...admin(),
      body: { key_code: "MAINTENANCE_MODE", key_value: "OFF" },
    });
    expect(created.status).toBe(200);
    const id = created.body.siteSetting.id;
    expect(await api.services.siteSettings.value("MAINTENANCE_MODE")).toBe("OFF");

    const changed = await api.call("PUT", `/api/site-settings/${id}`, {
      ...admin(),
      body: { key_code: "MAINTENANCE_MODE", key_value: "ON" },
    });
    expect(changed.body.siteSetting).toEqual({ id, key_code: "MAINTENANCE_MODE", key_value: "ON" });
    expect(await api.services.siteSettings.value("MAINTENANCE_MODE")).toBe("ON");

    const list = await api.call("GET", "/api/site-settings");
    expect(list.body.siteSettings).toContainEqual({
      id,
      key_code: "MAINTENANCE_MODE",
      key_value: "ON",
    });
    expect(list.body.cachedOn).toBeGreaterThan(0);

    expect((await api.call("DELETE", `/api/site-settings/${id}`, admin())).status).toBe(200);
    expect(await api.services.siteSettings.value("MAINTENANCE_MODE")).toBeUndefined();
  });

  it.each([
    ["MAINTENANCE_MODE", "maybe", "MAINTENANCE_MODE must be ON or OFF"],
    ["SHOP_LINK_TARGET", "_top", "SHOP_LINK_TARGET must be _blank or _self"],
    ["OFFLINE_PAGES", "/blog, contact", "OFFLINE_PAGES must be a comma-separated list of paths"],
    ["SHOP_LINK", "shop.example/{language}", "SHOP_LINK must"],
    ["SEARCH_LIMIT", "0", "SEARCH_LIMIT must be a whole number from 1 to 9999"],
  ])("refuses %s = %s with a message naming the value", async (key_code, key_value, message) => {
    const { status, body } = await api.call("POST", "/api/site-settings", {
      ...admin(),
      body: { key_code, key_value },
    });
    expect(status).toBe(400);
    expect(body.errors[0].path).toBe("body.key_value");
    expect(body.errors[0].message).toContain(message);
  });

  it("accepts a shop link with its {language} placeholder and refuses a duplicate key", async () => {
    const body = { key_code: "SHOP_LINK", key_value: "https://shop.rubbera.example/{language}/" };
    expect((await api.call("POST", "/api/site-settings", { ...admin(), body })).status).toBe(200);
    const duplicate = await api.call("POST", "/api/site-settings", { ...admin(), body });
    expect(duplicate.status).toBe(409);
  });

  it("refuses to change or delete a setting that does not exist, or to take another's key", async () => {
    const missing = await api.call("PUT", "/api/site-settings/987654", {
      ...admin(),
      body: { key_code: "SHOP_EMAIL", key_value: "" },
    });
    expect(missing.status).toBe(404);
    expect((await api.call("DELETE", "/api/site-settings/987654", admin())).status).toBe(404);

    const taken = await api.call("POST", "/api/site-settings", {
      ...admin(),
      body: { key_code: "SHOP_EMAIL", key_value: "" },
    });
    const other = await api.call("POST", "/api/site-settings", {
      ...admin(),
      body: { key_code: "SHOW_LOGIN_LINK", key_value: "1" },
    });
    const renamed = await api.call("PUT", `/api/site-settings/${other.body.siteSetting.id}`, {
      ...admin(),
      body: { key_code: "SHOP_EMAIL", key_value: "" },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors).toEqual([
      { path: "body.key_code", message: "The setting SHOP_EMAIL already exists" },
    ]);
    const same = await api.call("PUT", `/api/site-settings/${taken.body.siteSetting.id}`, {
      ...admin(),
      body: { key_code: "SHOP_EMAIL", key_value: "shop@rubbera.example" },
    });
    expect(same.body.siteSetting.key_value).toBe("shop@rubbera.example");
  });

  it("caps search results at the SEARCH_LIMIT setting", async () => {
    await api.call("POST", "/api/site-settings", {
      ...admin(),
      body: { key_code: "SEARCH_LIMIT", key_value: "5" },
    });
    const { body } = await api.call("GET", "/api/products/search?q=x&limit=50");
    expect(body.limit).toBe(5);
  });
});
