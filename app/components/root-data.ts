// The document's data (root loader) for components anywhere in the page: language, texts,
// signed-in user, the site settings the frame needs, the page's addresses in each language.
import { useRouteLoaderData } from "react-router";
import type { loader } from "../root.tsx";

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("The root data is not loaded");
  return data;
}
