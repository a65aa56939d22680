import {
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
  RouterContextProvider,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { sessionCookie } from "../../modules/users/session.server.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import { loader as articleEdit } from "./article-edit.tsx";
import { loader as attributeEdit } from "./attribute-edit.tsx";
import { loader as attributeValueEdit } from "./attribute-value-edit.tsx";
import { admitToBackOffice } from "./back-office-access.server.ts";
import { loader as categoryEdit } from "./category-edit.tsx";
import { loader as productEdit } from "./product-edit.tsx";
import { loader as siteSettingEdit } from "./site-setting-edit.tsx";
import { loader as translationEdit } from "./translation-edit.tsx";
import { loader as translations } from "./translations.tsx";
import { loader as userEdit } from "./user-edit.tsx";

let api: TestApi;
const ids: Record<string, number> = {};

beforeAll(async () => {
  api = await createTestApi();
  const create = async (path: string, body: unknown) => {
    const answer = await api.call("POST", path, { token: api.adminToken, body });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return Object.values(answer.body as Record<string, { id: number }>)[0]?.id as number;
  };
  ids.category = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category.id;
  ids.product = await create("/api/products", { bk: "NBR-3", Categories: [{ id: ids.category }] });
  ids.attributeType = await create("/api/attributes/create", { attribute_code: "MATERIAL" });
  ids.attributeValue = await create("/api/attributes/value", {
    attribute_type_id: ids.attributeType,
    value: "NBR",
  });
  ids.article = await create("/api/articles/create", {
    urls: { en: "news", fr: "nouvelles", nl: "nieuws" },
    translations: { en: { title: "News" } },
  });
  ids.siteSetting = await create("/api/site-settings", {
    key_code: "SHOP_NAME",
    key_value: "Rubbera",
  });
  ids.translationKey = await create("/api/translations/keys/create", { key_code: "HOME-HELLO" });
  ids.user = (await api.call("GET", "/api/users/me", { token: api.adminToken })).body.user.id;
});
afterAll(() => api.close());

type Loader = (args: never) => Promise<unknown>;

/**
 * Opens a back-office page as a signed-in administrator: the admin layout's middleware, then
 * the page's loader. Answers 200 with its data, or the status it threw; an Error is a 500.
 */
async function open(loader: Loader, path: string, params: Record<string, string>) {
  const url = new URL(path, "http://127.0.0.1");
  const request = new Request(url, {
    headers: { cookie: `${sessionCookie.name}=${api.adminToken}` },
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, api.services);
  context.set(requestContext, { requestId: "test", clientAddress: "127.0.0.1" });
  const args = { request, url, params, context } as never;
  try {
    await admitToBackOffice(args, async () => new Response());
    return { status: 200, data: await loader(args) };
  } catch (thrown) {
    const status = (thrown as DataWithResponseInit<unknown>).init?.status;
    return { status: status ?? 500, data: thrown };
  }
}

const editPages: [page: string, loader: Loader, path: string, record: string][] = [
  ["a product", productEdit, "/admin/products/edit", "product"],
  ["a category", categoryEdit, "/admin/categories/edit", "category"],
  ["an attribute type", attributeEdit, "/admin/attributes/edit", "attributeType"],
  ["an attribute value", attributeValueEdit, "/admin/attributes/values/edit", "attributeValue"],
  ["an article", articleEdit, "/admin/articles/edit", "article"],
  ["a site setting", siteSettingEdit, "/admin/siteSettings/edit", "siteSetting"],
  ["a translation key", translationEdit, "/admin/translations/edit", "translationKey"],
  ["a user", userEdit, "/admin/users/edit", "user"],
];

/** How the address could write the id `id` without being how ids are written. */
const otherSpellings = (id: number) => [
  `0x${id.toString(16)}`,
  `0b${id.toString(2)}`,
  `${id}e0`,
  `${id}.0`,
  `+${id}`,
  `0${id}`,
  ` ${id}`,
  `${id}\u0000`,
  "2147483648",
  "99999999999",
  "abc",
];

describe.each(editPages)("the back office's page editing %s", (_page, loader, path, record) => {
  it("opens the record whose id the address writes in digits", async () => {
    const id = String(ids[record]);
    const { status, data } = await open(loader, `${path}/${id}`, { id });
    expect(status, String(data)).toBe(200);
  });

  it("is not found when the address writes the id any other way", async () => {
    for (const written of otherSpellings(ids[record] as number)) {
      const { status, data } = await open(loader, `${path}/${encodeURIComponent(written)}`, {
        id: written,
      });
      expect(status, `${JSON.stringify(written)}: ${String(data)}`).toBe(404);
    }
  });
});

describe("the back office's page for a new attribute value", () => {
  it("reads the attribute type from ?type= in digits only", async () => {
    const type = String(ids.attributeType);
    const path = "/admin/attributes/values/edit";
    expect((await open(attributeValueEdit, `${path}?type=${type}`, {})).status).toBe(200);
    for (const written of otherSpellings(ids.attributeType as number)) {
      const query = `?type=${encodeURIComponent(written)}`;
      expect((await open(attributeValueEdit, `${path}${query}`, {})).status, written).toBe(404);
    }
  });
});

describe("the back office's translations list", () => {
  it("lists no key for a prefix holding a control character, rather than failing", async () => {
    const { status, data } = await open(translations, "/admin/translations?prefix=HOME%00", {});
    expect(status, String(data)).toBe(200);
    expect((data as { rows: unknown[] }).rows).toEqual([]);
  });
});
