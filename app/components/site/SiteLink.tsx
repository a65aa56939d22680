// A link to a page of the site. In the browser it is React Router's `<Link>`, which moves to the
// page without loading the document again. On the server it is written as the `<a>` that `<Link>`
// writes for an address that needs no resolving (from the site's root, no `.` or `..`
// segment, no doubled slash): the same element, without the hooks that resolve the address
// against the routes and prepare the click, of no use in HTML. A page has up to a hundred links,
// and those hooks cost 5 to 9 % of its time. Anything else is left to `<Link>` there too.
import type { ComponentProps, Ref } from "react";
import { Link } from "react-router";

type SiteLinkProps = ComponentProps<typeof Link> & { ref?: Ref<HTMLAnchorElement> };

/** What `<Link>` takes for the browser's navigation and does not write on the element. */
const navigationOnly = new Set([
  "onClick",
  "replace",
  "state",
  "preventScrollReset",
  "viewTransition",
  "relative",
  "defaultShouldRevalidate",
  "ref",
]);

/** `<Link>`'s other props change what it writes (`discover`, `prefetch`, …): left to it. */
const changingWhatIsWritten = new Set(["discover", "prefetch", "reloadDocument", "mask", "target"]);

/**
 * An address from the site's root that `<Link>` writes as it is: no `.` or `..` segment to
 * resolve, no doubled slash or backslash to tidy, no empty `?` or `#` to drop.
 */
function plainAddress(to: string): boolean {
  const end = to.search(/[?#]/);
  const path = end === -1 ? to : to.slice(0, end);
  return path.startsWith("/") && !/\/\/|\\|\/\.\.?(\/|$)/.test(path) && !/[?#]$|\?#/.test(to);
}

export function SiteLink(props: SiteLinkProps) {
  const { to } = props;
  if (typeof document !== "undefined" || typeof to !== "string" || !plainAddress(to)) {
    return <Link {...props} />;
  }
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (changingWhatIsWritten.has(name)) return <Link {...props} />;
    if (name !== "to" && !navigationOnly.has(name)) attributes[name] = value;
  }
  return <a {...attributes} href={to} data-discover="true" />;
}
