// The accessibility scan of the browser tests: axe on the page as it is now. Only violations are
// gathered (axe skips collecting what passes, a third of a scan's time on our pages), which is
// all a test asserts on.
//
// The scan runs in the page itself (axe's "legacy mode"): the default mode opens a second, blank
// page to gather the results of cross-origin frames, which our pages do not have, and that page
// made each scan two to three times slower (about 2.2 s against 0.8 s on the home page).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return results.violations;
}

/**
 * A page type scanned in one language rather than three, the languages taking turns across
 * page types: a page's roles, names and structure come from the same components in every
 * language, and a missing text fails the journeys' `text()` first. The home page keeps its
 * scan in each language (header-and-footer.spec.ts): it is where a visitor starts; so do the
 * terms (content-pages.spec.ts), scanned where their one name is checked in each language.
 */
export const scannedIn = {
  blog: "en",
  article: "fr",
  services: "nl",
  search: "fr",
  suggestions: "nl",
} as const;
