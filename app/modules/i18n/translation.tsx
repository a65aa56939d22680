// The page's interface texts for its components: `const { t } = useTranslation();` then
// `t("KEY-CODE", { name })`. The root loader sends the frame's texts of one language, English
// already filling in what is missing, and a page its own area's on top (`MoreTexts`, ADR 25), so
// a lookup and `{{name}}` replacement is all a page needs — a few hundred bytes instead of an
// i18n library in every page's JavaScript (ADR 10). Client-safe.
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { type Texts, type TextValues, type Translate, translator } from "./translator.ts";

export type { Texts, TextValues, Translate };
export { translator };

type Translation = { t: Translate; texts: Texts };

const TranslateContext = createContext<Translation>({ t: translator({}), texts: {} });

export function TranslationProvider({ texts, children }: { texts: Texts; children?: ReactNode }) {
  const translation = useMemo(() => ({ t: translator(texts), texts }), [texts]);
  return <TranslateContext value={translation}>{children}</TranslateContext>;
}

/** Texts a part of the page adds to those around it: a page's area, the back office's. */
export function MoreTexts({ texts, children }: { texts: Texts; children?: ReactNode }) {
  const { texts: around } = useContext(TranslateContext);
  const merged = useMemo(() => ({ ...around, ...texts }), [around, texts]);
  return <TranslationProvider texts={merged}>{children}</TranslationProvider>;
}

export function useTranslation(): { t: Translate } {
  return { t: useContext(TranslateContext).t };
}
