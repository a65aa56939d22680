import { expect, test } from "@playwright/test";
import { layoutTexts } from "../../database/seed/interface-texts/layout.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { pageRunning } from "../support/hydration.ts";
import { type SiteServer, startSite } from "../support/site-server.ts";
import { text } from "../support/texts.ts";

// A site of its own (no demo catalogue, a known administrator): these tests change settings.
const admin = { email: "owner@rubbera.example", password: "owner password 1" };
let site: SiteServer;
let token: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Starting a site of its own may take a while on a busy machine (site-server.ts).
  test.setTimeout(120_000);
  site = await startSite({
    DEMO_CONTENT: "off",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const login = await fetch(`${site.baseUrl}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: admin }),
  });
  token = (await login.json()).user.token;
});
test.afterAll(() => site.stop());

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${site.baseUrl}/api${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return response.json();
}

async function setSetting(keyCode: string, keyValue: string) {
  const { siteSettings } = await api("GET", "/site-settings");
  const setting = siteSettings.find(
    (candidate: { key_code: string }) => candidate.key_code === keyCode,
  );
  await api("PUT", `/site-settings/${setting.id}`, { key_code: keyCode, key_value: keyValue });
}

test("anonymous pages are served from the cache, and a save shows at once", async () => {
  const first = await fetch(`${site.baseUrl}/nl`);
  expect(first.headers.get("x-page-cache")).toBe("miss");
  const second = await fetch(`${site.baseUrl}/nl`);
  expect(second.headers.get("x-page-cache")).toBe("hit");
  expect(second.headers.get("content-encoding")).toMatch(/^(gzip|br)$/);
  // Sent as it was stored, to its first visitor too.
  expect(await second.text()).toBe(await first.text());

  await api("POST", "/translations/set/", {
    key_code: "HOME-TITLE",
    lang_code: "nl",
    t_text: "Rubber op maat",
  });
  const after = await fetch(`${site.baseUrl}/nl`);
  expect(after.headers.get("x-page-cache")).toBe("miss");
  expect(await after.text()).toContain("Rubber op maat");
});

test("a stored page is the same bytes for every visitor, and its scripts run", async ({ page }) => {
  await fetch(`${site.baseUrl}/fr`);
  const answers = new Set<string>();
  const policies = new Set<string | null>();
  for (const userAgent of ["Mozilla/5.0 (X11; Linux x86_64)", "Googlebot/2.1", "curl/8"]) {
    const response = await fetch(`${site.baseUrl}/fr`, {
      headers: { "user-agent": userAgent, "accept-encoding": "identity" },
    });
    expect(response.headers.get("x-page-cache")).toBe("hit");
    policies.add(response.headers.get("content-security-policy"));
    answers.add(await response.text());
  }
  expect(answers.size).toBe(1);
  expect(policies.size).toBe(1);
  expect([...policies][0]).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect([...answers][0]).not.toContain("nonce");
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  const response = await page.goto(`${site.baseUrl}/fr`);
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(problems).toEqual([]);
});

test("made-up query parameters find the stored page instead of filling the cache", async () => {
  await fetch(`${site.baseUrl}/nl`);
  for (const query of ["utm_source=mail", "x=1&y=2", `random=${Math.random()}`]) {
    const response = await fetch(`${site.baseUrl}/nl?${query}`);
    expect(response.headers.get("x-page-cache"), query).toBe("hit");
  }
});

test("in maintenance mode visitors get a translated 503 with Retry-After; admins get through", async ({
  browser,
}) => {
  await setSetting("MAINTENANCE_MODE", "ON");
  try {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const response = await visitor.goto(`${site.baseUrl}/fr`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBe("600");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
      text("MAINTENANCE-TITLE", "fr"),
    );
    expect(await accessibilityViolations(visitor)).toEqual([]);
    await visitorContext.close();

    const context = await browser.newContext();
    const signIn = await context.request.post(`${site.baseUrl}/api/users/login`, {
      data: { user: admin },
    });
    expect(signIn.status()).toBe(200);
    const adminPage = await context.newPage();
    const adminResponse = await adminPage.goto(`${site.baseUrl}/fr`);
    expect(adminResponse?.status()).toBe(200);
    await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(text("HOME-TITLE", "fr"));
    await context.close();
  } finally {
    await setSetting("MAINTENANCE_MODE", "OFF");
  }
  expect((await fetch(`${site.baseUrl}/fr`)).status).toBe(200);
});

test("a path starting with an OFFLINE_PAGES prefix is offline", async () => {
  await setSetting("OFFLINE_PAGES", "/blog, /nl/onze-diensten");
  try {
    expect((await fetch(`${site.baseUrl}/blog`)).status).toBe(503);
    expect((await fetch(`${site.baseUrl}/nl/onze-diensten`)).status).toBe(503);
    expect((await fetch(`${site.baseUrl}/fr/blog`)).status).toBe(200);
  } finally {
    await setSetting("OFFLINE_PAGES", "");
  }
});

test("a visitor already on the site who follows a link to an offline page gets the offline page", async ({
  page,
}) => {
  // A page change in the browser asks only for the new page's data; the check must run there too.
  await page.goto(`${site.baseUrl}/nl`);
  await pageRunning(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await setSetting("OFFLINE_PAGES", "/nl/blog");
  try {
    await page
      .getByRole("banner")
      .getByRole("link", { name: layoutTexts["MENU-BLOG"]?.nl, exact: true })
      .click();
    await expect(page).toHaveURL(`${site.baseUrl}/nl/blog`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("OFFLINE-TITLE", "nl"));
    expect(documents).toEqual([]);
  } finally {
    await setSetting("OFFLINE_PAGES", "");
  }
});
