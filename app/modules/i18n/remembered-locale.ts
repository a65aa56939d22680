// The visitor's language choice, remembered in a cookie for a year. The language selector
// writes it; a visitor who comes back to the English home page from elsewhere (a bookmark,
// a typed address) is taken to the language they chose last time.
import { isLocale, type Locale, localeCookie } from "./locales.ts";

export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie
  document.cookie = `${localeCookie.name}=${locale}; Path=/; Max-Age=${localeCookie.maxAgeSeconds}; SameSite=Lax`;
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
