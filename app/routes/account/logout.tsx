// POST /user/logout: ends the session (the cookie goes) and lands on the home page (§2).
import { redirect } from "react-router";
import { sessionCookie } from "../../modules/users/session.server.ts";

export function action() {
  return redirect("/", {
    headers: {
      "Set-Cookie": `${sessionCookie.name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    },
  });
}

export function loader() {
  return redirect("/");
}
