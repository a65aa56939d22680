// The back office's frame: a header (name, the public site, languages, the signed-in user,
// log out) and a menu of the admin areas, folding behind a burger on small screens.
import { AppShell, Burger, Button, Group, NavLink, Text, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Form, Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { languageNames, localeFromPath, locales } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import {
  type AdminRouteId,
  adminAreas,
  adminPath,
  backOfficePathOf,
  logoutPath,
  prefixedPath,
} from "../../routing/back-office-routes.ts";
import { localizedPath } from "../../routing/localized-routes.ts";

const areaMenuKey = (area: string) => `ADMIN-MENU-${area.toUpperCase()}`;

export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const [opened, { toggle, close }] = useDisclosure(false);
  const unprefixed = backOfficePathOf(pathname) ?? "/admin";

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 230, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t("ADMIN-MENU-TOGGLE")}
            />
            <Text component={Link} to={adminPath("admin", locale)} fw={700} c="dark.9">
              {t("ADMIN-TITLE")}
            </Text>
            <Text
              component={Link}
              to={localizedPath("home", locale)}
              size="sm"
              c="blue.8"
              visibleFrom="xs"
            >
              {t("ADMIN-VIEW-SITE")}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <nav aria-label={t("ADMIN-LANGUAGES")}>
              <Group gap={4} wrap="nowrap">
                {locales.map((code) => (
                  <Button
                    key={code}
                    component={Link}
                    to={`${prefixedPath(unprefixed, code)}${search}`}
                    size="compact-sm"
                    variant={code === locale ? "filled" : "subtle"}
                    aria-current={code === locale ? "true" : undefined}
                    lang={code}
                    title={languageNames[code]}
                  >
                    {code.toUpperCase()}
                    <VisuallyHidden>{` ${languageNames[code]}`}</VisuallyHidden>
                  </Button>
                ))}
              </Group>
            </nav>
            <Text size="sm" visibleFrom="md">
              {email}
            </Text>
            <Form method="post" action={logoutPath} reloadDocument>
              <Button type="submit" size="compact-sm" variant="default">
                {t("ADMIN-LOGOUT")}
              </Button>
            </Form>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t("ADMIN-MENU-LABEL")}>
        <NavLink
          component={RouterNavLink}
          to={adminPath("admin", locale)}
          end
          label={t("ADMIN-MENU-HOME")}
          onClick={close}
        />
        {adminAreas.map((area) => (
          <NavLink
            key={area}
            component={RouterNavLink}
            to={adminPath(`admin-${area}` as AdminRouteId, locale)}
            label={t(areaMenuKey(area))}
            active={unprefixed.startsWith(`/admin/${area}`)}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id="main">{children}</AppShell.Main>
    </AppShell>
  );
}
