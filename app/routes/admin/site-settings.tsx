// The site settings (§3): each key with its value and, for the keys the site reads, what it
// does. Adding and changing happen on the edit page; deleting asks first.
import { Anchor, Button, Group, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { Link, useRevalidator } from "react-router";
import { type Column, DataTable } from "../../components/admin/DataTable.tsx";
import { settingHelp, useDeleteSiteSetting } from "../../components/admin/SiteSettingForm.tsx";
import { textPreview } from "../../components/admin/TranslationRows.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { siteSettingDto } from "../../modules/settings/settings.api.server.ts";
import type { SiteSettingDto } from "../../modules/settings/settings.schema.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/site-settings";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const settings = await backOfficeServices(context).siteSettings.all();
  // The list and its delete button read settings as the API answers them.
  return { siteSettings: settings.map(siteSettingDto), locale: localeFromPath(url.pathname) };
}

const rowKey = (setting: SiteSettingDto) => setting.id;

export default function SiteSettings({ loaderData }: Route.ComponentProps) {
  const { siteSettings, locale } = loaderData;
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const deleteSetting = useDeleteSiteSetting();

  // The explanation is searchable too: "maintenance" finds MAINTENANCE_MODE in every language.
  const searchText = useMemo(
    () => (setting: SiteSettingDto) =>
      [setting.key_code, setting.key_value, settingHelp(t, setting.key_code)].join(" "),
    [t],
  );

  const columns = useMemo<Column<SiteSettingDto>[]>(
    () => [
      {
        key: "key_code",
        label: t("ADMIN-SITESETTING-KEY"),
        sortValue: (setting) => setting.key_code,
        render: (setting) => (
          <Text size="sm" ff="monospace">
            {setting.key_code}
          </Text>
        ),
      },
      {
        key: "key_value",
        label: t("ADMIN-SITESETTING-VALUE"),
        sortValue: (setting) => setting.key_value,
        render: (setting) => (
          <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
            {textPreview(setting.key_value, 80)}
          </Text>
        ),
      },
      {
        key: "about",
        label: t("ADMIN-SITESETTING-ABOUT"),
        render: (setting) => (
          <Text size="sm" c="dimmed">
            {settingHelp(t, setting.key_code)}
          </Text>
        ),
      },
      {
        key: "actions",
        label: t("ADMIN-ACTIONS"),
        render: (setting) => (
          <Group gap="sm" wrap="nowrap">
            <Anchor
              component={Link}
              to={adminPath("admin-siteSettings-edit-id", locale, { id: String(setting.id) })}
              aria-label={t("ADMIN-SITESETTING-EDIT-LINK", { key: setting.key_code })}
              size="sm"
            >
              {t("ADMIN-EDIT")}
            </Anchor>
            <Button
              size="compact-sm"
              variant="outline"
              color="red.9"
              aria-label={t("ADMIN-SITESETTING-DELETE-LINK", { key: setting.key_code })}
              onClick={async () => {
                if (await deleteSetting(setting)) revalidator.revalidate();
              }}
            >
              {t("ADMIN-DELETE")}
            </Button>
          </Group>
        ),
      },
    ],
    [t, locale, deleteSetting, revalidator],
  );

  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t("ADMIN-SITESETTINGS-TITLE")}
      </Title>
      <Group mb="md">
        <Button component={Link} to={adminPath("admin-siteSettings-edit-id", locale)}>
          {t("ADMIN-SITESETTING-ADD")}
        </Button>
      </Group>
      <DataTable
        rows={siteSettings}
        columns={columns}
        rowKey={rowKey}
        searchText={searchText}
        label={t("ADMIN-SITESETTINGS-TITLE")}
        initialSort={{ key: "key_code" }}
      />
    </>
  );
}
