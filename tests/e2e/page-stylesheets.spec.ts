// Where a page's stylesheets stand in its document (ADRs 38 and 39), and
// which stylesheets stay when the visitor moves between the back office and the site without
// reloading.
import { expect, type Page, test } from "@playwright/test";
import { signedInContext } from "../support/admin-session.ts";
import { pageRunning } from "../support/hydration.ts";
import { text } from "../support/texts.ts";

const publicPages = ["/", "/fr/produits/plaques-nbr-resistantes-huiles", "/nl/blog"];

/** Every stylesheet the document holds: linked, or written inline under its address. */
function stylesheets(page: Page) {
  return page.evaluate(() => ({
    linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => link.getAttribute("href") ?? "",
    ),
    inline: [...document.querySelectorAll("style[data-href]")].flatMap((style) =>
      (style.getAttribute("data-href") ?? "").split(" "),
    ),
  }));
}

test("a public page writes its stylesheets inline, and names no module in its head", async ({
  request,
}) => {
  for (const path of publicPages) {
    const html = await (await request.get(path, { headers: { cookie: "" } })).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).not.toContain('rel="stylesheet"');
    const inline = head.match(
      /<style data-precedence="page" data-href="([^"]+)">([\s\S]*?)<\/style>/,
    );
    expect(inline?.[1], path).toMatch(/^\/assets\/\S+\.css( \/assets\/\S+\.css)*$/);
    expect(inline?.[2]?.length, path).toBeGreaterThan(1000);
    // The modules are the starter's to ask for, after the main picture (ADR 56).
    expect(head, path).not.toContain('rel="modulepreload"');
  }
});

test("the browser keeps the inline stylesheets and fetches each module once", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const fetched: string[] = [];
  page.on("request", (asked) => {
    const { pathname } = new URL(asked.url());
    if (pathname.startsWith("/assets/")) fetched.push(pathname);
  });
  await page.goto("/fr/produits/plaques-nbr-resistantes-huiles");
  await pageRunning(page);
  const loaded = await stylesheets(page);
  expect(loaded.inline.length).toBeGreaterThan(1);
  // Hydrated, the page still has its styles from the document and asked for none of them.
  expect(loaded.linked).toEqual([]);
  expect(fetched.filter((path) => path.endsWith(".css"))).toEqual([]);
  const scripts = fetched.filter((path) => path.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).toEqual([...new Set(scripts)]);
  // The shell's rules apply: the brand colour it defines, the body without a browser margin.
  const brand = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--brand").trim(),
  );
  expect(brand).toMatch(/^#[0-9a-f]{6}$/i);
  await expect(page.locator("body")).toHaveCSS("margin", "0px");

  // A page of another kind, reached without a reload, links the stylesheets the document lacks.
  await page
    .getByRole("link", { name: text("MENU-BLOG", "fr") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr\/blog$/);
  await expect.poll(async () => (await stylesheets(page)).linked.length).toBeGreaterThan(0);
  const after = await stylesheets(page);
  expect(after.inline).toEqual(loaded.inline);
  for (const href of after.linked) expect(loaded.inline).not.toContain(href);
  // Neither the hydration nor the page change met anything it did not expect.
  expect(problems).toEqual([]);
});

test("after the back office, the public site keeps none of the back office's stylesheets", async ({
  browser,
}) => {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  await page.goto("/");
  const site = await stylesheets(page);
  await page.goto("/admin");
  await expect(page.getByRole("navigation", { name: text("ADMIN-MENU-LABEL") })).toBeVisible();
  const backOffice = await stylesheets(page);
  const backOfficeOnly = backOffice.linked.filter((href) => !site.linked.includes(href));
  // Mantine's, with its global styles, among them.
  expect(backOfficeOnly.length).toBeGreaterThan(0);

  // To the site through the back office's own link: a page change without a reload.
  await page
    .getByRole("link", { name: text("ADMIN-VIEW-SITE") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: text("MAIN-MENU-LABEL") })).toBeVisible();
  await expect
    .poll(async () =>
      (await stylesheets(page)).linked.filter((href) => backOfficeOnly.includes(href)),
    )
    .toEqual([]);
  // The site's own rules are still in the document: the back office's document had the
  // shell's inline, and the home page's came as a link.
  const back = await stylesheets(page);
  expect([...back.inline, ...back.linked]).toEqual(expect.arrayContaining(site.inline));
  await context.close();
});
