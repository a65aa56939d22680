// Layout of the login and account pages: the public frame, but no maintenance or offline
// closing, so that an administrator can still sign in to open the site again.
import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "../../components/site/ErrorPage.tsx";
import { SiteShell } from "../../components/site/SiteShell.tsx";
import type { Route } from "./+types/layout";

export function headers() {
  // Pages about the signed-in visitor: never kept by a browser or a proxy.
  return { "Cache-Control": "no-store" };
}

export default function AccountLayout() {
  return (
    <SiteShell>
      <Outlet />
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
