// The form of one setting the site does not read (the settings screen's "Advanced" list): its
// key and its value as free text. A key the site reads is refused here: it has its own field on
// the settings screen, with the control and the rule that suit it.
import { Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMemo } from "react";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import {
  isKnownSetting,
  type SiteSettingDto,
  siteSettingInputSchema,
} from "../../modules/settings/settings.schema.ts";
import { ApiCallError, callApi } from "../api-client.ts";
import { EditForm } from "./EditPage.tsx";
import { formResolver } from "./form-kit.ts";
import { useAdminNotices } from "./notices.ts";
import { type Deletion, SaveDeleteBar, useDeleteAfterAsking } from "./SaveDeleteBar.tsx";
import { useSaveAndDelete } from "./save-and-delete.ts";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard.tsx";

type Values = { key_code: string; key_value: string };

/** The module's rules, and a key the site reads sent to the settings screen. */
export function otherSettingSchema(t: Translate) {
  return siteSettingInputSchema.superRefine((setting, ctx) => {
    if (isKnownSetting(setting.key_code)) {
      ctx.addIssue({
        code: "custom",
        path: ["key_code"],
        message: t("ADMIN-SETTINGS-KEY-KNOWN", { key: setting.key_code }),
      });
    }
  });
}

function settingDeletion(t: Translate, setting: SiteSettingDto): Deletion {
  return {
    name: setting.key_code,
    forGood: true,
    run: () => callApi("DELETE", `/site-settings/${setting.id}`),
    deleted: t("ADMIN-SITESETTING-DELETED"),
    notDeleted: t("ADMIN-SITESETTING-NOT-DELETED"),
  };
}

/** Deleting a setting of the list, after the administrator confirms; true when it was deleted. */
export function useDeleteSiteSetting() {
  const { t } = useTranslation();
  const deleteAfterAsking = useDeleteAfterAsking();
  return (setting: SiteSettingDto) => deleteAfterAsking(settingDeletion(t, setting));
}

export function SiteSettingForm({
  setting,
  leaveTo,
}: {
  /** The setting to change; a new one when absent. */
  setting?: SiteSettingDto;
  /** Where a save or a deletion leads. */
  leaveTo: string;
}) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const schema = useMemo(() => otherSettingSchema(t), [t]);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { key_code: setting?.key_code ?? "", key_value: setting?.key_value ?? "" },
    validate: formResolver(schema),
  });

  const { saving, save, deletion, busy } = useSaveAndDelete(
    {
      send: (values: Values) => {
        const body = { key_code: values.key_code.trim(), key_value: values.key_value };
        return setting
          ? callApi("PUT", `/site-settings/${setting.id}`, body)
          : callApi("POST", "/site-settings", body);
      },
      saved: t("ADMIN-SITESETTING-SAVED"),
      notSaved: t("ADMIN-SITESETTING-NOT-SAVED"),
      failed: (notSaved, failure) => {
        if (failure instanceof ApiCallError) form.setErrors(failure.fieldErrors);
        notices.error(notSaved, failure);
      },
      form,
      leaveTo: () => leaveTo,
    },
    setting && { ...settingDeletion(t, setting), leaveTo },
  );

  return (
    <EditForm form={form} onSave={save} maw={640}>
      <UnsavedChangesGuard when={form.isDirty() && !busy} />
      <TextInput
        label={t("ADMIN-SITESETTING-KEY")}
        description={t("ADMIN-SETTINGS-KEY-HELP")}
        required
        {...form.getInputProps("key_code")}
        onChange={(event) =>
          form.setFieldValue("key_code", event.currentTarget.value.toUpperCase())
        }
      />
      <Textarea
        label={t("ADMIN-SITESETTING-VALUE")}
        autosize
        minRows={1}
        maxRows={10}
        {...form.getInputProps("key_value")}
      />
      <SaveDeleteBar saving={saving} deletion={deletion} />
    </EditForm>
  );
}
