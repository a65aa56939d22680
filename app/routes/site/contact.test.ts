import { sql } from "kysely";
import {
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
  RouterContextProvider,
} from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server.ts";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { contactLimitMessage } from "../../modules/enquiries/contact.schema.ts";
import {
  type ContactReceipt,
  receiptProof,
} from "../../modules/enquiries/contact-receipt.server.ts";
import {
  listEnquiries,
  listEnquiryLines,
} from "../../modules/enquiries/enquiry.repository.server.ts";
import { createSiteSetting } from "../../modules/settings/settings.service.server.ts";
import { insertSiteSetting } from "../../modules/settings/site-setting.repository.server.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import { action, loader } from "./contact.tsx";

const shopEmail = "shop@rubbera.example";

let harness: { services: TestServices; smtp: TestSmtpServer } | undefined;
afterEach(async () => {
  await harness?.services.mailOutbox.stop();
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
  provider.set(requestContext, { requestId: "test", clientAddress: "127.0.0.1" });
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
  products: JSON.stringify([
    { _id: "NBR-SH-5-1000", title: "NBR-rubberplaat 5 mm", quantity: 3, note: "op 500 × 500" },
    { _id: "OR-12", title: "O-ring 12 mm", quantity: 40 },
  ]),
  wished_date: "2099-06-30",
};

const enquiries = (services: TestServices) => listEnquiries(services.db, {}, undefined);

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
  it("stores the enquiry with its lines, notes and wished-for date, mails it, then redirects to the thanks with its reference", async () => {
    const { services, smtp } = await setUp();
    const before = Date.now();
    const answer = await post(services, "/nl/contacteer-ons", visitor);

    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "", "http://127.0.0.1");
    expect(location.pathname).toBe("/nl/contacteer-ons");
    const [row] = await enquiries(services);
    if (!row) throw new Error("No enquiry stored");
    expect(row.reference).toMatch(/^Q-\d{4}-\d{4,}$/);
    expect(location.searchParams.get("sent")).toBe(String(row.id));
    expect(location.searchParams.get("ref")).toBe(row.reference);
    expect(location.searchParams.get("mailed")).toBe("1");
    expect(Number(location.searchParams.get("at"))).toBeGreaterThanOrEqual(before);
    // The page it leads to thanks the visitor and gives the reference.
    const thanks = (await load(
      services,
      `${location.pathname}${location.search}`,
    )) as DataWithResponseInit<{ mailResult: unknown }>;
    expect(thanks.data.mailResult).toEqual({
      result: { id: row.id, reference: row.reference, stored: true, sent: true },
      timestamp: Number(location.searchParams.get("at")),
    });
    expect(row).toMatchObject({
      name: "Jan Janssens",
      langCode: "nl",
      company: "",
      wishedDate: "2099-06-30",
    });
    expect(
      (await listEnquiryLines(services.db, [row.id])).map(({ productBk, quantity, note }) => ({
        productBk,
        quantity,
        note,
      })),
    ).toEqual([
      { productBk: "NBR-SH-5-1000", quantity: 3, note: "op 500 × 500" },
      { productBk: "OR-12", quantity: 40, note: "" },
    ]);

    const mail = await smtp.waitForMessage((received) => received.to.includes(shopEmail));
    expect(mail.text).toContain(row.reference);
    expect(mail.text).toContain("op 500 × 500");
    // The buyer's copy went too, and the outbox says both mails are sent.
    const copy = await smtp.waitForMessage((received) => received.to.includes("jan@example.be"));
    expect(copy.text).toContain(row.reference);
    expect(
      await services.db
        .selectFrom("mailOutbox")
        .select(["kind", "status", "attempts"])
        .where("enquiryId", "=", row.id)
        .orderBy("id")
        .execute(),
    ).toEqual([
      { kind: "shop", status: "sent", attempts: 1 },
      { kind: "copy", status: "sent", attempts: 1 },
    ]);
  });

  it("answers 400 naming wished_date, in the page's words, for a wished-for date in the past", async () => {
    const { services } = await setUp();
    const answer = await post(services, "/nl/contacteer-ons", {
      ...visitor,
      wished_date: "2020-02-29",
    });
    const { data, init } = answer as DataWithResponseInit<{
      values: Record<string, unknown>;
      errors: Record<string, unknown>;
    }>;
    expect(init?.status).toBe(400);
    expect(data.errors).toEqual({ wished_date: { key: "CONTACT-ERROR-WISHED-DATE-PAST" } });
    expect(data.values).toMatchObject({ wished_date: "2020-02-29" });
    expect(await enquiries(services)).toEqual([]);
  });

  it("answers 400 for a quote line whose quantity is not a whole number, rather than rounding it", async () => {
    const { services } = await setUp();
    const answer = await post(services, "/contact-us", {
      ...visitor,
      products: JSON.stringify([{ _id: "OR-12", quantity: 1.5 }]),
    });
    const { data, init } = answer as DataWithResponseInit<{ errors: Record<string, unknown> }>;
    expect(init?.status).toBe(400);
    expect(data.errors).toEqual({ products: { key: "CONTACT-ERROR-PRODUCTS" } });
    expect(await enquiries(services)).toEqual([]);
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
    expect(await enquiries(services)).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it("thanks a bot that filled the hidden field like a person, but keeps and mails nothing", async () => {
    const { services, smtp } = await setUp();
    const answer = await post(services, "/contact-us", { ...visitor, website: "http://spam" });
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("location")).toMatch(
      /^\/contact-us\?sent=1&ref=Q-\d{4}-\d+&/,
    );
    expect(await enquiries(services)).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it("answers 429 with the limit's words once the address has sent its share", async () => {
    const smtp = await startSmtpServer();
    const services = await createTestServices({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "1" });
    harness = { services, smtp };
    expect((await post(services, "/contact-us", visitor)) as Response).toHaveProperty(
      "status",
      302,
    );
    const answer = await post(services, "/contact-us", visitor);
    const { data, init } = answer as DataWithResponseInit<{
      values: Record<string, unknown>;
      mailResult: unknown;
    }>;
    expect(init?.status).toBe(429);
    expect(data.mailResult).toEqual({ error: contactLimitMessage });
    expect(data.values).toMatchObject({ message: visitor.message });
    expect(await enquiries(services)).toHaveLength(1);
  });

  it('answers 500 with the "Cannot send mail" result when the message cannot be stored', async () => {
    const { services } = await setUp();
    await sql`drop table enquiry_line`.execute(services.db);
    const answer = await post(services, "/contact-us", visitor);
    const { data, init } = answer as DataWithResponseInit<{
      values: Record<string, unknown>;
      mailResult: unknown;
    }>;
    expect(init?.status).toBe(500);
    expect(data.mailResult).toEqual({ error: "Cannot send mail" });
    expect(data.values).toMatchObject({ message: visitor.message });
    expect(services.logLines.some((line) => line.msg === "Enquiry could not be stored")).toBe(true);
  });
});

describe("the contact page's loader", () => {
  /** The address the page redirects to after a send, with the receipt the server signs. */
  const receiptPath = (services: TestServices, receipt: ContactReceipt) => {
    const query = new URLSearchParams({
      sent: String(receipt.id),
      ref: receipt.reference,
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
      receiptPath(services, {
        id: 4,
        reference: "Q-2026-0004",
        mailed: false,
        at: Date.now() - 2000,
      }),
    )) as DataWithResponseInit<{ mailResult: unknown }>;
    expect(fresh.data.mailResult).toEqual({
      result: { id: 4, reference: "Q-2026-0004", stored: true, sent: false },
      timestamp: expect.any(Number),
    });
    expect(new Headers(fresh.init?.headers).get("cache-control")).toBe("private, no-store");

    const stale = (await load(
      services,
      receiptPath(services, {
        id: 4,
        reference: "Q-2026-0004",
        mailed: true,
        at: Date.now() - 15_000,
      }),
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
    const receipt = { id: 7, reference: "Q-2026-0007", mailed: false, at: now };
    const genuine = new URL(receiptPath(services, receipt), "http://127.0.0.1");
    const altered = (name: string, value: string | null) => {
      const url = new URL(genuine);
      if (value === null) url.searchParams.delete(name);
      else url.searchParams.set(name, value);
      return `${url.pathname}${url.search}`;
    };
    const otherSite = receiptProof("another site's secret, at least 32 characters", receipt);
    // The genuine one is shown: what follows fails for what was changed, not for the receipt.
    const shown = (await load(
      services,
      `${genuine.pathname}${genuine.search}`,
    )) as DataWithResponseInit<{ mailResult: unknown }>;
    expect(shown.data.mailResult).not.toBeNull();
    for (const path of [
      `/fr/nous-contacter?sent=1&at=${now}&mailed=1`,
      `/contact-us?sent=7&ref=Q-2026-0007&at=${now}&mailed=0&proof=`,
      altered("mailed", "1"),
      // Another enquiry's reference under this one's proof, or none.
      altered("ref", "Q-2026-0008"),
      altered("ref", null),
      altered("proof", otherSite),
      "/contact-us?sent=x&at=1e99",
    ]) {
      const page = (await load(services, path)) as DataWithResponseInit<{ mailResult: unknown }>;
      expect(page.data.mailResult, path).toBeNull();
      expect(new Headers(page.init?.headers).get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("says for how long an enquiry is kept: the site's ENQUIRY_RETENTION_MONTHS, else 24 months", async () => {
    const { services } = await setUp();
    const months = async () =>
      ((await load(services, "/contact-us")) as DataWithResponseInit<{ retentionMonths: number }>)
        .data.retentionMonths;
    expect(await months()).toBe(24);
    await createSiteSetting(services.db, services.siteSettings, {
      key: "ENQUIRY_RETENTION_MONTHS",
      value: "36",
    });
    expect(await months()).toBe(36);
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
