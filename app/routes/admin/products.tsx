// The products list of the back office (§2): every product of the catalogue with its business
// key, title in the admin's language, main category and picture count, a link to its form and
// one to the category page that shows it. Read from the in-memory catalogue, so a 10 000-product
// list costs no query.
import { Anchor, Button, Group, Stack, Title } from "@mantine/core";
import { useMemo } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "../../components/admin/DataTable.tsx";
import { productRows } from "../../modules/catalogue/back-office-lists.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/products";
import { backOfficeServices } from "./back-office-access.server.ts";

type ProductRow = {
  id: number;
  bk: string;
  title: string;
  category: string;
  pictures: number;
  editPath: string;
  sitePath: string | null;
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { catalogue } = backOfficeServices(context);
  const rows: ProductRow[] = await productRows(catalogue, locale);
  return { rows, addPath: adminPath("admin-products-edit-id", locale) };
}

const searchText = (row: ProductRow) => `${row.bk} ${row.title} ${row.category}`;
const rowKey = (row: ProductRow) => row.id;

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, addPath } = loaderData;

  const columns = useMemo<Column<ProductRow>[]>(
    () => [
      { key: "bk", label: t("ADMIN-PRODUCTS-COLUMN-BK"), sortValue: (row) => row.bk },
      { key: "title", label: t("ADMIN-PRODUCTS-COLUMN-TITLE"), sortValue: (row) => row.title },
      {
        key: "category",
        label: t("ADMIN-PRODUCTS-COLUMN-CATEGORY"),
        sortValue: (row) => row.category,
        render: (row) => row.category || t("ADMIN-PRODUCTS-NO-CATEGORY"),
      },
      {
        key: "pictures",
        label: t("ADMIN-PRODUCTS-COLUMN-PICTURES"),
        sortValue: (row) => row.pictures,
      },
      {
        key: "actions",
        label: t("ADMIN-ACTIONS"),
        render: (row) => (
          <Group gap="sm" wrap="nowrap">
            <Anchor
              component={Link}
              to={row.editPath}
              aria-label={t("ADMIN-PRODUCTS-EDIT-LINK", { name: row.bk })}
            >
              {t("ADMIN-EDIT")}
            </Anchor>
            {row.sitePath && (
              <Anchor
                href={row.sitePath}
                aria-label={t("ADMIN-PRODUCTS-SITE-LINK-LABEL", { name: row.bk })}
              >
                {t("ADMIN-PRODUCTS-SITE-LINK")}
              </Anchor>
            )}
          </Group>
        ),
      },
    ],
    [t],
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t("ADMIN-PRODUCTS-TITLE")}
      </Title>
      <Group>
        <Button component={Link} to={addPath}>
          {t("ADMIN-PRODUCT-ADD")}
        </Button>
      </Group>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        searchText={searchText}
        label={t("ADMIN-PRODUCTS-TABLE")}
        initialSort={{ key: "bk" }}
      />
    </Stack>
  );
}
