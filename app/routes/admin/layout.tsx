// The guarded layout of every admin page (§2, §6): a signed-out visitor goes to sign in and comes
// back afterwards; a signed-in non-admin gets 403 "Admin rights needed!" and none of the page's
// data (back-office-access.server.ts). Mantine, its styles and the back office's texts load
// here only, so public pages never carry them.
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { data, isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import { AdminShell } from "../../components/admin/AdminShell.tsx";
import { adminCssVariables, createAdminTheme } from "../../components/admin/admin-theme.ts";
import { MaintenanceBanner } from "../../components/admin/MaintenanceBanner.tsx";
import { useRootData } from "../../components/root-data.ts";
import { ErrorPage } from "../../components/site/ErrorPage.tsx";
import { SiteShell } from "../../components/site/SiteShell.tsx";
import { newEnquiryCount } from "../../modules/enquiries/enquiries.service.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import {
  MoreTexts,
  type PackedTexts,
  unpackTexts,
  useTranslation,
} from "../../modules/i18n/translation.tsx";
import { backOfficePathOf, prefixedLanguageOnly } from "../../routing/back-office-routes.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/layout";
import { admitToBackOffice, backOfficeVisitor } from "./back-office-access.server.ts";

export const middleware: Route.MiddlewareFunction[] = [prefixedLanguageOnly, admitToBackOffice];

export async function loader({ url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  const user = backOfficeVisitor(context);
  const adminTexts = await services.interfaceTexts.forAdmin(locale);
  if (!user.isAdmin) {
    throw data({ rightsNeeded: adminTexts["ADMIN-RIGHTS-NEEDED"] ?? "Admin rights needed!" }, 403);
  }
  // The menu counts the enquiries still new on every page: the shop's daily work.
  return {
    adminTexts: await services.interfaceTexts.packed(locale, "admin"),
    email: user.email,
    newEnquiries: await newEnquiryCount(services.db),
  };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * Every admin page's title names its area first ("Products – Rubbera back office"), so that
 * tabs and history tell the pages apart; an edit page may put its item in front of it.
 */
export function meta({ matches, location }: Route.MetaArgs) {
  const own = matches.find((match) => match?.id === "routes/admin/layout");
  const packed = (own?.loaderData as { adminTexts?: PackedTexts } | undefined)?.adminTexts;
  const texts = packed === undefined ? undefined : unpackTexts(packed);
  const backOffice = texts?.["ADMIN-TITLE"] ?? "Back office";
  const area = backOfficePathOf(location.pathname)?.split("/")[2];
  const areaName = area ? texts?.[`ADMIN-MENU-${area.toUpperCase()}`] : undefined;
  return [
    { title: areaName ? `${areaName} – ${backOffice}` : backOffice },
    { name: "robots", content: "noindex" },
  ];
}

function AdminProviders({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(() => createAdminTheme(t), [t]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={adminCssVariables}
      forceColorScheme="light"
    >
      <ModalsProvider labels={{ confirm: t("ADMIN-CONFIRM"), cancel: t("ADMIN-CANCEL") }}>
        <Notifications position="top-right" limit={4} />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MoreTexts texts={loaderData.adminTexts}>
      <AdminProviders>
        <AdminShell email={loaderData.email} newEnquiries={loaderData.newEnquiries}>
          <MaintenanceBanner />
          <Outlet />
        </AdminShell>
      </AdminProviders>
    </MoreTexts>
  );
}

/** A layout's data, for an admin page's own error boundary. */
export function useAdminLayoutData() {
  return useRouteLoaderData<typeof loader>("routes/admin/layout");
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale } = useRootData();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const message = (error.data as { rightsNeeded?: string } | null)?.rightsNeeded;
    return (
      <SiteShell>
        <section aria-labelledby="rights-title">
          <h1 id="rights-title">{message ?? "Admin rights needed!"}</h1>
          <p>
            <Link to={localizedPath("home", locale)}>{t("MENU-HOME")}</Link>
          </p>
        </section>
      </SiteShell>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <SiteShell failed={status >= 500}>
      <ErrorPage status={status} />
    </SiteShell>
  );
}
