// One category's form (§2 admin-categories-edit-id): business key, parent from the category
// options list, addresses and texts per language, switches, pictures and the attribute types
// its products are described with. Saving and deleting go through /api/categories. A new
// category's address in a language follows its title in that language ("Joints été" →
// "joints-ete") until the administrator types the address; an existing category's never does,
// since a changed address leaves a retired one behind (ADR 29).
import {
  Fieldset,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { data } from "react-router";
import { z } from "zod";
import { CategoryAttributeTypes } from "../../components/admin/CategoryAttributeTypes.tsx";
import { EditForm, EditPage, useSaveFailure } from "../../components/admin/EditPage.tsx";
import {
  asSent,
  checkedWith,
  type FieldLabels,
  fieldProps,
  formResolver,
  languageLabel,
  type Wording,
} from "../../components/admin/form-kit.ts";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import {
  LanguageFields,
  LanguageTabs,
  useLanguageTab,
} from "../../components/admin/LanguageFields.tsx";
import { PicturesField } from "../../components/admin/PicturesField.tsx";
import { RichTextField } from "../../components/admin/RichTextField.tsx";
import { SaveDeleteBar } from "../../components/admin/SaveDeleteBar.tsx";
import { useSaveAndDelete } from "../../components/admin/save-and-delete.ts";
import { slugFromTitle } from "../../components/admin/title-slug.ts";
import { UnsavedChangesGuard } from "../../components/admin/UnsavedChangesGuard.tsx";
import { callApi } from "../../components/api-client.ts";
import {
  type CategoryDto,
  categoryInputSchema,
  maxBusinessKeyLength,
  maxCategorySlugLength,
} from "../../modules/catalogue/catalogue.schema.ts";
import { categoryAnswerSchema } from "../../modules/catalogue/catalogue-answers.schema.ts";
import { categoryEditPageData } from "../../modules/catalogue/catalogue-back-office-pages.server.ts";
import { type Locale, localeFromPath, locales } from "../../modules/i18n/locales.ts";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import type { Route } from "./+types/category-edit";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const page = await categoryEditPageData(backOfficeServices(context), { locale, id: params.id });
  if (!page) throw data(null, 404);
  return { locale, ...page };
}

/** The layout's meta (its title, noindex), the category's name in front of the title. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const inherited = matches.find((match) => match?.id === "routes/admin/layout")?.meta ?? [];
  const category = loaderData?.category;
  if (!category) return inherited;
  const name = category.translations[loaderData.locale].title || category.bk;
  return inherited.map((descriptor) =>
    "title" in descriptor ? { title: `${name} – ${descriptor.title}` } : descriptor,
  );
}

type Content = { title: string; body: string; extra: string };
type CategoryFormValues = {
  bk: string;
  parent_id: string | null;
  urls: Record<Locale, string>;
  sort_order: number | string;
  active: boolean;
  show_in_tree: boolean;
  has_own_page: boolean;
  translations: Record<Locale, Content>;
  Resources: { id: number }[];
  AttributeTypeConfigs: number[];
};

function initialValues(category: CategoryDto | null): CategoryFormValues {
  const content = (locale: Locale): Content => ({
    title: category?.translations[locale].title ?? "",
    body: category?.translations[locale].body ?? "",
    extra: category?.translations[locale].extra ?? "",
  });
  return {
    bk: category?.bk ?? "",
    parent_id: category?.parent_id == null ? null : String(category.parent_id),
    urls: {
      en: category?.urls.en ?? "",
      fr: category?.urls.fr ?? "",
      nl: category?.urls.nl ?? "",
    },
    sort_order: category?.sort_order ?? 0,
    active: category?.active ?? true,
    show_in_tree: category ? category.show_in_tree === 1 : true,
    has_own_page: category?.has_own_page ?? true,
    translations: { en: content("en"), fr: content("fr"), nl: content("nl") },
    Resources: category?.Resources.map(({ id }) => ({ id })) ?? [],
    AttributeTypeConfigs: [...(category?.AttributeTypeConfigs ?? [])]
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((config) => config.attribute_type_id),
  };
}

/** What the API takes: the parent as a number, the attribute types' order as sort_order. */
function toInput(values: CategoryFormValues) {
  return {
    bk: values.bk,
    parent_id: values.parent_id === null ? null : Number(values.parent_id),
    urls: values.urls,
    sort_order: Number(values.sort_order) || 0,
    active: values.active,
    show_in_tree: values.show_in_tree,
    has_own_page: values.has_own_page,
    translations: values.translations,
    Resources: values.Resources,
    AttributeTypeConfigs: values.AttributeTypeConfigs.map((id, index) => ({
      attribute_type_id: id,
      sort_order: index,
    })),
  };
}

/**
 * categoryInputSchema on what the form sends. A category other than the root must have a parent:
 * none reads as parent 0, which the schema refuses with its own "A parent category is required".
 */
function categoryFormSchema(isRoot: boolean) {
  const { parent_id } = categoryInputSchema.shape;
  const input = isRoot
    ? categoryInputSchema
    : categoryInputSchema.extend({ parent_id: z.preprocess((id) => id ?? 0, parent_id) });
  return asSent(toInput, input);
}

/** The form's fields as the administrator reads them, each language's named. */
function categoryLabels(t: Translate): FieldLabels {
  const inLanguage = (key: string, locale: string) => languageLabel(t, key, locale);
  return (path) => {
    const [field, locale, part] = path.split(".");
    if (path === "bk") return t("ADMIN-CATEGORY-BK");
    if (path === "parent_id") return t("ADMIN-CATEGORY-PARENT");
    if (path === "sort_order") return t("ADMIN-CATEGORY-SORT-ORDER");
    if (path === "Resources") return t("ADMIN-CATEGORY-PICTURES");
    if (path === "AttributeTypeConfigs") return t("ADMIN-CATEGORY-ATTRIBUTE-TYPES");
    if (!locale || !(locales as readonly string[]).includes(locale)) return undefined;
    if (field === "urls" && part === undefined) return inLanguage("ADMIN-CATEGORY-URL", locale);
    if (field !== "translations") return undefined;
    if (part === "title") return inLanguage("ADMIN-CATEGORY-TITLE-FIELD", locale);
    if (part === "body") return inLanguage("ADMIN-CATEGORY-BODY", locale);
    if (part === "extra") return inLanguage("ADMIN-CATEGORY-EXTRA", locale);
    return undefined;
  };
}

/** categoryInputSchema's messages as interface texts, its fields named by their labels. */
function categoryWording(t: Translate): Wording {
  return {
    t,
    labels: categoryLabels(t),
    messages: {
      "A parent category is required": t("ADMIN-CATEGORY-PARENT-REQUIRED"),
      "Business key is required": t("ADMIN-CATEGORY-BK-REQUIRED"),
      [`Business key is at most ${maxBusinessKeyLength} characters`]: t("ADMIN-CATEGORY-BK-LONG", {
        max: maxBusinessKeyLength,
      }),
      "URL is required": t("ADMIN-CATEGORY-URL-REQUIRED"),
      [`URL is at most ${maxCategorySlugLength} characters`]: t("ADMIN-CATEGORY-URL-LONG", {
        max: maxCategorySlugLength,
      }),
      "URL may hold lowercase letters, digits and dashes only": t("ADMIN-CATEGORY-URL-FORMAT"),
    },
  };
}

export default function CategoryEdit({ loaderData }: Route.ComponentProps) {
  const { category, revisions } = loaderData;
  // A restored revision is a new state: the form starts again from it.
  return (
    <CategoryForm
      key={category ? `${category.id}-${revisions[0]?.id ?? 0}` : "new"}
      {...loaderData}
    />
  );
}

function CategoryForm({
  locale,
  category,
  categoryOptions,
  attributeTypes,
  revisions,
}: Route.ComponentProps["loaderData"]) {
  const { t } = useTranslation();
  const textsTab = useLanguageTab("en", "translations");
  const isRoot = category !== null && category.parent_id === null;
  const wording = categoryWording(t);

  const form = useForm<CategoryFormValues>({
    initialValues: initialValues(category),
    ...checkedWith(formResolver(categoryFormSchema(isRoot), wording)),
  });
  const saveFailed = useSaveFailure(form, wording, { onErrors: textsTab.showErrors });

  // The languages whose address follows the title: a new category's, until the address is typed.
  const [following, setFollowing] = useState<Record<Locale, boolean>>({
    en: category === null,
    fr: category === null,
    nl: category === null,
  });
  function typeTitle(language: Locale, title: string) {
    form.setFieldValue(`translations.${language}.title`, title);
    if (following[language]) form.setFieldValue(`urls.${language}`, slugFromTitle(title));
  }
  function typeUrl(language: Locale, url: string) {
    form.setFieldValue(`urls.${language}`, url);
    // An address emptied by hand is the title's to make again.
    if (category === null) setFollowing((now) => ({ ...now, [language]: url === "" }));
  }

  const name = category?.translations[locale].title || category?.bk || "";
  const listPath = adminPath("admin-categories", locale);

  const { saving, save, deletion, busy } = useSaveAndDelete(
    {
      send: (values: CategoryFormValues) =>
        category
          ? callApi("PUT", `/categories/${category.id}`, toInput(values), categoryAnswerSchema)
          : callApi("POST", "/categories/create", toInput(values), categoryAnswerSchema),
      saved: t("ADMIN-CATEGORY-SAVED"),
      notSaved: t("ADMIN-CATEGORY-NOT-SAVED"),
      failed: saveFailed,
      form,
      leaveTo: (answer) =>
        category
          ? null
          : adminPath("admin-categories-edit-id", locale, { id: String(answer.category.id) }),
    },
    category &&
      !isRoot && {
        name,
        run: () => callApi("DELETE", `/categories/${category.id}`),
        deleted: t("ADMIN-CATEGORY-DELETED"),
        notDeleted: t("ADMIN-CATEGORY-NOT-DELETED"),
        leaveTo: listPath,
      },
  );

  return (
    <EditPage
      title={category ? t("ADMIN-CATEGORY-EDIT-TITLE", { name }) : t("ADMIN-CATEGORY-NEW-TITLE")}
      back={listPath}
      site={
        category && {
          href: localizedPath("products-catUrl", locale, { catUrl: category.urls[locale] }),
          label: t("ADMIN-CATEGORY-VIEW-ON-SITE"),
        }
      }
    >
      <UnsavedChangesGuard when={form.isDirty() && !busy} />
      <EditForm
        form={form}
        onSave={save}
        onInvalid={textsTab.showErrors}
        labels={wording.labels}
        maw={960}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("ADMIN-CATEGORY-BK")} {...form.getInputProps("bk")} />
          {isRoot ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t("ADMIN-CATEGORY-PARENT")}
              </Text>
              <Text size="sm">{t("ADMIN-CATEGORY-ROOT")}</Text>
            </Stack>
          ) : (
            <Select
              label={t("ADMIN-CATEGORY-PARENT")}
              searchable
              data={categoryOptions}
              limit={200}
              {...form.getInputProps("parent_id")}
            />
          )}
        </SimpleGrid>
        <LanguageFields legend={t("ADMIN-CATEGORY-URLS")}>
          {(code, language) => (
            <TextInput
              label={t("ADMIN-CATEGORY-URL", { language })}
              description={t(category ? "ADMIN-CATEGORY-URL-HINT" : "ADMIN-CATEGORY-URL-HINT-NEW")}
              {...form.getInputProps(`urls.${code}`)}
              onChange={(event) => typeUrl(code, event.currentTarget.value)}
            />
          )}
        </LanguageFields>
        <Fieldset legend={t("ADMIN-CATEGORY-TEXTS")}>
          <LanguageTabs tab={textsTab}>
            {(code, language) => (
              <>
                <TextInput
                  label={t("ADMIN-CATEGORY-TITLE-FIELD", { language })}
                  {...form.getInputProps(`translations.${code}.title`)}
                  onChange={(event) => typeTitle(code, event.currentTarget.value)}
                />
                <RichTextField
                  label={t("ADMIN-CATEGORY-BODY", { language })}
                  {...fieldProps(form, `translations.${code}.body`)}
                />
                <RichTextField
                  label={t("ADMIN-CATEGORY-EXTRA", { language })}
                  {...fieldProps(form, `translations.${code}.extra`)}
                />
              </>
            )}
          </LanguageTabs>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t("ADMIN-CATEGORY-SORT-ORDER")}
            allowDecimal={false}
            {...form.getInputProps("sort_order")}
          />
          <Stack gap="xs" pt="md">
            <Switch
              label={t("ADMIN-CATEGORY-ACTIVE")}
              {...form.getInputProps("active", { type: "checkbox" })}
            />
            <Switch
              label={t("ADMIN-CATEGORY-SHOW-IN-TREE")}
              {...form.getInputProps("show_in_tree", { type: "checkbox" })}
            />
            <Switch
              label={t("ADMIN-CATEGORY-HAS-OWN-PAGE")}
              {...form.getInputProps("has_own_page", { type: "checkbox" })}
            />
          </Stack>
        </SimpleGrid>
        <PicturesField label={t("ADMIN-CATEGORY-PICTURES")} {...fieldProps(form, "Resources")} />
        <CategoryAttributeTypes
          choices={attributeTypes}
          {...fieldProps(form, "AttributeTypeConfigs")}
        />
        <SaveDeleteBar saving={saving} deletion={deletion} />
      </EditForm>
      {category && <HistoryPanel revisions={revisions} locale={locale} />}
    </EditPage>
  );
}
