// The search's synonyms (§4): every group of terms that mean the same and every one-way
// replacement, with the language of the searches it applies to; each opens its edit page or is
// deleted (to the trash) after a confirmation.
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { Link, useRevalidator } from "react-router";
import { type Column, DataTable } from "../../components/admin/DataTable.tsx";
import { EditDeleteActions } from "../../components/admin/EditDeleteActions.tsx";
import { useDeleteSynonym } from "../../components/admin/SynonymForm.tsx";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import type { SynonymDto } from "../../modules/search/synonyms.schema.ts";
import { synonymsPageData } from "../../modules/search/synonyms-back-office-pages.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/synonyms";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  return {
    ...(await synonymsPageData(backOfficeServices(context))),
    locale: localeFromPath(url.pathname),
  };
}

const rowKey = (synonym: SynonymDto) => synonym.id;
const searchText = (synonym: SynonymDto) => synonym.label;

export default function Synonyms({ loaderData }: Route.ComponentProps) {
  const { synonyms, locale } = loaderData;
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const deleteSynonym = useDeleteSynonym();

  const columns = useMemo<Column<SynonymDto>[]>(
    () => [
      {
        key: "terms",
        label: t("ADMIN-SYNONYM-TERMS"),
        sortValue: (synonym) => synonym.label,
        render: (synonym) => (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {synonym.label}
          </Text>
        ),
      },
      {
        key: "kind",
        label: t("ADMIN-SYNONYM-KIND"),
        sortValue: (synonym) => (synonym.target === null ? 0 : 1),
        render: (synonym) =>
          t(
            synonym.target === null ? "ADMIN-SYNONYM-KIND-GROUP" : "ADMIN-SYNONYM-KIND-REPLACEMENT",
          ),
      },
      {
        key: "lang",
        label: t("ADMIN-SYNONYM-LANG"),
        sortValue: (synonym) => synonym.lang ?? "",
        render: (synonym) =>
          synonym.lang === null
            ? t("ADMIN-SYNONYM-LANG-ALL")
            : t(`ADMIN-LANGUAGE-${synonym.lang.toUpperCase()}`),
      },
      {
        key: "actions",
        label: t("ADMIN-ACTIONS"),
        render: (synonym) => (
          <EditDeleteActions
            editTo={adminPath("admin-synonyms-edit-id", locale, { id: String(synonym.id) })}
            editLabel={t("ADMIN-SYNONYM-EDIT-LINK", { terms: synonym.label })}
            deleteLabel={t("ADMIN-SYNONYM-DELETE-LINK", { terms: synonym.label })}
            onDelete={async () => {
              if (await deleteSynonym(synonym)) revalidator.revalidate();
            }}
          />
        ),
      },
    ],
    [t, locale, deleteSynonym, revalidator],
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2" mb="xs">
          {t("ADMIN-SYNONYMS-TITLE")}
        </Title>
        <Text c="dimmed" maw={720}>
          {t("ADMIN-SYNONYMS-INTRO")}
        </Text>
      </div>
      <Group>
        <Button component={Link} variant="default" to={adminPath("admin-synonyms-new", locale)}>
          {t("ADMIN-SYNONYM-ADD")}
        </Button>
      </Group>
      <DataTable
        rows={synonyms}
        columns={columns}
        rowKey={rowKey}
        searchText={searchText}
        label={t("ADMIN-SYNONYMS-TITLE")}
        initialSort={{ key: "terms" }}
      />
    </Stack>
  );
}
