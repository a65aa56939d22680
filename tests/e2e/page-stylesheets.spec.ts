// Where a page's stylesheets stand in its document, and which ones stay when the visitor moves
// between the back office and the site without reloading (ADR 38).
import { expect, test } from "@playwright/test";
import { signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

test("a public page asks for its stylesheets before the scripts and pictures it preloads", async ({
  request,
}) => {
  for (const path of ["/", "/fr/produits/plaques-nbr-resistantes-huiles", "/nl/blog"]) {
    const html = await (await request.get(path, { headers: { cookie: "" } })).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const links = [...head.matchAll(/<link [^>]*>/g)].map(([link]) => link);
    const stylesheets = links.filter((link) => link.includes('rel="stylesheet"'));
    expect(stylesheets.length, path).toBeGreaterThan(0);
    for (const stylesheet of stylesheets) expect(stylesheet, path).toContain("data-precedence");
    const firstModule = links.findIndex((link) => link.includes('rel="modulepreload"'));
    const lastStylesheet = links.findLastIndex((link) => link.includes('rel="stylesheet"'));
    expect(firstModule, path).toBeGreaterThan(lastStylesheet);
  }
});

test("after the back office, the public site keeps none of the back office's stylesheets", async ({
  browser,
}) => {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  const stylesheets = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => link.getAttribute("href") ?? "",
      ),
    );
  await page.goto("/");
  const site = await stylesheets();
  await page.goto("/admin");
  await expect(page.getByRole("navigation", { name: text("ADMIN-MENU-LABEL") })).toBeVisible();
  const backOfficeOnly = (await stylesheets()).filter((href) => !site.includes(href));
  // Mantine's, with its global styles, among them.
  expect(backOfficeOnly.length).toBeGreaterThan(0);

  // To the site through the back office's own link: a page change without a reload.
  await page
    .getByRole("link", { name: text("ADMIN-VIEW-SITE") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: text("MAIN-MENU-LABEL") })).toBeVisible();
  await expect.poll(stylesheets).toEqual(site);
  await context.close();
});
