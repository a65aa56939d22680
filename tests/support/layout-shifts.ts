// The layout shifts of a page, as the browser reports them (the shifts Lighthouse's CLS adds up):
// recorded from the page's first paint, read when a journey asks.
import type { Page } from "@playwright/test";

/** Records the page's layout shifts from its next load on; call before `goto`. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as { value?: number }).value ?? 0);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The size of each layout shift so far, in the order they came. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}
