// GET /robots.txt: everything public may be indexed; the back office, accounts, the API and
// search results may not. Points to the sitemap.
import { locales } from "../../modules/i18n/locales.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(servicesContext).config;
  const text = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /user",
    "Disallow: /api/",
    ...locales.map((locale) => `Disallow: ${localizedPath("products-search", locale)}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
