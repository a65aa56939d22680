// The moment a public page runs in the browser: the main menu's button comes with hydration
// (without scripts the menu is plain links). From then on a link changes the page in the
// browser, and a click is no longer met halfway by the page starting up.
import type { Page } from "@playwright/test";

export async function pageRunning(page: Page) {
  await page.locator("button[aria-controls][aria-expanded]").first().waitFor({ state: "attached" });
}
