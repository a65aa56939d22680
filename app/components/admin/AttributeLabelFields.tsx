// The label of an attribute type or of one of its values, in each language.

import { TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import type { Locale } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { LanguageFields } from "./LanguageFields.tsx";

export function AttributeLabelFields({
  inputProps,
}: {
  /** The form's input props of the label in that language. */
  inputProps: (language: Locale) => GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  return (
    <LanguageFields legend={t("ADMIN-ATTRIBUTE-LABEL")}>
      {(code, language) => (
        <TextInput label={t("ADMIN-ATTRIBUTE-LABEL-IN", { language })} {...inputProps(code)} />
      )}
    </LanguageFields>
  );
}
