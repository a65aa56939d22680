// One blog article (§3 "Article"): its URL, title, summary and text in each language, its
// pictures, order, date and archived flag. Saving and deleting go through /api/articles; the
// server's messages land under the fields they concern.
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Tabs,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { data, Link, useNavigate } from "react-router";
import { slugFromTitle } from "../../components/admin/ArticleSlug.ts";
import { confirmDeletion } from "../../components/admin/confirm.ts";
import { useAdminNotices } from "../../components/admin/notices.ts";
import { type PictureRef, PicturesField } from "../../components/admin/PicturesField.tsx";
import { RichTextField } from "../../components/admin/RichTextField.tsx";
import { UnsavedChangesGuard } from "../../components/admin/UnsavedChangesGuard.tsx";
import { ApiCallError, callApi } from "../../components/api-client.ts";
import type { ArticleDto, ArticleInput } from "../../modules/content/articles.schema.ts";
import { type Locale, localeFromPath, locales } from "../../modules/i18n/locales.ts";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/article-edit";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { articles } = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  if (params.id === undefined) return { locale, article: null };
  const id = Number(params.id);
  const article = (await articles.all()).find((candidate) => candidate.id === id);
  if (!article) throw data(null, 404);
  return { locale, article };
}

type LanguageTexts = { url: string; title: string; summary: string; body: string };
type Values = {
  texts: Record<Locale, LanguageTexts>;
  sortOrder: number | string;
  archived: boolean;
  /** YYYY-MM-DD, or empty for "today" on a new article. */
  date: string;
  pictures: PictureRef[];
};

function initialValues(article: ArticleDto | null): Values {
  const texts = Object.fromEntries(
    locales.map((locale) => {
      const own = article?.translations[locale];
      return [
        locale,
        {
          url: article?.urls[locale] ?? "",
          title: own?.title ?? "",
          summary: own?.summary ?? "",
          body: own?.body ?? "",
        },
      ];
    }),
  ) as Values["texts"];
  return {
    texts,
    sortOrder: article?.sort_order ?? 0,
    archived: article?.archived ?? false,
    date: article?.publishedAt.slice(0, 10) ?? "",
    pictures: article?.Resources.map((resource) => ({ id: resource.id })) ?? [],
  };
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// The same rules and words as articleInputSchema, so the server rarely has to refuse.
function urlError(t: Translate, value: string) {
  const url = value.trim();
  if (!url) return t("ADMIN-ARTICLE-URL-REQUIRED");
  if (url.length > 160) return t("ADMIN-ARTICLE-URL-LONG");
  if (!slugPattern.test(url)) return t("ADMIN-ARTICLE-URL-FORMAT");
  return null;
}

/** Form paths use `texts.{locale}.…`; the API's use `urls.{locale}` and `translations.…`. */
function formPathOf(apiPath: string): string {
  const url = /^urls\.(en|fr|nl)$/.exec(apiPath);
  if (url) return `texts.${url[1]}.url`;
  const text = /^translations\.(en|fr|nl)\.(title|summary|body)$/.exec(apiPath);
  if (text) return `texts.${text[1]}.${text[2]}`;
  if (apiPath === "sort_order") return "sortOrder";
  if (apiPath === "publishedAt") return "date";
  if (apiPath.startsWith("Resources")) return "pictures";
  return apiPath;
}

const languageKey = (locale: Locale) => `ADMIN-LANGUAGE-${locale.toUpperCase()}`;

export default function ArticleEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const navigate = useNavigate();
  const { locale, article } = loaderData;
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState<Locale>(locale);

  const form = useForm<Values>({
    mode: "controlled",
    initialValues: initialValues(article),
    validate: {
      texts: Object.fromEntries(
        locales.map((language) => [
          language,
          {
            url: (value: string) => urlError(t, value),
            title: (value: string) => {
              if (language === "en" && !value.trim()) return t("ADMIN-ARTICLE-TITLE-REQUIRED");
              return value.trim().length > 300 ? t("ADMIN-ARTICLE-TITLE-LONG") : null;
            },
            summary: (value: string) =>
              value.trim().length > 1000 ? t("ADMIN-ARTICLE-SUMMARY-LONG") : null,
          },
        ]),
      ),
      sortOrder: (value) =>
        typeof value === "number" && Number.isInteger(value)
          ? null
          : t("ADMIN-ARTICLE-ORDER-INVALID"),
    },
  });

  // A new title with no URL yet gets one made from it; a URL already there is never changed.
  function proposeUrl(language: Locale) {
    const own = form.getValues().texts[language];
    if (own.url.trim() || !own.title.trim()) return;
    form.setFieldValue(`texts.${language}.url`, slugFromTitle(own.title));
  }

  const listPath = (archived: boolean) =>
    `${adminPath("admin-articles", locale)}${archived ? "?archived=1" : ""}`;

  // A hidden tab's mistakes would go unseen: show the first language that has one.
  function showLanguageOf(errors: Record<string, unknown>) {
    const first = locales.find((language) =>
      Object.keys(errors).some((path) => path.startsWith(`texts.${language}.`)),
    );
    if (first) setTab(first);
  }

  async function save(values: Values) {
    const input: ArticleInput = {
      urls: { en: "", fr: "", nl: "" },
      translations: { en: { title: "" } },
      sort_order: Number(values.sortOrder),
      archived: values.archived,
      Resources: values.pictures.map((picture) => ({ id: picture.id })),
    };
    for (const language of locales) {
      const own = values.texts[language];
      input.urls[language] = own.url.trim();
      input.translations[language] = {
        title: own.title.trim(),
        summary: own.summary.trim(),
        body: own.body,
      };
    }
    // An unchanged date keeps its time of day, so articles of one day stay in their order.
    if (article && values.date === article.publishedAt.slice(0, 10)) {
      input.publishedAt = article.publishedAt;
    } else if (values.date) {
      input.publishedAt = values.date;
    }
    setSaving(true);
    try {
      if (article) await callApi("PUT", `/articles/${article.id}`, input);
      else await callApi("POST", "/articles/create", input);
      notices.success(t("ADMIN-ARTICLE-SAVED"));
      form.resetDirty();
      navigate(listPath(values.archived));
    } catch (error) {
      if (error instanceof ApiCallError) {
        const errors = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([path, message]) => [formPathOf(path), message]),
        );
        form.setErrors(errors);
        showLanguageOf(errors);
      }
      notices.error(t("ADMIN-ARTICLE-NOT-SAVED"), error);
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!article) return;
    const name = article.translations[locale].title || article.translations.en.title;
    const confirmed = await confirmDeletion(t, name);
    if (!confirmed) return;
    setSaving(true);
    try {
      await callApi("DELETE", `/articles/${article.id}`);
      notices.success(t("ADMIN-ARTICLE-DELETED"));
      form.resetDirty();
      navigate(listPath(article.archived));
    } catch (error) {
      notices.error(t("ADMIN-ARTICLE-NOT-DELETED"), error);
    } finally {
      setSaving(false);
    }
  }

  const heading = article
    ? t("ADMIN-ARTICLE-EDIT-TITLE", {
        name: article.translations[locale].title || article.translations.en.title,
      })
    : t("ADMIN-ARTICLE-NEW-TITLE");
  const publicUrl = article?.urls[locale] || article?.url;

  return (
    <Stack>
      <Title order={1} size="h2">
        {heading}
      </Title>
      <Group>
        <Button component={Link} variant="default" to={listPath(article?.archived ?? false)}>
          {t("ADMIN-BACK-TO-LIST")}
        </Button>
        {article && !article.archived && publicUrl && (
          // A full page load: the public pages have their own frame and styles.
          <Anchor href={localizedPath("blog-article", locale, { url: publicUrl })}>
            {t("ADMIN-ARTICLE-VIEW")}
          </Anchor>
        )}
      </Group>
      <UnsavedChangesGuard when={form.isDirty() && !saving} />
      <form
        noValidate
        onSubmit={form.onSubmit(save, (errors) => {
          showLanguageOf(errors);
          notices.error(t("ADMIN-FORM-INVALID"));
        })}
      >
        <Stack maw={900}>
          <Tabs
            value={tab}
            onChange={(value) => value && setTab(value as Locale)}
            keepMounted={false}
          >
            <Tabs.List aria-label={t("ADMIN-ARTICLE-LANGUAGES")}>
              {locales.map((language) => (
                <Tabs.Tab key={language} value={language}>
                  {t(languageKey(language))}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {locales.map((language) => (
              <Tabs.Panel key={language} value={language} pt="md">
                <Stack>
                  <TextInput
                    label={t("ADMIN-ARTICLE-TITLE")}
                    withAsterisk={language === "en"}
                    {...form.getInputProps(`texts.${language}.title`)}
                    onBlur={() => proposeUrl(language)}
                  />
                  <TextInput
                    label={t("ADMIN-ARTICLE-URL")}
                    description={t("ADMIN-ARTICLE-URL-HINT")}
                    withAsterisk
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
                    value={form.values.texts[language].body}
                    onChange={(html) => form.setFieldValue(`texts.${language}.body`, html)}
                    error={form.errors[`texts.${language}.body`] as string | undefined}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <PicturesField
            label={t("ADMIN-ARTICLE-PICTURES")}
            value={form.values.pictures}
            onChange={(pictures) => form.setFieldValue("pictures", pictures)}
          />
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
          <Group>
            <Button type="submit" loading={saving}>
              {t("ADMIN-SAVE")}
            </Button>
            {article && (
              <Button color="red.9" variant="outline" onClick={remove} disabled={saving}>
                {t("ADMIN-DELETE")}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
