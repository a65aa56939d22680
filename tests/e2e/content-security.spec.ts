// Every public page passes its own Content Security Policy: its inline scripts are allowed by
// their hashes (ADR 54), so the browser reports no violation, and the page starts up (a
// client-side behaviour works); so does the API's reference. Bots and browsers are sent the same
// document.
import { expect, type Page, test } from "@playwright/test";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { pageRunning } from "../support/hydration.ts";

const { articles } = loadDemoContent();
const article = articles[0];
if (!article) throw new Error("The demo shop has no article");

/** What the browser said against the policy: its violation events and its console errors. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  // Registered before any of the page's own scripts, in every document the page opens.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => [
    ...errors,
    ...(await page.evaluate(
      () => (window as unknown as { policyViolations?: string[] }).policyViolations ?? [],
    )),
  ];
}

/** Two products listed on the category of every product, by their codes. */
async function listedProducts(): Promise<[string, string]> {
  const path = localizedPath("products-catUrl", "en", { catUrl: "all" });
  const html = await (await fetch(`${process.env.VITRINE_BASE_URL}${path}`)).text();
  const codes = new Set([...html.matchAll(/\?product=([^"&]+)/g)].map((match) => match[1]));
  const [first, second] = [...codes].map((code) => decodeURIComponent(code ?? ""));
  if (!first || !second) throw new Error("The demo shop lists fewer than two products");
  return [first, second];
}

const pages: Record<string, (products: [string, string]) => string> = {
  home: () => localizedPath("home", "en"),
  category: () => localizedPath("products-catUrl", "fr", { catUrl: "tous" }),
  product: ([first]) => localizedPath("products-view-id", "en", { id: first }),
  blog: () => localizedPath("blog", "nl"),
  article: () => localizedPath("blog-article", "en", { url: article.slug.en }),
  search: () => `${localizedPath("products-search", "en")}?q=rubber`,
  contact: () => localizedPath("contact-us", "fr"),
  compare: ([first, second]) => `${localizedPath("compare", "en")}?products=${first},${second}`,
  "not-found": () => "/no-such-page",
};

for (const [name, pathOf] of Object.entries(pages)) {
  test(`the ${name} page runs under its own policy, with no violation`, async ({ page }) => {
    const violations = await watchPolicy(page);
    const path = pathOf(await listedProducts());
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(policy).not.toContain("nonce");
    await pageRunning(page);
    // Started up: the menu's button, which only a running page has, opens the menu.
    const menuButton = page.locator("button[aria-controls][aria-expanded]").first();
    if (await menuButton.isVisible()) {
      await menuButton.click();
      await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    }
    expect(await violations()).toEqual([]);
  });
}

test("the API reference runs under its own policy, with no violation", async ({ page }) => {
  const violations = await watchPolicy(page);
  const response = await page.goto("/api/docs");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
  // Drawn by its inline script: the operations of the API are listed.
  await expect(page.locator(".swagger-ui .opblock").first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("a bot and a browser are sent the same document", async ({ request, baseURL }) => {
  const path = localizedPath("blog-article", "fr", { url: article.slug.fr });
  // A session cookie, even an unknown one, keeps the stored pages out: each answer is rendered.
  const rendered = async (userAgent: string) => {
    const response = await request.get(`${baseURL}${path}`, {
      headers: { "user-agent": userAgent, cookie: "vitrine_session=none" },
    });
    expect(response.headers()["x-page-cache"]).toBeUndefined();
    return { body: await response.body(), policy: response.headers()["content-security-policy"] };
  };
  const browser = await rendered("Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36");
  const bot = await rendered(
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  );
  expect(bot.body.equals(browser.body)).toBe(true);
  expect(bot.policy).toBe(browser.policy);
});
