// One site setting, or a new one without an id. A setting the site does not read: its key and
// value, then back to the list. A setting the site reads is changed on the settings screen, where
// its field suits it: here it shows what it does and its stored value. Under either, the
// setting's history with its revisions to compare and restore.
import { Anchor, Code, Stack, Text } from "@mantine/core";
import { data, Link } from "react-router";
import { EditPage } from "../../components/admin/EditPage.tsx";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { SiteSettingForm } from "../../components/admin/SiteSettingForm.tsx";
import { settingFieldId } from "../../components/setting-anchors.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { isKnownSetting } from "../../modules/settings/settings.schema.ts";
import { siteSettingEditPageData } from "../../modules/settings/settings-back-office-pages.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/site-setting-edit";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const page = await siteSettingEditPageData(backOfficeServices(context), { id: params.id });
  if (!page) throw data(null, 404);
  return { ...page, locale: localeFromPath(url.pathname) };
}

export default function SiteSettingEdit({ loaderData }: Route.ComponentProps) {
  const { setting, revisions, locale } = loaderData;
  const { t } = useTranslation();
  const list = adminPath("admin-siteSettings", locale);
  const known = setting && isKnownSetting(setting.key_code) ? setting.key_code : undefined;

  return (
    <EditPage
      back={list}
      title={
        known
          ? t(`ADMIN-SETTINGS-LABEL-${known}`)
          : setting
            ? t("ADMIN-SITESETTING-EDIT-TITLE", { key: setting.key_code })
            : t("ADMIN-SITESETTING-NEW-TITLE")
      }
    >
      {known && setting ? (
        <Stack gap="xs" maw={720}>
          <Text>{t(`ADMIN-SETTINGS-HELP-${known}`)}</Text>
          <Text>
            {t("ADMIN-SETTINGS-CURRENT-VALUE")}: <Code>{setting.key_code}</Code> ={" "}
            <Code>{setting.key_value}</Code>
          </Text>
          <Anchor component={Link} to={`${list}#${settingFieldId(known)}`}>
            {t("ADMIN-SETTINGS-CHANGE-ON-SCREEN")}
          </Anchor>
        </Stack>
      ) : (
        <SiteSettingForm
          // A restored revision is a new state: the form starts again from it.
          key={setting ? `${setting.id}-${revisions[0]?.id ?? 0}` : "new"}
          setting={setting}
          leaveTo={list}
        />
      )}
      {setting && <HistoryPanel revisions={revisions} locale={locale} />}
    </EditPage>
  );
}
