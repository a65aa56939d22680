// The main menu (§2): Home, Services, Products, the optional Shop link (fourth, when the
// setting exists and its menu text has a value), Blog, Contact, then Admin for admins, Account
// and Log out for a signed-in user. Below 1000 px it folds into a burger menu with a 150 px
// panel; without JavaScript it stays unfolded. Whether it folds is decided by the stylesheet
// (`scripting: enabled`), not after the scripts start, so the header has its final shape from
// the first paint and nothing below it moves; the button works once the scripts run.
import { useEffect, useId, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import type { Locale } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { accountPath, adminPath, signOutPath } from "../../routing/back-office-routes.ts";
import { allCategorySlug, localizedPath } from "../../routing/localized-routes.ts";
import { useRootData } from "../root-data.ts";
import { CloseIcon, MenuIcon } from "./icons.tsx";
import styles from "./MainMenu.module.css";
import { SiteLink } from "./SiteLink.tsx";

type Item = { key: string; label: string; to: string; end?: boolean; external?: boolean };

/**
 * Whether the page shown is the item's or, unless `end`, one below it, as React Router's
 * `NavLink` decides, case aside: its hooks, of no use in HTML, cost 2 % of the home page.
 * The items' addresses are plain ASCII, written the same percent-encoded.
 */
function shows(pathname: string, { to, end = false }: Item): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  const slash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(slash) === "/");
}

export function MainMenu({ locale, className = "" }: { locale: Locale; className?: string }) {
  const { t } = useTranslation();
  const { user, settings } = useRootData();
  const { pathname } = useLocation();
  const panelId = useId();
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setMounted(true), []);
  // A navigation closes the panel: the visitor chose where to go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page on purpose
  useEffect(() => setOpen(false), [pathname]);

  const productsPrefix = localizedPath("products-catUrl", locale);
  const items: Item[] = [
    { key: "home", label: t("MENU-HOME"), to: localizedPath("home", locale), end: true },
    { key: "services", label: t("MENU-SERVICES"), to: localizedPath("services", locale) },
    {
      key: "products",
      label: t("MENU-PRODUCTS"),
      to: localizedPath("products-catUrl", locale, { catUrl: allCategorySlug[locale] }),
    },
  ];
  const shopLabel = t("MENU-SHOP");
  if (settings.shopLink && shopLabel) {
    items.push({ key: "shop", label: shopLabel, to: settings.shopLink, external: true });
  }
  items.push(
    { key: "blog", label: t("MENU-BLOG"), to: localizedPath("blog", locale) },
    { key: "contact", label: t("MENU-CONTACT"), to: localizedPath("contact-us", locale) },
  );
  if (user?.isAdmin)
    items.push({ key: "admin", label: t("MENU-ADMIN"), to: adminPath("admin", locale) });
  if (user) {
    const to = accountPath("user-id", locale, { id: String(user.id) });
    items.push({ key: "account", label: t("MENU-ACCOUNT"), to });
  }

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <nav
      className={`${styles.menu} ${open ? styles.open : ""} ${className}`}
      aria-label={t("MAIN-MENU-LABEL")}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!mounted}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="visually-hidden">{open ? t("MENU-CLOSE") : t("MENU-OPEN")}</span>
      </button>
      <ul id={panelId} className={styles.items}>
        {items.map((item) => (
          <li key={item.key}>
            {item.external ? (
              <a
                href={item.to}
                target={settings.shopLinkTarget}
                rel={settings.shopLinkTarget === "_blank" ? "noopener" : undefined}
              >
                {item.label}
                {settings.shopLinkTarget === "_blank" && (
                  <span className="visually-hidden"> {t("NEW-WINDOW")}</span>
                )}
              </a>
            ) : (
              <SiteLink
                to={item.to}
                aria-current={shows(pathname, item) ? "page" : undefined}
                className={
                  shows(pathname, item) ||
                  (item.key === "products" && pathname.startsWith(productsPrefix))
                    ? styles.active
                    : undefined
                }
              >
                {item.label}
              </SiteLink>
            )}
          </li>
        ))}
        {user && (
          <li>
            <Form method="post" action={signOutPath} reloadDocument>
              <button type="submit" className={styles.logout}>
                {t("MENU-LOGOUT")}
              </button>
            </Form>
          </li>
        )}
      </ul>
    </nav>
  );
}
