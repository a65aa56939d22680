// The translation editor (§2): the key's code, whether it holds rich text, and one field per
// language — a plain text box, or the rich editor with its raw-HTML toggle for rich-text keys
// (the rule is in `translations/translation-rows.ts`). A text naming other placeholders than the
// English one is refused before it is sent, as the server would. The list's modal and the edit
// page both show this form.
import { Button, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import { z } from "zod";
import { type Locale, locales } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import {
  placeholderErrors,
  richTextByDefault,
  type TranslationRow,
} from "../../modules/translations/translation-rows.ts";
import {
  keyCode,
  type TranslationKeyDto,
  translationInputSchema,
} from "../../modules/translations/translations.schema.ts";
import { ApiCallError, callApi, type FieldErrors } from "../api-client.ts";
import { EditForm } from "./EditPage.tsx";
import { checkedWith, type FieldLabels, fieldProps, formResolver } from "./form-kit.ts";
import { LanguageFields } from "./LanguageFields.tsx";
import { useAdminNotices } from "./notices.ts";
import { RichTextField } from "./RichTextField.tsx";
import { SaveDeleteBar, useDeletion } from "./SaveDeleteBar.tsx";
import { useSave } from "./save-and-delete.ts";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard.tsx";

type Values = { key_code: string; is_rich_text: boolean } & Record<Locale, string>;

// The API's own rules, so the form refuses what the server would.
const formSchema = z.object({
  key_code: keyCode,
  en: translationInputSchema.shape.t_text,
  fr: translationInputSchema.shape.t_text,
  nl: translationInputSchema.shape.t_text,
});

const isEmpty = (text: string) => text.trim() === "";

/** The server's messages about a text belong to the field of that text's language. */
function fieldErrorsFor(error: unknown, textLocales: readonly Locale[]): FieldErrors {
  if (!(error instanceof ApiCallError)) return {};
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const listed = /^Translations\.(\d+)\./.exec(path);
    const locale = listed ? textLocales[Number(listed[1])] : textLocales[0];
    if (path === "key_code") errors.key_code = message;
    else if (locale) errors[locale] = message;
  }
  return errors;
}

/**
 * Saves the key and its three texts in one call, which the server applies in one transaction;
 * an emptied text is removed, so the site shows the English one.
 */
async function saveKey(row: TranslationRow | undefined, values: Values): Promise<number> {
  const code = values.key_code.trim();
  const filled = locales.filter((locale) => !isEmpty(values[locale]));
  try {
    if (!row) {
      const { translationKey } = await callApi<{ translationKey: TranslationKeyDto }>(
        "POST",
        "/translations/keys/create",
        {
          key_code: code,
          is_rich_text: values.is_rich_text,
          Translations: filled.map((locale) => ({ lang_code: locale, t_text: values[locale] })),
        },
      );
      return translationKey.id;
    }
    await callApi("PUT", `/translations/keys/${row.id}`, {
      key_code: code,
      is_rich_text: values.is_rich_text,
      Translations: locales.map((locale) => ({ lang_code: locale, t_text: values[locale] })),
    });
    return row.id;
  } catch (error) {
    const sent = row ? locales : filled;
    throw Object.assign(error as Error, { formErrors: fieldErrorsFor(error, sent) });
  }
}

export function TranslationForm({
  row,
  leaveTo,
  onSaved,
  onDeleted,
  onCancel,
  onDirtyChange,
}: {
  /** The key to edit; a new key when absent. */
  row?: TranslationRow;
  /** Where a save leads; without it the page stays and reads its data again. */
  leaveTo?: string;
  /** Told once saved, before the page moves on or reads its data again. */
  onSaved?: () => void;
  onDeleted: () => void;
  onCancel: () => void;
  /** Told whether unsaved changes exist, so a modal can ask before closing. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const [saved, setSaved] = useState(false);
  // Each language's text is labelled with the language's name alone.
  const labels: FieldLabels = (path) =>
    path === "key_code"
      ? t("ADMIN-TRANSLATION-KEY")
      : (locales as readonly string[]).includes(path)
        ? t(`ADMIN-LANGUAGE-${path.toUpperCase()}`)
        : undefined;
  const checkSchema = formResolver(formSchema, { t, labels });
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      key_code: row?.key_code ?? "",
      is_rich_text: row?.is_rich_text ?? false,
      en: row?.texts.en ?? "",
      fr: row?.texts.fr ?? "",
      nl: row?.texts.nl ?? "",
    },
    ...checkedWith((values: Values) => ({
      ...placeholderErrors(values, t),
      ...checkSchema(values),
    })),
  });
  // A new key follows the -BODY/-EXTRA rule until the switch is used.
  const [richChosen, setRichChosen] = useState(Boolean(row));

  const { saving, save } = useSave({
    send: (values: Values) => saveKey(row, values),
    saved: t("ADMIN-TRANSLATION-SAVED"),
    notSaved: t("ADMIN-TRANSLATION-NOT-SAVED"),
    failed: (notSaved, failure) => {
      form.setErrors((failure as { formErrors?: FieldErrors }).formErrors ?? {});
      notices.error(notSaved, failure);
    },
    form,
    onSaved: () => {
      setSaved(true);
      onSaved?.();
    },
    leaveTo: () => leaveTo,
  });

  const deletion = useDeletion(
    row && {
      name: row.key_code,
      run: () => callApi("DELETE", `/translations/keys/${row.id}`),
      deleted: t("ADMIN-TRANSLATION-DELETED"),
      notDeleted: t("ADMIN-TRANSLATION-NOT-DELETED"),
      onDeleted: () => {
        setSaved(true);
        onDeleted();
      },
    },
  );

  const dirty = form.isDirty() && !saved;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  return (
    <EditForm form={form} onSave={save} labels={labels}>
      <UnsavedChangesGuard when={dirty && !saving && !deletion.deleting} />
      <TextInput
        label={t("ADMIN-TRANSLATION-KEY")}
        description={t("ADMIN-TRANSLATION-KEY-HELP")}
        {...form.getInputProps("key_code")}
        onChange={(event) => {
          const code = event.currentTarget.value;
          form.setFieldValue("key_code", code);
          if (!richChosen) form.setFieldValue("is_rich_text", richTextByDefault(code));
        }}
      />
      <Switch
        label={t("ADMIN-TRANSLATION-RICH")}
        description={t("ADMIN-TRANSLATION-RICH-HELP")}
        {...form.getInputProps("is_rich_text", { type: "checkbox" })}
        onChange={(event) => {
          setRichChosen(true);
          form.setFieldValue("is_rich_text", event.currentTarget.checked);
        }}
      />
      <LanguageFields stacked>
        {(locale, languageName) =>
          form.values.is_rich_text ? (
            <RichTextField label={languageName} {...fieldProps(form, locale)} />
          ) : (
            <Textarea
              label={languageName}
              lang={locale}
              description={locale === "en" ? undefined : t("ADMIN-TRANSLATION-EMPTY-HELP")}
              autosize
              minRows={1}
              maxRows={12}
              {...form.getInputProps(locale)}
            />
          )
        }
      </LanguageFields>
      <SaveDeleteBar saving={saving} deletion={deletion}>
        <Button variant="default" onClick={onCancel}>
          {t("ADMIN-CANCEL")}
        </Button>
      </SaveDeleteBar>
    </EditForm>
  );
}
