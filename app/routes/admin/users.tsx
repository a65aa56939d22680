// The users who can sign in (§3 "User"): e-mail, roles and whether they have admin rights.
import { Anchor, Badge, Button, Group, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { type Column, DataTable } from "../../components/admin/DataTable.tsx";
import { useRootData } from "../../components/root-data.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { userListPageData } from "../../modules/users/users-back-office-pages.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/users";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  return {
    locale: localeFromPath(url.pathname),
    ...(await userListPageData(backOfficeServices(context))),
  };
}

type Row = Awaited<ReturnType<typeof loader>>["users"][number];

export default function Users({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user: me } = useRootData();
  const { locale, users } = loaderData;

  const columns: Column<Row>[] = [
    {
      key: "email",
      label: t("ADMIN-USER-COL-EMAIL"),
      sortValue: (row) => row.email,
      render: (row) => (row.id === me?.id ? `${row.email} ${t("ADMIN-USER-YOU")}` : row.email),
    },
    {
      key: "roles",
      label: t("ADMIN-USER-COL-ROLES"),
      sortValue: (row) => row.roles.join(", "),
      render: (row) => (
        <Group gap={4}>
          {row.roles.map((role) => (
            <Badge key={role} variant="outline" color="gray.8">
              {role}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: "admin",
      label: t("ADMIN-USER-COL-ADMIN"),
      sortValue: (row) => (row.isAdmin ? 0 : 1),
      render: (row) => t(row.isAdmin ? "ADMIN-YES" : "ADMIN-NO"),
    },
    {
      key: "actions",
      label: t("ADMIN-ACTIONS"),
      render: (row) => (
        <Anchor
          component={Link}
          to={adminPath("admin-users-edit-id", locale, { id: String(row.id) })}
          aria-label={t("ADMIN-USER-EDIT-NAMED", { name: row.email })}
        >
          {t("ADMIN-EDIT")}
        </Anchor>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t("ADMIN-USERS-TITLE")}
      </Title>
      <Group>
        <Button component={Link} to={adminPath("admin-users-edit-id", locale)}>
          {t("ADMIN-USERS-ADD")}
        </Button>
      </Group>
      <DataTable
        rows={users}
        columns={columns}
        rowKey={(row) => row.id}
        searchText={(row) => `${row.email} ${row.roles.join(" ")}`}
        label={t("ADMIN-USERS-TITLE")}
        initialSort={{ key: "email" }}
      />
    </Stack>
  );
}
