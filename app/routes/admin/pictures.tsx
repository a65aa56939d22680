// The uploaded pictures (§3 "Pictures"): each with its thumbnail, size and type, its alt texts
// per language (edited in a dialog), and what uses it, so an unused one is easy to spot. New
// pictures are uploaded here; a picture nothing uses can be deleted, one by one or all the unused
// pictures the list shows at once ("unused only" narrows the list to them); "clean up" removes
// the files on disk that no picture record points to any more.
import { Anchor, Button, Checkbox, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { useCallback, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { confirmAction, confirmDeletion } from "../../components/admin/confirm.ts";
import { type Column, DataTable } from "../../components/admin/DataTable.tsx";
import { useAdminNotices } from "../../components/admin/notices.ts";
import { counted, fileSize, written } from "../../components/admin/owner-formats.ts";
import {
  PictureAltDialog,
  type PictureAltTarget,
} from "../../components/admin/PictureAltDialog.tsx";
import { PictureDropzone } from "../../components/admin/PictureDropzone.tsx";
import { useSave } from "../../components/admin/save-and-delete.ts";
import { callApi, type StoredPicture } from "../../components/api-client.ts";
import { picturesPageData } from "../../modules/content/content-back-office-pages.server.ts";
import { localeFromPath, locales } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { deleteUnusedResultSchema } from "../../modules/pictures/pictures.schema.ts";
import { type AdminRouteId, adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/pictures";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return { locale, ...(await picturesPageData(backOfficeServices(context), { locale })) };
}

type Row = Awaited<ReturnType<typeof loader>>["pictures"][number];
type UseKind = Row["uses"][number]["kind"];

const useRoute: Record<UseKind, AdminRouteId> = {
  product: "admin-products-edit-id",
  category: "admin-categories-edit-id",
  article: "admin-articles-edit-id",
  text: "admin-translations-edit-id",
  setting: "admin-siteSettings-edit-id",
};
const useKey: Record<UseKind, string> = {
  product: "ADMIN-RESOURCE-USED-PRODUCT",
  category: "ADMIN-RESOURCE-USED-CATEGORY",
  article: "ADMIN-RESOURCE-USED-ARTICLE",
  text: "ADMIN-RESOURCE-USED-TEXT",
  setting: "ADMIN-RESOURCE-USED-SETTING",
};

/** The same ids in the same order: the list's unused pictures did not change. */
const sameIds = (left: readonly number[], right: readonly number[]) =>
  left.length === right.length && left.every((id, index) => id === right[index]);

export default function Pictures({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const revalidator = useRevalidator();
  const { locale, pictures } = loaderData;
  const [cleaned, setCleaned] = useState<string | null>(null);
  const [unusedOnly, setUnusedOnly] = useState(false);
  const [editing, setEditing] = useState<PictureAltTarget | null>(null);
  // The unused pictures among those the list shows (its search applied): what "delete unused"
  // deletes, no more.
  const [shownUnused, setShownUnused] = useState<number[]>([]);
  const rows = unusedOnly ? pictures.filter((picture) => picture.uses.length === 0) : pictures;
  const onShownChange = useCallback((shown: readonly Row[]) => {
    const ids = shown.filter((row) => row.uses.length === 0).map((row) => row.id);
    setShownUnused((previous) => (sameIds(previous, ids) ? previous : ids));
  }, []);

  const unusedDeletion = useSave({
    send: (ids: number[]) =>
      callApi("POST", "/resources/deleteUnused", { ids }, deleteUnusedResultSchema),
    saved: ({ deleted }) => counted(t, locale, "ADMIN-RESOURCES-UNUSED-DELETED", deleted),
    notSaved: t("ADMIN-RESOURCES-UNUSED-NOT-DELETED"),
    onSaved: ({ inUse }) => {
      if (inUse.length > 0) {
        notices.error(counted(t, locale, "ADMIN-RESOURCES-UNUSED-KEPT", inUse.length));
      }
    },
  });

  async function deleteUnused() {
    const count = shownUnused.length;
    const confirmed = await confirmAction(t, {
      title: t("ADMIN-RESOURCES-DELETE-UNUSED-TITLE"),
      message: counted(t, locale, "ADMIN-RESOURCES-DELETE-UNUSED-TEXT", count),
      confirmLabel: counted(t, locale, "ADMIN-RESOURCES-DELETE-UNUSED-CONFIRM", count),
    });
    if (confirmed) await unusedDeletion.save(shownUnused);
  }

  async function deletePicture(row: Row) {
    if (row.uses.length > 0) {
      notices.error(counted(t, locale, "ADMIN-RESOURCE-IN-USE", row.uses.length, { id: row.id }));
      return;
    }
    if (
      !(await confirmDeletion(
        t,
        t("ADMIN-RESOURCE-NAMED", { id: row.id, name: row.originalName }),
        {
          forGood: true,
        },
      ))
    ) {
      return;
    }
    try {
      await callApi("DELETE", `/resources/${row.id}`);
      notices.success(t("ADMIN-RESOURCE-DELETED", { id: row.id }));
      await revalidator.revalidate();
    } catch (error) {
      notices.error(t("ADMIN-RESOURCE-NOT-DELETED", { id: row.id }), error);
    }
  }

  async function uploaded(stored: StoredPicture[], files: File[]) {
    stored.forEach((picture, index) => {
      notices.success(
        t("ADMIN-RESOURCE-UPLOADED", { name: files[index]?.name ?? "", id: picture.id }),
      );
    });
    // The upload went through its own client call (with its progress), not a save.
    await revalidator.revalidate();
  }

  const cleanup = useSave({
    send: () => callApi<{ removed: number }>("POST", "/categories/cleanResourceFiles"),
    saved: ({ removed }) => counted(t, locale, "ADMIN-RESOURCES-CLEANED", removed),
    notSaved: t("ADMIN-RESOURCES-NOT-CLEANED"),
    onSaved: ({ removed }) => setCleaned(counted(t, locale, "ADMIN-RESOURCES-CLEANED", removed)),
  });

  async function cleanUp() {
    const confirmed = await confirmAction(t, {
      title: t("ADMIN-RESOURCES-CLEAN-TITLE"),
      message: t("ADMIN-RESOURCES-CLEAN-TEXT"),
      confirmLabel: t("ADMIN-RESOURCES-CLEAN"),
    });
    if (confirmed) await cleanup.save(undefined);
  }

  const columns: Column<Row>[] = [
    {
      key: "picture",
      label: t("ADMIN-RESOURCE-COL-PICTURE"),
      render: (row) => (
        <Image
          src={`/api/resources/thumbs/${row.id}`}
          alt={t("ADMIN-RESOURCE-THUMB-ALT", { id: row.id, name: row.originalName })}
          w={80}
          h={60}
          fit="contain"
          loading="lazy"
        />
      ),
    },
    { key: "id", label: t("ADMIN-RESOURCE-COL-ID"), sortValue: (row) => row.id },
    {
      key: "name",
      label: t("ADMIN-RESOURCE-COL-NAME"),
      sortValue: (row) => row.originalName,
      // The languages the picture has an alt text in, under its name.
      render: (row) => {
        const written = locales.filter((locale) => row.alt[locale] !== "");
        return (
          <Stack gap={2}>
            <Text size="sm">{row.originalName}</Text>
            <Text size="xs" c="dimmed">
              {written.length === 0
                ? t("ADMIN-RESOURCE-NO-ALT")
                : t("ADMIN-RESOURCE-ALT-IN", {
                    languages: written.map((locale) => locale.toUpperCase()).join(", "),
                  })}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: "size",
      label: t("ADMIN-RESOURCE-COL-SIZE"),
      sortValue: (row) => row.width * row.height,
      render: (row) => `${row.width} × ${row.height}`,
    },
    { key: "type", label: t("ADMIN-RESOURCE-COL-TYPE"), sortValue: (row) => row.mimeType },
    {
      key: "bytes",
      label: t("ADMIN-RESOURCE-COL-BYTES"),
      sortValue: (row) => row.bytes,
      render: (row) => fileSize(locale, row.bytes),
    },
    {
      key: "uses",
      label: t("ADMIN-RESOURCE-COL-USED"),
      sortValue: (row) => row.uses.length,
      render: (row) =>
        row.uses.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("ADMIN-RESOURCE-UNUSED")}
          </Text>
        ) : (
          <Stack gap={2}>
            {row.uses.map((use) => (
              <Anchor
                key={`${use.kind}-${use.id}`}
                component={Link}
                size="sm"
                to={adminPath(useRoute[use.kind], locale, { id: String(use.id) })}
              >
                {t(useKey[use.kind], { name: use.name })}
              </Anchor>
            ))}
          </Stack>
        ),
    },
    {
      key: "actions",
      label: t("ADMIN-ACTIONS"),
      render: (row) => (
        <Stack gap={4} align="stretch">
          <Button
            size="xs"
            variant="light"
            aria-label={t("ADMIN-PICTURE-ALT-EDIT", { id: row.id, name: row.originalName })}
            onClick={() => setEditing({ id: row.id, originalName: row.originalName, alt: row.alt })}
          >
            {t("ADMIN-PICTURE-ALT-BUTTON")}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            aria-label={t("ADMIN-RESOURCE-DELETE", { id: row.id, name: row.originalName })}
            onClick={() => deletePicture(row)}
          >
            {t("ADMIN-DELETE")}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t("ADMIN-RESOURCES-TITLE")}
      </Title>
      <Group>
        <Button color="red.9" variant="outline" onClick={cleanUp} loading={cleanup.saving}>
          {t("ADMIN-RESOURCES-CLEAN")}
        </Button>
      </Group>
      {cleaned && (
        <Paper withBorder p="md" role="status">
          <Text>{cleaned}</Text>
        </Paper>
      )}
      <Stack gap="xs">
        <PictureDropzone label={t("ADMIN-RESOURCES-UPLOAD")} onUploaded={uploaded} padding="lg">
          <Text ta="center" fw={700}>
            {t("ADMIN-RESOURCES-UPLOAD")}
          </Text>
          <Text ta="center" size="sm">
            {t("ADMIN-PICTURES-DROP")}
          </Text>
        </PictureDropzone>
      </Stack>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        searchText={(row) =>
          `${row.id} ${row.originalName} ${row.mimeType} ${row.uses.map((use) => use.name).join(" ")}`
        }
        label={t("ADMIN-RESOURCES-TABLE")}
        initialSort={{ key: "id", descending: true }}
        onShownChange={onShownChange}
        toolbar={
          <Group align="center">
            <Checkbox
              label={t("ADMIN-RESOURCES-UNUSED-ONLY")}
              checked={unusedOnly}
              onChange={(event) => setUnusedOnly(event.currentTarget.checked)}
            />
            <Button
              color="red.9"
              variant="outline"
              disabled={shownUnused.length === 0}
              loading={unusedDeletion.saving}
              onClick={deleteUnused}
            >
              {t("ADMIN-RESOURCES-DELETE-UNUSED", { count: written(locale, shownUnused.length) })}
            </Button>
          </Group>
        }
      />
      <PictureAltDialog
        picture={editing}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </Stack>
  );
}
