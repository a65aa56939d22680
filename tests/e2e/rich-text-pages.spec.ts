// A text page's body in real Chromium, on a site of its own (the shared site's terms page is
// checked by other journeys at the same time): an administrator stores HTML in the terms while
// their key holds plain text, then switches the key back to rich text. No script of that HTML
// runs, before or after the switch; the words stay.
import { expect, test } from "@playwright/test";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { type SiteServer, startSite } from "../support/site-server.ts";

const owner = { email: "owner@rubbera.example", password: "the owner's password for this site" };
const hostileHtml =
  '<img src="x" onerror="alert(\'img\')"><script>alert("script")</script>' +
  "<p onclick=\"alert('click')\">Prices include VAT.</p>";

let site: SiteServer;

test.beforeAll(async () => {
  // Starting a site of its own may take a while on a busy machine (site-server.ts).
  test.setTimeout(120_000);
  site = await startSite({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password });
});
test.afterAll(async () => {
  await site?.stop();
});

/** A call of the site's API with the administrator's token. */
async function asOwner<T>(method: string, path: string, body?: unknown): Promise<T> {
  const login = await fetch(`${site.baseUrl}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: owner }),
  });
  const { user } = (await login.json()) as { user: { token: string } };
  const response = await fetch(`${site.baseUrl}/api${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return (await response.json()) as T;
}

test("HTML stored while the terms were plain text never runs, nor after they are rich text again", async ({
  page,
}) => {
  const alerts: string[] = [];
  page.on("dialog", async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  const { translationKeys } = await asOwner<{
    translationKeys: { id: number; key_code: string }[];
  }>("POST", "/translations/keys", { prefix: "TERMS-BODY" });
  const key = translationKeys.find((candidate) => candidate.key_code === "TERMS-BODY");
  if (!key) throw new Error("The site has no TERMS-BODY");
  const terms = `${site.baseUrl}${localizedPath("terms", "en")}`;

  await asOwner("PUT", `/translations/keys/${key.id}`, {
    is_rich_text: false,
    Translations: [{ lang_code: "en", t_text: hostileHtml }],
  });
  await page.goto(terms);
  // Plain text is shown as it was typed.
  await expect(page.getByRole("article")).toContainText('<script>alert("script")</script>');

  await asOwner("PUT", `/translations/keys/${key.id}`, { is_rich_text: true });
  const response = await page.goto(terms);
  const served = (await response?.text()) ?? "";
  expect(served).not.toContain("onerror");
  expect(served).not.toContain("onclick");
  expect(served).not.toContain('alert("script")');
  await expect(page.getByRole("article").getByText("Prices include VAT.")).toBeVisible();
  await page.getByText("Prices include VAT.").click();
  expect(alerts).toEqual([]);
});
