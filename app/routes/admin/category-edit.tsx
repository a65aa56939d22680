// One category's form (§2 admin-categories-edit-id): business key, parent from the category
// options list, addresses and texts per language, switches, pictures and the attribute types
// its products are described with. Saving and deleting go through /api/categories.
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
import { data, useNavigate, useRevalidator } from "react-router";
import { z } from "zod";
import { CategoryAttributeTypes } from "../../components/admin/CategoryAttributeTypes.tsx";
import { EditForm, EditPage } from "../../components/admin/EditPage.tsx";
import { asSent, fieldProps, formResolver } from "../../components/admin/form-kit.ts";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import {
  LanguageFields,
  LanguageTabs,
  useLanguageTab,
} from "../../components/admin/LanguageFields.tsx";
import { useAdminNotices } from "../../components/admin/notices.ts";
import { PicturesField } from "../../components/admin/PicturesField.tsx";
import { RichTextField } from "../../components/admin/RichTextField.tsx";
import { SaveDeleteBar, useDeletion } from "../../components/admin/SaveDeleteBar.tsx";
import { UnsavedChangesGuard } from "../../components/admin/UnsavedChangesGuard.tsx";
import { ApiCallError, callApi } from "../../components/api-client.ts";
import { recordIdFrom } from "../../http/record-id.ts";
import {
  type CategoryDto,
  type CategoryViewDto,
  categoryInputSchema,
} from "../../modules/catalogue/catalogue.schema.ts";
import { categoryForm } from "../../modules/catalogue/categories.api.server.ts";
import { revisionSummaryDto } from "../../modules/history/history.api.server.ts";
import { listRevisions } from "../../modules/history/revision.repository.server.ts";
import { type Locale, localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import type { Route } from "./+types/category-edit";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { db, catalogue } = backOfficeServices(context);
  const id = recordIdFrom(params.id);
  if (params.id !== undefined && id === undefined) throw data(null, 404);
  const form = await categoryForm(catalogue, id, locale);
  if (!form) throw data(null, 404);
  const revisions =
    id === undefined ? [] : (await listRevisions(db, "category", id)).map(revisionSummaryDto);
  return { locale, ...form, revisions };
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
  const notices = useAdminNotices();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
  const textsTab = useLanguageTab("en", "translations");
  const isRoot = category !== null && category.parent_id === null;

  const form = useForm<CategoryFormValues>({
    initialValues: initialValues(category),
    validate: formResolver(categoryFormSchema(isRoot), {
      messages: { "A parent category is required": t("ADMIN-CATEGORY-PARENT-REQUIRED") },
    }),
  });

  const name = category?.translations[locale].title || category?.bk || "";
  const listPath = adminPath("admin-categories", locale);

  async function save(values: CategoryFormValues) {
    setSaving(true);
    try {
      const body = toInput(values);
      const answer = category
        ? await callApi<{ category: CategoryViewDto }>("PUT", `/categories/${category.id}`, body)
        : await callApi<{ category: CategoryViewDto }>("POST", "/categories/create", body);
      notices.success(t("ADMIN-CATEGORY-SAVED"));
      form.resetDirty(values);
      if (category) {
        await revalidator.revalidate();
        setSaving(false);
      } else {
        // Still "saving" while leaving, so the unsaved-changes guard stays quiet.
        navigate(adminPath("admin-categories-edit-id", locale, { id: String(answer.category.id) }));
      }
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiCallError) {
        form.setErrors(error.fieldErrors);
        textsTab.showErrors(error.fieldErrors);
      }
      notices.error(t("ADMIN-CATEGORY-NOT-SAVED"), error);
    }
  }

  const deletion = useDeletion(
    category &&
      !isRoot && {
        name,
        run: () => callApi("DELETE", `/categories/${category.id}`),
        deleted: t("ADMIN-CATEGORY-DELETED"),
        notDeleted: t("ADMIN-CATEGORY-NOT-DELETED"),
        onDeleted: () => navigate(listPath),
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
      <UnsavedChangesGuard when={form.isDirty() && !saving && !deletion.deleting} />
      <EditForm form={form} onSave={save} onInvalid={textsTab.showErrors} maw={960}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("ADMIN-CATEGORY-BK")} required {...form.getInputProps("bk")} />
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
              required
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
              description={t("ADMIN-CATEGORY-URL-HINT")}
              required
              {...form.getInputProps(`urls.${code}`)}
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
