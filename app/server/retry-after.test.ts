// Every 429 the site answers says when to try again (Retry-After, in seconds): the sign-in
// limit, the service token's, the contact limit through the API and through the contact page's
// form.
import type { Hono } from "hono";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../tests/support/api-client.ts";
import { type SitePages, startSitePages } from "../../tests/support/site-pages.ts";
import { contactWindowMs } from "../modules/enquiries/contact.schema.ts";
import { signInWindowMs } from "../modules/users/users.service.server.ts";

let pages: SitePages;
beforeAll(async () => {
  pages = await startSitePages();
}, 60_000);

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** A wait in whole seconds, more than none and at most two windows (the estimate's reach). */
function expectWait(retryAfter: string | null, windowMs: number) {
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual((2 * windowMs) / 1000);
}

const visitor = {
  title: "M.",
  name: "Jean-Luc Dépré",
  email: "jl.depre@example.be",
  message: "Bonjour, pouvez-vous me faire une offre ?",
  agreement: true,
  lang: "fr",
};

describe("a 429", () => {
  it("of the sign-in limit carries Retry-After", async () => {
    api = await createTestApi({ SIGN_IN_RATE_LIMIT: "2" });
    const fail = () =>
      api?.call("POST", "/api/users/login", {
        body: { user: { email: "nobody@rubbera.example", password: "guess" } },
      });
    expect((await fail())?.status).toBe(401);
    expect((await fail())?.status).toBe(401);
    const refused = await fail();
    expect(refused?.status).toBe(429);
    expectWait(refused?.headers.get("retry-after") ?? null, signInWindowMs);
  });

  it("of the service token's limit carries Retry-After", async () => {
    api = await createTestApi({ SIGN_IN_RATE_LIMIT: "1" });
    expect((await api.call("POST", "/api/users/serviceToken")).status).toBe(200);
    const refused = await api.call("POST", "/api/users/serviceToken");
    expect(refused.status).toBe(429);
    expectWait(refused.headers.get("retry-after"), signInWindowMs);
  });

  it("of the contact limit through the API carries Retry-After", async () => {
    api = await createTestApi({ CONTACT_RATE_LIMIT: "1" });
    expect((await api.call("POST", "/api/mailer/contact", { body: visitor })).status).toBe(200);
    const refused = await api.call("POST", "/api/mailer/contact", { body: visitor });
    expect(refused.status).toBe(429);
    expectWait(refused.headers.get("retry-after"), contactWindowMs);
  });

  it("of the contact page's form carries Retry-After", async () => {
    api = await createTestApi({ CONTACT_RATE_LIMIT: "1" });
    const site: Hono = pages.site(api.services);
    const send = () => {
      const form = new FormData();
      form.set("title", visitor.title);
      form.set("name", visitor.name);
      form.set("email", visitor.email);
      form.set("message", visitor.message);
      form.set("agreement", "on");
      return site.request("/contact-us", { method: "POST", body: form });
    };
    expect((await send()).status).toBe(302);
    const refused = await send();
    expect(refused.status).toBe(429);
    expectWait(refused.headers.get("retry-after"), contactWindowMs);
  });
});
