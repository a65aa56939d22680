// The form of one synonym of the search: the language of the searches it applies to, whether
// its terms all mean the same (a group) or also search a target (a replacement), and its terms.
// Saved, it goes back to the list; deleted, to the trash.
import { Radio, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMemo } from "react";
import { locales } from "../../modules/i18n/locales.ts";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import type { SynonymDto } from "../../modules/search/synonyms.schema.ts";
import { callApi } from "../api-client.ts";
import { EditForm, useSaveFailure } from "./EditPage.tsx";
import { type Deletion, SaveDeleteBar, useDeleteAfterAsking } from "./SaveDeleteBar.tsx";
import { useSaveAndDelete } from "./save-and-delete.ts";
import {
  answeredSynonymErrors,
  type SynonymFormValues,
  synonymInput,
  synonymValidation,
  synonymWording,
} from "./synonym-form.ts";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard.tsx";

function synonymDeletion(t: Translate, synonym: SynonymDto): Deletion {
  return {
    name: synonym.label,
    run: () => callApi("DELETE", `/synonyms/${synonym.id}`),
    deleted: t("ADMIN-SYNONYM-DELETED"),
    notDeleted: t("ADMIN-SYNONYM-NOT-DELETED"),
  };
}

/** Deleting a synonym of the list, after the administrator confirms; true when it was deleted. */
export function useDeleteSynonym() {
  const { t } = useTranslation();
  const deleteAfterAsking = useDeleteAfterAsking();
  return (synonym: SynonymDto) => deleteAfterAsking(synonymDeletion(t, synonym));
}

export function SynonymForm({
  synonym,
  initialValues,
  leaveTo,
}: {
  /** The synonym to change; a new one when absent. */
  synonym?: SynonymDto;
  initialValues: SynonymFormValues;
  /** Where a save or a deletion leads. */
  leaveTo: string;
}) {
  const { t } = useTranslation();
  const wording = useMemo(() => synonymWording(t), [t]);
  const form = useForm<SynonymFormValues>({
    mode: "controlled",
    initialValues,
    validate: synonymValidation(wording),
  });
  const failed = useSaveFailure(form, wording, {
    toForm: (fieldErrors) => answeredSynonymErrors(t, form.getValues(), fieldErrors),
  });

  const { saving, save, deletion, busy } = useSaveAndDelete(
    {
      send: (values: SynonymFormValues) => {
        const body = synonymInput(values);
        return synonym
          ? callApi("PUT", `/synonyms/${synonym.id}`, body)
          : callApi("POST", "/synonyms", body);
      },
      saved: t("ADMIN-SYNONYM-SAVED"),
      notSaved: t("ADMIN-SYNONYM-NOT-SAVED"),
      failed,
      form,
      leaveTo: () => leaveTo,
    },
    synonym && { ...synonymDeletion(t, synonym), leaveTo },
  );
  const replacement = form.values.kind === "replacement";

  return (
    <EditForm form={form} onSave={save} labels={wording.labels} maw={640}>
      <UnsavedChangesGuard when={form.isDirty() && !busy} />
      <Select
        label={t("ADMIN-SYNONYM-LANG")}
        description={t("ADMIN-SYNONYM-LANG-HELP")}
        allowDeselect={false}
        data={[
          { value: "all", label: t("ADMIN-SYNONYM-LANG-ALL") },
          ...locales.map((locale) => ({
            value: locale,
            label: t(`ADMIN-LANGUAGE-${locale.toUpperCase()}`),
          })),
        ]}
        {...form.getInputProps("lang")}
      />
      <Radio.Group label={t("ADMIN-SYNONYM-KIND")} {...form.getInputProps("kind")}>
        <Stack gap="xs" mt="xs">
          <Radio value="group" label={t("ADMIN-SYNONYM-KIND-GROUP")} />
          <Radio value="replacement" label={t("ADMIN-SYNONYM-KIND-REPLACEMENT")} />
        </Stack>
      </Radio.Group>
      <Textarea
        label={t("ADMIN-SYNONYM-TERMS")}
        description={t(
          replacement ? "ADMIN-SYNONYM-TERMS-HELP-REPLACEMENT" : "ADMIN-SYNONYM-TERMS-HELP-GROUP",
        )}
        required
        autosize
        minRows={2}
        maxRows={8}
        {...form.getInputProps("terms")}
      />
      {replacement && (
        <TextInput
          label={t("ADMIN-SYNONYM-TARGET")}
          description={t("ADMIN-SYNONYM-TARGET-HELP")}
          required
          {...form.getInputProps("target")}
        />
      )}
      <SaveDeleteBar saving={saving} deletion={deletion} />
    </EditForm>
  );
}
