// The public site: one route per screen and language, generated from the localized route table.
// The back office: one route per screen, the language a parameter (ADR 58). Everything else
// falls through to the not-found route.
import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { locales } from "./modules/i18n/locales.ts";
import {
  type AccountRouteId,
  type AdminRouteId,
  accountRouteTable,
  adminRouteTable,
  everyLanguagePath,
  prefixedPath,
  signOutPath,
} from "./routing/back-office-routes.ts";
import {
  datasheetRoutePath,
  type RouteId,
  routerId,
  routeTable,
} from "./routing/localized-routes.ts";

const screens = (Object.keys(routeTable) as RouteId[]).flatMap((id) =>
  locales.map((locale) =>
    route(routeTable[id].paths[locale], routeTable[id].file, { id: routerId(id, locale) }),
  ),
);

const accountScreens = (Object.keys(accountRouteTable) as AccountRouteId[]).flatMap((id) =>
  locales.map((locale) =>
    route(prefixedPath(accountRouteTable[id].path, locale), accountRouteTable[id].file, {
      id: `${id}.${locale}`,
    }),
  ),
);

const adminScreens = (Object.keys(adminRouteTable) as AdminRouteId[]).flatMap((id) => {
  const { file, path } = adminRouteTable[id];
  const anyLanguage = everyLanguagePath(path);
  return anyLanguage
    ? [route(anyLanguage, file, { id })]
    : locales.map((locale) => route(prefixedPath(path, locale), file, { id: `${id}.${locale}` }));
});

export default [
  route(signOutPath, "routes/account/sign-out.tsx", { id: "logout" }),
  route("/sitemap.xml", "routes/site/sitemap.tsx", { id: "sitemap" }),
  route("/robots.txt", "routes/site/robots.tsx", { id: "robots" }),
  route(datasheetRoutePath, "routes/site/product-datasheet.tsx", { id: "product-datasheet" }),
  // Signing in and the account stay open during maintenance: admins must be able to get in.
  layout("routes/account/layout.tsx", accountScreens),
  layout("routes/admin/layout.tsx", adminScreens),
  layout("routes/site/layout.tsx", [
    ...screens,
    route("*", "routes/site/not-found.tsx", { id: "not-found" }),
  ]),
] satisfies RouteConfig;
