// When a page's modules start (ADR 56): a public page asks for none before the pictures in view
// have shown or the visitor presses a pointer or a key, and works as plain HTML until then; the
// back office starts at once. Pictures and modules are held back by the test to see each moment.
import { expect, type Page, type Route, test } from "@playwright/test";
import { signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

const category = "/fr/produits/plaques-nbr-resistantes-huiles";

/** Holds every request for a stored picture until `release` is called. */
async function holdPictures(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/resources/**", async (route: Route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/** The modules and the documents the page asks for, and what went wrong in it. */
function watch(page: Page) {
  const seen = { modules: [] as string[], documents: [] as string[], problems: [] as string[] };
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) seen.modules.push(pathname);
    if (request.isNavigationRequest()) seen.documents.push(pathname);
  });
  page.on("console", (message) => {
    if (message.type() === "error") seen.problems.push(message.text());
  });
  page.on("pageerror", (error) => seen.problems.push(error.message));
  return seen;
}

/**
 * The main menu's button (for narrow screens, hidden on this one): disabled in the HTML, enabled
 * by the running page once hydrated.
 */
const menuButton = (page: Page, locale: "en" | "fr" | "nl" = "en") =>
  page
    .getByRole("navigation", { name: text("MAIN-MENU-LABEL", locale) })
    .locator("button[aria-controls]");

async function running(page: Page, locale: "en" | "fr" | "nl" = "en") {
  await expect(menuButton(page, locale)).toBeEnabled();
}

test("a public page asks for no module until its main picture has shown, then runs", async ({
  page,
}) => {
  const seen = watch(page);
  const release = await holdPictures(page);
  await page.goto(category, { waitUntil: "domcontentloaded" });
  const html = await page.content();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain('type="module"');
  // Time enough for a module to be asked for, had anything asked.
  await page.waitForTimeout(1_500);
  expect(seen.modules).toEqual([]);
  await expect(menuButton(page, "fr")).toBeDisabled();

  release();
  await running(page, "fr");
  expect(seen.modules.length).toBeGreaterThan(2);
  // Each module once: the starter's preloads and the imports ask for the same files.
  expect(seen.modules).toEqual([...new Set(seen.modules)]);
  expect(seen.problems).toEqual([]);
});

test("a first key press starts the modules before the picture, and the page then changes pages in the browser", async ({
  page,
}) => {
  const seen = watch(page);
  await holdPictures(page);
  // A category always shows pictures; the home page shows none when its categories have none.
  await page.goto(category, { waitUntil: "domcontentloaded" });
  await page.waitForTimeout(500);
  expect(seen.modules).toEqual([]);

  await page.keyboard.press("Tab");
  await running(page, "fr");
  expect(seen.modules.length).toBeGreaterThan(2);

  // A client-side behaviour: the menu's link changes the page without a new document.
  const documents = seen.documents.length;
  await page
    .getByRole("navigation", { name: text("MAIN-MENU-LABEL", "fr") })
    .getByRole("link", { name: text("MENU-BLOG", "fr") })
    .click();
  await expect(page).toHaveURL(/\/fr\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(seen.documents.length).toBe(documents);
  expect(seen.problems).toEqual([]);
});

test("before its modules run, a public page's links, language switch and filters work as HTML", async ({
  page,
}) => {
  // The modules fail: the clicks held for them are made on the HTML, which does it all.
  await page.route("**/assets/*.js", (route) => route.abort());
  const seen = watch(page);

  await page.goto("/");
  await page
    .getByRole("navigation", { name: text("MAIN-MENU-LABEL") })
    .getByRole("link", { name: text("MENU-PRODUCTS") })
    .click();
  await expect(page).toHaveURL(/\/products\/all$/);

  await page.goto(category);
  await page
    .getByRole("navigation", { name: text("LANGUAGE-SELECTOR-LABEL", "fr") })
    .first()
    .getByRole("link", { name: "Nederlands" })
    .click();
  await expect(page).toHaveURL(/^[^?]*\/nl\/producten\/[^/?]+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");

  await page.getByText(text("CATALOGUE-FILTERS", "nl"), { exact: true }).click();
  const apply = page.getByRole("button", { name: text("CATALOGUE-FILTER-APPLY", "nl") });
  await page.locator("form", { has: apply }).getByRole("checkbox").first().check();
  await apply.click();
  await expect(page).toHaveURL(/\?[^#]*=/);
  // Every page change was a new document: nothing ran to do it in the browser.
  expect(seen.documents.length).toBeGreaterThanOrEqual(5);
});

test("the back office starts its modules at once", async ({ browser }) => {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  const seen = watch(page);
  await holdPictures(page);
  await page.goto("/admin", { waitUntil: "domcontentloaded" });
  const html = await page.content();
  expect(html).toContain('rel="modulepreload"');
  expect(html).toContain('type="module"');
  // No press, no picture: the modules are asked for all the same, and the page runs.
  await expect.poll(() => seen.modules.length).toBeGreaterThan(2);
  await expect(page.getByRole("navigation", { name: text("ADMIN-MENU-LABEL") })).toBeVisible();
  expect(seen.problems).toEqual([]);
  await context.close();
});
