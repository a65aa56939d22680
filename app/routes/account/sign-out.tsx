// POST /user/logout: signs the visitor out on every device — their tokens all end, here and in
// any other browser — clears the cookie and lands on the home page (§2). The audit log records it.
// Like the API's cookie-signed-in writes, it must come from our own origin: a foreign page's
// form posted here would otherwise sign the visitor out (403, nothing done).
import { data, redirect } from "react-router";
import { isOwnOrigin } from "../../http/access.server.ts";
import { recordAuditEntrySafely } from "../../modules/audit/audit.service.server.ts";
import { pageUser, sessionCookie } from "../../modules/users/session.server.ts";
import { signOut } from "../../modules/users/users.service.server.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const sameOrigin = isOwnOrigin(request.headers.get("origin"), {
    url: request.url,
    host: request.headers.get("host") ?? undefined,
    publicOrigin: new URL(services.config.publicUrl).origin,
  });
  if (!sameOrigin) throw data("Cross-site request refused", { status: 403 });
  const user = await pageUser(services, request);
  if (user) {
    await signOut(services.db, user.id);
    await recordAuditEntrySafely(services.db, services.log, {
      user: { id: user.id, email: user.email },
      action: "sign-out",
      entity: "session",
      entityId: user.id,
      summary: "Signed out from the site's menu",
      address: context.get(requestContext).clientAddress,
    });
  }
  return redirect("/", {
    headers: {
      "Set-Cookie": `${sessionCookie.name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    },
  });
}

export function loader() {
  return redirect("/");
}
