// A field in the site's three languages: one input per language, side by side or one under the
// other, each label naming its language ("URL in French"); or, for several fields per language,
// one tab per language. The caller draws each language's input, given the language's name.
import { Fieldset, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import { Fragment, type ReactNode, useState } from "react";
import { type Locale, locales } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";

type PerLanguage = (language: Locale, languageName: string) => ReactNode;

/** A language's name in the administrator's language: "French", "Français", "Frans". */
export function useLanguageName(): (language: Locale) => string {
  const { t } = useTranslation();
  return (language) => t(`ADMIN-LANGUAGE-${language.toUpperCase()}`);
}

export function LanguageFields({
  legend,
  description,
  stacked = false,
  children,
}: {
  /** The field's name; without it the inputs stand in the form on their own. */
  legend?: string;
  description?: string;
  /** One under the other, for long texts; side by side otherwise. */
  stacked?: boolean;
  children: PerLanguage;
}) {
  const languageName = useLanguageName();
  const inputs = locales.map((language) => (
    <Fragment key={language}>{children(language, languageName(language))}</Fragment>
  ));
  const layout = stacked ? (
    <Stack>{inputs}</Stack>
  ) : (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>{inputs}</SimpleGrid>
  );
  if (legend === undefined) return layout;
  return (
    <Fieldset legend={legend}>
      {description && (
        <Text size="sm" c="dimmed" mb="xs">
          {description}
        </Text>
      )}
      {layout}
    </Fieldset>
  );
}

export type LanguageTab = {
  value: Locale;
  open: (language: Locale) => void;
  /** Opens the tab of a language with a refused field, unless the open tab has one too. */
  showErrors: (errors: Record<string, unknown>) => void;
};

/**
 * The open tab of a form's languages. `prefix` is where the languages' fields sit in the form
 * (`translations` for `translations.fr.title`): a hidden tab's refused field would go unseen.
 */
export function useLanguageTab(first: Locale, prefix: string): LanguageTab {
  const [value, open] = useState(first);
  const showErrors = (errors: Record<string, unknown>) => {
    const paths = Object.keys(errors);
    const refused = (language: Locale) =>
      paths.some((path) => path.startsWith(`${prefix}.${language}.`));
    if (refused(value)) return;
    const language = locales.find(refused);
    if (language) open(language);
  };
  return { value, open, showErrors };
}

export function LanguageTabs({
  tab,
  label,
  keepMounted,
  children,
}: {
  tab: LanguageTab;
  /** The tab list's accessible name. */
  label?: string;
  /** Hidden tabs keep their inputs (true, the default) or are drawn when opened. */
  keepMounted?: boolean;
  children: PerLanguage;
}) {
  const languageName = useLanguageName();
  return (
    <Tabs
      value={tab.value}
      onChange={(value) => value && tab.open(value as Locale)}
      keepMounted={keepMounted}
    >
      <Tabs.List aria-label={label}>
        {locales.map((language) => (
          <Tabs.Tab key={language} value={language}>
            {languageName(language)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {locales.map((language) => (
        <Tabs.Panel key={language} value={language} pt="md">
          <Stack>{children(language, languageName(language))}</Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
