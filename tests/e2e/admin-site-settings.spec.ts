// The settings screen as a shop owner uses it: maintenance mode switched on from its switch and
// said by a banner on every back-office page and on the public pages the administrator sees
// (never on a visitor's, nor in a stored page), then off again; the offline pages edited as a
// list; a shop link refused at its field, then one with {language} leading each language to its
// shop. A site of its own: these settings close the shared site's pages.
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { accessibilityViolations } from "../support/accessibility.ts";
import { type SiteServer, startSite } from "../support/site-server.ts";
import { text } from "../support/texts.ts";

const admin = { email: "owner@rubbera.example", password: "owner password 1" };
let site: SiteServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Starting a site of its own may take a while on a busy machine (site-server.ts).
  test.setTimeout(120_000);
  site = await startSite({
    DEMO_CONTENT: "off",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
});
test.afterAll(() => site.stop());

async function adminContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: site.baseUrl });
  const response = await context.request.post("/api/users/login", { data: { user: admin } });
  expect(response.status(), "sign-in").toBe(200);
  return context;
}

/** The settings screen, once React runs it: its fields then answer in the page. */
async function openSettings(context: BrowserContext, path = "/admin/siteSettings") {
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(
    page.getByRole("heading", { level: 1, name: text("ADMIN-SITESETTINGS-TITLE") }),
  ).toBeVisible();
  return page;
}

async function storedValue(key: string): Promise<string | undefined> {
  const response = await fetch(`${site.baseUrl}/api/site-settings`);
  const { siteSettings } = (await response.json()) as {
    siteSettings: { key_code: string; key_value: string }[];
  };
  return siteSettings.find((setting) => setting.key_code === key)?.key_value;
}

/** Closes the notices shown so far, so that the next one is the only one. */
async function dismissNotices(page: Page) {
  // Visible ones only: a notice on its way out keeps its button a moment, out of reach. A
  // click that finds the button gone once it has left is tried again, not waited on.
  const close = page
    .getByRole("button", { name: text("ADMIN-NOTICE-CLOSE") })
    .filter({ visible: true });
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    expect(await close.count()).toBe(0);
  }).toPass();
}

async function save(page: Page) {
  await dismissNotices(page);
  await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: text("ADMIN-SETTINGS-SAVED") }),
  ).toContainText(text("ADMIN-NOTICE-SUCCESS"));
}

/** A pattern matching a text anywhere, taken literally. */
const containing = (words: string) => new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

async function expectNoAxeViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

const backOfficeBanner = (page: Page) =>
  page.getByRole("status").filter({ hasText: text("ADMIN-SETTINGS-MAINTENANCE-ON") });

test("maintenance mode switched on from the screen is said on every page the administrator sees, until switched off", async ({
  browser,
}) => {
  test.slow();
  const context = await adminContext(browser);
  const page = await openSettings(context);
  await expectNoAxeViolations(page);
  await expect(backOfficeBanner(page)).toHaveCount(0);

  const maintenance = page.getByRole("switch", {
    name: text("ADMIN-SETTINGS-LABEL-MAINTENANCE_MODE"),
  });
  await expect(maintenance).not.toBeChecked();
  await expect(maintenance).toHaveAccessibleDescription(
    text("ADMIN-SETTINGS-HELP-MAINTENANCE_MODE"),
  );
  await maintenance.check();
  await save(page);
  expect(await storedValue("MAINTENANCE_MODE")).toBe("ON");
  await expect(backOfficeBanner(page)).toBeVisible();
  await expectNoAxeViolations(page);

  // Another back-office page says it too.
  await page.getByRole("link", { name: text("ADMIN-MENU-USERS") }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(backOfficeBanner(page)).toBeVisible();

  // A public page, which visitors cannot see, shows the administrator the site with the notice.
  const publicPage = await context.newPage();
  const answer = await publicPage.goto("/fr");
  expect(answer?.status()).toBe(200);
  const notice = publicPage.getByText(text("MAINTENANCE-ADMIN-NOTICE", "fr"));
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(publicPage);

  // A visitor gets the maintenance page without the notice, never a page stored for the
  // administrator.
  const visitor = await browser.newPage({ baseURL: site.baseUrl });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const closed = await visitor.goto("/fr");
    expect(closed?.status()).toBe(503);
    expect(closed?.headers()["x-page-cache"]).not.toBe("hit");
    await expect(
      visitor.getByRole("heading", { level: 1, name: text("MAINTENANCE-TITLE", "fr") }),
    ).toBeVisible();
    await expect(visitor.getByText(text("MAINTENANCE-ADMIN-NOTICE", "fr"))).toHaveCount(0);
  }
  await visitor.close();

  // The notice's link leads to the switch, which turns maintenance mode off.
  await publicPage.getByRole("link", { name: text("MAINTENANCE-ADMIN-LINK", "fr") }).click();
  await expect(publicPage).toHaveURL(/\/fr\/admin\/siteSettings#setting-MAINTENANCE_MODE$/);
  await publicPage.waitForLoadState("networkidle");
  const switchFr = publicPage.getByRole("switch", {
    name: text("ADMIN-SETTINGS-LABEL-MAINTENANCE_MODE", "fr"),
  });
  await expect(switchFr).toBeChecked();
  await switchFr.uncheck();
  await publicPage.getByRole("button", { name: text("ADMIN-SAVE", "fr") }).click();
  await expect(
    publicPage.getByRole("alert").filter({ hasText: text("ADMIN-SETTINGS-SAVED", "fr") }),
  ).toBeVisible();
  expect(await storedValue("MAINTENANCE_MODE")).toBe("OFF");
  await expect(
    publicPage.getByRole("status").filter({ hasText: text("ADMIN-SETTINGS-MAINTENANCE-ON", "fr") }),
  ).toHaveCount(0);

  await publicPage.goto("/fr");
  await expect(
    publicPage.getByRole("heading", { level: 1, name: text("HOME-TITLE", "fr") }),
  ).toBeVisible();
  await expect(publicPage.getByText(text("MAINTENANCE-ADMIN-NOTICE", "fr"))).toHaveCount(0);
  expect((await fetch(`${site.baseUrl}/fr`)).status).toBe(200);
  await context.close();
});

test("the offline pages are edited as a list of paths, each checked, and stored comma-separated", async ({
  browser,
}) => {
  // Four saves, each with its notice, and a scan.
  test.slow();
  const context = await adminContext(browser);
  const page = await openSettings(context);
  const offline = page.getByRole("group", { name: text("ADMIN-SETTINGS-LABEL-OFFLINE_PAGES") });
  await expect(offline).toContainText(text("ADMIN-SETTINGS-OFFLINE-NONE"));
  const path = (number: number) =>
    offline.getByRole("textbox", {
      name: text("ADMIN-SETTINGS-OFFLINE-PATH").replace("{{number}}", String(number)),
    });
  const add = offline.getByRole("button", { name: text("ADMIN-SETTINGS-OFFLINE-ADD") });

  await add.click();
  await path(1).fill("/blog");
  await add.click();
  await path(2).fill("nl/blog");
  await path(2).blur();
  await expect(path(2)).toHaveAccessibleDescription(
    containing(text("ADMIN-SETTINGS-ERROR-OFFLINE_PAGES")),
  );
  await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: text("ADMIN-FORM-INVALID") }),
  ).toBeVisible();
  expect(await storedValue("OFFLINE_PAGES")).toBe("");
  await expectNoAxeViolations(page);

  await path(2).fill("/nl/blog");
  await save(page);
  expect(await storedValue("OFFLINE_PAGES")).toBe("/blog,/nl/blog");
  expect((await fetch(`${site.baseUrl}/blog`)).status).toBe(503);
  expect((await fetch(`${site.baseUrl}/nl/blog`)).status).toBe(503);
  expect((await fetch(`${site.baseUrl}/fr/blog`)).status).toBe(200);

  // The stored list comes back as rows; one removed, the other stays.
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(path(1)).toHaveValue("/blog");
  await expect(path(2)).toHaveValue("/nl/blog");
  await offline
    .getByRole("button", {
      name: text("ADMIN-SETTINGS-OFFLINE-REMOVE").replace("{{number}}", "1"),
    })
    .click();
  await expect(path(1)).toHaveValue("/nl/blog");
  await save(page);
  expect(await storedValue("OFFLINE_PAGES")).toBe("/nl/blog");
  expect((await fetch(`${site.baseUrl}/blog`)).status).toBe(200);

  await offline
    .getByRole("button", {
      name: text("ADMIN-SETTINGS-OFFLINE-REMOVE").replace("{{number}}", "1"),
    })
    .click();
  await expect(offline).toContainText(text("ADMIN-SETTINGS-OFFLINE-NONE"));
  await save(page);
  expect(await storedValue("OFFLINE_PAGES")).toBe("");
  await context.close();
});

test("a shop link that is no address is refused at its field; one with {language} leads each language to its shop", async ({
  browser,
}) => {
  // Three saves, a scan and a visitor's page.
  test.slow();
  const context = await adminContext(browser);
  const page = await openSettings(context);
  const shopLink = page.getByRole("textbox", { name: text("ADMIN-SETTINGS-LABEL-SHOP_LINK") });
  await expect(shopLink).toHaveAccessibleDescription(text("ADMIN-SETTINGS-HELP-SHOP_LINK"));

  await shopLink.fill("shop.rubbera.example/{language}");
  await shopLink.blur();
  await expect(shopLink).toHaveAccessibleDescription(
    containing(text("ADMIN-SETTINGS-ERROR-SHOP_LINK")),
  );
  await expect(shopLink).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: text("ADMIN-FORM-INVALID") }),
  ).toBeVisible();
  expect(await storedValue("SHOP_LINK")).toBe("");

  await shopLink.fill("https://shop.rubbera.example/{language}/");
  await page.getByRole("radio", { name: text("ADMIN-SETTINGS-TARGET-SELF") }).check();
  await save(page);
  expect(await storedValue("SHOP_LINK")).toBe("https://shop.rubbera.example/{language}/");
  expect(await storedValue("SHOP_LINK_TARGET")).toBe("_self");

  const visitor = await browser.newPage({ baseURL: site.baseUrl });
  await visitor.goto("/nl");
  const shop = visitor
    .getByRole("navigation", { name: text("MAIN-MENU-LABEL", "nl") })
    .getByRole("link", { name: text("MENU-SHOP", "nl") });
  await expect(shop).toHaveAttribute("href", "https://shop.rubbera.example/nl/");
  await expect(shop).not.toHaveAttribute("target", "_blank");
  await visitor.close();

  await shopLink.fill("");
  await page.getByRole("radio", { name: text("ADMIN-SETTINGS-TARGET-BLANK") }).check();
  await save(page);
  expect(await storedValue("SHOP_LINK")).toBe("");
  await context.close();
});
