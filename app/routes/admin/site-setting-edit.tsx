// One site setting, or a new one without an id: its key and value, then back to the list; under
// the form, the setting's history with its revisions to compare and restore.
import { data, useNavigate } from "react-router";
import { EditPage } from "../../components/admin/EditPage.tsx";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { SiteSettingForm } from "../../components/admin/SiteSettingForm.tsx";
import { recordIdFrom } from "../../http/record-id.ts";
import { revisionSummaryDto } from "../../modules/history/history.api.server.ts";
import { listRevisions } from "../../modules/history/revision.repository.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { siteSettingDto } from "../../modules/settings/settings.api.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/site-setting-edit";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db, siteSettings } = backOfficeServices(context);
  const locale = localeFromPath(url.pathname);
  if (params.id === undefined) return { setting: undefined, revisions: [], locale };
  const id = recordIdFrom(params.id);
  if (id === undefined) throw data(null, 404);
  const setting = await siteSettings.byId(id);
  if (!setting) throw data(null, 404);
  // The form reads and sends the setting as the API answers it.
  const revisions = (await listRevisions(db, "setting", id)).map(revisionSummaryDto);
  return { setting: siteSettingDto(setting), revisions, locale };
}

export default function SiteSettingEdit({ loaderData }: Route.ComponentProps) {
  const { setting, revisions, locale } = loaderData;
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
        // A restored revision is a new state: the form starts again from it.
        key={setting ? `${setting.id}-${revisions[0]?.id ?? 0}` : "new"}
        setting={setting}
        onSaved={backToList}
        onDeleted={backToList}
      />
      {setting && <HistoryPanel revisions={revisions} locale={locale} />}
    </EditPage>
  );
}
