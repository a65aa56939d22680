// The back office's frame: a header (name, the public site, languages, the signed-in user,
// sign-out) and a menu of its areas, folding behind a burger below 768 px. On a phone the
// header keeps the burger, the languages and "Log out"; the name and the public site's link move
// into the menu, whose panel covers the page when open and is hidden (out of the keyboard's way)
// when folded. Escape folds it and gives the focus back to the burger.
import {
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { Form, Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { languageNames, localeFromPath, locales } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import {
  type AdminRouteId,
  adminAreas,
  adminPath,
  backOfficePathOf,
  prefixedPath,
  signOutPath,
} from "../../routing/back-office-routes.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import classes from "./AdminShell.module.css";
import { counted } from "./owner-formats.ts";

const areaMenuKey = (area: string) => `ADMIN-MENU-${area.toUpperCase()}`;

export function AdminShell({
  email,
  newEnquiries = 0,
  children,
}: {
  email: string;
  /** Enquiries still new, counted beside "Enquiries" in the menu. */
  newEnquiries?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const [opened, { toggle, close }] = useDisclosure(false);
  const unprefixed = backOfficePathOf(pathname) ?? "/admin";
  const menuId = useId();
  const burger = useRef<HTMLButtonElement>(null);

  function foldOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape" || !opened) return;
    close();
    burger.current?.focus();
  }

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
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t("ADMIN-MENU-TOGGLE")}
              aria-expanded={opened}
              aria-controls={menuId}
              onKeyDown={foldOnEscape}
            />
            <Text
              component={Link}
              to={adminPath("admin", locale)}
              fw={700}
              c="dark.9"
              visibleFrom="xs"
            >
              {t("ADMIN-TITLE")}
            </Text>
            <Text
              component={Link}
              to={localizedPath("home", locale)}
              size="sm"
              c="blue.8"
              visibleFrom="sm"
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
            <Form method="post" action={signOutPath} reloadDocument>
              <Button type="submit" size="compact-sm" variant="default">
                {t("ADMIN-LOGOUT")}
              </Button>
            </Form>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id={menuId}
        p="xs"
        component="nav"
        aria-label={t("ADMIN-MENU-LABEL")}
        className={classes.navbar}
        mod={{ opened }}
        onKeyDown={foldOnEscape}
      >
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
            rightSection={
              area === "enquiries" && newEnquiries > 0 ? (
                <NewEnquiriesBadge count={newEnquiries} />
              ) : undefined
            }
            active={unprefixed.startsWith(`/admin/${area}`)}
            onClick={close}
          />
        ))}
        <NavLink
          component={Link}
          to={localizedPath("home", locale)}
          label={t("ADMIN-VIEW-SITE")}
          hiddenFrom="sm"
          mt="md"
        />
      </AppShell.Navbar>
      <AppShell.Main id="main">{children}</AppShell.Main>
    </AppShell>
  );
}

/** The number of new enquiries, read out as "3 new" rather than a bare number. */
function NewEnquiriesBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <Badge color="blue.9" variant="filled" size="sm" circle={count < 10}>
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{counted(t, locale, "ADMIN-ENQUIRY-MENU-NEW", count)}</VisuallyHidden>
    </Badge>
  );
}
