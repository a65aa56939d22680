// /user/{id?}: the signed-in visitor's account — e-mail, roles, and a way to the back office
// for admins. A signed-out visitor is sent to sign in and comes back here afterwards; another
// user's id shows one's own account (only admins manage others, in the back office).
import { Form, redirect } from "react-router";
import { SiteLink } from "../../components/site/SiteLink.tsx";
import { textPageData } from "../../modules/content/content-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import { pageUser } from "../../modules/users/session.server.ts";
import {
  accountPath,
  adminPath,
  signInPath,
  signOutPath,
} from "../../routing/back-office-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/account";
import styles from "./sign-in.module.css";

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  const user = await pageUser(services, request);
  if (!user) throw redirect(signInPath(locale, url.pathname));
  if (params.id !== String(user.id))
    throw redirect(accountPath("user-id", locale, { id: String(user.id) }));
  return {
    ...(await textPageData(services, { page: "account", locale, path: url.pathname })),
    account: { email: user.email, roles: user.roles, isAdmin: user.isAdmin },
    adminHome: adminPath("admin", locale),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { account, adminHome } = loaderData;
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <h1 id="account-title">{t("ACCOUNT-TITLE")}</h1>
      <dl>
        <dt>{t("ACCOUNT-EMAIL")}</dt>
        <dd>{account.email}</dd>
        <dt>{t("ACCOUNT-ROLES")}</dt>
        <dd>{account.roles.length > 0 ? account.roles.join(", ") : t("ACCOUNT-NO-ROLE")}</dd>
      </dl>
      {account.isAdmin && (
        <p>
          <SiteLink to={adminHome}>{t("ACCOUNT-ADMIN-LINK")}</SiteLink>
        </p>
      )}
      <Form method="post" action={signOutPath} reloadDocument>
        <button type="submit" className={styles.submit}>
          {t("MENU-LOGOUT")}
        </button>
      </Form>
    </section>
  );
}
