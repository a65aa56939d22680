// One attribute type's form: code, group, unit, bounds, whether a product may hold several
// values, order, whether it is offered as a filter and where among the filters, and label per
// language; for an existing type, the list of its values.
// Saving and deleting go through /api/attributes; below, the type's history with its revisions
// to compare and restore.
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { data, Link } from "react-router";
import { AttributeLabelFields } from "../../components/admin/AttributeLabelFields.tsx";
import { EditForm, EditPage, useSaveFailure } from "../../components/admin/EditPage.tsx";
import {
  asSent,
  checkedWith,
  formResolver,
  languageLabel,
  type Wording,
} from "../../components/admin/form-kit.ts";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { useLanguageName } from "../../components/admin/LanguageFields.tsx";
import { SaveDeleteBar } from "../../components/admin/SaveDeleteBar.tsx";
import { useSaveAndDelete } from "../../components/admin/save-and-delete.ts";
import { UnsavedChangesGuard } from "../../components/admin/UnsavedChangesGuard.tsx";
import { callApi } from "../../components/api-client.ts";
import {
  type AttributeTypeDto,
  attributeTypeInputSchema,
} from "../../modules/catalogue/catalogue.schema.ts";
import { attributeTypeAnswerSchema } from "../../modules/catalogue/catalogue-answers.schema.ts";
import { attributeEditPageData } from "../../modules/catalogue/catalogue-back-office-pages.server.ts";
import { type AttributeGroup, attributeGroups } from "../../modules/catalogue/catalogue-model.ts";
import { type Locale, localeFromPath, locales } from "../../modules/i18n/locales.ts";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/attribute-edit";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const page = await attributeEditPageData(backOfficeServices(context), { locale, id: params.id });
  if (!page) throw data(null, 404);
  return { locale, ...page };
}

/** The layout's meta (its title, noindex), the type's code in front of the title. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const inherited = matches.find((match) => match?.id === "routes/admin/layout")?.meta ?? [];
  const code = loaderData?.attributeType?.attribute_code;
  if (!code) return inherited;
  return inherited.map((descriptor) =>
    "title" in descriptor ? { title: `${code} – ${descriptor.title}` } : descriptor,
  );
}

type AttributeFormValues = {
  attribute_code: string;
  attribute_group: AttributeGroup;
  data_unit: string;
  min_value: number | string;
  max_value: number | string;
  allowMultiple: boolean;
  sort_order: number | string;
  filter: boolean;
  /** Left empty, the sort order. */
  filter_order: number | string;
  translations: Record<Locale, string>;
};

function initialValues(type: AttributeTypeDto | null): AttributeFormValues {
  return {
    attribute_code: type?.attribute_code ?? "",
    attribute_group: type?.attribute_group ?? "general",
    data_unit: type?.data_unit ?? "",
    min_value: type?.min_value ?? "",
    max_value: type?.max_value ?? "",
    allowMultiple: type?.allowMultiple ?? false,
    sort_order: type?.sort_order ?? 0,
    filter: type?.filter ?? true,
    filter_order: type?.filter_order ?? "",
    translations: {
      en: type?.translations.en ?? "",
      fr: type?.translations.fr ?? "",
      nl: type?.translations.nl ?? "",
    },
  };
}

const optionalNumber = (value: number | string) =>
  value === "" || value === null ? null : Number(value);

function toInput(values: AttributeFormValues) {
  return {
    ...values,
    min_value: optionalNumber(values.min_value),
    max_value: optionalNumber(values.max_value),
    sort_order: Number(values.sort_order) || 0,
    filter_order: optionalNumber(values.filter_order) ?? undefined,
  };
}

const fieldKeys: Readonly<Record<string, string>> = {
  attribute_code: "ADMIN-ATTRIBUTE-CODE",
  attribute_group: "ADMIN-ATTRIBUTE-GROUP",
  data_unit: "ADMIN-ATTRIBUTE-UNIT",
  min_value: "ADMIN-ATTRIBUTE-MIN",
  max_value: "ADMIN-ATTRIBUTE-MAX",
  sort_order: "ADMIN-ATTRIBUTE-SORT-ORDER",
  filter_order: "ADMIN-ATTRIBUTE-FILTER-ORDER",
};

/** attributeTypeInputSchema's messages as interface texts, its fields named by their labels. */
function attributeWording(t: Translate): Wording {
  return {
    t,
    labels: (path) => {
      const key = fieldKeys[path];
      if (key) return t(key);
      const language = /^translations\.(en|fr|nl)$/.exec(path)?.[1];
      return language && languageLabel(t, "ADMIN-ATTRIBUTE-LABEL-IN", language);
    },
    messages: {
      "Attribute code is required": t("ADMIN-ATTRIBUTE-CODE-REQUIRED"),
      "Attribute code is at most 64 characters": t("ADMIN-ATTRIBUTE-CODE-LONG"),
      "Attribute code may hold letters, digits, _ . - and ° only": t("ADMIN-ATTRIBUTE-CODE-FORMAT"),
      "Unit is at most 32 characters": t("ADMIN-ATTRIBUTE-UNIT-LONG"),
    },
  };
}

export default function AttributeEdit({ loaderData }: Route.ComponentProps) {
  const { attributeType, revisions } = loaderData;
  // A restored revision is a new state: the form starts again from it.
  return (
    <AttributeForm
      key={attributeType ? `${attributeType.id}-${revisions[0]?.id ?? 0}` : "new"}
      {...loaderData}
    />
  );
}

function AttributeForm({ locale, attributeType, revisions }: Route.ComponentProps["loaderData"]) {
  const { t } = useTranslation();
  const wording = attributeWording(t);
  const form = useForm<AttributeFormValues>({
    initialValues: initialValues(attributeType),
    ...checkedWith(formResolver(asSent(toInput, attributeTypeInputSchema), wording)),
  });
  const saveFailed = useSaveFailure(form, wording);
  const languageName = useLanguageName();
  const listPath = adminPath("admin-attributes", locale);

  const { saving, save, deletion, busy } = useSaveAndDelete(
    {
      send: (values: AttributeFormValues) =>
        attributeType
          ? callApi(
              "PUT",
              `/attributes/${attributeType.id}`,
              toInput(values),
              attributeTypeAnswerSchema,
            )
          : callApi("POST", "/attributes/create", toInput(values), attributeTypeAnswerSchema),
      saved: t("ADMIN-ATTRIBUTE-SAVED"),
      notSaved: t("ADMIN-ATTRIBUTE-NOT-SAVED"),
      failed: saveFailed,
      form,
      leaveTo: (answer) =>
        attributeType
          ? null
          : adminPath("admin-attributes-edit-id", locale, { id: String(answer.attributeType.id) }),
    },
    attributeType && {
      name: attributeType.attribute_code,
      run: () => callApi("DELETE", `/attributes/${attributeType.id}`),
      deleted: t("ADMIN-ATTRIBUTE-DELETED"),
      notDeleted: t("ADMIN-ATTRIBUTE-NOT-DELETED"),
      leaveTo: listPath,
    },
  );

  const values = [...(attributeType?.AttributeTypeValues ?? [])].sort(
    (a, b) => a.sort_order - b.sort_order || a.value.localeCompare(b.value),
  );

  return (
    <EditPage
      title={
        attributeType
          ? t("ADMIN-ATTRIBUTE-EDIT-TITLE", { name: attributeType.attribute_code })
          : t("ADMIN-ATTRIBUTE-NEW-TITLE")
      }
      back={listPath}
    >
      <UnsavedChangesGuard when={form.isDirty() && !busy} />
      <EditForm form={form} onSave={save} labels={wording.labels} maw={960}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("ADMIN-ATTRIBUTE-CODE")} {...form.getInputProps("attribute_code")} />
          <Select
            label={t("ADMIN-ATTRIBUTE-GROUP")}
            allowDeselect={false}
            data={attributeGroups.map((group) => ({
              value: group,
              label: t(`ADMIN-ATTRIBUTE-GROUP-${group.toUpperCase()}`),
            }))}
            {...form.getInputProps("attribute_group")}
          />
          <TextInput label={t("ADMIN-ATTRIBUTE-UNIT")} {...form.getInputProps("data_unit")} />
          <NumberInput
            label={t("ADMIN-ATTRIBUTE-SORT-ORDER")}
            allowDecimal={false}
            {...form.getInputProps("sort_order")}
          />
          <NumberInput label={t("ADMIN-ATTRIBUTE-MIN")} {...form.getInputProps("min_value")} />
          <NumberInput label={t("ADMIN-ATTRIBUTE-MAX")} {...form.getInputProps("max_value")} />
        </SimpleGrid>
        <Switch
          label={t("ADMIN-ATTRIBUTE-MULTIPLE")}
          {...form.getInputProps("allowMultiple", { type: "checkbox" })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Checkbox
            label={t("ADMIN-ATTRIBUTE-FILTER")}
            description={t("ADMIN-ATTRIBUTE-FILTER-HINT")}
            {...form.getInputProps("filter", { type: "checkbox" })}
          />
          <NumberInput
            label={t("ADMIN-ATTRIBUTE-FILTER-ORDER")}
            description={t("ADMIN-ATTRIBUTE-FILTER-ORDER-HINT")}
            allowDecimal={false}
            {...form.getInputProps("filter_order")}
          />
        </SimpleGrid>
        <AttributeLabelFields inputProps={(code) => form.getInputProps(`translations.${code}`)} />
        <SaveDeleteBar saving={saving} deletion={deletion} />
      </EditForm>
      {attributeType && (
        <section aria-labelledby="attribute-values-title">
          <Title order={2} size="h3" mt="xl" mb="sm" id="attribute-values-title">
            {t("ADMIN-ATTRIBUTE-VALUES")}
          </Title>
          <Group mb="sm">
            <Button
              component={Link}
              variant="outline"
              to={`${adminPath("admin-attributes-values-edit-id", locale)}?type=${attributeType.id}`}
            >
              {t("ADMIN-ATTRIBUTE-VALUE-ADD")}
            </Button>
          </Group>
          {values.length === 0 ? (
            <Text c="dimmed">{t("ADMIN-ATTRIBUTE-VALUES-NONE")}</Text>
          ) : (
            <Table.ScrollContainer minWidth={600}>
              <Table striped aria-labelledby="attribute-values-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("ADMIN-ATTRIBUTE-VALUE")}</Table.Th>
                    {locales.map((code) => (
                      <Table.Th key={code}>{languageName(code)}</Table.Th>
                    ))}
                    <Table.Th>{t("ADMIN-ATTRIBUTE-SORT-ORDER")}</Table.Th>
                    <Table.Th>{t("ADMIN-ACTIONS")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {values.map((value) => (
                    <Table.Tr key={value.id}>
                      <Table.Td>{value.value}</Table.Td>
                      {locales.map((code) => (
                        <Table.Td key={code}>{value.translations[code]}</Table.Td>
                      ))}
                      <Table.Td>{value.sort_order}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          size="sm"
                          to={adminPath("admin-attributes-values-edit-id", locale, {
                            id: String(value.id),
                          })}
                          aria-label={t("ADMIN-ATTRIBUTE-VALUE-EDIT-LINK", { name: value.value })}
                        >
                          {t("ADMIN-EDIT")}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </section>
      )}
      {attributeType && <HistoryPanel revisions={revisions} locale={locale} />}
    </EditPage>
  );
}
