// Finds the Chromium the browser tests drive and the one the page audit runs: CHROMIUM_PATH,
// else Debian's packages, else Playwright's own install. When none exists and apt-get is usable
// as root, installs Debian's package; otherwise stops with a message saying what to install.
// Never downloads a browser of its own.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const debianChromium = "/usr/bin/chromium";
const debianHeadlessShell = "/usr/bin/chromium-headless-shell";

function playwrightChromium(): string | undefined {
  try {
    const candidate = chromium.executablePath();
    return existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

function installWithApt(packageName: string) {
  console.log(`Chromium not found: installing Debian's ${packageName} package…`);
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", packageName], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/**
 * The browser for the journeys: CHROMIUM_PATH, else Chromium's headless shell (its old headless
 * mode, without the full browser's window and compositor machinery): the same journeys took a
 * quarter less processor time with it, the site's and the runner's included; else the full
 * browser.
 */
export function findTestChromium(): string {
  if (process.env.CHROMIUM_PATH) return findChromium();
  if (existsSync(debianHeadlessShell)) return debianHeadlessShell;
  if (canInstallWithApt()) {
    try {
      installWithApt("chromium-headless-shell");
      return debianHeadlessShell;
    } catch {
      // apt-get has printed why; the full browser runs the same journeys, only slower.
    }
  }
  return findChromium();
}

/** The full browser, for Lighthouse, which measures a page as a visitor's Chrome renders it. */
export function findChromium(): string {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment) {
    if (!existsSync(fromEnvironment)) {
      throw new Error(`CHROMIUM_PATH points to ${fromEnvironment}, which does not exist.`);
    }
    return fromEnvironment;
  }
  if (existsSync(debianChromium)) return debianChromium;
  const bundled = playwrightChromium();
  if (bundled) return bundled;
  if (canInstallWithApt()) {
    installWithApt("chromium");
    if (existsSync(debianChromium)) return debianChromium;
  }
  throw new Error(
    "No Chromium for the browser tests. Install one (Debian: `apt-get install chromium`) or set CHROMIUM_PATH to a Chromium executable.",
  );
}

/** Flags for a headless Chromium on a machine without outside network access. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
