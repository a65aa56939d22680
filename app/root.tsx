// The HTML document of every page: language, interface texts, scripts. Loads once per
// language; a navigation that changes language loads the texts again.
import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./components/nonce-context.ts";
import { createI18n } from "./modules/i18n/i18n.ts";
import { localeFromPath } from "./modules/i18n/locales.ts";
import { servicesContext } from "./server/context.ts";
import "./styles/global.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { interfaceTexts } = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  return { locale, texts: await interfaceTexts.forLocale(locale) };
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const nonce = useNonce();
  return (
    <html lang={data?.locale ?? localeFromPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, texts } = loaderData;
  const i18n = useMemo(() => createI18n(locale, texts), [locale, texts]);
  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
    </I18nextProvider>
  );
}

/** Last resort, when even the document's own data could not load: no texts, so English. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
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
