// The visitor's language choice (§4), remembered twice by the language selector:
// - in a cookie for a year, which the server reads: a visitor who comes back to the English
//   home page from elsewhere (a bookmark, a typed address) is taken to the language they chose
//   last time (ADR 4);
// - in local storage, which every open tab of the site re-reads every 3 s (§9): a tab still
//   showing the old language follows the choice made in another one (ADR 19).
import { isLocale, type Locale, localeCookie } from "./locales.ts";

/** The local-storage entry holding the language chosen last, in any tab. */
export const rememberedLocaleKey = "vitrine.locale";

/** §9 "Language re-synchronisation 3000 ms". */
export const localeResyncMs = 3_000;

/**
 * The stored choice this tab has already taken into account: its own, or the one it found
 * stored when it began watching, or one it followed. Only a choice other than this one comes
 * from another tab.
 */
let noticedChoice: Locale | undefined;

export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie
  document.cookie = `${localeCookie.name}=${locale}; Path=/; Max-Age=${localeCookie.maxAgeSeconds}; SameSite=Lax`;
  noticedChoice = locale;
  try {
    window.localStorage.setItem(rememberedLocaleKey, locale);
  } catch {
    // Without local storage (disabled, full) only the cookie remembers; other tabs stay as they are.
  }
}

/** The language chosen last in this browser, as local storage holds it; undefined when none. */
export function storedLocale(): Locale | undefined {
  try {
    const value = window.localStorage.getItem(rememberedLocaleKey);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the stored choice as known: a tab begins watching with what is stored when it opens,
 * so that a choice made before — which its address may overrule — is never followed.
 */
export function noticeStoredLocale(): void {
  noticedChoice = storedLocale();
}

/** A language chosen in another tab since this one last looked, once; undefined otherwise. */
export function localeChosenElsewhere(): Locale | undefined {
  const stored = storedLocale();
  if (stored === noticedChoice) return undefined;
  noticedChoice = stored;
  return stored;
}

export function rememberedLocale(request: Request): Locale | undefined {
  const cookies = request.headers.get("cookie") ?? "";
  const value = cookies
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === localeCookie.name)?.[1];
  return isLocale(value) ? value : undefined;
}

/** True when the visitor arrived from another page of this site (a link, the selector). */
export function cameFromThisSite(request: Request): boolean {
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).host === new URL(request.url).host;
  } catch {
    return false;
  }
}
