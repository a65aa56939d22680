// The demo shop's pages agree with its address (the header's and the contact page's
// SHOP-ADDRESS): the services page places the workshop in the shop's town, and the terms name
// the courts of that town, in every language — no other town stands in for it.
import { expect, test } from "@playwright/test";
import { locales } from "../../app/modules/i18n/locales.ts";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { text } from "../support/texts.ts";

/** The town of the shop's address, as written in a language ("…, 1400 Nivelles, Belgium"). */
function shopTown(locale: (typeof locales)[number]): string {
  const town = /\b\d{4} ([^,]+)/.exec(text("SHOP-ADDRESS", locale))?.[1];
  if (!town) throw new Error(`No postcode and town in SHOP-ADDRESS (${locale})`);
  return town;
}

/** Another Belgian town's name, in any of the three languages. */
const otherTown = /Brussels|Bruxell|Brussel/i;

for (const locale of locales) {
  test(`${locale}: the services page places the workshop in the shop's town, ${shopTown(locale)}`, async ({
    page,
  }) => {
    await page.goto(localizedPath("services", locale));
    const main = page.getByRole("main");
    await expect(main).toContainText(shopTown(locale));
    await expect(main).not.toContainText(otherTown);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute("content", new RegExp(shopTown(locale)));
    expect(await description.getAttribute("content")).not.toMatch(otherTown);
  });

  test(`${locale}: the terms name the courts of the shop's town`, async ({ page }) => {
    await page.goto(localizedPath("terms", locale));
    const main = page.getByRole("main");
    await expect(main).toContainText(shopTown(locale));
    await expect(main).not.toContainText(otherTown);
  });
}
