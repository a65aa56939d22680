// The visitor's language choice (§4), remembered twice by the language selector:
// - in a cookie for a year, which the server reads: a visitor who comes back to the English
//   home page from elsewhere (a bookmark, a typed address) is taken to the language they chose
//   last time (ADR 4);
// - in local storage, which every open tab of the site re-reads every 3 s (§9): a tab still
//   showing the old language follows the choice made in another one (ADR 19).
import { isLocale, type Locale, localeCookie } from "./locales.ts";

/** The local-storage entry holding the language chosen last, in any tab, and when. */
export const rememberedLocaleKey = "vitrine.locale";

/** §9 "Language re-synchronisation 3000 ms". */
export const localeResyncMs = 3_000;

/** What local storage holds: the language and when it was chosen (ms since the epoch). */
type Choice = { locale: Locale; chosenAt: number };

/**
 * A tab follows only a choice made after it began: after its document started loading (a
 * choice made before may be overruled by the address it was opened on), and after the last
 * choice it made or followed itself. Counting from the document's start, not from the moment
 * its scripts begin to watch, a tab whose scripts start late misses no choice.
 */
let takenIntoAccountUntil: number | undefined;

function knownUntil(): number {
  takenIntoAccountUntil ??= performance.timeOrigin;
  return takenIntoAccountUntil;
}

export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie
  document.cookie = `${localeCookie.name}=${locale}; Path=/; Max-Age=${localeCookie.maxAgeSeconds}; SameSite=Lax`;
  const choice: Choice = { locale, chosenAt: Math.max(Date.now(), knownUntil() + 1) };
  takenIntoAccountUntil = choice.chosenAt;
  try {
    window.localStorage.setItem(rememberedLocaleKey, JSON.stringify(choice));
  } catch {
    // Without local storage (disabled, full) only the cookie remembers; other tabs stay as they are.
  }
}

/** The choice local storage holds, if it is one of ours (anything else reads as none). */
function storedChoice(): Choice | undefined {
  try {
    const value = JSON.parse(window.localStorage.getItem(rememberedLocaleKey) ?? "null");
    return isLocale(value?.locale) && Number.isFinite(value?.chosenAt)
      ? { locale: value.locale, chosenAt: value.chosenAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The language chosen last in this browser, as local storage holds it; undefined when none. */
export function storedLocale(): Locale | undefined {
  return storedChoice()?.locale;
}

/** A language chosen in another tab since this one began or last looked, once; else undefined. */
export function localeChosenElsewhere(): Locale | undefined {
  const choice = storedChoice();
  if (!choice || choice.chosenAt <= knownUntil()) return undefined;
  takenIntoAccountUntil = choice.chosenAt;
  return choice.locale;
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
