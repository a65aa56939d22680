// The HTML document of every page: language, the frame's interface texts, the signed-in user
// and the site settings the frame needs. Loads again when a navigation changes the language, after a form
// is sent, and around the back office — not on every page change of the public site.
import { useContext, useState } from "react";
import { preloadModule } from "react-dom";
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { inlineInDocument, useStylesheetTexts } from "./components/inline-stylesheets.ts";
import { useNonce } from "./components/nonce-context.ts";
import { type RootData, useDocumentData } from "./components/root-data.ts";
import { ScriptsAfterMainPicture } from "./components/scripts-after-main-picture.tsx";
import { ErrorPage } from "./components/site/ErrorPage.tsx";
import { SiteShell } from "./components/site/SiteShell.tsx";
import { localeFromPath } from "./modules/i18n/locales.ts";
import { TranslationProvider } from "./modules/i18n/translation.tsx";
import { pageUser } from "./modules/users/session.server.ts";
import { backOfficePathOf } from "./routing/back-office-routes.ts";
import { servicesContext } from "./server/context.ts";
import "./styles/global.css";

export async function loader({ request, url, context }: Route.LoaderArgs): Promise<RootData> {
  const services = context.get(servicesContext);
  const { interfaceTexts, siteSettings, config } = services;
  const locale = localeFromPath(url.pathname);
  const [
    texts,
    user,
    shopLink,
    shopLinkTarget,
    showSignInLink,
    searchThumbnails,
    searchBarLimit,
    maintenanceMode,
  ] = await Promise.all([
    interfaceTexts.packed(locale, "frame"),
    pageUser(services, request),
    siteSettings.value("SHOP_LINK"),
    siteSettings.value("SHOP_LINK_TARGET"),
    siteSettings.value("SHOW_LOGIN_LINK"),
    siteSettings.value("SEARCH_THUMBNAILS"),
    siteSettings.value("SEARCH_BAR_LIMIT"),
    siteSettings.value("MAINTENANCE_MODE"),
  ]);
  return {
    locale,
    texts,
    publicUrl: config.publicUrl,
    user: user ? { id: user.id, email: user.email, isAdmin: user.isAdmin } : null,
    settings: {
      shopLink: shopLink ? shopLink.replaceAll("{language}", locale) : null,
      shopLinkTarget: shopLinkTarget === "_self" ? "_self" : "_blank",
      showSignInLink: showSignInLink === "1",
      searchThumbnails: searchThumbnails === "1",
      searchBarLimit: Number(searchBarLimit) || 150,
    },
    // Visitors get the maintenance page instead; an administrator, let through, is told the
    // site is closed. Said only on a page with an administrator's session cookie, which no
    // stored page is rendered with.
    maintenanceBanner: user?.isAdmin === true && maintenanceMode === "ON",
  };
}

const inBackOffice = (url: URL) => backOfficePathOf(url.pathname) !== undefined;

/** The administrators' pages, which have a frame of their own (the account's share the site's). */
const inAdminArea = (pathname: string) => /^\/admin(\/|$)/.test(backOfficePathOf(pathname) ?? "");

/**
 * The language of the document's data on screen, which `<html lang>` carries: after a language
 * change that got no answer it is still the one before, while the address has the new one.
 */
const languageOnScreen = () =>
  typeof document === "undefined" ? undefined : document.documentElement.lang;

/**
 * On the public site the document's data belongs to the language, not to the page (ADR 20): it
 * loads again when the page's language is not the one of the data on screen, after a form is
 * sent and when something asks for fresh data — which a link to the page on screen does too,
 * React Router telling the two apart by nothing. A plain page change loads the page alone, so
 * that when it gets no answer the site layout's error page has the frame around it (and when
 * the document's data got none, the root's boundary keeps the frame of the data it has). On the
 * back office's and account pages, and on the way in or out of them, it loads on every page
 * change, as they expect: signing in, texts and settings edited there, rights given or taken.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const nextLanguage = localeFromPath(nextUrl.pathname);
  if (localeFromPath(currentUrl.pathname) !== nextLanguage) return true;
  // The address may already be in the language of the next page while the data on screen is
  // not: a language change that got no answer left the texts of the language before.
  const onScreen = languageOnScreen();
  if (onScreen && onScreen !== nextLanguage) return true;
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (inBackOffice(currentUrl) || inBackOffice(nextUrl)) return true;
  return currentUrl.href === nextUrl.href && defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // After a page change that got no answer, the language of the texts still on screen.
  const data = useDocumentData();
  const { pathname } = useLocation();
  const nonce = useNonce();
  const scriptsAtOnce = useScriptsAtOnce(pathname);
  return (
    <html
      lang={data?.locale ?? localeFromPath(pathname)}
      // Mantine's styles (back office only) key on this attribute; the public CSS ignores it.
      data-mantine-color-scheme="light"
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <PageStylesheets backOffice={backOfficePathOf(pathname) !== undefined} nonce={nonce} />
        {scriptsAtOnce ? <ModulePreloads nonce={nonce} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        {scriptsAtOnce ? <Scripts nonce={nonce} /> : <ScriptsAfterMainPicture nonce={nonce} />}
      </body>
    </html>
  );
}

/**
 * Whether the document starts its modules as it is read, as React Router's `<Scripts>` does:
 * the back office's and the account's pages, which are of no use without them, and every page
 * in development, where Vite's module comes first. The public pages start theirs after the
 * main picture (ADR 56). Decided by the document's first page and kept across page changes in
 * the browser, where the scripts already run.
 */
function useScriptsAtOnce(pathname: string): boolean {
  const framework = useContext(FrameworkContext);
  const [atOnce] = useState(
    () => backOfficePathOf(pathname) !== undefined || Boolean(framework?.manifest.hmr),
  );
  return atOnce;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <TranslationProvider texts={loaderData.texts}>
      <Outlet />
    </TranslationProvider>
  );
}

/**
 * The stylesheets of the page's routes, in their order (what React Router's `<Links>` renders
 * for routes without a `links` export). On the public site they carry a precedence, so React
 * writes them at the head's start, before the image and module preloads it puts there (ADR 38),
 * and the server writes their rules inline, so the first paint waits on no other file (ADR 39).
 * A page the browser moves to links the stylesheets its document does not hold yet. React
 * keeps such a stylesheet once it is in, across page changes; that is harmless for the site's,
 * whose classes are their own, but the back office's include Mantine's global styles, so there
 * they stay plain links, which leave with their page.
 */
function PageStylesheets({ backOffice, nonce }: { backOffice: boolean; nonce?: string }) {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  const texts = useStylesheetTexts();
  // The document's own stylesheet is on every page, the back office's too: always kept, so that
  // it stays first when the visitor comes back to the site.
  const stylesheets = new Map<string, boolean>();
  for (const match of matches) {
    for (const href of framework?.manifest.routes[match.id]?.css ?? []) {
      if (!stylesheets.has(href)) stylesheets.set(href, !backOffice || match.id === "root");
    }
  }
  // In development the styles of the page come inline first, as `<Links>` writes them.
  const critical = framework?.criticalCss;
  return (
    <>
      {typeof critical === "string" ? (
        <style
          data-react-router-critical-css=""
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own CSS
          dangerouslySetInnerHTML={{ __html: critical }}
        />
      ) : critical ? (
        <link data-react-router-critical-css="" rel="stylesheet" href={critical.href} />
      ) : null}
      {[...stylesheets].map(([href, kept]) => {
        if (!kept) return <link key={href} rel="stylesheet" href={href} />;
        // In the browser, React finds the document's inline rules by their address and keeps
        // them as they are: the text it is given here is never written.
        const text = texts ? texts.get(href) : inlineInDocument(href) ? "" : undefined;
        return text === undefined ? (
          <link key={href} rel="stylesheet" href={href} precedence="page" />
        ) : (
          <style key={href} href={href} precedence="page" nonce={nonce}>
            {text}
          </style>
        );
      })}
    </>
  );
}

declare module "react-dom" {
  // React 19.3 forwards it; the types do not list it yet.
  interface PreloadModuleOptions {
    fetchPriority?: "high" | "low" | "auto";
  }
}

/**
 * The modules `<Scripts>` preloads for the page, asked for first at a low priority (ADR 39):
 * the page is whole without them, so they do not take the network from its pictures, and a
 * browser that finds `<Scripts>`'s own preloads afterwards fetches nothing twice. React does
 * the same for the modules it starts a page with. Only in the document the server writes:
 * a page the browser moves to has its modules before it shows.
 */
function ModulePreloads({ nonce }: { nonce?: string }) {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  if (typeof document !== "undefined" || !framework) return null;
  const { manifest } = framework;
  const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    const { module, clientActionModule, clientLoaderModule, hydrateFallbackModule } = route;
    for (const each of [module, clientActionModule, clientLoaderModule, hydrateFallbackModule]) {
      if (each) modules.add(each);
    }
    for (const each of route.imports ?? []) modules.add(each);
  }
  // With subresource integrity on, the first preload of a module must carry its hash too.
  const integrity = typeof manifest.sri === "object" ? manifest.sri : {};
  for (const module of modules) {
    preloadModule(module, {
      as: "script",
      fetchPriority: "low",
      nonce,
      integrity: integrity[module],
    });
  }
  return null;
}

/**
 * When the document's data fails to load. In the browser the data loaded before is kept
 * (`useDocumentData`: a link to the page on screen, or to another language, got no answer): the
 * error page then shows inside the site's frame, in the language of those texts, its links
 * leading to the pages of the address asked for (ADR 20). Otherwise — the server could not read
 * the data, or an administrator's page failed — the last resort: no texts, so English.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useDocumentData();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (data && !inAdminArea(pathname)) {
    return (
      <TranslationProvider texts={data.texts}>
        <SiteShell failed>
          <ErrorPage status={status} />
        </SiteShell>
      </TranslationProvider>
    );
  }
  return (
    <main className="last-resort-error">
      <title>{`Error: ${status}`}</title>
      <h1>{`Error: ${status}`}</h1>
      <p>We're sorry for the inconvenience</p>
      <p>
        <a href="/">Home</a>
      </p>
    </main>
  );
}
