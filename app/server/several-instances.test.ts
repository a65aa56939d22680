// Two instances of the built site on one PostgreSQL database, each with its own data
// directory, as two machines behind a load balancer: together they must make one site. Runs in
// the `postgres` project only (vitest.config.ts); `npm test` builds the site first.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { deepProduct } from "../../tests/support/demo-catalogue.ts";
import { makePicture, pictureForm } from "../../tests/support/pictures.ts";
import { createEmptyDatabase, dropDatabase } from "../../tests/support/postgres-cluster.ts";
import { type SiteServer, startSite } from "../../tests/support/site-server.ts";
import { openDatabase } from "../db/database.server.ts";
import { contentKeys } from "../modules/catalogue/content-keys.ts";
import { localizedPath } from "../routing/localized-routes.ts";

const owner = { email: "owner@rubbera.example", password: "the owner's long password" };
/** Low, so the test reaches it: failed sign-ins per address per 15 minutes, for the site. */
const signInLimit = 8;

let database: { name: string; url: string };
let first: SiteServer;
let second: SiteServer;

beforeAll(async () => {
  const adminUrl = inject("vitrinePostgresAdminUrl");
  if (!adminUrl) throw new Error("This test runs in the postgres project only");
  database = await createEmptyDatabase(adminUrl);
  // Both start at once on the empty database, as a first deployment of two machines would:
  // one migrates and loads the demo shop, the other waits for it. No SECRET: the instances
  // must agree on one through the database.
  const env = {
    DATABASE_URL: database.url,
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    SIGN_IN_RATE_LIMIT: String(signInLimit),
  };
  [first, second] = await Promise.all([startSite(env), startSite(env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  const adminUrl = inject("vitrinePostgresAdminUrl");
  if (adminUrl && database) await dropDatabase(adminUrl, database.name);
});

async function signIn(site: SiteServer, user = owner): Promise<Response> {
  return fetch(`${site.baseUrl}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user }),
  });
}

async function tokenFrom(site: SiteServer): Promise<string> {
  const answer = await signIn(site);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { user: { token: string } }).user.token;
}

async function call(site: SiteServer, token: string, method: string, path: string, body?: unknown) {
  return fetch(`${site.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json<T>(answer: Response | Promise<Response>): Promise<T> {
  const response = await answer;
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

describe("two instances on one PostgreSQL database make one site", () => {
  it("both answer, from one demo shop loaded once", async () => {
    for (const site of [first, second]) {
      expect((await fetch(`${site.baseUrl}/api/health`)).status).toBe(200);
    }
    const db = openDatabase({ kind: "postgres", url: database.url });
    try {
      const { count } = await db
        .selectFrom("product")
        .select((select) => select.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(loadDemoContent().products.length);
    } finally {
      await db.destroy();
    }
  });

  it("a picture uploaded on one is served by the other", async () => {
    const token = await tokenFrom(first);
    const bytes = await makePicture("jpeg", { width: 900, height: 300 });
    const upload = await fetch(`${first.baseUrl}/api/resources`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: pictureForm(bytes, "washer.jpg"),
    });
    expect(upload.status).toBe(200);
    const uploaded = (await upload.json()) as { id: number };

    const served = await fetch(`${second.baseUrl}/api/resources/img/${uploaded.id}`, {
      headers: { accept: "image/webp" },
    });
    expect(served.status).toBe(200);
    const picture = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(picture).toMatchObject({ format: "webp", width: 900, height: 300 });
  });

  it("a token one signs is accepted by the other, and refused by both once signed out", async () => {
    const token = await tokenFrom(first);
    expect((await call(second, token, "GET", "/users/me")).status).toBe(200);

    expect((await call(second, token, "POST", "/users/logout")).status).toBe(200);
    expect((await call(first, token, "GET", "/users/me")).status).toBe(401);
    expect((await call(second, token, "GET", "/users/me")).status).toBe(401);
  });

  it("a product, a translation and a setting saved on one show on the other's next page", async () => {
    const token = await tokenFrom(first);
    const { chain } = deepProduct();
    const slug = chain.at(-1)?.slug.en ?? "";
    const categoryPage = `${second.baseUrl}${localizedPath("products-catUrl", "en", { catUrl: slug })}`;
    const { category } = await json<{ category: { id: number } }>(
      call(first, token, "GET", `/categories/categoryByUrl/${slug}`),
    );
    // The other instance has the page stored before the saves.
    await fetch(categoryPage);
    expect((await fetch(categoryPage)).headers.get("x-page-cache")).toBe("hit");

    const bk = `SEAL-${Date.now()}`;
    await json(
      call(first, token, "POST", "/products", {
        bk,
        Categories: [{ id: category.id }],
        Attributes: [],
      }),
    );
    const withProduct = await fetch(categoryPage);
    expect(await withProduct.text()).toContain(bk);

    const title = `Seal made on the first instance ${bk}`;
    await json(
      call(first, token, "POST", "/translations/set/", {
        key_code: contentKeys.productTitle(bk),
        lang_code: "en",
        t_text: title,
      }),
    );
    expect(await (await fetch(categoryPage)).text()).toContain(title);

    const { siteSettings } = await json<{ siteSettings: { id: number; key_code: string }[] }>(
      call(first, token, "GET", "/site-settings"),
    );
    const maintenance = siteSettings.find((setting) => setting.key_code === "MAINTENANCE_MODE");
    const setMaintenance = (value: string) =>
      json(
        call(first, token, "PUT", `/site-settings/${maintenance?.id}`, {
          key_code: "MAINTENANCE_MODE",
          key_value: value,
        }),
      );
    await setMaintenance("ON");
    try {
      expect((await fetch(categoryPage)).status).toBe(503);
    } finally {
      await setMaintenance("OFF");
    }
    expect((await fetch(categoryPage)).status).toBe(200);
  });

  it("the sign-in limit counts the failed attempts made on both", async () => {
    const wrong = { email: owner.email, password: "not the password at all" };
    // Alternating instances: counted per instance, each would allow `signInLimit` failures.
    let refusedAt = 0;
    for (let attempt = 1; attempt <= signInLimit * 2 && refusedAt === 0; attempt += 1) {
      const answer = await signIn(attempt % 2 === 0 ? first : second, wrong);
      if (answer.status === 429) refusedAt = attempt;
      else expect(answer.status).toBe(401);
    }
    // The earlier tests' sign-ins succeeded and count for nothing: the attempt refused is the
    // failures' limit's next one, and then even the right password is refused.
    expect(refusedAt).toBe(signInLimit + 1);
    expect((await signIn(first)).status).toBe(429);
    expect((await signIn(second)).status).toBe(429);
  });
});
