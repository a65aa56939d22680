// Layout of the sign-in and account pages: the public frame, but no maintenance or offline
// closing, so that an administrator can still sign in to open the site again. Both pages carry
// the account area's texts on top of the frame's.
import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "../../components/site/ErrorPage.tsx";
import { SiteShell } from "../../components/site/SiteShell.tsx";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { MoreTexts } from "../../modules/i18n/translation.tsx";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/layout";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { interfaceTexts } = context.get(servicesContext);
  return { texts: await interfaceTexts.packed(localeFromPath(url.pathname), "account") };
}

export function headers() {
  // Pages about the signed-in visitor: never kept by a browser or a proxy.
  return { "Cache-Control": "no-store" };
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell>
      <MoreTexts texts={loaderData.texts}>
        <Outlet />
      </MoreTexts>
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <SiteShell failed={status >= 500}>
      <ErrorPage status={status} />
    </SiteShell>
  );
}
