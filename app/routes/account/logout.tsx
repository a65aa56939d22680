// POST /user/logout: signs the visitor out on every device — their tokens all end, here and in
// any other browser — clears the cookie and lands on the home page (§2).
import { redirect } from "react-router";
import { pageUser, sessionCookie } from "../../modules/users/session.server.ts";
import { signOut } from "../../modules/users/users.service.server.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const user = await pageUser(services, request);
  if (user) await signOut(services.db, user.id);
  return redirect("/", {
    headers: {
      "Set-Cookie": `${sessionCookie.name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    },
  });
}

export function loader() {
  return redirect("/");
}
