// Home page: the shop's introduction in the visitor's language.
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { cameFromThisSite, rememberedLocale } from "../../modules/i18n/remembered-locale.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/home";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const remembered = rememberedLocale(request);
  if (remembered && remembered !== locale && !cameFromThisSite(request)) {
    throw redirect(localizedPath("home", remembered));
  }
  const texts = await context.get(servicesContext).interfaceTexts.forLocale(locale);
  return {
    title: texts["HOME-META-TITLE"] ?? "",
    description: texts["HOME-META-DESCRIPTION"] ?? "",
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "description", content: loaderData?.description }];
}

export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("HOME-TITLE")}</h1>
      <p>{t("HOME-INTRO")}</p>
    </>
  );
}
