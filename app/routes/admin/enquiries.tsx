// /admin/enquiries: the inbox of what buyers send — newest first, 25 to a page, with each
// enquiry's reference, when it came in, the buyer, how many lines it asks about, its status and
// who handles it. Filtered by status, by who handles it (or nobody) and by the shop's days, and
// searched by reference, name, company, e-mail or product code. The filters and the page live
// in the address (`?status=&assignee=&q=&from=&to=&page=`), read with `enquiryFilterOf` as the
// API reads its own: the filters are a GET form and the pages links, so the inbox works without
// JavaScript too. The list downloads as CSV or XLSX with the same filters.
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { FormEvent } from "react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { EnquiryStatusBadge } from "../../components/admin/EnquiryStatusBadge.tsx";
import { statusKey } from "../../components/admin/enquiry-wording.ts";
import { counted, shopMoment, shownOf } from "../../components/admin/owner-formats.ts";
import {
  type EnquiryFilter,
  enquiryStatuses,
  maxInboxSearchLength,
} from "../../modules/enquiries/enquiries.schema.ts";
import { enquiryInboxPageData } from "../../modules/enquiries/enquiries-back-office-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/enquiries";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  return {
    locale: localeFromPath(url.pathname),
    ...(await enquiryInboxPageData(backOfficeServices(context), url.searchParams)),
  };
}

const filterNames = ["q", "status", "assignee", "from", "to"] as const;

/** The filters as an address's query: what the export takes, and the pages keep. */
function filterQuery(filter: EnquiryFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of filterNames) {
    const value = filter[name];
    if (value !== undefined && value !== "") query.set(name, String(value));
  }
  return query;
}

/** The inbox's address at another page, the filters kept. */
function pagePath(listPath: string, filter: EnquiryFilter, page: number): string {
  const query = filterQuery(filter);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${listPath}?${text}` : listPath;
}

const downloads = [
  { format: "csv", per: "enquiry", label: "ADMIN-ENQUIRY-INBOX-DOWNLOAD-CSV-ENQUIRY" },
  { format: "xlsx", per: "enquiry", label: "ADMIN-ENQUIRY-INBOX-DOWNLOAD-XLSX-ENQUIRY" },
  { format: "csv", per: "line", label: "ADMIN-ENQUIRY-INBOX-DOWNLOAD-CSV-LINE" },
  { format: "xlsx", per: "line", label: "ADMIN-ENQUIRY-INBOX-DOWNLOAD-XLSX-LINE" },
] as const;

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { locale, enquiries, total, page, pages, filter, administrators } = loaderData;
  const filtered = filterNames.some((name) => filter[name] !== undefined);
  const listPath = adminPath("admin-enquiries", locale);

  /**
   * With JavaScript, the form leaves its empty fields out of the address and goes back to the
   * first page; without, the browser sends it as it is, which reads the same.
   */
  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim()) query.set(name, value.trim());
    }
    const text = query.toString();
    navigate(text ? `${listPath}?${text}` : listPath, { preventScrollReset: true });
  }

  const submitOnChange = (event: { currentTarget: HTMLSelectElement | HTMLInputElement }) =>
    event.currentTarget.form?.requestSubmit();

  const assigneeValue = filter.assignee === undefined ? "" : String(filter.assignee);
  const people = administrators.map((person) => ({
    value: String(person.id),
    label: person.email,
  }));
  if (typeof filter.assignee === "number" && !people.some((p) => p.value === assigneeValue)) {
    people.push({ value: assigneeValue, label: `#${assigneeValue}` });
  }

  const exportQuery = filterQuery(filter);
  const exportPath = (format: string, per: string) => {
    const query = new URLSearchParams(exportQuery);
    query.set("format", format);
    query.set("per", per);
    return `/api/enquiries/export?${query}`;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {t("ADMIN-ENQUIRY-INBOX-TITLE")}
        </Title>
        <Anchor component={Link} to={adminPath("admin-enquiries-privacy", locale)}>
          {t("ADMIN-ENQUIRY-PRIVACY-LINK")}
        </Anchor>
      </Group>

      <Form
        method="get"
        action={listPath}
        onSubmit={applyFilters}
        // A new address (a link, the back button) starts the fields again from it.
        key={searchParams.toString()}
        role="search"
        aria-label={t("ADMIN-ENQUIRY-INBOX-FILTERS")}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            name="q"
            label={t("ADMIN-ENQUIRY-INBOX-SEARCH")}
            description={t("ADMIN-ENQUIRY-INBOX-SEARCH-HINT")}
            defaultValue={filter.q ?? ""}
            maxLength={maxInboxSearchLength}
            w={300}
            maw="100%"
          />
          <NativeSelect
            name="status"
            label={t("ADMIN-ENQUIRY-INBOX-FILTER-STATUS")}
            data={[
              { value: "", label: t("ADMIN-ENQUIRY-INBOX-FILTER-STATUS-ALL") },
              ...enquiryStatuses.map((status) => ({ value: status, label: t(statusKey(status)) })),
            ]}
            defaultValue={filter.status ?? ""}
            onChange={submitOnChange}
            w={180}
            maw="100%"
          />
          <NativeSelect
            name="assignee"
            label={t("ADMIN-ENQUIRY-INBOX-FILTER-ASSIGNEE")}
            data={[
              { value: "", label: t("ADMIN-ENQUIRY-INBOX-FILTER-ASSIGNEE-ALL") },
              { value: "none", label: t("ADMIN-ENQUIRY-NOBODY") },
              ...people,
            ]}
            defaultValue={assigneeValue}
            onChange={submitOnChange}
            w={240}
            maw="100%"
          />
          <TextInput
            type="date"
            name="from"
            label={t("ADMIN-ENQUIRY-INBOX-FILTER-FROM")}
            defaultValue={filter.from ?? ""}
            max={filter.to}
            w={170}
          />
          <TextInput
            type="date"
            name="to"
            label={t("ADMIN-ENQUIRY-INBOX-FILTER-TO")}
            defaultValue={filter.to ?? ""}
            min={filter.from}
            w={170}
          />
          <Button type="submit">{t("ADMIN-ENQUIRY-INBOX-APPLY")}</Button>
          {filtered && (
            <Button component={Link} to={listPath} variant="default">
              {t("ADMIN-ENQUIRY-INBOX-CLEAR")}
            </Button>
          )}
        </Group>
      </Form>

      <Text size="sm" role="status">
        {total === 0
          ? t(filtered ? "ADMIN-ENQUIRY-INBOX-NONE-FOUND" : "ADMIN-ENQUIRY-INBOX-NONE")
          : shownOf(t, locale, "ADMIN-ENQUIRY-INBOX-SHOWN", enquiries.length, total)}
      </Text>

      {total > 0 && (
        <Group gap="xs" wrap="wrap" role="group" aria-label={t("ADMIN-ENQUIRY-INBOX-DOWNLOAD")}>
          <Text size="sm">{t("ADMIN-ENQUIRY-INBOX-DOWNLOAD")}</Text>
          {downloads.map((download) => (
            <Button
              key={`${download.format}-${download.per}`}
              component="a"
              href={exportPath(download.format, download.per)}
              download
              size="compact-sm"
              variant="default"
            >
              {t(download.label)}
            </Button>
          ))}
        </Group>
      )}

      {enquiries.length > 0 && (
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover aria-label={t("ADMIN-ENQUIRY-INBOX-TABLE")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("ADMIN-ENQUIRY-INBOX-COLUMN-REFERENCE")}</Table.Th>
                <Table.Th scope="col">{t("ADMIN-ENQUIRY-INBOX-COLUMN-RECEIVED")}</Table.Th>
                <Table.Th scope="col">{t("ADMIN-ENQUIRY-INBOX-COLUMN-BUYER")}</Table.Th>
                <Table.Th scope="col">{t("ADMIN-ENQUIRY-INBOX-COLUMN-LINES")}</Table.Th>
                <Table.Th scope="col">{t("ADMIN-ENQUIRY-INBOX-COLUMN-STATUS")}</Table.Th>
                <Table.Th scope="col">{t("ADMIN-ENQUIRY-INBOX-COLUMN-ASSIGNEE")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {enquiries.map((enquiry) => (
                <Table.Tr key={enquiry.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={adminPath("admin-enquiries-id", locale, { id: String(enquiry.id) })}
                      fw={enquiry.status === "new" ? 700 : undefined}
                      style={{ whiteSpace: "nowrap" }}
                    >
                      {enquiry.reference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <time dateTime={enquiry.createdAt}>
                      {shopMoment(locale, enquiry.createdAt)}
                    </time>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>
                    {enquiry.anonymised ? (
                      <Text size="sm" fs="italic">
                        {t("ADMIN-ENQUIRY-ANONYMISED-SHORT")}
                      </Text>
                    ) : (
                      <>
                        {enquiry.company && <Text fw={500}>{enquiry.company}</Text>}
                        <Text size="sm">{enquiry.name}</Text>
                      </>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {counted(t, locale, "ADMIN-ENQUIRY-LINES", enquiry.lineCount)}
                  </Table.Td>
                  <Table.Td>
                    <EnquiryStatusBadge status={enquiry.status} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>
                    {enquiry.assignee ? (
                      enquiry.assignee.email || t("ADMIN-ENQUIRY-UNKNOWN-PERSON")
                    ) : (
                      <Text size="sm" c="dimmed" component="span">
                        {t("ADMIN-ENQUIRY-NOBODY")}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {pages > 1 && (
        <Group component="nav" aria-label={t("ADMIN-ENQUIRY-INBOX-PAGES")} gap="sm" wrap="wrap">
          {page > 1 && (
            <Button
              component={Link}
              to={pagePath(listPath, filter, page - 1)}
              variant="default"
              size="sm"
            >
              {t("ADMIN-PAGE-PREVIOUS")}
            </Button>
          )}
          <Text size="sm">{t("ADMIN-ENQUIRY-INBOX-PAGE-OF", { page, pages })}</Text>
          {page < pages && (
            <Button
              component={Link}
              to={pagePath(listPath, filter, page + 1)}
              variant="default"
              size="sm"
            >
              {t("ADMIN-PAGE-NEXT")}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
