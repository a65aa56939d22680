// The translation editor as a page, for direct links to one key (or a new key without an id).
// It is the list's modal form; saving or deleting goes back to the list. Under the form, the
// key's history with its revisions to compare and restore.
import { data, useNavigate } from "react-router";
import { EditPage } from "../../components/admin/EditPage.tsx";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { TranslationForm } from "../../components/admin/TranslationForm.tsx";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { translationEditPageData } from "../../modules/translations/translations-back-office-pages.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/translation-edit";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const page = await translationEditPageData(backOfficeServices(context), { id: params.id });
  if (!page) throw data(null, 404);
  return { ...page, locale: localeFromPath(url.pathname) };
}

export default function TranslationEdit({ loaderData }: Route.ComponentProps) {
  const { row, revisions, locale } = loaderData;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = adminPath("admin-translations", locale);
  const backToList = () => navigate(list);

  return (
    <EditPage
      back={list}
      title={
        row
          ? t("ADMIN-TRANSLATION-EDIT-TITLE", { key: row.key_code })
          : t("ADMIN-TRANSLATION-NEW-TITLE")
      }
    >
      <TranslationForm
        // A restored revision is a new state: the form starts again from it.
        key={row ? `${row.id}-${revisions[0]?.id ?? 0}` : "new"}
        row={row}
        leaveTo={list}
        onDeleted={backToList}
        onCancel={backToList}
      />
      {row && <HistoryPanel revisions={revisions} locale={locale} />}
    </EditPage>
  );
}
