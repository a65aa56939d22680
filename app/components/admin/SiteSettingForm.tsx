// A site setting's form: its key (one the site knows, or a new one) and its value, with an input
// suited to the known keys — a switch for ON/OFF and 1/0, a choice for the shop link's target —
// and the rules of settings.schema.ts, so the form refuses what the API would.
import { Autocomplete, Radio, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import {
  type KnownSetting,
  knownSettings,
  type SiteSettingDto,
  siteSettingInputSchema,
} from "../../modules/settings/settings.schema.ts";
import { ApiCallError, callApi } from "../api-client.ts";
import { EditForm } from "./EditPage.tsx";
import { formResolver } from "./form-kit.ts";
import { useAdminNotices } from "./notices.ts";
import {
  type Deletion,
  SaveDeleteBar,
  useDeleteAfterAsking,
  useDeletion,
} from "./SaveDeleteBar.tsx";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard.tsx";

type Values = { key_code: string; key_value: string };

export const knownSettingKeys = Object.keys(knownSettings) as KnownSetting[];

const isKnown = (keyCode: string): keyCode is KnownSetting => keyCode in knownSettings;

/** What a known setting does, in the administrator's language; "" for the others. */
export function settingHelp(t: Translate, keyCode: string): string {
  return isKnown(keyCode) ? t(`ADMIN-SITESETTING-HELP-${keyCode}`) : "";
}

/** Keys whose value is one of two, shown as a switch: the value when on, then when off. */
const switches: Partial<Record<KnownSetting, readonly [string, string]>> = {
  MAINTENANCE_MODE: ["ON", "OFF"],
  SEARCH_THUMBNAILS: ["1", "0"],
  SHOW_LOGIN_LINK: ["1", "0"],
};

/** The value a key switched to gets when the current one does not fit it: the site's default. */
const defaults: Partial<Record<KnownSetting, string>> = {
  MAINTENANCE_MODE: "OFF",
  SHOP_LINK_TARGET: "_blank",
  SEARCH_THUMBNAILS: "0",
  SHOW_LOGIN_LINK: "0",
};

/**
 * The value kept when the key changes: the current one, unless the key only takes a few values
 * (ON/OFF, 1/0, _blank/_self) and the current one is not among them — then the site's default.
 */
export function fittingValue(keyCode: string, value: string): string {
  if (!isKnown(keyCode)) return value;
  const fallback = defaults[keyCode];
  if (fallback === undefined || knownSettings[keyCode].safeParse(value).success) return value;
  return fallback;
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
  onSaved,
  onDeleted,
}: {
  /** The setting to change; a new one when absent. */
  setting?: SiteSettingDto;
  onSaved: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { key_code: setting?.key_code ?? "", key_value: setting?.key_value ?? "" },
    validate: formResolver(siteSettingInputSchema),
  });

  async function save(values: Values) {
    setSaving(true);
    try {
      const body = { key_code: values.key_code.trim(), key_value: values.key_value };
      if (setting) await callApi("PUT", `/site-settings/${setting.id}`, body);
      else await callApi("POST", "/site-settings", body);
      setSaved(true);
      form.resetDirty(values);
      notices.success(t("ADMIN-SITESETTING-SAVED"));
      onSaved();
    } catch (error) {
      if (error instanceof ApiCallError) form.setErrors(error.fieldErrors);
      notices.error(t("ADMIN-SITESETTING-NOT-SAVED"), error);
    } finally {
      setSaving(false);
    }
  }

  const changeKey = (keyCode: string) => {
    const code = keyCode.toUpperCase();
    form.setFieldValue("key_code", code);
    const value = fittingValue(code, form.getValues().key_value);
    if (value !== form.getValues().key_value) form.setFieldValue("key_value", value);
  };

  const deletion = useDeletion(setting && { ...settingDeletion(t, setting), onDeleted });

  const keyCode = form.values.key_code;
  const help = settingHelp(t, keyCode) || undefined;
  const valueLabel = t("ADMIN-SITESETTING-VALUE");
  const valueError = form.errors.key_value;
  const switchValues = isKnown(keyCode) ? switches[keyCode] : undefined;

  let valueInput: React.ReactNode;
  if (switchValues) {
    valueInput = (
      <Switch
        label={`${valueLabel}: ${t("ADMIN-SITESETTING-ON")} (${switchValues[0]})`}
        description={help}
        checked={form.values.key_value === switchValues[0]}
        onChange={(event) =>
          form.setFieldValue(
            "key_value",
            event.currentTarget.checked ? switchValues[0] : switchValues[1],
          )
        }
        error={valueError}
      />
    );
  } else if (keyCode === "SHOP_LINK_TARGET") {
    valueInput = (
      <Radio.Group label={valueLabel} description={help} {...form.getInputProps("key_value")}>
        <Stack gap="xs" mt="xs">
          <Radio value="_blank" label={t("ADMIN-SITESETTING-TARGET-BLANK")} />
          <Radio value="_self" label={t("ADMIN-SITESETTING-TARGET-SELF")} />
        </Stack>
      </Radio.Group>
    );
  } else if (isKnown(keyCode)) {
    valueInput = (
      <TextInput
        label={valueLabel}
        description={help}
        type={keyCode === "SHOP_EMAIL" ? "email" : "text"}
        {...form.getInputProps("key_value")}
      />
    );
  } else {
    valueInput = (
      <Textarea
        label={valueLabel}
        autosize
        minRows={1}
        maxRows={10}
        {...form.getInputProps("key_value")}
      />
    );
  }

  return (
    <EditForm form={form} onSave={save} maw={640}>
      <UnsavedChangesGuard when={form.isDirty() && !saving && !saved && !deletion.deleting} />
      <Autocomplete
        label={t("ADMIN-SITESETTING-KEY")}
        description={t("ADMIN-SITESETTING-KEY-HELP")}
        required
        data={knownSettingKeys}
        {...form.getInputProps("key_code")}
        onChange={changeKey}
      />
      {valueInput}
      <SaveDeleteBar saving={saving} deletion={deletion} />
    </EditForm>
  );
}
