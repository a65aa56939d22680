// The page's interface texts for its components: `const { t } = useTranslation();` then
// `t("KEY-CODE", { name })`. The root loader sends the frame's texts of one language, English
// already filling in what is missing, and a page its own area's on top (`MoreTexts`, ADR 25), so
// a lookup and `{{name}}` replacement is all a page needs — a few hundred bytes instead of an
// i18n library in every page's JavaScript (ADR 10). Each set travels packed into one string
// (`PackedTexts`, ADR 67), unpacked here. Client-safe.
import { createContext, type ReactNode, useContext, useMemo } from "react";
import {
  type PackedTexts,
  type Texts,
  type TextValues,
  type Translate,
  translator,
  unpackTexts,
} from "./translator.ts";

export type { PackedTexts, Texts, TextValues, Translate };
export { translator, unpackTexts };

type Translation = { t: Translate };

const TranslateContext = createContext<Translation>({ t: translator({}) });

export function TranslationProvider({
  texts,
  children,
}: {
  texts: PackedTexts;
  children?: ReactNode;
}) {
  const translation = useMemo(() => ({ t: translator(unpackTexts(texts)) }), [texts]);
  return <TranslateContext value={translation}>{children}</TranslateContext>;
}

/**
 * Texts a part of the page adds to those around it: a page's area, the back office's. A key is
 * looked up in them, then around them: no merged copy of a few hundred texts on every render.
 */
export function MoreTexts({ texts, children }: { texts: PackedTexts; children?: ReactNode }) {
  const around = useContext(TranslateContext);
  const translation = useMemo(() => {
    const unpacked = unpackTexts(texts);
    const own = translator(unpacked);
    const t: Translate = (key, values) =>
      unpacked[key] === undefined ? around.t(key, values) : own(key, values);
    return { t };
  }, [around, texts]);
  return <TranslateContext value={translation}>{children}</TranslateContext>;
}

export function useTranslation(): { t: Translate } {
  return { t: useContext(TranslateContext).t };
}
