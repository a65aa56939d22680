// The page's interface texts for its components: `const { t } = useTranslation();` then
// `t("KEY-CODE", { name })`. The root loader sends one language's texts, English already filling
// in what is missing, so a lookup and `{{name}}` replacement is all a page needs — a few hundred
// bytes instead of an i18n library in every page's JavaScript (ADR 10). Client-safe.
import { createContext, type ReactNode, useContext, useMemo } from "react";

export type Texts = Readonly<Record<string, string>>;
export type TextValues = Readonly<Record<string, string | number>>;
export type Translate = (key: string, values?: TextValues) => string;

const placeholder = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** A text by its key with its `{{name}}` placeholders filled; the key itself when unknown. */
export function translator(texts: Texts): Translate {
  return (key, values) => {
    const text = texts[key];
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(placeholder, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
  };
}

const TranslateContext = createContext<Translate>(translator({}));

export function TranslationProvider({ texts, children }: { texts: Texts; children?: ReactNode }) {
  const t = useMemo(() => translator(texts), [texts]);
  return <TranslateContext value={t}>{children}</TranslateContext>;
}

export function useTranslation(): { t: Translate } {
  return { t: useContext(TranslateContext) };
}
