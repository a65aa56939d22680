// One synonym of the search, or a new one — empty, or filled from the address
// (`/admin/synonyms/new?terms=oring&lang=en`, where the search report sends a search that found
// nothing). Under a synonym, its history with its revisions to compare and restore.
import { data } from "react-router";
import { EditPage } from "../../components/admin/EditPage.tsx";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { SynonymForm } from "../../components/admin/SynonymForm.tsx";
import { synonymFormValues } from "../../components/admin/synonym-form.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { synonymEditPageData } from "../../modules/search/synonyms-back-office-pages.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/synonym-edit";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const id = "id" in params ? params.id : undefined;
  const page = await synonymEditPageData(backOfficeServices(context), {
    id,
    searchParams: url.searchParams,
  });
  if (!page) throw data(null, 404);
  return { ...page, locale: localeFromPath(url.pathname) };
}

export default function SynonymEdit({ loaderData }: Route.ComponentProps) {
  const { synonym, revisions, draft, locale } = loaderData;
  const { t } = useTranslation();
  const list = adminPath("admin-synonyms", locale);

  return (
    <EditPage
      back={list}
      title={
        synonym
          ? t("ADMIN-SYNONYM-EDIT-TITLE", { terms: synonym.label })
          : t("ADMIN-SYNONYM-NEW-TITLE")
      }
    >
      <SynonymForm
        // A restored revision is a new state: the form starts again from it.
        key={synonym ? `${synonym.id}-${revisions[0]?.id ?? 0}` : "new"}
        synonym={synonym}
        initialValues={synonymFormValues(synonym, draft)}
        leaveTo={list}
      />
      {synonym && <HistoryPanel revisions={revisions} locale={locale} />}
    </EditPage>
  );
}
