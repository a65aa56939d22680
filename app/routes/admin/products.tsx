// The products list of the back office (§2): the products of the catalogue with a thumbnail of
// their first picture, business key, title in the admin's language, main category, state
// (drafts marked) and last change, a link to their form and one to the category page that
// shows them. Filtered by category (its subcategories included), by state and by an attribute's
// value; the filters live in the address (`?category=&status=&attribute=&value=`), so a reload or
// a shared link keeps them. Products are selected by their checkboxes (all those shown at once
// from the header) and changed together: a category or an attribute value set, published, made
// drafts or deleted. The search finds a product by its business key, its category and its title
// in any of the three languages, whatever the admin's own. Read from the in-memory catalogue, so
// a 10 000-product list costs no query.
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useCallback, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { type Column, DataTable, type RowKey } from "../../components/admin/DataTable.tsx";
import { counted, shopMoment } from "../../components/admin/owner-formats.ts";
import { ProductBulkActions } from "../../components/admin/ProductBulkActions.tsx";
import { useRootData } from "../../components/root-data.ts";
import { productListPageData } from "../../modules/catalogue/catalogue-back-office-pages.server.ts";
import {
  maxFilteredValueLength,
  type ProductStatus,
  productFilterOf,
  productStatuses,
} from "../../modules/catalogue/product-list-filter.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import type { Route } from "./+types/products";
import { backOfficeServices } from "./back-office-access.server.ts";

type ProductRow = {
  id: number;
  bk: string;
  title: string;
  /** Its titles' words in the other languages, for the search. */
  otherTitles: string;
  category: string;
  picture: number | null;
  active: boolean;
  changedAt: string;
  editPath: string;
  sitePath: string | null;
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const page = await productListPageData(backOfficeServices(context), {
    locale,
    searchParams: url.searchParams,
  });
  return page satisfies { rows: ProductRow[] };
}

type FilterName = "category" | "status" | "attribute" | "value";

const searchText = (row: ProductRow) => `${row.bk} ${row.title} ${row.otherTitles} ${row.category}`;
const rowKey = (row: ProductRow) => row.id;

const statusLabels: Record<ProductStatus, string> = {
  all: "ADMIN-PRODUCTS-FILTER-ALL",
  published: "ADMIN-PRODUCTS-FILTER-PUBLISHED",
  drafts: "ADMIN-PRODUCTS-FILTER-DRAFTS",
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, categories, attributeTypes, addPath } = loaderData;
  const { locale } = useRootData();
  const [searchParams, setSearchParams] = useSearchParams();
  const { categoryId, status, attributeTypeId, attributeValue } = productFilterOf(searchParams);
  const category = categoryId === undefined ? null : String(categoryId);
  const attribute = attributeTypeId === undefined ? null : String(attributeTypeId);
  const filteredType = attributeTypes.find((type) => type.value === attribute);
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(() => new Set());

  /** Sets filters in the address, the others kept; the loader reads them. */
  const filterBy = useCallback(
    (changes: Partial<Record<FilterName, string | null>>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === "" || value === "all") {
              next.delete(name);
            } else next.set(name, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const rowLabel = useCallback(
    (row: ProductRow) => t("ADMIN-PRODUCTS-SELECT-ROW", { name: row.bk }),
    [t],
  );
  const allLabel = useCallback(
    (count: number) => counted(t, locale, "ADMIN-PRODUCTS-SELECT-ALL", count),
    [t, locale],
  );

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
        render: (row) => <time dateTime={row.changedAt}>{shopMoment(locale, row.changedAt)}</time>,
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
    [t, locale],
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
        selection={{
          selected,
          onChange: setSelected,
          rowLabel,
          allLabel,
          actions: (
            <ProductBulkActions
              ids={[...selected].map(Number)}
              categories={categories}
              attributeTypes={attributeTypes}
              onDone={() => setSelected(new Set())}
              onClear={() => setSelected(new Set())}
            />
          ),
        }}
        toolbar={
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t("ADMIN-PRODUCTS-FILTER-CATEGORY")}
              description={t("ADMIN-PRODUCTS-FILTER-CATEGORY-HINT")}
              placeholder={t("ADMIN-PRODUCTS-FILTER-CATEGORY-ALL")}
              data={categories}
              value={category}
              onChange={(value) => filterBy({ category: value })}
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
              onChange={(value) => filterBy({ status: value })}
              allowDeselect={false}
              w={180}
              maw="100%"
            />
            <Select
              label={t("ADMIN-PRODUCTS-FILTER-ATTRIBUTE")}
              placeholder={t("ADMIN-PRODUCTS-FILTER-ATTRIBUTE-ANY")}
              data={attributeTypes}
              value={attribute}
              onChange={(value) => filterBy({ attribute: value, value: null })}
              searchable
              clearable
              nothingFoundMessage={t("ADMIN-PRODUCTS-FILTER-ATTRIBUTE-NONE")}
              w={240}
              maw="100%"
            />
            {filteredType &&
              (filteredType.values.length > 0 ? (
                <Select
                  label={t("ADMIN-PRODUCTS-FILTER-VALUE")}
                  placeholder={t("ADMIN-PRODUCTS-FILTER-VALUE-ANY")}
                  data={filteredType.values}
                  value={
                    filteredType.values.find(
                      (known) => known.value.toLowerCase() === attributeValue.toLowerCase(),
                    )?.value ?? null
                  }
                  onChange={(value) => filterBy({ value })}
                  searchable
                  clearable
                  nothingFoundMessage={t("ADMIN-PRODUCTS-FILTER-ATTRIBUTE-NONE")}
                  w={220}
                  maw="100%"
                />
              ) : (
                <ValueFilter
                  key={filteredType.value}
                  label={t("ADMIN-PRODUCTS-FILTER-VALUE")}
                  placeholder={t("ADMIN-PRODUCTS-FILTER-VALUE-ANY")}
                  value={attributeValue}
                  onChange={(value) => filterBy({ value })}
                />
              ))}
          </Group>
        }
      />
    </Stack>
  );
}

/** A value typed to filter on: the address follows once typing pauses. */
function ValueFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [typed, setTyped] = useState(value);
  const follow = useDebouncedCallback(onChange, 400);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        follow(event.currentTarget.value.trim());
      }}
      maxLength={maxFilteredValueLength}
      w={200}
      maw="100%"
    />
  );
}
