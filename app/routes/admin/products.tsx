// The products list of the back office (§2): the products of the catalogue with a thumbnail of
// their first picture, business key, title in the admin's language, main category, state
// (drafts marked) and last change, a link to their form and one to the category page that
// shows them. Filtered by category (its subcategories included) and by state; the filters live
// in the address (`?category=&status=`), so a reload or a shared link keeps them. Read from the
// in-memory catalogue, so a 10 000-product list costs no query.
import { Anchor, Badge, Button, Group, Image, Select, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { type Column, DataTable } from "../../components/admin/DataTable.tsx";
import { productRows } from "../../modules/catalogue/back-office-lists.server.ts";
import {
  type ProductStatus,
  productFilterOf,
  productStatuses,
} from "../../modules/catalogue/product-list-filter.ts";
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
  picture: number | null;
  active: boolean;
  changedAt: string;
  changed: string;
  editPath: string;
  sitePath: string | null;
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { catalogue } = backOfficeServices(context);
  const rows: ProductRow[] = await productRows(
    catalogue,
    locale,
    productFilterOf(url.searchParams),
  );
  const model = await catalogue.read();
  return {
    rows,
    categories: model.categoryOptions().map((option) => ({
      value: String(option.category.id),
      label: option.path[locale],
    })),
    addPath: adminPath("admin-products-edit-id", locale),
  };
}

const searchText = (row: ProductRow) => `${row.bk} ${row.title} ${row.category}`;
const rowKey = (row: ProductRow) => row.id;

const statusLabels: Record<ProductStatus, string> = {
  all: "ADMIN-PRODUCTS-FILTER-ALL",
  published: "ADMIN-PRODUCTS-FILTER-PUBLISHED",
  drafts: "ADMIN-PRODUCTS-FILTER-DRAFTS",
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, categories, addPath } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const { categoryId, status } = productFilterOf(searchParams);
  const category = categoryId === undefined ? null : String(categoryId);

  /** Sets one filter in the address, the others kept; the loader reads them. */
  function filterBy(name: "category" | "status", value: string | null) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null || value === "all") next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const columns = useMemo<Column<ProductRow>[]>(
    () => [
      {
        key: "picture",
        label: t("ADMIN-PRODUCTS-COLUMN-PICTURE"),
        render: (row) =>
          row.picture === null ? null : (
            <Image
              src={`/api/resources/thumbs/${row.picture}`}
              alt={t("ADMIN-PRODUCTS-PICTURE-ALT", { name: row.title })}
              w={48}
              h={48}
              fit="contain"
              loading="lazy"
            />
          ),
      },
      { key: "bk", label: t("ADMIN-PRODUCTS-COLUMN-BK"), sortValue: (row) => row.bk },
      { key: "title", label: t("ADMIN-PRODUCTS-COLUMN-TITLE"), sortValue: (row) => row.title },
      {
        key: "category",
        label: t("ADMIN-PRODUCTS-COLUMN-CATEGORY"),
        sortValue: (row) => row.category,
        render: (row) => row.category || t("ADMIN-PRODUCTS-NO-CATEGORY"),
      },
      {
        key: "status",
        label: t("ADMIN-PRODUCTS-COLUMN-STATUS"),
        sortValue: (row) => (row.active ? 1 : 0),
        render: (row) =>
          row.active ? (
            <Text size="sm">{t("ADMIN-PRODUCTS-STATUS-PUBLISHED")}</Text>
          ) : (
            <Badge color="yellow.9" variant="light">
              {t("ADMIN-PRODUCTS-STATUS-DRAFT")}
            </Badge>
          ),
      },
      {
        key: "changed",
        label: t("ADMIN-PRODUCTS-COLUMN-CHANGED"),
        sortValue: (row) => row.changedAt,
        render: (row) => <time dateTime={row.changedAt}>{row.changed}</time>,
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
        toolbar={
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t("ADMIN-PRODUCTS-FILTER-CATEGORY")}
              description={t("ADMIN-PRODUCTS-FILTER-CATEGORY-HINT")}
              placeholder={t("ADMIN-PRODUCTS-FILTER-CATEGORY-ALL")}
              data={categories}
              value={category}
              onChange={(value) => filterBy("category", value)}
              searchable
              clearable
              nothingFoundMessage={t("ADMIN-PRODUCT-CATEGORY-NONE-FOUND")}
              w={360}
              maw="100%"
            />
            <Select
              label={t("ADMIN-PRODUCTS-FILTER-STATUS")}
              data={productStatuses.map((value) => ({ value, label: t(statusLabels[value]) }))}
              value={status}
              onChange={(value) => filterBy("status", value)}
              allowDeselect={false}
              w={180}
            />
          </Group>
        }
      />
    </Stack>
  );
}
