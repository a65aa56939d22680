// Every open tab of the site follows the language chosen in another one (§4: the locale is
// re-synchronised every 3 s; ADR 19). Every 3 s the tab looks at the language stored by the
// selector; when another tab stored a new one and this page is in another language, it goes to
// the same page in that language — as the selector would — and says why in an info notice.
// A page holding text the visitor typed is left as it is: the typing matters more than the
// language, and the visitor can switch this tab themselves.
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { localeChosenElsewhere, localeResyncMs } from "../../modules/i18n/remembered-locale.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { usePageAlternates } from "./LanguageSelector.tsx";
import { useNotices } from "./notices.tsx";

/** Whether a field of the page holds something the visitor typed or ticked and not yet sent. */
function holdsTypedText(): boolean {
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "main input, main textarea",
  );
  for (const field of fields) {
    if (
      field instanceof HTMLInputElement &&
      (field.type === "checkbox" || field.type === "radio")
    ) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.type !== "hidden" && field.value !== field.defaultValue) {
      return true;
    }
  }
  return false;
}

export function LanguageFollower() {
  const { t } = useTranslation();
  const notify = useNotices();
  const navigate = useNavigate();
  const locale = localeFromPath(useLocation().pathname);
  // The same page in each language, where the language selector's links lead.
  const alternates = usePageAlternates();
  const page = useRef({ locale, alternates, navigate });
  page.current = { locale, alternates, navigate };
  const [followed, setFollowed] = useState<string | null>(null);

  useEffect(() => {
    const timer = setInterval(() => {
      const chosen = localeChosenElsewhere();
      const { locale, alternates, navigate } = page.current;
      if (!chosen || chosen === locale || holdsTypedText()) return;
      setFollowed(chosen);
      // In place of this page: Back leads to where the visitor was before, not to the same page.
      void navigate(alternates[chosen], { replace: true, preventScrollReset: true });
    }, localeResyncMs);
    return () => clearInterval(timer);
  }, []);

  // Said once the page is in the new language, in that language.
  useEffect(() => {
    if (followed === null || followed !== locale) return;
    setFollowed(null);
    notify({ kind: "info", title: t("LANGUAGE-FOLLOWED-TITLE"), content: t("LANGUAGE-FOLLOWED") });
  }, [followed, locale, notify, t]);

  return null;
}
