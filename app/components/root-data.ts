// The document's data (root loader) for components anywhere in the page: language, texts,
// signed-in user, the site settings the frame needs, the page's addresses in each language.
import { useRouteLoaderData } from "react-router";
import type { Locale } from "../modules/i18n/locales.ts";
import type { PackedTexts } from "../modules/i18n/translator.ts";

/** What the root loader (root.tsx) returns: it is declared to return this, so the two agree. */
export type RootData = {
  locale: Locale;
  /** The frame's interface texts in the page's language. */
  texts: PackedTexts;
  publicUrl: string;
  user: { id: number; email: string; isAdmin: boolean } | null;
  settings: {
    /** The shop's address in the page's language, or null for none. */
    shopLink: string | null;
    shopLinkTarget: "_self" | "_blank";
    showSignInLink: boolean;
    searchThumbnails: boolean;
    searchBarLimit: number;
  };
  /** True on a page with an administrator's session while the site is in maintenance. */
  maintenanceBanner: boolean;
};

/**
 * The document's data last loaded in this browser tab. React Router drops a route's data when
 * its loader fails, and a page change that got no answer (to the page on screen, or to another
 * language) fails the document's own: the error page keeps the site's frame with the data it
 * had (ADR 20). Kept in the browser only: on the server every request has its own.
 */
let loadedBefore: RootData | undefined;

/** The document's data, or in the browser the data loaded before when the latest failed. */
export function useDocumentData(): RootData | undefined {
  const data = useRouteLoaderData<RootData>("root");
  if (typeof document === "undefined") return data;
  if (data) loadedBefore = data;
  return data ?? loadedBefore;
}

export function useRootData(): RootData {
  const data = useDocumentData();
  if (!data) throw new Error("The root data is not loaded");
  return data;
}
