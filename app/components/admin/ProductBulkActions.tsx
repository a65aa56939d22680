// One action on the products selected in the back office's product list: a category set, an
// attribute value or the availability set, published, made drafts or deleted. The action is chosen with what it
// needs (the category; the attribute and its value, from the type's list when it has one), then
// confirmed in a dialog naming how many products it changes, and sent to POST
// /api/products/bulk, which changes all of them or none. A notice tells how many changed.
import { Button, Group, Paper, Select, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import {
  type ProductBulkActionDto,
  type ProductBulkKind,
  type ProductBulkRequest,
  productBulkResultSchema,
} from "../../modules/catalogue/product-bulk.schema.ts";
import { maxAttributeValueLength } from "../../modules/catalogue/product-input.schema.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { callApi } from "../api-client.ts";
import { useRootData } from "../root-data.ts";
import { AvailabilityField, availabilityStatusKeys } from "./AvailabilityField.tsx";
import { confirmAction } from "./confirm.ts";
import { counted } from "./owner-formats.ts";
import {
  type AvailabilityChoice,
  availabilityBody,
  availabilityChoice,
  leadTimeIsValid,
} from "./product-form.ts";
import { useSave } from "./save-and-delete.ts";

type Option = { value: string; label: string };

/** An attribute type as the list offers it: its values when it has a list. */
export type BulkAttributeType = Option & { unit: string; values: Option[] };

const kinds: readonly ProductBulkKind[] = [
  "setCategory",
  "setAttribute",
  "setAvailability",
  "publish",
  "unpublish",
  "delete",
];

const kindLabels: Record<ProductBulkKind, string> = {
  setCategory: "ADMIN-PRODUCTS-BULK-SET-CATEGORY",
  setAttribute: "ADMIN-PRODUCTS-BULK-SET-ATTRIBUTE",
  setAvailability: "ADMIN-PRODUCTS-BULK-SET-AVAILABILITY",
  publish: "ADMIN-PRODUCTS-BULK-PUBLISH",
  unpublish: "ADMIN-PRODUCTS-BULK-UNPUBLISH",
  delete: "ADMIN-PRODUCTS-BULK-DELETE",
};

/** The confirmation's question, counted (`-ONE`, `-OTHER`). */
const questions: Record<ProductBulkKind, string> = {
  setCategory: "ADMIN-PRODUCTS-BULK-SET-CATEGORY-TEXT",
  setAttribute: "ADMIN-PRODUCTS-BULK-SET-ATTRIBUTE-TEXT",
  setAvailability: "ADMIN-PRODUCTS-BULK-SET-AVAILABILITY-TEXT",
  publish: "ADMIN-PRODUCTS-BULK-PUBLISH-TEXT",
  unpublish: "ADMIN-PRODUCTS-BULK-UNPUBLISH-TEXT",
  delete: "ADMIN-PRODUCTS-BULK-DELETE-TEXT",
};

/** What the notice says once done, counted. */
const doneNotices: Record<ProductBulkKind, string> = {
  setCategory: "ADMIN-PRODUCTS-BULK-CATEGORY-SET",
  setAttribute: "ADMIN-PRODUCTS-BULK-ATTRIBUTE-SET",
  setAvailability: "ADMIN-PRODUCTS-BULK-AVAILABILITY-SET",
  publish: "ADMIN-PRODUCTS-BULK-PUBLISHED",
  unpublish: "ADMIN-PRODUCTS-BULK-UNPUBLISHED",
  delete: "ADMIN-PRODUCTS-BULK-DELETED",
};

type Errors = Partial<Record<"kind" | "category" | "attribute" | "value" | "leadTimeDays", string>>;

export function ProductBulkActions({
  ids,
  categories,
  attributeTypes,
  onDone,
  onClear,
}: {
  /** The products selected. */
  ids: readonly number[];
  categories: readonly Option[];
  attributeTypes: readonly BulkAttributeType[];
  /** After the products changed, before the list reloads: the selection clears. */
  onDone: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const [kind, setKind] = useState<ProductBulkKind | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [value, setValue] = useState("");
  const [availability, setAvailability] = useState<AvailabilityChoice>(availabilityChoice(null));
  const [errors, setErrors] = useState<Errors>({});
  const count = ids.length;
  const { saving: applying, save: change } = useSave({
    send: (request: ProductBulkRequest) =>
      callApi("POST", "/products/bulk", request, productBulkResultSchema),
    saved: ({ changed }, { action }) => counted(t, locale, doneNotices[action.kind], changed),
    notSaved: counted(t, locale, "ADMIN-PRODUCTS-BULK-FAILED", count),
    onSaved: onDone,
  });
  const type = attributeTypes.find((candidate) => candidate.value === typeId);
  const category = categories.find((candidate) => candidate.value === categoryId);

  /** The action as the API takes it, or what is missing for it. */
  function chosenAction(): { action: ProductBulkActionDto } | { missing: Errors } {
    if (!kind) return { missing: { kind: t("ADMIN-PRODUCTS-BULK-CHOOSE-ACTION") } };
    if (kind === "setCategory") {
      return category
        ? { action: { kind, categoryId: Number(category.value) } }
        : { missing: { category: t("ADMIN-PRODUCTS-BULK-CHOOSE-CATEGORY") } };
    }
    if (kind === "setAttribute") {
      if (type && value.trim() !== "") {
        return { action: { kind, attributeTypeId: Number(type.value), value: value.trim() } };
      }
      const missing: Errors = {};
      if (!type) missing.attribute = t("ADMIN-PRODUCTS-BULK-CHOOSE-ATTRIBUTE");
      if (value.trim() === "") missing.value = t("ADMIN-PRODUCTS-BULK-ENTER-VALUE");
      return { missing };
    }
    if (kind === "setAvailability") {
      return leadTimeIsValid(availability)
        ? { action: { kind, availability: availabilityBody(availability) } }
        : { missing: { leadTimeDays: t("ADMIN-PRODUCT-LEAD-TIME-INVALID") } };
    }
    return { action: { kind } };
  }

  /** The availability chosen, as the confirmation names it. */
  function availabilityWords(): string {
    const status = t(availabilityStatusKeys[availability.status]);
    const days = availability.leadTimeDays.trim();
    return availability.status === "made_to_order" && days !== ""
      ? `${status}, ${t("ADMIN-PRODUCT-LEAD-TIME")}: ${days}`
      : status;
  }

  async function apply() {
    const chosen = chosenAction();
    if ("missing" in chosen) {
      setErrors(chosen.missing);
      return;
    }
    const bulk = chosen.action;
    setErrors({});
    const shownValue = type?.values.find((known) => known.value === value.trim())?.label;
    const confirmed = await confirmAction(t, {
      title: counted(
        t,
        locale,
        bulk.kind === "delete" ? "ADMIN-PRODUCTS-BULK-DELETE-TITLE" : "ADMIN-PRODUCTS-BULK-TITLE",
        count,
      ),
      message: counted(t, locale, questions[bulk.kind], count, {
        category: category?.label ?? "",
        attribute: type?.label ?? "",
        value: bulk.kind === "setAvailability" ? availabilityWords() : (shownValue ?? value.trim()),
      }),
      confirmLabel: counted(
        t,
        locale,
        bulk.kind === "delete"
          ? "ADMIN-PRODUCTS-BULK-DELETE-CONFIRM"
          : "ADMIN-PRODUCTS-BULK-CONFIRM",
        count,
      ),
    });
    if (confirmed) await change({ ids: [...ids], action: bulk });
  }

  return (
    <Paper withBorder p="sm" mb="sm" role="region" aria-label={t("ADMIN-PRODUCTS-BULK")}>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Text fw={700} aria-live="polite" style={{ alignSelf: "center" }}>
          {counted(t, locale, "ADMIN-PRODUCTS-BULK-SELECTED", count)}
        </Text>
        <Select
          label={t("ADMIN-PRODUCTS-BULK-ACTION")}
          placeholder={t("ADMIN-PRODUCTS-BULK-CHOOSE-ACTION")}
          data={kinds.map((value) => ({ value, label: t(kindLabels[value]) }))}
          value={kind}
          onChange={(next) => {
            setKind(next as ProductBulkKind | null);
            setErrors({});
          }}
          error={errors.kind}
          w={240}
          maw="100%"
        />
        {kind === "setCategory" && (
          <Select
            label={t("ADMIN-PRODUCTS-BULK-CATEGORY")}
            description={t("ADMIN-PRODUCTS-BULK-CATEGORY-HINT")}
            data={categories}
            value={categoryId}
            onChange={(next) => {
              setCategoryId(next);
              setErrors({});
            }}
            searchable
            nothingFoundMessage={t("ADMIN-PRODUCT-CATEGORY-NONE-FOUND")}
            error={errors.category}
            w={360}
            maw="100%"
          />
        )}
        {kind === "setAttribute" && (
          <>
            <Select
              label={t("ADMIN-PRODUCTS-BULK-ATTRIBUTE")}
              data={attributeTypes}
              value={typeId}
              onChange={(next) => {
                setTypeId(next);
                setValue("");
                setErrors({});
              }}
              searchable
              nothingFoundMessage={t("ADMIN-PRODUCTS-FILTER-ATTRIBUTE-NONE")}
              error={errors.attribute}
              w={260}
              maw="100%"
            />
            {type && type.values.length > 0 ? (
              <Select
                label={t("ADMIN-PRODUCTS-BULK-VALUE")}
                data={type.values}
                value={value || null}
                onChange={(next) => {
                  setValue(next ?? "");
                  setErrors({});
                }}
                searchable
                nothingFoundMessage={t("ADMIN-PRODUCTS-FILTER-ATTRIBUTE-NONE")}
                error={errors.value}
                w={260}
                maw="100%"
              />
            ) : (
              <TextInput
                label={t("ADMIN-PRODUCTS-BULK-VALUE")}
                description={
                  type?.unit ? t("ADMIN-PRODUCTS-BULK-VALUE-UNIT", { unit: type.unit }) : undefined
                }
                value={value}
                onChange={(event) => {
                  setValue(event.currentTarget.value);
                  setErrors({});
                }}
                maxLength={maxAttributeValueLength}
                error={errors.value}
                w={200}
                maw="100%"
              />
            )}
          </>
        )}
        {kind === "setAvailability" && (
          <AvailabilityField
            value={availability}
            onChange={(next) => {
              setAvailability(next);
              setErrors({});
            }}
            errors={{ leadTimeDays: errors.leadTimeDays }}
            description={false}
          />
        )}
        <Button onClick={apply} loading={applying} color={kind === "delete" ? "red.9" : undefined}>
          {t("ADMIN-PRODUCTS-BULK-APPLY")}
        </Button>
        <Button variant="default" onClick={onClear} disabled={applying}>
          {t("ADMIN-PRODUCTS-BULK-CLEAR")}
        </Button>
      </Group>
    </Paper>
  );
}
