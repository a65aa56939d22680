// The translation editor as a page, for direct links to one key (or a new key without an id).
// It is the list's modal form; saving or deleting goes back to the list.
import { Anchor, Title } from "@mantine/core";
import { data, Link, useNavigate } from "react-router";
import { TranslationForm } from "../../components/admin/TranslationForm.tsx";
import { toTranslationRow } from "../../components/admin/TranslationRows.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { findTranslationKey } from "../../modules/i18n/translation.repository.server.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { getTranslationKeys } from "../../modules/i18n/translations.service.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/translation-edit";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  if (params.id === undefined) return { row: undefined, locale };
  const id = Number(params.id);
  if (!Number.isSafeInteger(id)) throw data(null, 404);
  const { db } = context.get(servicesContext);
  // The key's code as prefix loads this key's texts only, not the whole catalogue's.
  const found = await findTranslationKey(db, id);
  if (!found) throw data(null, 404);
  const { translationKeys = [] } = await getTranslationKeys(db, null, found.keyCode);
  const key = translationKeys.find((candidate) => candidate.id === id);
  if (!key) throw data(null, 404);
  return { row: toTranslationRow(key), locale };
}

export default function TranslationEdit({ loaderData }: Route.ComponentProps) {
  const { row, locale } = loaderData;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = adminPath("admin-translations", locale);
  const backToList = () => navigate(list);

  return (
    <>
      <Anchor component={Link} to={list} size="sm">
        {t("ADMIN-BACK-TO-LIST")}
      </Anchor>
      <Title order={1} size="h2" my="md">
        {row
          ? t("ADMIN-TRANSLATION-EDIT-TITLE", { key: row.key_code })
          : t("ADMIN-TRANSLATION-NEW-TITLE")}
      </Title>
      <TranslationForm
        key={row?.id ?? "new"}
        row={row}
        onSaved={backToList}
        onDeleted={backToList}
        onCancel={backToList}
      />
    </>
  );
}
