// One site setting, or a new one without an id: its key and value, then back to the list.
import { Anchor, Title } from "@mantine/core";
import { data, Link, useNavigate } from "react-router";
import { SiteSettingForm } from "../../components/admin/SiteSettingForm.tsx";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/site-setting-edit";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  if (params.id === undefined) return { setting: undefined, locale };
  const id = Number(params.id);
  const { siteSettings } = await context.get(servicesContext).siteSettings.list();
  const setting = siteSettings.find((candidate) => candidate.id === id);
  if (!setting) throw data(null, 404);
  return { setting, locale };
}

export default function SiteSettingEdit({ loaderData }: Route.ComponentProps) {
  const { setting, locale } = loaderData;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = adminPath("admin-siteSettings", locale);
  const backToList = () => navigate(list);

  return (
    <>
      <Anchor component={Link} to={list} size="sm">
        {t("ADMIN-BACK-TO-LIST")}
      </Anchor>
      <Title order={1} size="h2" my="md">
        {setting
          ? t("ADMIN-SITESETTING-EDIT-TITLE", { key: setting.key_code })
          : t("ADMIN-SITESETTING-NEW-TITLE")}
      </Title>
      <SiteSettingForm
        key={setting?.id ?? "new"}
        setting={setting}
        onSaved={backToList}
        onDeleted={backToList}
      />
    </>
  );
}
