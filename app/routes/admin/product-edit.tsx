// The product form (§2, §4, §5): business key, published or draft, one category, a title per
// language, pictures, the availability and the attribute lines of the category (the product number shown, not
// asked: it is the business key; a number outside its type's bounds warned about, not refused).
// Reads come from the in-memory catalogue; saving, duplicating and deleting go through
// /api/products, whose answer or refusal the form shows. A copy opens in its own form. Under the
// form, the product's history with its revisions to compare and restore.
import { Button, Select, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMemo, useState } from "react";
import { data, useNavigate } from "react-router";
import { AvailabilityField } from "../../components/admin/AvailabilityField.tsx";
import { EditForm, EditPage, useSaveFailure } from "../../components/admin/EditPage.tsx";
import { checkedWith, fieldProps, isRequired } from "../../components/admin/form-kit.ts";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { LanguageFields } from "../../components/admin/LanguageFields.tsx";
import { useAdminNotices } from "../../components/admin/notices.ts";
import { PicturesField } from "../../components/admin/PicturesField.tsx";
import { ProductAttributeLines } from "../../components/admin/ProductAttributeLines.tsx";
import {
  availabilityChoice,
  canRemoveLine,
  formConfigs,
  formErrors,
  insertionIndex,
  linesForCategory,
  linesFromProduct,
  newLineKey,
  type ProductFormValues,
  productBody,
  productFormValidation,
  productLabels,
  productWording,
  valueWarning,
} from "../../components/admin/product-form.ts";
import { SaveDeleteBar } from "../../components/admin/SaveDeleteBar.tsx";
import { useSaveAndDelete } from "../../components/admin/save-and-delete.ts";
import { UnsavedChangesGuard } from "../../components/admin/UnsavedChangesGuard.tsx";
import { callApi } from "../../components/api-client.ts";
import { productAnswerSchema } from "../../modules/catalogue/catalogue-answers.schema.ts";
import { productEditPageData } from "../../modules/catalogue/catalogue-back-office-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/product-edit";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const page = await productEditPageData(backOfficeServices(context), { locale, id: params.id });
  if (!page) throw data(null, 404);
  return { locale, ...page };
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  // A new product's form is replaced by its own once saved: the page moves to its address.
  // A restored revision is a new state: the form starts again from it.
  const { product, revisions } = loaderData;
  return (
    <ProductForm
      key={product ? `${product.id}-${revisions[0]?.id ?? 0}` : "new"}
      loaderData={loaderData}
    />
  );
}

function ProductForm({ loaderData }: { loaderData: LoaderData }) {
  const { locale, product, productNumberTypeId, categories, configs, types, listPath } = loaderData;
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const navigate = useNavigate();
  const [duplicating, setDuplicating] = useState(false);

  const typeById = useMemo(() => new Map(types.map((type) => [type.id, type])), [types]);
  const configsOf = (categoryId: string | null) =>
    categoryId ? formConfigs(configs[categoryId] ?? [], productNumberTypeId) : [];
  const hasProductNumber = (categoryId: string | null) =>
    productNumberTypeId !== null &&
    categoryId !== null &&
    (configs[categoryId] ?? []).some((config) => config.attribute_type_id === productNumberTypeId);

  const form = useForm<ProductFormValues>({
    initialValues: {
      bk: product?.bk ?? "",
      active: product?.active ?? true,
      categoryId: product?.categoryId ?? null,
      titles: {
        en: product?.titles.en ?? "",
        fr: product?.titles.fr ?? "",
        nl: product?.titles.nl ?? "",
      },
      pictures: product?.pictures ?? [],
      lines: product ? linesFromProduct(configsOf(product.categoryId), product.lines) : [],
      availability: availabilityChoice(product?.availability ?? null),
    },
    ...checkedWith(productFormValidation(typeById, t)),
  });
  const labels = productLabels(t, typeById, form.values.lines);
  const saveFailed = useSaveFailure(form, { ...productWording(t), labels }, { toForm: formErrors });

  function chooseCategory(categoryId: string | null) {
    const lineErrors = Object.keys(form.errors).filter(
      (path) => path.startsWith("lines.") || path === "categoryId",
    );
    for (const path of lineErrors) form.clearFieldError(path);
    form.setValues({ categoryId, lines: linesForCategory(configsOf(categoryId)) });
  }

  function addLine(typeId: number) {
    form.insertListItem(
      "lines",
      { key: newLineKey(), attribute_type_id: typeId, attribute_value: "" },
      insertionIndex(form.values.lines, typeId),
    );
  }

  function removeLine(index: number) {
    if (canRemoveLine(form.values.lines, index)) form.removeListItem("lines", index);
  }

  const { saving, save, deletion, busy } = useSaveAndDelete(
    {
      send: (values: ProductFormValues) =>
        product
          ? callApi("PUT", `/products/${product.id}`, productBody(values), productAnswerSchema)
          : callApi("POST", "/products", productBody(values), productAnswerSchema),
      saved: t("ADMIN-PRODUCT-SAVED"),
      notSaved: t("ADMIN-PRODUCT-NOT-SAVED"),
      failed: saveFailed,
      form,
      // A new product's form is replaced by its own.
      leaveTo: (answer) =>
        product
          ? null
          : adminPath("admin-products-edit-id", locale, { id: String(answer.product.id) }),
    },
    product && {
      name: product.bk,
      run: () => callApi("DELETE", `/products/${product.id}`),
      deleted: t("ADMIN-PRODUCT-DELETED", { name: product.bk }),
      notDeleted: t("ADMIN-PRODUCT-NOT-DELETED"),
      leaveTo: listPath,
    },
  );

  async function duplicate() {
    if (!product) return;
    setDuplicating(true);
    try {
      const answer = await callApi(
        "POST",
        `/products/${product.id}/duplicate`,
        undefined,
        productAnswerSchema,
      );
      notices.success(t("ADMIN-PRODUCT-DUPLICATED", { name: answer.product.bk }));
      // The copy is of the saved product: the guard still asks before unsaved edits are left.
      navigate(adminPath("admin-products-edit-id", locale, { id: String(answer.product.id) }));
    } catch (error) {
      notices.error(t("ADMIN-PRODUCT-NOT-DUPLICATED"), error);
    } finally {
      setDuplicating(false);
    }
  }

  const { categoryId, lines } = form.values;

  return (
    <EditPage
      title={
        product ? t("ADMIN-PRODUCT-EDIT-TITLE", { name: product.bk }) : t("ADMIN-PRODUCT-NEW-TITLE")
      }
      back={listPath}
      site={
        product?.sitePath
          ? { href: product.sitePath, label: t("ADMIN-PRODUCT-VIEW-ON-SITE") }
          : null
      }
    >
      <EditForm form={form} onSave={save} labels={labels} gap="lg">
        <TextInput label={t("ADMIN-PRODUCT-BK")} maw={480} {...form.getInputProps("bk")} />
        <Switch
          label={t("ADMIN-PRODUCT-PUBLISHED")}
          description={t("ADMIN-PRODUCT-PUBLISHED-HINT")}
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <Select
          label={t("ADMIN-PRODUCT-CATEGORY")}
          description={t("ADMIN-PRODUCT-CATEGORY-HINT")}
          required={isRequired(form, "categoryId")}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t("ADMIN-PRODUCT-CATEGORY-NONE-FOUND")}
          data={categories}
          value={categoryId}
          onChange={chooseCategory}
          error={form.errors.categoryId}
          maw={640}
        />
        <LanguageFields
          legend={t("ADMIN-PRODUCT-TITLES")}
          description={t("ADMIN-PRODUCT-TITLES-HINT")}
        >
          {(language, languageName) => (
            <TextInput
              lang={language}
              label={t("ADMIN-PRODUCT-TITLE-IN", { language: languageName })}
              {...form.getInputProps(`titles.${language}`)}
            />
          )}
        </LanguageFields>
        <PicturesField label={t("ADMIN-PRODUCT-PICTURES")} {...fieldProps(form, "pictures")} />
        <AvailabilityField
          value={form.values.availability ?? availabilityChoice(null)}
          onChange={(next) => {
            form.setFieldValue("availability", next);
            form.clearFieldError("availability.status");
            form.clearFieldError("availability.leadTimeDays");
          }}
          errors={{
            status: form.errors["availability.status"] as string | undefined,
            leadTimeDays: form.errors["availability.leadTimeDays"] as string | undefined,
          }}
        />
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("ADMIN-PRODUCT-ATTRIBUTES")}
          </Title>
          {productNumberTypeId !== null && hasProductNumber(categoryId) && (
            <TextInput
              label={typeById.get(productNumberTypeId)?.name}
              description={t("ADMIN-PRODUCT-NUMBER-HINT")}
              value={form.values.bk.trim()}
              readOnly
              variant="filled"
              maw={480}
            />
          )}
          {lines.length > 0 ? (
            <ProductAttributeLines
              lines={lines}
              types={typeById}
              required={isRequired(form, "lines.0.attribute_value")}
              errorOf={(index) => form.errors[`lines.${index}.attribute_value`]}
              warningOf={(index) => {
                const line = lines[index];
                return (
                  line &&
                  valueWarning(
                    typeById.get(line.attribute_type_id),
                    line.attribute_value,
                    t,
                    locale,
                  )
                );
              }}
              onValueChange={(index, value) => {
                form.setFieldValue(`lines.${index}.attribute_value`, value);
                form.clearFieldError(`lines.${index}.attribute_value`);
              }}
              onAdd={addLine}
              onRemove={removeLine}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {categoryId
                ? t("ADMIN-PRODUCT-ATTRIBUTES-EMPTY")
                : t("ADMIN-PRODUCT-ATTRIBUTES-NONE")}
            </Text>
          )}
        </Stack>
        <SaveDeleteBar
          saving={saving}
          deletion={deletion}
          saveLabel={product ? t("ADMIN-PRODUCT-UPDATE") : t("ADMIN-PRODUCT-ADD")}
          deleteLabel={t("ADMIN-PRODUCT-DELETE")}
        >
          {product && (
            <Button
              variant="default"
              onClick={duplicate}
              loading={duplicating}
              disabled={saving || deletion.deleting}
            >
              {t("ADMIN-PRODUCT-DUPLICATE")}
            </Button>
          )}
        </SaveDeleteBar>
      </EditForm>
      {product && <HistoryPanel revisions={loaderData.revisions} locale={locale} />}
      <UnsavedChangesGuard when={form.isDirty() && !busy} />
    </EditPage>
  );
}
