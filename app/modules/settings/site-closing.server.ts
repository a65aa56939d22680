// Whether the public site is closed at an address: all of it for maintenance
// (MAINTENANCE_MODE = ON), or the pages whose path starts with one of OFFLINE_PAGES' prefixes.
// Visitors then get a 503 with Retry-After; administrators still get through, which each route
// decides, as reading who is calling is the route's.
import type { SiteSettings } from "./site-settings.server.ts";

export type ClosingReason = "maintenance" | "offline";

/** How long a closed site asks browsers and crawlers to wait before trying again. */
export const closedRetryAfterSeconds = 600;

function isOffline(pathname: string, offlinePages: string | undefined): boolean {
  const prefixes = (offlinePages ?? "")
    .split(",")
    .map((prefix) => prefix.trim())
    .filter(Boolean);
  return prefixes.some((prefix) => pathname.startsWith(prefix));
}

export async function closingReason(
  siteSettings: Pick<SiteSettings, "value">,
  pathname: string,
): Promise<ClosingReason | null> {
  const [maintenance, offlinePages] = await Promise.all([
    siteSettings.value("MAINTENANCE_MODE"),
    siteSettings.value("OFFLINE_PAGES"),
  ]);
  if (maintenance === "ON") return "maintenance";
  return isOffline(pathname, offlinePages) ? "offline" : null;
}
