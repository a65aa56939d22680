// The enquiry screens' loaders, opened as an administrator the way the back office opens them
// (its middleware, then the page's loader): the inbox reads its filters and page from the
// address, and a malformed one reads as no filter rather than failing; an enquiry's page links
// each line to the product while the catalogue has it; the personal-data screen finds an
// address's enquiries in any case.
import {
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
  RouterContextProvider,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { contactFormSchema } from "../../modules/enquiries/contact.schema.ts";
import { productTitlesIn, storeEnquiry } from "../../modules/enquiries/enquiries.service.server.ts";
import { sessionCookie } from "../../modules/users/session.server.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import { admitToBackOffice } from "./back-office-access.server.ts";
import { loader as inboxLoader } from "./enquiries.tsx";
import { loader as enquiryLoader } from "./enquiry.tsx";
import { loader as privacyLoader } from "./enquiry-privacy.tsx";

let api: TestApi;
let admin: { id: number; email: string };
let productId: number;
const sent: { id: number; reference: string }[] = [];

/**
 * An enquiry as the contact form sends it, stored as it stores one (the per-address limit of
 * the contact page would stop a test sending 27): its id and reference.
 */
async function send(fields: Record<string, unknown>) {
  const form = contactFormSchema.parse({
    title: "Mrs",
    message: "A question",
    agreement: true,
    ...fields,
  });
  const titles = productTitlesIn(await api.services.catalogue.read(), form.lang);
  const { id, reference } = await storeEnquiry(api.services.db, form, titles);
  return { id, reference };
}

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.call("GET", "/api/users/me", { token: api.adminToken })).body.user;
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category.id;
  const category = await api.asAdmin("POST", "/api/categories/create", {
    parent_id: root,
    bk: "sheets",
    urls: { en: "sheets", fr: "plaques", nl: "platen" },
    translations: { en: { title: "Sheets" } },
  });
  const product = await api.asAdmin("POST", "/api/products", {
    bk: "EPDM-SHEET-3",
    Categories: [{ id: category.category.id }],
    titleTranslations: { en: "EPDM sheet 3 mm" },
  });
  productId = product.product.id;
  sent.push(
    await send({
      name: "Ann Peeters",
      email: "Ann.Peeters@Example.be",
      company: "Peeters Pumps",
      products: [
        { _id: "EPDM-SHEET-3", quantity: 4, note: "cut to 500 × 500" },
        { _id: "RETIRED-PART-9", title: "A part the shop no longer sells" },
      ],
    }),
  );
  for (let count = 0; count < 26; count++) {
    sent.push(await send({ name: `Buyer ${count}`, email: `buyer${count}@example.be` }));
  }
  await api.asAdmin("PATCH", `/api/enquiries/${sent[0]?.id}`, { assignee_id: admin.id });
}, 120_000);
afterAll(() => api.close());

type Loader = (args: never) => Promise<unknown>;

/** Opens a back-office page as the administrator: 200 with its data, or the status it threw. */
async function open(loader: Loader, path: string, params: Record<string, string> = {}) {
  const url = new URL(path, "http://127.0.0.1");
  const request = new Request(url, {
    headers: { cookie: `${sessionCookie.name}=${api.adminToken}` },
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, api.services);
  context.set(requestContext, { requestId: "test", clientAddress: "127.0.0.1" });
  const args = { request, url, params, context } as never;
  try {
    await admitToBackOffice(args, async () => new Response());
    // biome-ignore lint/suspicious/noExplicitAny: tests read the page's data field by field
    return { status: 200, data: (await loader(args)) as any };
  } catch (thrown) {
    const status = (thrown as DataWithResponseInit<unknown>).init?.status;
    return { status: status ?? 500, data: thrown };
  }
}

describe("the inbox", () => {
  it("lists 25 enquiries a page, newest first, and counts every match", async () => {
    const { status, data } = await open(inboxLoader, "/admin/enquiries");
    expect(status).toBe(200);
    expect(data.total).toBe(sent.length);
    expect(data.pages).toBe(2);
    expect(data.enquiries).toHaveLength(25);
    expect(data.enquiries[0].id).toBe(sent.at(-1)?.id);
    expect(data.newCount).toBe(sent.length);
    expect(data.administrators).toContainEqual({ id: admin.id, email: admin.email });

    const second = await open(inboxLoader, "/admin/enquiries?page=2");
    expect(second.data.enquiries.map((row: { id: number }) => row.id)).toEqual(
      sent
        .slice(0, 2)
        .map((enquiry) => enquiry.id)
        .reverse(),
    );
  });

  it("shows the last page to an address asking past it", async () => {
    const { data } = await open(inboxLoader, "/admin/enquiries?page=40");
    expect(data.page).toBe(2);
    expect(data.enquiries).toHaveLength(sent.length - 25);
  });

  it("finds an enquiry by a product code, by company, or by who handles it", async () => {
    for (const query of ["q=sheet-3", "q=peeters%20pumps", `assignee=${admin.id}`]) {
      const { data } = await open(inboxLoader, `/admin/enquiries?${query}`);
      expect(
        data.enquiries.map((row: { reference: string }) => row.reference),
        query,
      ).toEqual([sent[0]?.reference]);
      expect(data.total, query).toBe(1);
    }
    const nobody = await open(inboxLoader, "/admin/enquiries?assignee=none");
    expect(nobody.data.total).toBe(sent.length - 1);
  });

  it("reads a malformed filter as none rather than failing", async () => {
    for (const query of [
      "assignee=99999999999",
      "assignee=0x1",
      "page=1e1",
      "status=closed",
      "from=2026-02-30",
    ]) {
      const { status, data } = await open(inboxLoader, `/admin/enquiries?${query}`);
      expect(status, query).toBe(200);
      expect(data.total, query).toBe(sent.length);
      expect(data.page, query).toBe(1);
    }
  });
});

describe("an enquiry's page", () => {
  it("links a line to the product's edit and public pages while the catalogue has it", async () => {
    const id = String(sent[0]?.id);
    const { status, data } = await open(enquiryLoader, `/fr/admin/enquiries/${id}`, { id });
    expect(status).toBe(200);
    const [kept, gone] = data.enquiry.lines;
    expect(kept).toMatchObject({
      bk: "EPDM-SHEET-3",
      quantity: 4,
      note: "cut to 500 × 500",
      productId,
      editPath: `/fr/admin/products/edit/${productId}`,
    });
    expect(kept.sitePath).toMatch(/^\/fr\/.*plaques.*EPDM-SHEET-3/i);
    expect(gone).toMatchObject({
      bk: "RETIRED-PART-9",
      title: "A part the shop no longer sells",
      productId: null,
      editPath: null,
      sitePath: null,
    });
    expect(data.enquiry.assignee).toEqual({ id: admin.id, email: admin.email });
    expect(data.enquiry.moves).toEqual(["in_progress", "answered", "won", "lost"]);
    expect(data.administrators).toContainEqual({ id: admin.id, email: admin.email });
  });

  it("is not found for an id no enquiry has, or one not written in digits", async () => {
    for (const id of ["987654", "0x1", `${sent[0]?.id}.0`, "99999999999", "privacy-policy"]) {
      const { status } = await open(enquiryLoader, `/admin/enquiries/${id}`, { id });
      expect(status, id).toBe(404);
    }
  });
});

describe("the personal-data screen", () => {
  it("finds the enquiries of an address written in any case", async () => {
    const { data } = await open(
      privacyLoader,
      "/admin/enquiries/privacy?email=ann.peeters%40example.BE",
    );
    expect(data.valid).toBe(true);
    expect(data.enquiries.map((row: { reference: string }) => row.reference)).toEqual([
      sent[0]?.reference,
    ]);
  });

  it("looks up nothing for an empty field or what is not an address", async () => {
    expect((await open(privacyLoader, "/admin/enquiries/privacy")).data).toMatchObject({
      email: "",
      valid: false,
      enquiries: [],
    });
    const { data } = await open(privacyLoader, "/admin/enquiries/privacy?email=not-an-address");
    expect(data).toMatchObject({ email: "not-an-address", valid: false, enquiries: [] });
  });
});
