// The site settings (§3): first the settings the site reads, each in words with the control that
// suits it (SiteSettingsForm); then, under "Advanced", any other key with its value as text,
// added and changed on the edit page and deleted after a confirmation. The settings the site
// reads are not listed there: they can be neither renamed nor deleted.
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { Link, useRevalidator } from "react-router";
import { type Column, DataTable } from "../../components/admin/DataTable.tsx";
import { EditDeleteActions } from "../../components/admin/EditDeleteActions.tsx";
import { useDeleteSiteSetting } from "../../components/admin/SiteSettingForm.tsx";
import { SiteSettingsForm } from "../../components/admin/SiteSettingsForm.tsx";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { isKnownSetting, type SiteSettingDto } from "../../modules/settings/settings.schema.ts";
import { siteSettingsPageData } from "../../modules/settings/settings-back-office-pages.server.ts";
import { textPreview } from "../../modules/translations/translation-rows.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/site-settings";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  return {
    ...(await siteSettingsPageData(backOfficeServices(context))),
    locale: localeFromPath(url.pathname),
  };
}

const rowKey = (setting: SiteSettingDto) => setting.id;
const searchText = (setting: SiteSettingDto) => `${setting.key_code} ${setting.key_value}`;

export default function SiteSettings({ loaderData }: Route.ComponentProps) {
  const { siteSettings, locale } = loaderData;
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const deleteSetting = useDeleteSiteSetting();
  const others = useMemo(
    () => siteSettings.filter((setting) => !isKnownSetting(setting.key_code)),
    [siteSettings],
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
        key: "actions",
        label: t("ADMIN-ACTIONS"),
        render: (setting) => (
          <EditDeleteActions
            editTo={adminPath("admin-siteSettings-edit-id", locale, { id: String(setting.id) })}
            editLabel={t("ADMIN-SITESETTING-EDIT-LINK", { key: setting.key_code })}
            deleteLabel={t("ADMIN-SITESETTING-DELETE-LINK", { key: setting.key_code })}
            onDelete={async () => {
              if (await deleteSetting(setting)) revalidator.revalidate();
            }}
          />
        ),
      },
    ],
    [t, locale, deleteSetting, revalidator],
  );

  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2" mb="xs">
          {t("ADMIN-SITESETTINGS-TITLE")}
        </Title>
        <Text c="dimmed">{t("ADMIN-SETTINGS-INTRO")}</Text>
      </div>
      <SiteSettingsForm settings={siteSettings} locale={locale} />
      <section aria-labelledby="settings-advanced">
        <Title order={2} size="h3" mb="xs" id="settings-advanced">
          {t("ADMIN-SETTINGS-ADVANCED")}
        </Title>
        <Text size="sm" c="dimmed" mb="md" maw={720}>
          {t("ADMIN-SETTINGS-ADVANCED-HELP")}
        </Text>
        <Group mb="md">
          <Button
            component={Link}
            variant="default"
            to={adminPath("admin-siteSettings-edit-id", locale)}
          >
            {t("ADMIN-SITESETTING-ADD")}
          </Button>
        </Group>
        <DataTable
          rows={others}
          columns={columns}
          rowKey={rowKey}
          searchText={searchText}
          label={t("ADMIN-SETTINGS-ADVANCED")}
          initialSort={{ key: "key_code" }}
        />
      </section>
    </Stack>
  );
}
