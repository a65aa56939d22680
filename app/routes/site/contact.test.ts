import { sql } from "kysely";
import {
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
  RouterContextProvider,
} from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server.ts";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { listContactMessages } from "../../modules/enquiries/contact-message.repository.server.ts";
import { receiptProof } from "../../modules/enquiries/contact-receipt.server.ts";
import { insertSiteSetting } from "../../modules/settings/site-setting.repository.server.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import { action, loader } from "./contact.tsx";

const shopEmail = "shop@rubbera.example";

let harness: { services: TestServices; smtp: TestSmtpServer } | undefined;
afterEach(async () => {
  await harness?.services.contactOutbox.stop();
  await harness?.smtp.stop();
  await harness?.services.close();
  harness = undefined;
});

async function setUp() {
  const smtp = await startSmtpServer();
  const services = await createTestServices({ SMTP_URL: smtp.url });
  await insertSiteSetting(services.db, { keyCode: "SHOP_EMAIL", keyValue: shopEmail });
  harness = { services, smtp };
  return harness;
}

function context(services: TestServices) {
  const provider = new RouterContextProvider();
  provider.set(servicesContext, services);
  provider.set(requestContext, { requestId: "test", nonce: undefined, clientAddress: "127.0.0.1" });
  return provider;
}

const visitor = {
  title: "M.",
  name: "Jan Janssens",
  email: "jan@example.be",
  telephone: "03 123 45 67",
  company: "",
  message: "Hebben jullie dit in 5 mm?",
  agreement: "yes",
  website: "",
  products: JSON.stringify([{ _id: "NBR-SH-5-1000", title: "NBR-rubberplaat 5 mm", quantity: 3 }]),
};

async function post(services: TestServices, path: string, fields: Record<string, string>) {
  const url = new URL(`http://127.0.0.1${path}`);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(url, { method: "POST", body });
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the generated argument type wants router internals
    return await action({ request, url, context: context(services), params: {} } as any);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function load(services: TestServices, path: string) {
  const url = new URL(`http://127.0.0.1${path}`);
  const request = new Request(url);
  // biome-ignore lint/suspicious/noExplicitAny: as above
  return loader({ request, url, context: context(services), params: {} } as any);
}

describe("the contact page's action", () => {
  it("stores and mails the message with its quote list, then redirects to the thanks", async () => {
    const { services, smtp } = await setUp();
    const before = Date.now();
    const answer = await post(services, "/nl/contacteer-ons", visitor);

    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "", "http://127.0.0.1");
    expect(location.pathname).toBe("/nl/contacteer-ons");
    const [row] = await listContactMessages(services.db);
    expect(location.searchParams.get("sent")).toBe(String(row?.id));
    expect(location.searchParams.get("mailed")).toBe("1");
    expect(Number(location.searchParams.get("at"))).toBeGreaterThanOrEqual(before);
    // The page it leads to thanks the visitor.
    const thanks = (await load(
      services,
      `${location.pathname}${location.search}`,
    )) as DataWithResponseInit<{ mailResult: unknown }>;
    expect(thanks.data.mailResult).toEqual({
      result: { id: row?.id, stored: true, sent: true },
      timestamp: Number(location.searchParams.get("at")),
    });
    expect(row).toMatchObject({
      name: "Jan Janssens",
      langCode: "nl",
      status: "sent",
      company: "",
    });
    expect(JSON.parse(row?.products ?? "")).toEqual([
      { _id: "NBR-SH-5-1000", title: "NBR-rubberplaat 5 mm", quantity: 3 },
    ]);

    const mail = await smtp.waitForMessage();
    expect(mail.to).toEqual([shopEmail]);
    expect(mail.text).toContain("- NBR-rubberplaat 5 mm — ref. NBR-SH-5-1000 × 3");
  });

  it("answers 400 with translation keys per field and what was typed, storing nothing", async () => {
    const { services, smtp } = await setUp();
    const answer = await post(services, "/fr/nous-contacter", {
      ...visitor,
      email: "jan@",
      agreement: "",
      products: "[{",
    });
    expect(answer).toMatchObject({ type: "DataWithResponseInit" });
    const { data, init } = answer as DataWithResponseInit<{
      values: Record<string, unknown>;
      errors: Record<string, unknown>;
    }>;
    expect(init?.status).toBe(400);
    expect(data.errors).toEqual({
      email: { key: "CONTACT-ERROR-EMAIL" },
      products: { key: "CONTACT-ERROR-PRODUCTS" },
    });
    expect(data.values).toMatchObject({ name: "Jan Janssens", email: "jan@", agreement: true });
    expect(await listContactMessages(services.db)).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it("thanks a bot that filled the hidden field like a person, but keeps and mails nothing", async () => {
    const { services, smtp } = await setUp();
    const answer = await post(services, "/contact-us", { ...visitor, website: "http://spam" });
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("location")).toMatch(/^\/contact-us\?sent=1&/);
    expect(await listContactMessages(services.db)).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it('answers 500 with the "Cannot send mail" result when the message cannot be stored', async () => {
    const { services } = await setUp();
    await sql`drop table contact_message`.execute(services.db);
    const answer = await post(services, "/contact-us", visitor);
    const { data, init } = answer as DataWithResponseInit<{
      values: Record<string, unknown>;
      mailResult: unknown;
    }>;
    expect(init?.status).toBe(500);
    expect(data.mailResult).toEqual({ error: "Cannot send mail" });
    expect(data.values).toMatchObject({ message: visitor.message });
    expect(
      services.logLines.some((line) => line.msg === "Contact message could not be stored"),
    ).toBe(true);
  });
});

describe("the contact page's loader", () => {
  /** The address the page redirects to after a send, with the receipt the server signs. */
  const receiptPath = (
    services: TestServices,
    receipt: { id: number; mailed: boolean; at: number },
  ) => {
    const query = new URLSearchParams({
      sent: String(receipt.id),
      at: String(receipt.at),
      mailed: receipt.mailed ? "1" : "0",
      proof: receiptProof(services.config.secret, receipt),
    });
    return `/contact-us?${query}`;
  };

  it("shows a result for 15 s after it was given, and keeps that page out of caches", async () => {
    const { services } = await setUp();
    const fresh = (await load(
      services,
      receiptPath(services, { id: 4, mailed: false, at: Date.now() - 2000 }),
    )) as DataWithResponseInit<{ mailResult: unknown }>;
    expect(fresh.data.mailResult).toEqual({
      result: { id: 4, stored: true, sent: false },
      timestamp: expect.any(Number),
    });
    expect(new Headers(fresh.init?.headers).get("cache-control")).toBe("private, no-store");

    const stale = (await load(
      services,
      receiptPath(services, { id: 4, mailed: true, at: Date.now() - 15_000 }),
    )) as DataWithResponseInit<{ mailResult: unknown }>;
    expect(stale.data.mailResult).toBeNull();
    expect(new Headers(stale.init?.headers).get("cache-control")).toBe("private, no-store");

    const plain = (await load(services, "/contact-us")) as DataWithResponseInit<{
      mailResult: unknown;
    }>;
    expect(plain.data.mailResult).toBeNull();
    expect(new Headers(plain.init?.headers ?? {}).get("cache-control")).toBeNull();
  });

  it("shows no result for a link nobody was sent: made up, altered or signed elsewhere", async () => {
    const { services } = await setUp();
    const now = Date.now();
    const genuine = new URL(
      receiptPath(services, { id: 7, mailed: false, at: now }),
      "http://127.0.0.1",
    );
    const altered = new URL(genuine);
    altered.searchParams.set("mailed", "1");
    const otherSite = receiptProof("another site's secret, at least 32 characters", {
      id: 7,
      mailed: false,
      at: now,
    });
    for (const path of [
      `/fr/nous-contacter?sent=1&at=${now}&mailed=1`,
      `/contact-us?sent=7&at=${now}&mailed=0&proof=`,
      `${altered.pathname}${altered.search}`,
      `/contact-us?sent=7&at=${now}&mailed=0&proof=${otherSite}`,
      "/contact-us?sent=x&at=1e99",
    ]) {
      const page = (await load(services, path)) as DataWithResponseInit<{ mailResult: unknown }>;
      expect(page.data.mailResult, path).toBeNull();
      expect(new Headers(page.init?.headers).get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("sends a product code the catalogue does not know to the plain contact page", async () => {
    const { services } = await setUp();
    let answer: unknown;
    try {
      answer = await load(services, "/fr/nous-contacter?produit=NOPE");
    } catch (thrown) {
      answer = thrown;
    }
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fr/nous-contacter");
  });
});
