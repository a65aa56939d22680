// /api/catalogue/export and /import: admins only; a download with its file name; an upload read
// as multipart, a dry run by default; bad queries and files refused with 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { csvFile, makeSheetTestCatalogue } from "./sheet-test-catalogue.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  await makeSheetTestCatalogue(api.services);
});
afterAll(() => api.close());

const upload = (bytes: Uint8Array<ArrayBuffer>, name = "products.csv") => {
  const form = new FormData();
  form.set("file", new File([bytes], name));
  return form;
};

async function download(query: string, token = api.adminToken) {
  const response = await api.app.request(`/api/catalogue/export?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("/api/catalogue", () => {
  it("answers a visitor 401 and a signed-in customer 403, on export and import", async () => {
    expect((await api.call("GET", "/api/catalogue/export?entity=products")).status).toBe(401);
    const asUser = await api.call("GET", "/api/catalogue/export?entity=products", {
      token: api.userToken,
    });
    expect(asUser.status).toBe(403);
    const form = upload(csvFile(["bk", "NBR-2"]));
    expect(
      (await api.call("POST", "/api/catalogue/import?entity=products", { body: form })).status,
    ).toBe(401);
    const importAsUser = await api.call("POST", "/api/catalogue/import?entity=products", {
      body: upload(csvFile(["bk", "NBR-2"])),
      token: api.userToken,
    });
    expect(importAsUser.status).toBe(403);
  });

  it("exports a download named after the sheet and the day", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const csv = await download("entity=products");
    expect(csv.response.status).toBe(200);
    expect(csv.response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.response.headers.get("content-disposition")).toBe(
      `attachment; filename="vitrine-products-${day}.csv"`,
    );
    expect(new TextDecoder().decode(csv.bytes)).toMatch(/^bk;categories;title:en/);
    const comma = await download("entity=categories&separator=comma");
    expect(new TextDecoder().decode(comma.bytes)).toMatch(/^bk,parent,sort order/);
    const xlsx = await download("entity=translations&format=xlsx");
    expect(xlsx.response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(xlsx.response.headers.get("content-disposition")).toContain(
      `vitrine-translations-${day}.xlsx`,
    );
    expect([...xlsx.bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it("imports its own export: a dry run by default, then applied", async () => {
    for (const format of ["csv", "xlsx"]) {
      const { bytes } = await download(`entity=products&format=${format}`);
      const dryRun = await api.call("POST", "/api/catalogue/import?entity=products", {
        body: upload(bytes, `products.${format}`),
        token: api.adminToken,
      });
      expect(dryRun.status).toBe(200);
      expect(dryRun.body).toMatchObject({ created: 0, updated: 0, unchanged: 2, applied: false });
    }
    const applied = await api.call("POST", "/api/catalogue/import?entity=products&dryRun=false", {
      body: upload(
        csvFile([
          "bk;categories;title:en;title:fr;MATERIAL",
          "NEW-1;seals;New seal;Joint neuf;EPDM",
        ]),
      ),
      token: api.adminToken,
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ created: 1, updated: 0, applied: true });
    const titles = await api.call("POST", "/api/products/titles", {
      body: { lang: "fr", bk: ["NEW-1"] },
    });
    expect(titles.body.titles).toEqual([{ bk: "NEW-1", title: "Joint neuf" }]);
  });

  it("refuses to apply a file with errors with 400, each error with its line and column", async () => {
    const answer = await api.call("POST", "/api/catalogue/import?entity=products&dryRun=false", {
      body: upload(csvFile(["bk;MATERIAL;colour", "NBR-2;CORK;"])),
      token: api.adminToken,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        path: "body.file",
        message: expect.stringMatching(/^Line 1, column colour: Unknown column "colour"/),
      },
    ]);
  });

  it("answers 400 naming the field for a bad query, a missing file or a file that is no sheet", async () => {
    const admin = { token: api.adminToken };
    const badEntity = await api.call("GET", "/api/catalogue/export?entity=orders", admin);
    expect(badEntity.status).toBe(400);
    expect(badEntity.body.errors[0].path).toBe("query.entity");
    const badFormat = await api.call(
      "GET",
      "/api/catalogue/export?entity=products&format=ods",
      admin,
    );
    expect(badFormat.body.errors[0].path).toBe("query.format");
    const badDryRun = await api.call("POST", "/api/catalogue/import?entity=products&dryRun=yes", {
      ...admin,
      body: upload(csvFile(["bk"])),
    });
    expect(badDryRun.body.errors[0].path).toBe("query.dryRun");
    const noFile = await api.call("POST", "/api/catalogue/import?entity=products", {
      ...admin,
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors[0]).toEqual({ path: "body.file", message: expect.any(String) });
    const json = await api.call("POST", "/api/catalogue/import?entity=products", {
      ...admin,
      body: { file: "bk" },
    });
    expect(json.status).toBe(400);
    const picture = await api.call("POST", "/api/catalogue/import?entity=products", {
      ...admin,
      body: upload(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13), "photo.png"),
    });
    expect(picture.status).toBe(400);
    expect(picture.body.error).toBe("The file is neither a CSV nor an XLSX file");
  });
});
