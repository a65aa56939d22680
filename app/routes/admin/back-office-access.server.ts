// Who may open the back office, decided once per request before any admin page reads anything
// (§6). React Router runs a layout's loader and its page's loader side by side, and sends the
// page's data along even when the layout's loader refuses: a guard in the layout's loader alone
// would hand a signed-in user without rights every admin page's data (in the page's `.data`
// answer and the document's hydration data). So the layout's middleware identifies the
// visitor first — a signed-out one goes to sign in —, and admin pages reach the services only
// through `backOfficeServices`, which refuses anyone the middleware did not let in.
import { createContext, data, type MiddlewareFunction, redirect } from "react-router";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { pageUser } from "../../modules/users/session.server.ts";
import type { UserDto } from "../../modules/users/users.schema.ts";
import { signInPath } from "../../routing/back-office-routes.ts";
import { type AppServices, servicesContext } from "../../server/context.ts";

type Context = Parameters<MiddlewareFunction>[0]["context"];

const visitorContext = createContext<UserDto | null>(null);
const admittedContext = createContext<AppServices | null>(null);

/** The admin layout's middleware: sends a signed-out visitor to sign in, then back here. */
export const admitToBackOffice: MiddlewareFunction<Response> = async ({
  request,
  url,
  context,
}) => {
  const services = context.get(servicesContext);
  const visitor = await pageUser(services, request);
  if (!visitor)
    throw redirect(signInPath(localeFromPath(url.pathname), `${url.pathname}${url.search}`));
  context.set(visitorContext, visitor);
  if (visitor.isAdmin) context.set(admittedContext, services);
};

/** The signed-in visitor of a back-office page (the middleware let nobody else through). */
export function backOfficeVisitor(context: Context): UserDto {
  const visitor = context.get(visitorContext);
  if (!visitor) throw new Error("The back office's middleware did not run before this loader");
  return visitor;
}

/** The services, for an administrator only: an admin page's loader reads through these. */
export function backOfficeServices(context: Context): AppServices {
  const services = context.get(admittedContext);
  if (!services) throw data(null, 403);
  return services;
}
