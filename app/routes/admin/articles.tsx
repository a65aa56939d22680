// The blog's articles (§2): the published list, or the archived one (?archived=1, so the choice
// survives a reload and can be linked to), each row leading to its edit page.
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { type Column, DataTable } from "../../components/admin/DataTable.tsx";
import { shopDay } from "../../components/admin/owner-formats.ts";
import { articleListPageData } from "../../modules/content/content-back-office-pages.server.ts";
import { localeFromPath, locales } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/articles";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { searchParams } = url;
  return {
    locale,
    ...(await articleListPageData(backOfficeServices(context), { locale, searchParams })),
  };
}

type Row = Awaited<ReturnType<typeof loader>>["articles"][number];

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, archived, articles } = loaderData;
  const listPath = adminPath("admin-articles", locale);

  const columns: Column<Row>[] = [
    { key: "title", label: t("ADMIN-ARTICLE-COL-TITLE"), sortValue: (row) => row.title },
    {
      key: "urls",
      label: t("ADMIN-ARTICLE-COL-URLS"),
      render: (row) => (
        <Stack gap={0}>
          {locales.map((language) => (
            <Text key={language} size="sm">
              <Text span c="dimmed" size="xs">
                {language.toUpperCase()}{" "}
              </Text>
              {row.urls[language]}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: "order", label: t("ADMIN-ARTICLE-COL-ORDER"), sortValue: (row) => row.sortOrder },
    {
      key: "date",
      label: t("ADMIN-ARTICLE-COL-DATE"),
      sortValue: (row) => row.publishedAt,
      // The day the article carries, as it was chosen: a day, not an instant.
      render: (row) => shopDay(locale, row.publishedAt),
    },
    {
      key: "status",
      label: t("ADMIN-ARTICLE-COL-STATUS"),
      sortValue: (row) => (row.archived ? 1 : 0),
      render: (row) =>
        t(row.archived ? "ADMIN-ARTICLE-STATUS-ARCHIVED" : "ADMIN-ARTICLE-STATUS-PUBLISHED"),
    },
    {
      key: "actions",
      label: t("ADMIN-ACTIONS"),
      render: (row) => (
        <Anchor
          component={Link}
          to={adminPath("admin-articles-edit-id", locale, { id: String(row.id) })}
          aria-label={t("ADMIN-ARTICLE-EDIT-NAMED", { name: row.title || String(row.id) })}
        >
          {t("ADMIN-EDIT")}
        </Anchor>
      ),
    },
  ];

  const which = (
    <Group gap="xs" role="group" aria-label={t("ADMIN-ARTICLES-WHICH")}>
      <Button
        component={Link}
        to={listPath}
        variant={archived ? "default" : "filled"}
        aria-current={archived ? undefined : "page"}
      >
        {t("ADMIN-ARTICLES-PUBLISHED")}
      </Button>
      <Button
        component={Link}
        to={`${listPath}?archived=1`}
        variant={archived ? "filled" : "default"}
        aria-current={archived ? "page" : undefined}
      >
        {t("ADMIN-ARTICLES-ARCHIVED")}
      </Button>
    </Group>
  );

  return (
    <Stack>
      <Title order={1} size="h2">
        {t("ADMIN-ARTICLES-TITLE")}
      </Title>
      <Group>
        <Button component={Link} to={adminPath("admin-articles-edit-id", locale)}>
          {t("ADMIN-ARTICLES-ADD")}
        </Button>
      </Group>
      <DataTable
        key={archived ? "archived" : "published"}
        rows={articles}
        columns={columns}
        rowKey={(row) => row.id}
        searchText={(row) => `${row.title} ${locales.map((l) => row.urls[l]).join(" ")}`}
        label={t(archived ? "ADMIN-ARTICLES-ARCHIVED-TABLE" : "ADMIN-ARTICLES-PUBLISHED-TABLE")}
        initialSort={{ key: "date", descending: true }}
        toolbar={which}
      />
    </Stack>
  );
}
