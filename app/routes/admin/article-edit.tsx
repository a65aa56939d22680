// One blog article (§3 "Article"): its URL, title, summary and text in each language, its
// pictures, order, date and archived flag. Saving and deleting go through /api/articles; the
// server's messages land under the fields they concern.
import { Checkbox, Group, NumberInput, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { data } from "react-router";
import {
  type ArticleFormValues,
  articleFormErrors,
  articleFormSchema,
  articleFormValues,
  articleInput,
  articleWording,
} from "../../components/admin/article-form.ts";
import { EditForm, EditPage, useSaveFailure } from "../../components/admin/EditPage.tsx";
import { checkedWith, fieldProps, formResolver } from "../../components/admin/form-kit.ts";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { LanguageTabs, useLanguageTab } from "../../components/admin/LanguageFields.tsx";
import { PicturesField } from "../../components/admin/PicturesField.tsx";
import { RichTextField } from "../../components/admin/RichTextField.tsx";
import { SaveDeleteBar } from "../../components/admin/SaveDeleteBar.tsx";
import { useSaveAndDelete } from "../../components/admin/save-and-delete.ts";
import { slugFromTitle } from "../../components/admin/title-slug.ts";
import { UnsavedChangesGuard } from "../../components/admin/UnsavedChangesGuard.tsx";
import { callApi } from "../../components/api-client.ts";
import { articleEditPageData } from "../../modules/content/content-back-office-pages.server.ts";
import { type Locale, localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/article-edit";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const page = await articleEditPageData(backOfficeServices(context), { locale, id: params.id });
  if (!page) throw data(null, 404);
  return { locale, ...page };
}

export default function ArticleEdit({ loaderData }: Route.ComponentProps) {
  const { article, revisions } = loaderData;
  // A restored revision is a new state: the form starts again from it.
  return (
    <ArticleForm
      key={article ? `${article.id}-${revisions[0]?.id ?? 0}` : "new"}
      loaderData={loaderData}
    />
  );
}

function ArticleForm({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation();
  const { locale, article, name, sitePath, revisions } = loaderData;
  const tab = useLanguageTab(locale, "texts");
  const wording = articleWording(t);

  const form = useForm<ArticleFormValues>({
    mode: "controlled",
    initialValues: articleFormValues(article),
    ...checkedWith(formResolver(articleFormSchema, wording)),
  });
  const saveFailed = useSaveFailure(form, wording, {
    toForm: articleFormErrors,
    onErrors: tab.showErrors,
  });

  // A new title with no URL yet gets one made from it; a URL already there is never changed.
  function proposeUrl(language: Locale) {
    const own = form.getValues().texts[language];
    if (own.url.trim() || !own.title.trim()) return;
    form.setFieldValue(`texts.${language}.url`, slugFromTitle(own.title));
  }

  const listPath = (archived: boolean) =>
    `${adminPath("admin-articles", locale)}${archived ? "?archived=1" : ""}`;

  const { saving, save, deletion, busy } = useSaveAndDelete(
    {
      send: (values: ArticleFormValues) => {
        const input = articleInput(values, article);
        return article
          ? callApi("PUT", `/articles/${article.id}`, input)
          : callApi("POST", "/articles/create", input);
      },
      saved: t("ADMIN-ARTICLE-SAVED"),
      notSaved: t("ADMIN-ARTICLE-NOT-SAVED"),
      failed: saveFailed,
      form,
      leaveTo: (_answer, values) => listPath(values.archived),
    },
    article && {
      name,
      run: () => callApi("DELETE", `/articles/${article.id}`),
      deleted: t("ADMIN-ARTICLE-DELETED"),
      notDeleted: t("ADMIN-ARTICLE-NOT-DELETED"),
      leaveTo: listPath(article.archived),
    },
  );

  return (
    <EditPage
      title={article ? t("ADMIN-ARTICLE-EDIT-TITLE", { name }) : t("ADMIN-ARTICLE-NEW-TITLE")}
      back={listPath(article?.archived ?? false)}
      site={
        article && !article.archived
          ? {
              href: sitePath,
              label: t("ADMIN-ARTICLE-VIEW"),
            }
          : null
      }
    >
      <UnsavedChangesGuard when={form.isDirty() && !busy} />
      <EditForm
        form={form}
        onSave={save}
        onInvalid={tab.showErrors}
        labels={wording.labels}
        maw={900}
      >
        <LanguageTabs tab={tab} label={t("ADMIN-ARTICLE-LANGUAGES")} keepMounted={false}>
          {(language) => (
            <>
              <TextInput
                label={t("ADMIN-ARTICLE-TITLE")}
                {...form.getInputProps(`texts.${language}.title`)}
                onBlur={() => proposeUrl(language)}
              />
              <TextInput
                label={t("ADMIN-ARTICLE-URL")}
                description={t("ADMIN-ARTICLE-URL-HINT")}
                {...form.getInputProps(`texts.${language}.url`)}
              />
              <Textarea
                label={t("ADMIN-ARTICLE-SUMMARY")}
                autosize
                minRows={2}
                {...form.getInputProps(`texts.${language}.summary`)}
              />
              <RichTextField
                label={t("ADMIN-ARTICLE-BODY")}
                {...fieldProps(form, `texts.${language}.body`)}
              />
            </>
          )}
        </LanguageTabs>
        <PicturesField label={t("ADMIN-ARTICLE-PICTURES")} {...fieldProps(form, "pictures")} />
        <Group align="flex-start" grow>
          <NumberInput
            label={t("ADMIN-ARTICLE-SORT-ORDER")}
            allowDecimal={false}
            {...form.getInputProps("sortOrder")}
          />
          <TextInput
            type="date"
            label={t("ADMIN-ARTICLE-DATE")}
            description={t("ADMIN-ARTICLE-DATE-HINT")}
            {...form.getInputProps("date")}
          />
        </Group>
        <Checkbox
          label={t("ADMIN-ARTICLE-ARCHIVED-FIELD")}
          {...form.getInputProps("archived", { type: "checkbox" })}
        />
        <SaveDeleteBar saving={saving} deletion={deletion} />
      </EditForm>
      {article && <HistoryPanel revisions={revisions} locale={locale} />}
    </EditPage>
  );
}
