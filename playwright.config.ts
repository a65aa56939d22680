import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findTestChromium } from "./tests/support/chromium.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Journeys with several axe scans take 20–30 s on two cores shared by two browsers, the
  // server and the runner; a minute leaves room without hiding a page that hangs.
  timeout: 60_000,
  // A page's answer to a click (a sign-in's password hash, a save, a page change) takes well
  // under a second on a quiet machine and several when another test run shares the two cores:
  // assertions wait up to 15 s for what the page should come to show.
  expect: { timeout: 15_000 },
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  globalSetup: "./tests/support/global-setup.ts",
  use: {
    baseURL: process.env.VITRINE_BASE_URL,
    // Recording a trace makes every journey a third to a half slower on two cores, for a file
    // only a failure uses: off unless asked for (PLAYWRIGHT_TRACE=1) while looking into one.
    // A failure still leaves its error-context.md (the page's accessibility tree).
    trace: process.env.PLAYWRIGHT_TRACE === "1" ? "retain-on-failure" : "off",
    // A click or a fill waits for its element to be shown and enabled; without a limit, one on
    // a hidden field waits out the whole journey and the report cannot say which step hung.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
