import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./tests/support/chromium.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Journeys with several axe scans take 20–30 s on two cores shared by two browsers, the
  // server and the runner; a minute leaves room without hiding a page that hangs.
  timeout: 60_000,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  globalSetup: "./tests/support/global-setup.ts",
  use: {
    baseURL: process.env.VITRINE_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
