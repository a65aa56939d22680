// Layout route of the public site: every public page and its errors render inside the shell.
import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "../../components/site/ErrorPage.tsx";
import { SiteShell } from "../../components/site/SiteShell.tsx";
import type { Route } from "./+types/layout";

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <SiteShell>
      <ErrorPage status={status} />
    </SiteShell>
  );
}
