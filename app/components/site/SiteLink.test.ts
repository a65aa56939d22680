import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Link } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteLink } from "./SiteLink.tsx";

type Props = Parameters<typeof SiteLink>[0];

/** A link rendered on the server inside a page at `/fr/produits/tous`, as React Router renders it. */
function onPage(component: typeof SiteLink | typeof Link, props: Props): string {
  const Stub = createRoutesStub([
    {
      path: "/fr/produits/:category",
      Component: () => createElement(component, props, "Plaques NBR"),
    },
  ]);
  return renderToString(createElement(Stub, { initialEntries: ["/fr/produits/tous"] }));
}

/** Without a router: React Router's `<Link>` cannot render there, the plain anchor can. */
const withoutRouter = (props: Props) => renderToString(createElement(SiteLink, props, "Plaques"));

describe("a link to a page of the site, written on the server", () => {
  const plain: Props[] = [
    { to: "/" },
    { to: "/fr/produits/tous" },
    { to: "/fr/produits/membranes-epdm?produit=EPDM-MB-1-6100" },
    { to: "/fr/contact#quote-list" },
    { to: "/fr/blog/" },
    { to: "/fr/produits/joints-1.5mm?tri=prix&vue=table#produits" },
    { to: "/fr/produits/tous", className: "card", rel: "next", "aria-current": "page" },
    { to: "/fr/produits/tous?page=2", preventScrollReset: true, replace: true, state: { a: 1 } },
    { to: "/fr/produits/tous", onClick: () => {} },
  ];

  it.each(plain)("is the anchor React Router's <Link> writes: %o", (props) => {
    const link = onPage(SiteLink, props);
    expect(link).toBe(onPage(Link, props));
    expect(link).toContain(`href="${String(props.to).replaceAll("&", "&amp;")}"`);
    expect(link).toContain('data-discover="true"');
  });

  it.each(plain)("needs no router for an address from the root: %o", (props) => {
    expect(withoutRouter(props)).toBe(
      onPage(Link, props)
        .match(/<a[^>]*>Plaques NBR<\/a>/)?.[0]
        ?.replace("Plaques NBR", "Plaques"),
    );
  });

  const resolved: Props[] = [
    { to: "?page=2" },
    { to: "../tous" },
    { to: "blog" },
    { to: "/fr//produits" },
    { to: "/fr/./produits" },
    { to: "/fr/produits/.." },
    { to: "/fr/produits?" },
    { to: "/fr/produits#" },
    { to: "/fr/produits?#top" },
    { to: { pathname: "/fr/produits/tous", search: "?page=2" } },
    { to: "/fr/produits/tous", reloadDocument: true },
    { to: "/fr/produits/tous", discover: "none" },
    { to: "/fr/produits/tous", target: "_blank" },
    { to: "https://example.com/fr" },
  ];

  it.each(resolved)(
    "is left to React Router's <Link> when it resolves or changes something: %o",
    (props) => {
      expect(onPage(SiteLink, props)).toBe(onPage(Link, props));
      // React Router's <Link> needs its router to render.
      expect(() => withoutRouter(props)).toThrow();
    },
  );
});
