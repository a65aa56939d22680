// One value of an attribute type: its code (what products store), order and label per
// language. A new value opened from its type's page names the type in the query (?type={id});
// opened without it (§2 "/admin/attributes/values/edit/{id?}"), the form asks for the type
// first. Failures show the server's first error, else "Cannot save / delete attribute type
// value" (§8). Below an existing value, its history with its revisions to compare and restore.
import { NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { data } from "react-router";
import { AttributeLabelFields } from "../../components/admin/AttributeLabelFields.tsx";
import { EditForm, EditPage } from "../../components/admin/EditPage.tsx";
import {
  answeredErrors,
  asSent,
  checkedWith,
  formResolver,
  languageLabel,
  type Wording,
} from "../../components/admin/form-kit.ts";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { useAdminNotices } from "../../components/admin/notices.ts";
import { SaveDeleteBar } from "../../components/admin/SaveDeleteBar.tsx";
import { useSaveAndDelete } from "../../components/admin/save-and-delete.ts";
import { UnsavedChangesGuard } from "../../components/admin/UnsavedChangesGuard.tsx";
import { ApiCallError, callApi } from "../../components/api-client.ts";
import {
  attributeTypeValueInputSchema,
  maxListedValueLength,
} from "../../modules/catalogue/catalogue.schema.ts";
import { attributeValueAnswerSchema } from "../../modules/catalogue/catalogue-answers.schema.ts";
import { attributeValueEditPageData } from "../../modules/catalogue/catalogue-back-office-pages.server.ts";
import { type Locale, localeFromPath } from "../../modules/i18n/locales.ts";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/attribute-value-edit";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const page = await attributeValueEditPageData(backOfficeServices(context), {
    locale,
    id: params.id,
    searchParams: url.searchParams,
  });
  if (!page) throw data(null, 404);
  return { locale, ...page };
}

type ValueFormValues = {
  /** The chosen type, when the page was opened without one. */
  attribute_type_id: string | null;
  value: string;
  sort_order: number | string;
  translations: Record<Locale, string>;
};

/** The server's first error, or the spec's fallback when the call got no readable answer. */
function firstServerError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiCallError)) return fallback;
  return Object.values(error.fieldErrors)[0] ?? (error.message || fallback);
}

/** attributeTypeValueInputSchema's messages as interface texts, its fields named by their labels. */
function valueWording(t: Translate): Wording {
  const keys: Readonly<Record<string, string>> = {
    attribute_type_id: "ADMIN-ATTRIBUTE-VALUE-TYPE",
    value: "ADMIN-ATTRIBUTE-VALUE",
    sort_order: "ADMIN-ATTRIBUTE-SORT-ORDER",
  };
  return {
    t,
    labels: (path) => {
      const key = keys[path];
      if (key) return t(key);
      const language = /^translations\.(en|fr|nl)$/.exec(path)?.[1];
      return language && languageLabel(t, "ADMIN-ATTRIBUTE-LABEL-IN", language);
    },
    messages: {
      "Value is required": t("ADMIN-ATTRIBUTE-VALUE-REQUIRED"),
      [`Value is at most ${maxListedValueLength} characters`]: t("ADMIN-ATTRIBUTE-VALUE-LONG", {
        max: maxListedValueLength,
      }),
    },
    fields: { attribute_type_id: t("ADMIN-ATTRIBUTE-VALUE-TYPE-REQUIRED") },
  };
}

export default function AttributeValueEdit({ loaderData }: Route.ComponentProps) {
  const { value, revisions } = loaderData;
  // A restored revision is a new state: the form starts again from it.
  return <ValueForm key={value ? `${value.id}-${revisions[0]?.id ?? 0}` : "new"} {...loaderData} />;
}

function ValueForm({
  locale,
  typeId,
  typeCode,
  value,
  types,
  revisions,
}: Route.ComponentProps["loaderData"]) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const wording = valueWording(t);
  const toInput = (values: ValueFormValues) => ({
    // No type chosen yet reads as 0, which the schema refuses as "Attribute type is required".
    attribute_type_id: typeId ?? Number(values.attribute_type_id),
    value: values.value,
    sort_order: Number(values.sort_order) || 0,
    translations: values.translations,
  });
  const form = useForm<ValueFormValues>({
    initialValues: {
      attribute_type_id: null,
      value: value?.value ?? "",
      sort_order: value?.sort_order ?? 0,
      translations: {
        en: value?.translations.en ?? "",
        fr: value?.translations.fr ?? "",
        nl: value?.translations.nl ?? "",
      },
    },
    ...checkedWith(formResolver(asSent(toInput, attributeTypeValueInputSchema), wording)),
  });
  // Back to the type the value belongs to; a value without a type yet came from the list.
  const typePath =
    typeId === null
      ? adminPath("admin-attributes", locale)
      : adminPath("admin-attributes-edit-id", locale, { id: String(typeId) });

  const { saving, save, deletion, busy } = useSaveAndDelete(
    {
      send: (values: ValueFormValues) =>
        value
          ? callApi(
              "PUT",
              `/attributes/value/${value.id}`,
              toInput(values),
              attributeValueAnswerSchema,
            )
          : callApi("POST", "/attributes/value", toInput(values), attributeValueAnswerSchema),
      saved: t("ADMIN-ATTRIBUTE-VALUE-SAVED"),
      notSaved: t("ADMIN-ATTRIBUTE-VALUE-NOT-SAVED"),
      failed: (notSaved, error) => {
        // §8: the server's first error, in the form's words as under its field.
        const errors =
          error instanceof ApiCallError ? answeredErrors(error.fieldErrors, wording) : {};
        form.setErrors(errors);
        notices.error(Object.values(errors)[0] ?? firstServerError(error, notSaved));
      },
      form,
      leaveTo: (answer) =>
        value
          ? null
          : adminPath("admin-attributes-values-edit-id", locale, {
              id: String(answer.attributeTypeValue.id),
            }),
    },
    value && {
      name: value.value,
      run: () => callApi("DELETE", `/attributes/value/${value.id}`, { id: value.id }),
      deleted: t("ADMIN-ATTRIBUTE-VALUE-DELETED"),
      notDeleted: (failure) => firstServerError(failure, t("ADMIN-ATTRIBUTE-VALUE-NOT-DELETED")),
      leaveTo: typePath,
    },
  );

  return (
    <EditPage
      title={
        value
          ? t("ADMIN-ATTRIBUTE-VALUE-EDIT-TITLE", { value: value.value, name: typeCode })
          : typeCode === null
            ? t("ADMIN-ATTRIBUTE-VALUE-NEW-ANY-TITLE")
            : t("ADMIN-ATTRIBUTE-VALUE-NEW-TITLE", { name: typeCode })
      }
      back={typePath}
      backLabel={
        typeCode === null ? undefined : t("ADMIN-ATTRIBUTE-VALUE-BACK", { name: typeCode })
      }
    >
      <UnsavedChangesGuard when={form.isDirty() && !busy} />
      <EditForm form={form} onSave={save} labels={wording.labels} maw={960}>
        {types && (
          <Select
            label={t("ADMIN-ATTRIBUTE-VALUE-TYPE")}
            description={t("ADMIN-ATTRIBUTE-VALUE-TYPE-HINT")}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t("ADMIN-ATTRIBUTE-VALUE-TYPE-NONE-FOUND")}
            data={types}
            maw={480}
            {...form.getInputProps("attribute_type_id")}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("ADMIN-ATTRIBUTE-VALUE")} {...form.getInputProps("value")} />
          <NumberInput
            label={t("ADMIN-ATTRIBUTE-SORT-ORDER")}
            allowDecimal={false}
            {...form.getInputProps("sort_order")}
          />
        </SimpleGrid>
        <AttributeLabelFields inputProps={(code) => form.getInputProps(`translations.${code}`)} />
        <SaveDeleteBar saving={saving} deletion={deletion} />
      </EditForm>
      {value && <HistoryPanel revisions={revisions} locale={locale} />}
    </EditPage>
  );
}
