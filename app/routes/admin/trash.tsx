// /admin/trash: what administrators deleted in the last TRASH_DAYS days, newest first, with who
// deleted it and when. An item
// is restored with its links (its own page shows it again), or deleted for good after a
// confirmation; emptying the trash deletes everything in it for good, after one too.
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { useState } from "react";
import { confirmAction } from "../../components/admin/confirm.ts";
import { type Column, DataTable } from "../../components/admin/DataTable.tsx";
import { counted, shopMoment } from "../../components/admin/owner-formats.ts";
import { useSave } from "../../components/admin/save-and-delete.ts";
import { callApi } from "../../components/api-client.ts";
import { trashPageData } from "../../modules/history/history-back-office-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import type { Route } from "./+types/trash";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  return {
    locale: localeFromPath(url.pathname),
    ...(await trashPageData(backOfficeServices(context))),
  };
}

type TrashRow = Route.ComponentProps["loaderData"]["items"][number];

const kindKey = (entity: string) => `ADMIN-TRASH-KIND-${entity.toUpperCase()}`;
const searchText = (row: TrashRow) => `${row.label} ${row.editor ?? ""}`;
const rowKey = (row: TrashRow) => row.id;

export default function Trash({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, locale, keptDays } = loaderData;
  const [busy, setBusy] = useState<number | "empty" | null>(null);
  const hydrated = useMounted();

  // Each change says how it went and reads the trash again; the notice is the change's own.
  const change = useSave({
    send: async ({ call, done }: { call: () => Promise<unknown>; done: string }) => {
      await call();
      return done;
    },
    saved: (done) => done,
    notSaved: t("ADMIN-TRASH-FAILED"),
  });

  async function act(key: number | "empty", call: () => Promise<unknown>, done: string) {
    setBusy(key);
    await change.save({ call, done });
    setBusy(null);
  }

  const restore = (row: TrashRow) =>
    act(
      row.id,
      () => callApi("POST", `/trash/${row.id}/restore`),
      t("ADMIN-TRASH-RESTORED", { name: row.label }),
    );

  async function deleteForGood(row: TrashRow) {
    const confirmed = await confirmAction(t, {
      title: t("ADMIN-TRASH-DELETE-TITLE"),
      message: t("ADMIN-TRASH-DELETE-TEXT", { name: row.label }),
      confirmLabel: t("ADMIN-TRASH-DELETE"),
    });
    if (!confirmed) return;
    await act(
      row.id,
      () => callApi("DELETE", `/trash/${row.id}`),
      t("ADMIN-TRASH-DELETED", { name: row.label }),
    );
  }

  async function empty() {
    const confirmed = await confirmAction(t, {
      title: t("ADMIN-TRASH-EMPTY-TITLE"),
      message: counted(t, locale, "ADMIN-TRASH-EMPTY-TEXT", items.length),
      confirmLabel: t("ADMIN-TRASH-EMPTY"),
    });
    if (!confirmed) return;
    await act(
      "empty",
      () => callApi("POST", "/trash/empty", { olderThanDays: 0 }),
      t("ADMIN-TRASH-EMPTIED"),
    );
  }

  const columns: Column<TrashRow>[] = [
    { key: "label", label: t("ADMIN-TRASH-ITEM"), sortValue: (row) => row.label },
    {
      key: "kind",
      label: t("ADMIN-TRASH-KIND"),
      sortValue: (row) => t(kindKey(row.entity)),
    },
    {
      key: "deleted",
      label: t("ADMIN-TRASH-DELETED-AT"),
      sortValue: (row) => row.deleted_at,
      render: (row) => <time dateTime={row.deleted_at}>{shopMoment(locale, row.deleted_at)}</time>,
    },
    {
      key: "editor",
      label: t("ADMIN-TRASH-DELETED-BY"),
      sortValue: (row) => row.editor ?? "",
      render: (row) => row.editor ?? t("ADMIN-HISTORY-SHOP"),
    },
    {
      key: "actions",
      label: t("ADMIN-ACTIONS"),
      render: (row) => (
        <Group gap="xs" wrap="wrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => restore(row)}
            loading={busy === row.id}
            disabled={!hydrated || busy !== null}
            aria-label={t("ADMIN-TRASH-RESTORE-NAMED", { name: row.label })}
          >
            {t("ADMIN-TRASH-RESTORE")}
          </Button>
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            onClick={() => deleteForGood(row)}
            disabled={!hydrated || busy !== null}
            aria-label={t("ADMIN-TRASH-DELETE-NAMED", { name: row.label })}
          >
            {t("ADMIN-TRASH-DELETE")}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t("ADMIN-TRASH-TITLE")}
      </Title>
      <Text>{counted(t, locale, "ADMIN-TRASH-HELP", keptDays)}</Text>
      <DataTable
        rows={items}
        columns={columns}
        rowKey={rowKey}
        searchText={searchText}
        label={t("ADMIN-TRASH-TITLE")}
        initialSort={{ key: "deleted", descending: true }}
        toolbar={
          <Button
            variant="outline"
            color="red.9"
            onClick={empty}
            loading={busy === "empty"}
            disabled={!hydrated || busy !== null || items.length === 0}
          >
            {t("ADMIN-TRASH-EMPTY")}
          </Button>
        }
      />
    </Stack>
  );
}
