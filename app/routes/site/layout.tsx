// Layout route of the public site: every public page and its errors render inside the shell.
// Here too the site closes for maintenance (MAINTENANCE_MODE = ON) or closes some pages
// (OFFLINE_PAGES prefixes): visitors get a 503 with Retry-After, admins still get through.
import { data, isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "../../components/site/ErrorPage.tsx";
import { SiteShell } from "../../components/site/SiteShell.tsx";
import {
  closedRetryAfterSeconds,
  closingReason,
} from "../../modules/settings/site-closing.server.ts";
import { pageUser } from "../../modules/users/session.server.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/layout";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const reason = await closingReason(services.siteSettings, url.pathname);
  if (reason && !(await pageUser(services, request))?.isAdmin) {
    throw data(
      { reason },
      {
        status: 503,
        headers: { "Retry-After": String(closedRetryAfterSeconds), "Cache-Control": "no-store" },
      },
    );
  }
  return null;
}

export function headers({ errorHeaders, loaderHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const reason = isRouteErrorResponse(error)
    ? (error.data as { reason?: string } | null)?.reason
    : undefined;
  return (
    <SiteShell failed={status >= 500 && status !== 503}>
      <ErrorPage
        status={status}
        closed={reason === "maintenance" || reason === "offline" ? reason : undefined}
      />
    </SiteShell>
  );
}
