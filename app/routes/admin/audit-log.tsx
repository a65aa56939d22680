// /admin/auditLog: who changed what, when and from which address — every write made in the back
// office or through the API, every sign-in (failed ones too) and sign-out, newest first. Filtered
// by person, kind of item and the shop's days; the filters and the page live in the address
// (`?user=&entity=&from=&to=&page=`), so a reload or a shared link keeps them. The log grows
// without bound: the server reads one page of 50 at a time.
import {
  Anchor,
  Button,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { auditEntities } from "../../modules/audit/audit.schema.ts";
import { auditLogPageData } from "../../modules/audit/audit-log-page.server.ts";
import { localeFromPath, localeTags } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import type { Route } from "./+types/audit-log";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return {
    locale,
    ...(await auditLogPageData(backOfficeServices(context), locale, url.searchParams)),
  };
}

type FilterName = "user" | "entity" | "from" | "to";

const entityKey = (entity: string) => `ADMIN-AUDIT-ENTITY-${entity.toUpperCase()}`;
const actionKey = (action: string) => `ADMIN-AUDIT-ACTION-${action.toUpperCase()}`;

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, total, page, pages, filter, people, keptDays, locale } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const numbers = new Intl.NumberFormat(localeTags[locale]);

  /** Sets one filter in the address, the others kept, back to the first page. */
  function filterBy(name: FilterName, value: string | null) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete("page");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function showPage(number: number) {
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (number > 1) next.set("page", String(number));
      else next.delete("page");
      return next;
    });
  }

  const filtered = Boolean(filter.user || filter.entity || filter.from || filter.to);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t("ADMIN-AUDIT-TITLE")}
      </Title>
      <Text size="sm">{t("ADMIN-AUDIT-HELP", { days: numbers.format(keptDays) })}</Text>
      <Group align="flex-end" wrap="wrap" role="group" aria-label={t("ADMIN-AUDIT-FILTERS")}>
        <Select
          label={t("ADMIN-AUDIT-FILTER-PERSON")}
          placeholder={t("ADMIN-AUDIT-FILTER-PERSON-ALL")}
          data={people}
          value={filter.user ?? null}
          onChange={(value) => filterBy("user", value)}
          searchable
          clearable
          nothingFoundMessage={t("ADMIN-AUDIT-FILTER-NONE-FOUND")}
          w={280}
          maw="100%"
        />
        <Select
          label={t("ADMIN-AUDIT-FILTER-ENTITY")}
          placeholder={t("ADMIN-AUDIT-FILTER-ENTITY-ALL")}
          data={auditEntities.map((value) => ({ value, label: t(entityKey(value)) }))}
          value={filter.entity ?? null}
          onChange={(value) => filterBy("entity", value)}
          clearable
          w={220}
          maw="100%"
        />
        <TextInput
          type="date"
          label={t("ADMIN-AUDIT-FILTER-FROM")}
          value={filter.from ?? ""}
          max={filter.to}
          onChange={(event) => filterBy("from", event.currentTarget.value)}
          w={170}
        />
        <TextInput
          type="date"
          label={t("ADMIN-AUDIT-FILTER-TO")}
          value={filter.to ?? ""}
          min={filter.from}
          onChange={(event) => filterBy("to", event.currentTarget.value)}
          w={170}
        />
        {filtered && (
          <Button variant="default" onClick={() => setSearchParams({}, { replace: true })}>
            {t("ADMIN-AUDIT-CLEAR-FILTERS")}
          </Button>
        )}
      </Group>
      <Text size="sm" role="status">
        {t("ADMIN-AUDIT-COUNT", { count: numbers.format(total) })}
      </Text>
      {rows.length === 0 ? (
        <Text>{t("ADMIN-AUDIT-EMPTY")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t("ADMIN-AUDIT-TABLE")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("ADMIN-AUDIT-COLUMN-WHEN")}</Table.Th>
                <Table.Th scope="col">{t("ADMIN-AUDIT-COLUMN-WHO")}</Table.Th>
                <Table.Th scope="col">{t("ADMIN-AUDIT-COLUMN-ACTION")}</Table.Th>
                <Table.Th scope="col">{t("ADMIN-AUDIT-COLUMN-ENTITY")}</Table.Th>
                <Table.Th scope="col">{t("ADMIN-AUDIT-COLUMN-SUMMARY")}</Table.Th>
                <Table.Th scope="col">{t("ADMIN-AUDIT-COLUMN-ADDRESS")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const entity = t(entityKey(row.entity));
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <time dateTime={row.at}>{row.when}</time>
                    </Table.Td>
                    <Table.Td>{row.userEmail ?? t("ADMIN-AUDIT-UNKNOWN-PERSON")}</Table.Td>
                    <Table.Td>{t(actionKey(row.action))}</Table.Td>
                    <Table.Td>
                      {row.editPath ? (
                        <Anchor
                          component={Link}
                          to={row.editPath}
                          aria-label={t("ADMIN-AUDIT-EDIT-LINK", {
                            entity,
                            id: row.entityId ?? "",
                          })}
                        >
                          {entity} {row.entityId}
                        </Anchor>
                      ) : (
                        <>
                          {entity}
                          {row.entityId === null ? null : ` ${row.entityId}`}
                        </>
                      )}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{row.summary}</Table.Td>
                    <Table.Td>{row.address}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={showPage}
          getItemProps={(number) => ({ "aria-label": t("ADMIN-PAGE-NUMBER", { page: number }) })}
          getControlProps={(control) => ({
            "aria-label": t(`ADMIN-PAGE-${control.toUpperCase()}`),
          })}
        />
      )}
    </Stack>
  );
}
