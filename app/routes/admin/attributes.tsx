// The attribute types: code, group, unit, whether a product may hold several values, how many
// values are predefined and the label in the administrator's language.
import { Anchor, Button, Group, Title } from "@mantine/core";
import { useCallback, useMemo } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "../../components/admin/DataTable.tsx";
import { attributeListPageData } from "../../modules/catalogue/catalogue-back-office-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/attributes";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return { locale, ...(await attributeListPageData(backOfficeServices(context), { locale })) };
}

type Row = Route.ComponentProps["loaderData"]["attributeTypes"][number];

export default function Attributes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, attributeTypes } = loaderData;
  const groupName = useCallback(
    (group: string) => t(`ADMIN-ATTRIBUTE-GROUP-${group.toUpperCase()}`),
    [t],
  );

  const columns = useMemo<Column<Row>[]>(
    () => [
      { key: "code", label: t("ADMIN-ATTRIBUTE-CODE"), sortValue: (row) => row.code },
      { key: "label", label: t("ADMIN-ATTRIBUTE-LABEL"), sortValue: (row) => row.label },
      {
        key: "group",
        label: t("ADMIN-ATTRIBUTE-GROUP"),
        sortValue: (row) => groupName(row.group),
      },
      { key: "unit", label: t("ADMIN-ATTRIBUTE-UNIT"), sortValue: (row) => row.unit },
      {
        key: "multiple",
        label: t("ADMIN-ATTRIBUTE-MULTIPLE"),
        sortValue: (row) => (row.allowMultiple ? t("ADMIN-YES") : t("ADMIN-NO")),
      },
      {
        key: "values",
        label: t("ADMIN-ATTRIBUTE-VALUE-COUNT"),
        sortValue: (row) => row.valueCount,
      },
      {
        key: "sort",
        label: t("ADMIN-ATTRIBUTE-SORT-ORDER"),
        sortValue: (row) => row.sortOrder,
      },
      {
        key: "actions",
        label: t("ADMIN-ACTIONS"),
        render: (row) => (
          <Anchor
            component={Link}
            to={adminPath("admin-attributes-edit-id", locale, { id: String(row.id) })}
            aria-label={t("ADMIN-ATTRIBUTE-EDIT-LINK", { name: row.code })}
          >
            {t("ADMIN-EDIT")}
          </Anchor>
        ),
      },
    ],
    [t, locale, groupName],
  );
  const searchText = useCallback(
    (row: Row) => `${row.code} ${row.label} ${groupName(row.group)} ${row.unit}`,
    [groupName],
  );

  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t("ADMIN-ATTRIBUTES-TITLE")}
      </Title>
      <Group mb="md">
        <Button component={Link} to={adminPath("admin-attributes-edit-id", locale)}>
          {t("ADMIN-ATTRIBUTE-ADD")}
        </Button>
        {/* A value of any type: its form asks which type it belongs to. */}
        <Button
          component={Link}
          variant="outline"
          to={adminPath("admin-attributes-values-edit-id", locale)}
        >
          {t("ADMIN-ATTRIBUTE-VALUE-ADD")}
        </Button>
      </Group>
      <DataTable
        rows={attributeTypes}
        columns={columns}
        rowKey={(row) => row.id}
        searchText={searchText}
        label={t("ADMIN-ATTRIBUTES-TITLE")}
        initialSort={{ key: "sort" }}
      />
    </>
  );
}
