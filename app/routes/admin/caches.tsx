// /admin/caches: the server's caches by context, with their size and when and how fast they
// were built. One can be deleted (it is built again on its next use), all cleared, or all
// rebuilt now, with progress shown while the server works. Caches hold only derived data, so
// none of this asks for confirmation: nothing can be lost.
import { Button, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useAdminNotices } from "../../components/admin/notices.ts";
import { shopMoment, written } from "../../components/admin/owner-formats.ts";
import { callApi } from "../../components/api-client.ts";
import { cachesPageData } from "../../modules/caches/caches-back-office-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import type { Route } from "./+types/caches";
import { backOfficeServices } from "./back-office-access.server.ts";

export function loader({ url, context }: Route.LoaderArgs) {
  return { locale: localeFromPath(url.pathname), ...cachesPageData(backOfficeServices(context)) };
}

type Work = { kind: "rebuild" | "clear" | "delete"; context?: string };

export default function Caches({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const revalidator = useRevalidator();
  const [work, setWork] = useState<Work | null>(null);
  const { locale } = loaderData;
  // §4: rebuilding or clearing empties the displayed list until the new one arrives.
  const emptied =
    work?.kind === "rebuild" || work?.kind === "clear" || revalidator.state !== "idle";
  const caches = emptied && work?.kind !== "delete" ? [] : loaderData.caches;

  async function run(
    next: Work,
    call: () => Promise<{ result: string }>,
    success: (result: string) => string,
  ) {
    setWork(next);
    try {
      const { result } = await call();
      notices.success(success(result));
    } catch (error) {
      notices.error(t("ADMIN-CACHES-FAILED"), error);
    } finally {
      await revalidator.revalidate();
      setWork(null);
    }
  }

  const remove = (context: string) =>
    run(
      { kind: "delete", context },
      () => callApi("POST", "/cache/delete", { context }),
      () => t("ADMIN-CACHE-DELETED", { context }),
    );
  const clearAll = () =>
    run(
      { kind: "clear" },
      () => callApi("POST", "/cache/clearall"),
      () => t("ADMIN-CACHES-CLEARED"),
    );
  const rebuild = () =>
    run(
      { kind: "rebuild" },
      () => callApi("POST", "/cache/rebuild?shouldWait=true"),
      (result) => result,
    );

  return (
    <Stack>
      <Title order={1} size="h2">
        {t("ADMIN-CACHES-TITLE")}
      </Title>
      <Text>{t("ADMIN-CACHES-HELP")}</Text>
      <Group>
        <Button onClick={rebuild} loading={work?.kind === "rebuild"} disabled={work !== null}>
          {t("ADMIN-CACHES-REBUILD")}
        </Button>
        <Button
          variant="default"
          onClick={clearAll}
          loading={work?.kind === "clear"}
          disabled={work !== null}
        >
          {t("ADMIN-CACHES-CLEAR")}
        </Button>
      </Group>
      {work && work.kind !== "delete" && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>
            {work.kind === "rebuild" ? t("ADMIN-CACHES-REBUILDING") : t("ADMIN-CACHES-CLEARING")}
          </Text>
        </Group>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={t("ADMIN-CACHES-TITLE")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("ADMIN-CACHES-CONTEXT")}</Table.Th>
              <Table.Th>{t("ADMIN-CACHES-SIZE")}</Table.Th>
              <Table.Th>{t("ADMIN-CACHES-BUILT-AT")}</Table.Th>
              <Table.Th>{t("ADMIN-CACHES-BUILD-TIME")}</Table.Th>
              <Table.Th>{t("ADMIN-ACTIONS")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {caches.map((cache) => (
              <Table.Tr key={cache.context}>
                <Table.Td>
                  <Text ff="monospace">{cache.context}</Text>
                </Table.Td>
                <Table.Td>{written(locale, cache.size)}</Table.Td>
                <Table.Td>
                  {cache.builtAt ? (
                    <time dateTime={cache.builtAt}>{shopMoment(locale, cache.builtAt)}</time>
                  ) : (
                    t("ADMIN-CACHES-NOT-BUILT")
                  )}
                </Table.Td>
                <Table.Td>
                  {cache.buildMs === null ? "—" : `${written(locale, cache.buildMs)} ms`}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    onClick={() => remove(cache.context)}
                    loading={work?.kind === "delete" && work.context === cache.context}
                    disabled={work !== null}
                    aria-label={t("ADMIN-CACHE-DELETE", { context: cache.context })}
                  >
                    {t("ADMIN-DELETE")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
