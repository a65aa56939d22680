// /user/login: e-mail and password, a busy button while signing in, a readable message when it
// fails. A signed-in visitor is sent home; after signing in the visitor lands on the page first
// asked for (`?redirectTo=`), else an administrator on the back office's home and anyone else
// on the site's home, in the sign-in page's language.
import { type FormEvent, useState } from "react";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { ApiCallError, callApi } from "../../components/api-client.ts";
import { textPageData } from "../../modules/content/content-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import { pageUser } from "../../modules/users/session.server.ts";
import { adminPath, safeRedirect } from "../../routing/back-office-routes.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/sign-in";
import styles from "./sign-in.module.css";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  if (await pageUser(services, request)) throw redirect(localizedPath("home", locale));
  return textPageData(services, { page: "login", locale, path: url.pathname });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

function failureText(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiCallError)) return t("LOGIN-FAILED");
  if (error.status === 401) return t("LOGIN-REFUSED");
  if (error.status === 429) return t("LOGIN-TOO-MANY");
  if (error.status === 400) return t("LOGIN-MISSING");
  return t("LOGIN-FAILED");
}

export default function SignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    try {
      const { user } = await callApi<{ user: { isAdmin: boolean } }>("POST", "/users/login", {
        user: {
          email: String(form.get("email") ?? ""),
          password: String(form.get("password") ?? ""),
        },
      });
      const locale = localeFromPath(window.location.pathname);
      const landing = user.isAdmin ? adminPath("admin", locale) : localizedPath("home", locale);
      // The whole document loads again: the menu, the texts and the guards see the new user.
      await navigate(safeRedirect(searchParams.get("redirectTo"), landing), { replace: true });
    } catch (error) {
      setFailure(failureText(error, t));
      setBusy(false);
    }
  }

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title">{t("LOGIN-TITLE")}</h1>
      <p>{t("LOGIN-INTRO")}</p>
      <form className={styles.form} onSubmit={signIn} aria-busy={busy} noValidate>
        <label htmlFor="login-email">{t("LOGIN-EMAIL")}</label>
        <input id="login-email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="login-password">{t("LOGIN-PASSWORD")}</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? t("LOGIN-BUSY") : t("LOGIN-SUBMIT")}
        </button>
      </form>
    </section>
  );
}
