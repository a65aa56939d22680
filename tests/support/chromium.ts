// Finds the Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
// else Playwright's own install. When none exists and apt-get is usable as root, installs
// Debian's package; otherwise stops with a message saying what to install. Never downloads a
// browser of its own.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const debianChromium = "/usr/bin/chromium";

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
    console.log("Chromium not found: installing Debian's chromium package…");
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
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
