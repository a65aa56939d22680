// The uploaded pictures (§3 "Pictures"): each with its thumbnail, size and type, and what uses
// it, so an unused one is easy to spot. New pictures are uploaded here; "clean up" removes the
// files on disk that no picture record points to any more.
import { Anchor, Button, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { confirmAction } from "../../components/admin/confirm.ts";
import { type Column, DataTable } from "../../components/admin/DataTable.tsx";
import { useAdminNotices } from "../../components/admin/notices.ts";
import { PictureDropzone } from "../../components/admin/PictureDropzone.tsx";
import { callApi, type StoredPicture } from "../../components/api-client.ts";
import {
  type PictureUse,
  picturesWithUses,
} from "../../modules/catalogue/back-office-lists.server.ts";
import { type Locale, localeFromPath, localeTags } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { type AdminRouteId, adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/resources";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return { locale, pictures: await picturesWithUses(backOfficeServices(context), locale) };
}

type Row = Awaited<ReturnType<typeof loader>>["pictures"][number];

const useRoute: Record<PictureUse["kind"], AdminRouteId> = {
  product: "admin-products-edit-id",
  category: "admin-categories-edit-id",
  article: "admin-articles-edit-id",
};
const useKey: Record<PictureUse["kind"], string> = {
  product: "ADMIN-RESOURCE-USED-PRODUCT",
  category: "ADMIN-RESOURCE-USED-CATEGORY",
  article: "ADMIN-RESOURCE-USED-ARTICLE",
};

function fileSize(bytes: number, locale: Locale): string {
  const format = (value: number) =>
    value.toLocaleString(localeTags[locale], { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} KB`;
  return `${format(bytes / 1024 / 1024)} MB`;
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const revalidator = useRevalidator();
  const { locale, pictures } = loaderData;
  const [cleaning, setCleaning] = useState(false);
  const [cleaned, setCleaned] = useState<string | null>(null);

  async function uploaded(stored: StoredPicture[], files: File[]) {
    stored.forEach((picture, index) => {
      notices.success(
        t("ADMIN-RESOURCE-UPLOADED", { name: files[index]?.name ?? "", id: picture.id }),
      );
    });
    await revalidator.revalidate();
  }

  async function cleanUp() {
    const confirmed = await confirmAction(t, {
      title: t("ADMIN-RESOURCES-CLEAN-TITLE"),
      message: t("ADMIN-RESOURCES-CLEAN-TEXT"),
      confirmLabel: t("ADMIN-RESOURCES-CLEAN"),
    });
    if (!confirmed) return;
    setCleaning(true);
    try {
      const { removed } = await callApi<{ removed: number }>(
        "POST",
        "/categories/cleanResourceFiles",
      );
      const message = t("ADMIN-RESOURCES-CLEANED", { count: removed });
      setCleaned(message);
      notices.success(message);
    } catch (error) {
      notices.error(t("ADMIN-RESOURCES-NOT-CLEANED"), error);
    } finally {
      setCleaning(false);
    }
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
    { key: "name", label: t("ADMIN-RESOURCE-COL-NAME"), sortValue: (row) => row.originalName },
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
      render: (row) => fileSize(row.bytes, locale),
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
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t("ADMIN-RESOURCES-TITLE")}
      </Title>
      <Group>
        <Button color="red.9" variant="outline" onClick={cleanUp} loading={cleaning}>
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
        rows={pictures}
        columns={columns}
        rowKey={(row) => row.id}
        searchText={(row) =>
          `${row.id} ${row.originalName} ${row.mimeType} ${row.uses.map((use) => use.name).join(" ")}`
        }
        label={t("ADMIN-RESOURCES-TABLE")}
        initialSort={{ key: "id", descending: true }}
      />
    </Stack>
  );
}
