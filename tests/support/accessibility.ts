// The accessibility scan of the browser tests: axe on the page as it is now. Only violations are
// gathered (axe skips collecting what passes, a third of a scan's time on our pages), which is
// all a test asserts on.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations;
}
