// /admin/auditLog: who changed what, when — every write made in the back office or through the
// API, every sign-in (failed ones too) and sign-out, newest first, each told in a sentence of the
// admin's language ("admin@… changed the French title of product …") with the time on the
// shop's clock; the call and the address it came from are folded behind "Technical details".
// Filtered by person, kind of item and the shop's days; the filters and the page live in the
// address (`?user=&entity=&from=&to=&page=`), so a reload or a shared link keeps them. The log
// grows without bound: the server reads one page of 50 at a time.
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
import { auditSentence } from "../../components/admin/change-sentences.ts";
import { counted, shopMoment, shownOf } from "../../components/admin/owner-formats.ts";
import { TechnicalDetails } from "../../components/admin/TechnicalDetails.tsx";
import { auditEntities } from "../../modules/audit/audit.schema.ts";
import { auditLogPageData } from "../../modules/audit/audit-back-office-pages.server.ts";
import { recordedCall } from "../../modules/audit/recorded-call.ts";
import { type Locale, localeFromPath } from "../../modules/i18n/locales.ts";
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

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** What happened, in a sentence whose item's name leads to its edit page while it exists. */
function Said({ row, locale }: { row: Row; locale: Locale }) {
  const { t } = useTranslation();
  const said = auditSentence(t, locale, row);
  return (
    <Text size="sm">
      {said.before}
      {said.item !== null &&
        (row.editPath ? (
          <Anchor component={Link} to={row.editPath} size="sm">
            {said.item}
          </Anchor>
        ) : (
          said.item
        ))}
      {said.after}
    </Text>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, total, page, pages, filter, people, keptDays, locale } = loaderData;
  const [, setSearchParams] = useSearchParams();

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
      <Text size="sm">{counted(t, locale, "ADMIN-AUDIT-HELP", keptDays)}</Text>
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
        {shownOf(t, locale, "ADMIN-AUDIT-COUNT", rows.length, total)}
      </Text>
      {rows.length === 0 ? (
        <Text>{t("ADMIN-AUDIT-EMPTY")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t("ADMIN-AUDIT-TABLE")} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={190}>
                  {t("ADMIN-AUDIT-COLUMN-WHEN")}
                </Table.Th>
                <Table.Th scope="col">{t("ADMIN-AUDIT-COLUMN-WHAT")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const call = recordedCall(row.summary);
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td style={{ verticalAlign: "top" }}>
                      <Text size="sm" component="time" dateTime={row.at}>
                        {shopMoment(locale, row.at)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4}>
                        <Said row={row} locale={locale} />
                        <TechnicalDetails
                          summary={t("ADMIN-AUDIT-DETAILS")}
                          facts={[
                            {
                              name: t("ADMIN-AUDIT-DETAIL-REQUEST"),
                              value: call.request,
                            },
                            { name: t("ADMIN-AUDIT-DETAIL-RECORDED"), value: call.detail },
                            {
                              name: t("ADMIN-AUDIT-DETAIL-ITEM"),
                              value:
                                row.entityId === null
                                  ? t(entityKey(row.entity))
                                  : `${t(entityKey(row.entity))} ${row.entityId}`,
                            },
                            { name: t("ADMIN-AUDIT-DETAIL-ADDRESS"), value: row.address },
                          ]}
                        />
                      </Stack>
                    </Table.Td>
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
