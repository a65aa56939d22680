// The back office's and the account's routes (§2). Their paths are the same in every language;
// French and Dutch put /fr or /nl in front, so an administrator works in their own language.
// An admin screen is one route for all three, with the language as an optional first parameter
// (ADR 58): every route is tried against every page's address, public pages included.
import { data, generatePath, type MiddlewareFunction } from "react-router";
import { defaultLocale, isLocale, type Locale } from "../modules/i18n/locales.ts";

type BackOfficeRoute = Readonly<{ file: string; path: string }>;

/** The values of a route's path parameters, by name (the public site's routes take them too). */
export type RouteParams = Record<string, string | undefined>;

/** Pages for signed-in visitors and the sign-in page, inside the public frame. */
/** Signing out: one address for every language, posted to by a form. */
export const signOutPath = "/user/logout";

export const accountRouteTable = {
  "user-login": { file: "routes/account/sign-in.tsx", path: "/user/login" },
  "user-id": { file: "routes/account/account.tsx", path: "/user/:id?" },
} as const satisfies Record<string, BackOfficeRoute>;

/** The admin areas of §2, in the order of the back office's menu. */
export const adminAreas = [
  "enquiries",
  "insight",
  "products",
  "categories",
  "attributes",
  "catalogue-files",
  "resources",
  "articles",
  "translations",
  "synonyms",
  "siteSettings",
  "users",
  "caches",
  "trash",
  "auditLog",
] as const;
export type AdminArea = (typeof adminAreas)[number];

/** Every admin page, under one guarded layout. Ids follow §2's route names. */
export const adminRouteTable = {
  admin: { file: "routes/admin/home.tsx", path: "/admin" },
  "admin-articles": { file: "routes/admin/articles.tsx", path: "/admin/articles" },
  "admin-articles-edit-id": {
    file: "routes/admin/article-edit.tsx",
    path: "/admin/articles/edit/:id?",
  },
  "admin-attributes": { file: "routes/admin/attributes.tsx", path: "/admin/attributes" },
  "admin-attributes-edit-id": {
    file: "routes/admin/attribute-edit.tsx",
    path: "/admin/attributes/edit/:id?",
  },
  "admin-attributes-values-edit-id": {
    file: "routes/admin/attribute-value-edit.tsx",
    path: "/admin/attributes/values/edit/:id?",
  },
  "admin-auditLog": { file: "routes/admin/audit-log.tsx", path: "/admin/auditLog" },
  "admin-enquiries": { file: "routes/admin/enquiries.tsx", path: "/admin/enquiries" },
  "admin-enquiries-privacy": {
    file: "routes/admin/enquiry-privacy.tsx",
    path: "/admin/enquiries/privacy",
  },
  "admin-enquiries-id": { file: "routes/admin/enquiry.tsx", path: "/admin/enquiries/:id" },
  "admin-insight": { file: "routes/admin/insight.tsx", path: "/admin/insight" },
  "admin-insight-download-chart": {
    file: "routes/admin/insight-download.tsx",
    path: "/admin/insight/download/:chart",
  },
  "admin-trash": { file: "routes/admin/trash.tsx", path: "/admin/trash" },
  "admin-caches": { file: "routes/admin/caches.tsx", path: "/admin/caches" },
  "admin-catalogue-files": {
    file: "routes/admin/catalogue-files.tsx",
    path: "/admin/catalogue-files",
  },
  "admin-categories": { file: "routes/admin/categories.tsx", path: "/admin/categories" },
  "admin-categories-edit-id": {
    file: "routes/admin/category-edit.tsx",
    path: "/admin/categories/edit/:id?",
  },
  "admin-products": { file: "routes/admin/products.tsx", path: "/admin/products" },
  "admin-products-edit-id": {
    file: "routes/admin/product-edit.tsx",
    path: "/admin/products/edit/:id?",
  },
  "admin-resources": { file: "routes/admin/pictures.tsx", path: "/admin/resources" },
  "admin-siteSettings": { file: "routes/admin/site-settings.tsx", path: "/admin/siteSettings" },
  "admin-siteSettings-edit-id": {
    file: "routes/admin/site-setting-edit.tsx",
    path: "/admin/siteSettings/edit/:id?",
  },
  "admin-synonyms": { file: "routes/admin/synonyms.tsx", path: "/admin/synonyms" },
  "admin-synonyms-new": { file: "routes/admin/synonym-edit.tsx", path: "/admin/synonyms/new" },
  "admin-synonyms-edit-id": {
    file: "routes/admin/synonym-edit.tsx",
    path: "/admin/synonyms/edit/:id?",
  },
  "admin-translations": { file: "routes/admin/translations.tsx", path: "/admin/translations" },
  "admin-translations-edit-id": {
    file: "routes/admin/translation-edit.tsx",
    path: "/admin/translations/edit/:id?",
  },
  "admin-users": { file: "routes/admin/users.tsx", path: "/admin/users" },
  "admin-users-edit-id": { file: "routes/admin/user-edit.tsx", path: "/admin/users/edit/:id?" },
} as const satisfies Record<string, BackOfficeRoute>;

export type AccountRouteId = keyof typeof accountRouteTable;
export type AdminRouteId = keyof typeof adminRouteTable;

/** The name of the language parameter in front of an admin screen's path: `fr`, `nl` or none. */
export const languageParameter = "lang";

/**
 * The route path of an admin screen in every language at once, `/:lang?/admin/products`; undefined
 * for a path of one segment, which keeps a route per language. `/:lang/admin` would match any
 * address of two segments ending in `admin`, and React Router ranks it level with the public
 * `/products/:catUrl` and `/blog/:url`: a category whose slug is `admin` would then depend on
 * the order in which the browser happened to learn the routes.
 */
export function everyLanguagePath(path: string): string | undefined {
  const segments = path.split("/").filter(Boolean);
  return segments.length > 1 ? `/:${languageParameter}?${path}` : undefined;
}

/**
 * The admin layout's first middleware: an address whose language parameter is not a prefixed
 * language (`/xx/admin/products`, `/en/admin/products`) is a 404 before anything else is read,
 * as when each language had a route of its own and such an address matched none.
 */
export const prefixedLanguageOnly: MiddlewareFunction<Response> = ({ params }) => {
  const language = params[languageParameter];
  if (language !== undefined && (language === defaultLocale || !isLocale(language))) {
    throw data(null, 404);
  }
};

/** A back-office path in a language: `/admin/products` in English, `/fr/admin/products`. */
export function prefixedPath(path: string, locale: Locale): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

export function adminPath(id: AdminRouteId, locale: Locale, params: RouteParams = {}): string {
  return prefixedPath(generatePath(adminRouteTable[id].path, params), locale);
}

export function accountPath(id: AccountRouteId, locale: Locale, params: RouteParams = {}): string {
  return prefixedPath(generatePath(accountRouteTable[id].path, params), locale);
}

/** The sign-in page, remembering the page first asked for (§4). */
export function signInPath(locale: Locale, redirectTo?: string): string {
  const path = accountPath("user-login", locale);
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
}

/**
 * Where to go after signing in: only a path on this site, never another origin (an open
 * redirect would let a link send a freshly signed-in admin anywhere).
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.includes("\\")) {
    return fallback;
  }
  return target;
}

/** The back-office or account path without its language prefix; undefined for other pages. */
export function backOfficePathOf(pathname: string): string | undefined {
  const unprefixed = pathname.replace(/^\/(fr|nl)(?=\/)/, "");
  return /^\/(admin|user)(\/|$)/.test(unprefixed) ? unprefixed : undefined;
}

/**
 * Whether an address, or a route's path, may be one of the back office's or the account's: any
 * first segment (`:lang?` takes any) then `admin` or `user`, as React Router matches it (without
 * regard to case, percent-decoded; `.data` for a page's data). Wider than the routes, never
 * narrower: the public site's pages are matched without these routes (ADR 65), and an address
 * sent to all of them by mistake (a category whose slug is `admin`) is still answered right.
 * `backOfficePathOf` is the narrow one, for a page that shows which frame it is in.
 */
export function mayBeBackOfficePath(pathname: string): boolean {
  return /^\/(?:[^/]+\/)?(?:admin|user)(?:\/|\.data$|$)/i.test(decodedPath(pathname));
}

/** A path with its segments percent-decoded, as React Router matches it; as it is if malformed. */
function decodedPath(pathname: string): string {
  if (!pathname.includes("%")) return pathname;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
