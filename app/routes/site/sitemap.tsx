// GET /sitemap.xml: every public page in every language, with its alternates.

import { sitemapEntries, sitemapXml } from "../../modules/seo/sitemap.server.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const xml = sitemapXml(services.config.publicUrl, await sitemapEntries(services));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
