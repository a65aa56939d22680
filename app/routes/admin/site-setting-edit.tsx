// One site setting, or a new one without an id: its key and value, then back to the list.
import { data, useNavigate } from "react-router";
import { EditPage } from "../../components/admin/EditPage.tsx";
import { SiteSettingForm } from "../../components/admin/SiteSettingForm.tsx";
import { recordIdFrom } from "../../http/record-id.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { siteSettingDto } from "../../modules/settings/settings.api.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/site-setting-edit";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { siteSettings } = backOfficeServices(context);
  const locale = localeFromPath(url.pathname);
  if (params.id === undefined) return { setting: undefined, locale };
  const id = recordIdFrom(params.id);
  if (id === undefined) throw data(null, 404);
  const setting = await siteSettings.byId(id);
  if (!setting) throw data(null, 404);
  // The form reads and sends the setting as the API answers it.
  return { setting: siteSettingDto(setting), locale };
}

export default function SiteSettingEdit({ loaderData }: Route.ComponentProps) {
  const { setting, locale } = loaderData;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = adminPath("admin-siteSettings", locale);
  const backToList = () => navigate(list);

  return (
    <EditPage
      back={list}
      title={
        setting
          ? t("ADMIN-SITESETTING-EDIT-TITLE", { key: setting.key_code })
          : t("ADMIN-SITESETTING-NEW-TITLE")
      }
    >
      <SiteSettingForm
        key={setting?.id ?? "new"}
        setting={setting}
        onSaved={backToList}
        onDeleted={backToList}
      />
    </EditPage>
  );
}
