// One route per screen and language, generated from the localized route table; everything
// else falls through to the not-found route.
import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { locales } from "./modules/i18n/locales.ts";
import { type RouteId, routerId, routeTable } from "./routing/localized-routes.ts";

const screens = (Object.keys(routeTable) as RouteId[]).flatMap((id) =>
  locales.map((locale) =>
    route(routeTable[id].paths[locale], routeTable[id].file, { id: routerId(id, locale) }),
  ),
);

export default [
  route("/user/logout", "routes/account/logout.tsx", { id: "logout" }),
  route("/sitemap.xml", "routes/site/sitemap.tsx", { id: "sitemap" }),
  route("/robots.txt", "routes/site/robots.tsx", { id: "robots" }),
  layout("routes/site/layout.tsx", [
    ...screens,
    route("*", "routes/site/not-found.tsx", { id: "not-found" }),
  ]),
] satisfies RouteConfig;
