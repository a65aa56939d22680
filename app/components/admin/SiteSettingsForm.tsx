// The settings the site reads, in words: one field per setting with its label, a help line and
// the control that suits it, in sections. Saving sends each changed setting to the API, which
// checks it again; a setting never stored yet is added. Each stored setting links to its
// history, where a revision can be compared and restored.
import {
  ActionIcon,
  Anchor,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { type ReactNode, useId, useMemo } from "react";
import { Link, useRevalidator } from "react-router";
import type { Locale } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import {
  type KnownSetting,
  numberSettings,
  type SiteSettingDto,
} from "../../modules/settings/settings.schema.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import { ApiCallError, callApi } from "../api-client.ts";
import { settingFieldId } from "../setting-anchors.ts";
import { EditForm } from "./EditPage.tsx";
import { formResolver } from "./form-kit.ts";
import { useAdminNotices } from "./notices.ts";
import { SaveDeleteBar } from "./SaveDeleteBar.tsx";
import { useSave } from "./save-and-delete.ts";
import {
  changedSettings,
  formValues,
  type NumberSetting,
  pathRow,
  type SettingsFormValues,
  type SwitchSetting,
  settingKinds,
  settingSections,
  settingsFormSchema,
  settingsWording,
  storedSettings,
  storedValues,
} from "./site-settings-form.ts";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard.tsx";

type Form = UseFormReturnType<SettingsFormValues>;

export function SiteSettingsForm({
  settings,
  locale,
}: {
  /** Every stored setting, as the API answers them. */
  settings: readonly SiteSettingDto[];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const revalidator = useRevalidator();
  const form = useForm<SettingsFormValues>({
    mode: "controlled",
    initialValues: formValues(storedSettings(settings)),
    validate: formResolver(settingsFormSchema, settingsWording(t)),
    validateInputOnBlur: true,
  });
  const ids = useMemo(
    () => new Map(settings.map((setting) => [setting.key_code, setting.id])),
    [settings],
  );

  // The setting being sent, so that a refusal is shown under its field.
  let current: KnownSetting | undefined;
  const { saving, save } = useSave({
    send: async (values: SettingsFormValues) => {
      const stored = storedValues(values);
      for (const key of changedSettings(form.getInitialValues(), values)) {
        current = key;
        const body = { key_code: key, key_value: stored[key] };
        const id = ids.get(key);
        if (id === undefined) await callApi("POST", "/site-settings", body);
        else await callApi("PUT", `/site-settings/${id}`, body);
      }
    },
    saved: t("ADMIN-SETTINGS-SAVED"),
    notSaved: t("ADMIN-SETTINGS-NOT-SAVED"),
    failed: (notSaved, failure) => {
      const message =
        failure instanceof ApiCallError
          ? (failure.fieldErrors.key_value ?? failure.fieldErrors.key_code)
          : undefined;
      if (current && message) form.setFieldError(current, message);
      notices.error(notSaved, failure);
      // The settings sent before the refused one are saved: the banners, the history links and
      // the ids of settings just added follow them.
      revalidator.revalidate();
    },
    form,
    onSaved: (_answer, values) => form.setInitialValues(values),
  });

  const historyLink = (key: KnownSetting) => {
    const id = ids.get(key);
    if (id === undefined) return null;
    return (
      <Anchor
        component={Link}
        to={adminPath("admin-siteSettings-edit-id", locale, { id: String(id) })}
        size="xs"
        aria-label={t("ADMIN-SETTINGS-HISTORY-OF", { label: t(`ADMIN-SETTINGS-LABEL-${key}`) })}
      >
        {t("ADMIN-SETTINGS-HISTORY")}
      </Anchor>
    );
  };

  return (
    <EditForm form={form} onSave={save} maw={720} gap="xl">
      <UnsavedChangesGuard when={form.isDirty() && !saving} />
      {settingSections.map((section) => (
        <section key={section.key} aria-labelledby={`settings-${section.key}`}>
          <Title order={2} size="h3" mb="sm" id={`settings-${section.key}`}>
            {t(`ADMIN-SETTINGS-SECTION-${section.key}`)}
          </Title>
          <Stack gap="lg">
            {section.settings.map((key) => (
              <Stack key={key} gap={4}>
                <SettingField form={form} settingKey={key} />
                {historyLink(key)}
              </Stack>
            ))}
          </Stack>
        </section>
      ))}
      <SaveDeleteBar saving={saving} />
    </EditForm>
  );
}

/** One setting's control, labelled and explained, by the kind of value it takes. */
function SettingField({ form, settingKey }: { form: Form; settingKey: KnownSetting }) {
  const { t } = useTranslation();
  const label = t(`ADMIN-SETTINGS-LABEL-${settingKey}`);
  const description = t(`ADMIN-SETTINGS-HELP-${settingKey}`);
  const id = settingFieldId(settingKey);
  const kind = settingKinds[settingKey];
  const common = { id, label, description };

  switch (kind) {
    case "switch":
      return (
        <Switch
          {...common}
          {...form.getInputProps(settingKey as SwitchSetting, { type: "checkbox" })}
        />
      );
    case "number": {
      const { min, max } = numberSettings[settingKey as NumberSetting];
      return (
        <NumberInput
          {...common}
          min={min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          // Out of bounds is said under the field rather than changed behind the user's back.
          clampBehavior="none"
          maw={240}
          {...form.getInputProps(settingKey)}
        />
      );
    }
    case "url":
      return (
        <TextInput
          {...common}
          type="url"
          inputMode="url"
          placeholder="https://shop.example.be/{language}/"
          {...form.getInputProps(settingKey)}
        />
      );
    case "email":
      return (
        <TextInput
          {...common}
          type="email"
          autoComplete="off"
          placeholder="info@example.be"
          {...form.getInputProps(settingKey)}
        />
      );
    case "target":
      return (
        <Radio.Group {...common} {...form.getInputProps(settingKey)}>
          <Group gap="lg" mt="xs">
            <Radio value="_self" label={t("ADMIN-SETTINGS-TARGET-SELF")} />
            <Radio value="_blank" label={t("ADMIN-SETTINGS-TARGET-BLANK")} />
          </Group>
        </Radio.Group>
      );
    case "paths":
      return <PathList form={form} id={id} legend={label} description={description} />;
  }
}

/** OFFLINE_PAGES as a list of paths, one box each, rather than one comma-separated text. */
function PathList({
  form,
  id,
  legend,
  description,
}: {
  form: Form;
  id: string;
  legend: string;
  description: string;
}): ReactNode {
  const { t } = useTranslation();
  const descriptionId = useId();
  const rows = form.values.OFFLINE_PAGES;
  return (
    <Fieldset id={id} legend={legend} aria-describedby={descriptionId} variant="unstyled">
      <Text id={descriptionId} size="sm" c="dimmed" mb="xs">
        {description}
      </Text>
      <Stack gap="xs">
        {rows.length === 0 && <Text size="sm">{t("ADMIN-SETTINGS-OFFLINE-NONE")}</Text>}
        {rows.map((row, index) => {
          const number = String(index + 1);
          return (
            <Group key={row.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={t("ADMIN-SETTINGS-OFFLINE-PATH", { number })}
                placeholder="/blog"
                style={{ flex: 1 }}
                maw={420}
                {...form.getInputProps(`OFFLINE_PAGES.${index}.path`)}
              />
              <ActionIcon
                size="lg"
                variant="default"
                color="red.9"
                aria-label={t("ADMIN-SETTINGS-OFFLINE-REMOVE", { number })}
                onClick={() => form.removeListItem("OFFLINE_PAGES", index)}
              >
                <span aria-hidden="true">×</span>
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => form.insertListItem("OFFLINE_PAGES", pathRow())}
          >
            {t("ADMIN-SETTINGS-OFFLINE-ADD")}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
