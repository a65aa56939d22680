// A product's data sheet, read back with poppler's tools as a buyer's PDF reader would: its text
// in the language asked for, an A4 page, fonts embedded, a small file; made once until the
// catalogue changes; not found where the product's page is not, a bad language refused.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../database/seed/seed.server.ts";
import {
  adminCredentials,
  createTestApi,
  type TestApi,
} from "../../../tests/support/api-client.ts";
import {
  addAttributeType,
  addCategory,
  addProduct,
} from "../../../tests/support/catalogue-builder.ts";
import { readPdf } from "../../../tests/support/pdf.ts";
import { makePicture, pictureForm } from "../../../tests/support/pictures.ts";
import { datasheetPageData } from "../../modules/datasheets/datasheet-page.server.ts";
import { datasheetsOf } from "../../modules/datasheets/datasheets.server.ts";
import { sessionCookie } from "../../modules/users/session.server.ts";
import { datasheetPath } from "../../routing/localized-routes.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import { loader } from "./product-datasheet.tsx";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  await seedDatabase(api.services.db, api.services.log);
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const material = await addAttributeType(
    api,
    {
      attribute_code: "MATERIAL",
      translations: { en: "Material", fr: "Matière", nl: "Materiaal" },
    },
    [["NBR", "Nitrile", "Nitrile (NBR)"]],
  );
  const hardness = await addAttributeType(api, {
    attribute_code: "HARDNESS",
    attribute_group: "technical",
    data_unit: "Shore A",
    translations: { en: "Hardness", fr: "Dureté", nl: "Hardheid" },
  });
  const innerDiameter = await addAttributeType(api, {
    attribute_code: "INNER_DIAMETER",
    attribute_group: "technical",
    data_unit: "mm",
    translations: { en: "Inner diameter", fr: "Diamètre intérieur", nl: "Binnendiameter" },
  });
  const rings = await addCategory(api, root.id, "o-rings", "joints-toriques", [
    material.id,
    hardness.id,
    innerDiameter.id,
  ]);
  const picture = await api.call("POST", "/api/resources", {
    token: api.adminToken,
    body: pictureForm(await makePicture("jpeg", { width: 1200, height: 900 }), "ring.jpg"),
  });
  expect(picture.status, JSON.stringify(picture.body)).toBe(200);
  const created = await api.call("POST", "/api/products", {
    token: api.adminToken,
    body: {
      bk: "OR-20/3",
      Categories: [{ id: rings.id }],
      Resources: [{ id: picture.body.id }],
      availability: { status: "made_to_order", leadTimeDays: 10 },
      titleTranslations: {
        en: "O-ring 20 × 3 mm NBR 70",
        fr: "Joint torique 20 × 3 mm NBR 70",
        nl: "O-ring 20 × 3 mm NBR 70",
      },
      Attributes: [
        { attribute_type_id: material.id, attribute_value: "NBR" },
        { attribute_type_id: hardness.id, attribute_value: "70" },
        { attribute_type_id: innerDiameter.id, attribute_value: "20.5" },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const draft = await api.call("POST", "/api/products", {
    token: api.adminToken,
    body: { bk: "OR-DRAFT", active: false, Categories: [{ id: rings.id }] },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const hidden = await api.call("POST", "/api/categories/create", {
    token: api.adminToken,
    body: {
      parent_id: root.id,
      bk: "old-rings",
      active: false,
      urls: { en: "old-rings", fr: "anciens-joints", nl: "oude-ringen" },
    },
  });
  expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
  await addProduct(api, "OR-OLD", hidden.body.category.id, "Old O-ring", []);
  await addProduct(api, "OR-25", rings.id, "O-ring 25 mm", [[hardness.id, "70"]]);
});
afterAll(() => api.close());

/** The data sheet's route for an address, as a visitor asks for it. */
async function open(address: string, headers: Record<string, string> = {}) {
  const url = new URL(address, "http://127.0.0.1");
  const [, , segment] = url.pathname.split("/");
  const context = new RouterContextProvider();
  context.set(servicesContext, api.services);
  context.set(requestContext, { requestId: "test", clientAddress: "127.0.0.1" });
  const request = new Request(url, { headers });
  // React Router decodes a segment but leaves an encoded slash as it is.
  const bk = decodeURIComponent((segment ?? "").replaceAll("%2F", "%252F"));
  // biome-ignore lint/suspicious/noExplicitAny: the generated argument type wants router internals
  const args = { request, url, context, params: { bk } } as any;
  return (await loader(args)) as Response;
}

const made = () => datasheetsOf(api.services.caches).made;

describe("a product's data sheet", () => {
  it("is a PDF in French for lang=fr: the title, the attributes with their units, the shop", async () => {
    const answer = await open(datasheetPath("OR-20/3", "fr"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe('inline; filename="OR-20-3-fr.pdf"');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const [text, info, fonts] = [
      readPdf("pdftotext", bytes),
      readPdf("pdfinfo", bytes),
      readPdf("pdffonts", bytes),
    ];
    for (const words of [
      "Fiche technique",
      "Joint torique 20 × 3 mm NBR 70",
      "Code : OR-20/3",
      "Disponibilité : Fabriqué sur commande, 10 jours ouvrables",
      "Matière",
      "Nitrile (NBR)",
      "Dureté",
      "70 Shore A",
      "Diamètre intérieur",
      "20,5 mm",
      "Caractéristiques techniques",
      "Rubbera",
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toContain("Inner diameter");
    expect(text).toMatch(/Date : \d{1,2} \S+ \d{4}/);
    expect(info).toMatch(/Page size:\s+595\.2\d x 841\.8\d pts \(A4\)/);
    expect(bytes.length).toBeLessThan(300 * 1024);
    // Every font is embedded: pdffonts's "emb" column says yes on each font's line.
    const fontLines = fonts.trim().split("\n").slice(2);
    expect(fontLines.length).toBeGreaterThan(0);
    for (const line of fontLines) {
      expect(line).toContain("DejaVuSans");
      expect(line).toMatch(/\s+yes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/);
    }
  });

  it("says nothing of availability for a product without one", async () => {
    const answer = await open(datasheetPath("OR-25", "fr"));
    expect(answer.status).toBe(200);
    const text = readPdf("pdftotext", new Uint8Array(await answer.arrayBuffer()));
    expect(text).toContain("Dureté");
    expect(text).not.toContain("Disponibilité");
  });

  it("holds the main picture", async () => {
    const answer = await open(datasheetPath("OR-20/3", "en"));
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const images = readPdf("pdfimages", bytes).trim().split("\n").slice(2);
    expect(images).toHaveLength(1);
  });

  it("is made once until the catalogue changes, once per language", async () => {
    const address = datasheetPath("OR-20/3", "nl");
    const before = made();
    const first = await open(address);
    expect(first.status).toBe(200);
    expect(made()).toBe(before + 1);
    const again = await open(address);
    expect(again.status).toBe(200);
    expect(made()).toBe(before + 1);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    // A browser holding it gets a 304, and nothing is made.
    const held = await open(address, { "If-None-Match": first.headers.get("etag") ?? "" });
    expect(held.status).toBe(304);
    expect(made()).toBe(before + 1);

    const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
    await addCategory(api, root.id, "flat-gaskets", "joints-plats", []);
    expect((await open(address)).status).toBe(200);
    expect(made()).toBe(before + 2);
    expect((await open(address)).status).toBe(200);
    expect(made()).toBe(before + 2);
  });

  it("is not found for an unknown product, a draft or a product only in hidden categories", async () => {
    for (const bk of ["NO-SUCH-RING", "OR-DRAFT", "OR-OLD"]) {
      expect((await open(datasheetPath(bk, "en"))).status, bk).toBe(404);
    }
  });

  it("is made for an administrator of a draft", async () => {
    const answer = await datasheetPageData(
      { ...api.services, publicUrl: "https://rubbera.example" },
      { bk: "OR-DRAFT", lang: ["fr"], audience: "admins" },
    );
    expect(answer.refused).toBeUndefined();
  });

  it("is closed to visitors with the site while it is in maintenance, not to administrators", async () => {
    const { siteSettings } = (await api.call("GET", "/api/site-settings")).body as {
      siteSettings: { id: number; key_code: string }[];
    };
    const stored = siteSettings.find((setting) => setting.key_code === "MAINTENANCE_MODE");
    const set = (key_value: string) =>
      stored
        ? api.asAdmin("PUT", `/api/site-settings/${stored.id}`, {
            key_code: "MAINTENANCE_MODE",
            key_value,
          })
        : api.asAdmin("POST", "/api/site-settings", { key_code: "MAINTENANCE_MODE", key_value });
    const added = await set("ON");
    try {
      const closed = await open(datasheetPath("OR-20/3", "nl"));
      expect(closed.status).toBe(503);
      expect(closed.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await closed.text()).toContain("We zijn zo terug");
      const signedIn = await api.call("POST", "/api/users/login", {
        body: { user: adminCredentials },
      });
      const cookie = `${sessionCookie.name}=${signedIn.body.user.token}`;
      const forAdmin = await open(datasheetPath("OR-20/3", "nl"), { cookie });
      expect(forAdmin.status).toBe(200);
    } finally {
      if (stored) await set("OFF");
      else await api.asAdmin("DELETE", `/api/site-settings/${added.siteSetting.id}`);
    }
  });

  it("is in English when the address names no language, and refuses one the site lacks", async () => {
    const english = await open("/products/OR-20%2F3/datasheet.pdf");
    expect(english.status).toBe(200);
    expect(english.headers.get("content-language")).toBe("en");
    for (const query of ["lang=de", "lang=FR", "lang=", "lang=fr&lang=nl"]) {
      const answer = await open(`/products/OR-20%2F3/datasheet.pdf?${query}`);
      expect(answer.status, query).toBe(400);
      const body = await answer.json();
      expect(body.errors, query).toEqual([
        { path: "query.lang", message: "lang must be one of en, fr, nl" },
      ]);
    }
  });
});
