// POST /user/logout: signs the visitor out on every device — their tokens all end, here and in
// any other browser — clears the cookie and lands on the home page (§2). The audit log records it.
import { redirect } from "react-router";
import { recordAuditEntrySafely } from "../../modules/audit/audit.service.server.ts";
import { pageUser, sessionCookie } from "../../modules/users/session.server.ts";
import { signOut } from "../../modules/users/users.service.server.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
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
