// The moment a public page runs in the browser: the main menu's button, written disabled in the
// HTML (without scripts the menu is plain links), is enabled once the page has hydrated. The
// page starts its modules only after its main picture or a first press (ADR 56). From then on a
// link changes the page in the browser, and a click is no longer met halfway by the page
// starting up.
import { expect, type Page } from "@playwright/test";

export async function pageRunning(page: Page) {
  await page
    .locator("nav button[aria-controls][aria-expanded]:not([disabled])")
    .first()
    .waitFor({ state: "attached" });
}

/**
 * A category page whose start-up is over: on a wide screen its filter panel opens by itself
 * once the page runs, the last thing its start-up does. A header clicked before was sometimes
 * lost (the address stayed as it was).
 */
export async function categoryPageRunning(page: Page) {
  await expect(page.locator("details:has(> summary#filters-title)")).toHaveAttribute("open", "");
}

/**
 * Holds every module the page asks for until `release` is called: until then the page is its
 * plain HTML, as for a visitor whose scripts are slow to come.
 */
export async function holdModules(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}
