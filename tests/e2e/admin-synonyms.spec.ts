// A synonym as the shop owner adds one from a search that found nothing: the search page finds
// nothing for "oring"; the owner opens /admin/synonyms/new?terms=oring&lang=en (where the
// search report links), adds the words the shop's O-ring is sold under, saves, and the list shows
// it; the same search now finds the O-ring, the stored page of the empty search gone with the
// save. Axe finds nothing on either back-office screen. A site of its own: a synonym changes
// what every search of the shared site finds.
import { expect, test } from "@playwright/test";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { type SiteServer, startSite } from "../support/site-server.ts";
import { text } from "../support/texts.ts";

const admin = { email: "owner@rubbera.example", password: "owner password 1" };
const oRing = "Toric seal NBR 20 x 2";
let site: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSite({
    DEMO_CONTENT: "off",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const call = async (method: string, path: string, body: unknown, token?: string) => {
    const answer = await fetch(`${site.baseUrl}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    expect(answer.status, path).toBe(200);
    return answer.json();
  };
  const { user } = await call("POST", "/api/users/login", { user: admin });
  const { category: root } = await (
    await fetch(`${site.baseUrl}/api/categories/categoryByUrl/all`)
  ).json();
  const { category } = await call(
    "POST",
    "/api/categories/create",
    { parent_id: root.id, bk: "o-rings", urls: { en: "o-rings", fr: "joints", nl: "o-ringen" } },
    user.token,
  );
  await call(
    "POST",
    "/api/products",
    { bk: "TS-20", Categories: [{ id: category.id }], titleTranslations: { en: oRing } },
    user.token,
  );
});
test.afterAll(() => site.stop());

test("a synonym added from a search that found nothing makes it find the O-ring", async ({
  browser,
}) => {
  const search = `${localizedPath("products-search", "en")}?q=oring`;
  const visitor = await browser.newContext({ baseURL: site.baseUrl });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(search);
  await expect(visitorPage.getByRole("main")).toBeVisible();
  await expect(visitorPage.getByRole("heading", { name: oRing })).toHaveCount(0);

  const owner = await browser.newContext({ baseURL: site.baseUrl });
  const signedIn = await owner.request.post("/api/users/login", { data: { user: admin } });
  expect(signedIn.status()).toBe(200);
  const page = await owner.newPage();
  await page.goto("/admin/synonyms/new?terms=oring&lang=en");
  await page.waitForLoadState("networkidle");
  await expect(
    page.getByRole("heading", { level: 1, name: text("ADMIN-SYNONYM-NEW-TITLE") }),
  ).toBeVisible();
  const terms = page.getByRole("textbox", { name: text("ADMIN-SYNONYM-TERMS") });
  await expect(terms).toHaveValue("oring");
  await expect(page.getByRole("combobox", { name: text("ADMIN-SYNONYM-LANG") })).toHaveValue(
    text("ADMIN-LANGUAGE-EN"),
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  await terms.fill("oring, O-ring, toric seal");
  await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: text("ADMIN-SYNONYM-SAVED") }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: text("ADMIN-SYNONYMS-TITLE") }),
  ).toBeVisible();
  await expect(
    page.getByRole("cell", { name: "oring, O-ring, toric seal", exact: true }),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await visitorPage.goto(search);
  await expect(visitorPage.getByRole("heading", { name: oRing })).toBeVisible();
  await owner.close();
  await visitor.close();
});
