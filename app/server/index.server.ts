// Entry of the server bundle: the site's app (site-app.server.ts) and the start-up that serves
// it. In development server.js loads this file through Vite, so pages and API reload on change,
// and no page is stored.
export { createSiteApp } from "./site-app.server.ts";

/**
 * The start-up, which server.js runs from this bundle in production, not from the sources: the
 * services and the pages are then one copy of the code. Imported when called, so loading the
 * pages alone (in development, through Vite) does not load the start-up's modules.
 */
export async function startSite(projectRoot: string): Promise<void> {
  await (await import("./start.server.ts")).startSite(projectRoot);
}
