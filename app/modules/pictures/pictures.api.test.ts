import { Validator } from "@seriousme/openapi-schema-validator";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import {
  makePicture,
  type PictureFormat,
  pictureForm,
  pixelBombPng,
} from "../../../tests/support/pictures.ts";
import { picturesApi } from "./pictures.api.server.ts";
import { maxPictureBytes, notAPictureMessage } from "./pictures.service.server.ts";

let api: TestApi;
/** Where the API is served: JSON answers through `call`, pictures as bytes through `app`. */
let app: Pick<TestApi["app"], "request">;
let call: TestApi["call"];

beforeAll(async () => {
  api = await createTestApi();
  // Once createApi mounts picturesApi at /api/resources: ({ app, call } = api);
  ({ app, call } = api);
});
afterAll(() => api.close());

async function upload(bytes: Uint8Array, fileName: string, type?: string) {
  return call("POST", "/api/resources", {
    token: api.adminToken,
    body: pictureForm(bytes, fileName, type),
  });
}

async function uploaded(bytes: Uint8Array, fileName = "picture.jpg"): Promise<number> {
  const answer = await upload(bytes, fileName);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
}

async function fetchPicture(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

const expectRefusedFile = (answer: { status: number; body: unknown }, message: RegExp) => {
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({
    error: expect.stringMatching(message),
    errors: [{ path: "body.file", message: expect.stringMatching(message) }],
  });
};

describe("POST /api/resources", () => {
  const formats: [PictureFormat, string, string][] = [
    ["jpeg", "image/jpeg", "photo.jpg"],
    ["png", "image/png", "diagram.png"],
    ["webp", "image/webp", "photo.webp"],
    ["avif", "image/avif", "photo.avif"],
    ["gif", "image/gif", "logo.gif"],
  ];

  it.each(formats)(
    "accepts a %s picture and answers its id, size and type",
    async (format, mimeType, name) => {
      // Distinct sizes keep each upload's content distinct.
      const width = 200 + formats.findIndex(([f]) => f === format);
      const bytes = await makePicture(format, { width, height: 150, alpha: format === "png" });
      const { status, body } = await upload(bytes, name, "application/octet-stream");
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toEqual({ id: expect.any(Number), width, height: 150, mimeType });
      expect(body.id).toBeGreaterThan(0);
    },
  );

  it("recognises a picture by its content, whatever its name and declared type", async () => {
    const png = await makePicture("png", { width: 123, height: 45 });
    const { status, body } = await upload(png, "misnamed.jpg", "image/jpeg");
    expect(status).toBe(200);
    expect(body.mimeType).toBe("image/png");
  });

  it("accepts a picture larger than the API's 1 MB limit for JSON bodies", async () => {
    const bytes = await makePicture("png", { width: 800, height: 600, noise: true });
    expect(bytes.length).toBeGreaterThan(1024 * 1024);
    expect((await upload(bytes, "large.png")).status).toBe(200);
  });

  it("answers the same id when the same content is uploaded again", async () => {
    const bytes = await makePicture("jpeg", { width: 321, height: 123 });
    const first = await uploaded(bytes, "first.jpg");
    expect(await uploaded(bytes, "second.jpg")).toBe(first);
  });

  it("refuses a text file renamed .jpg with 400 naming the field file", async () => {
    const answer = await upload(Buffer.from("Dear shop, here is my order."), "order.jpg");
    expectRefusedFile(answer, new RegExp(`^${notAPictureMessage.replace(/[()]/g, "\\$&")}$`));
  });

  it("refuses an SVG, which can carry scripts", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expectRefusedFile(await upload(svg, "logo.svg", "image/svg+xml"), /not a picture/);
  });

  it("refuses a file over the size limit with 400", async () => {
    const jpeg = await makePicture("jpeg");
    const padded = Buffer.concat([jpeg, Buffer.alloc(maxPictureBytes + 1 - jpeg.length)]);
    expectRefusedFile(await upload(padded, "huge.jpg"), /larger than 15 MB/);
  });

  it("refuses a request body far over the size limit without reading all of it", async () => {
    const answer = await upload(Buffer.alloc(maxPictureBytes * 2), "huger.jpg");
    expectRefusedFile(answer, /larger than 15 MB/);
  });

  it("refuses a pixel bomb: a tiny PNG claiming 100000 × 100000 pixels", async () => {
    const bomb = pixelBombPng(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    expectRefusedFile(await upload(bomb, "bomb.png"), /100000 × 100000 pixels.*40 megapixels/);
  });

  it("refuses a missing field, a text field and an empty file with 400 naming file", async () => {
    const noFile = new FormData();
    noFile.append("picture", new File([new Uint8Array([1])], "a.jpg"));
    const textField = new FormData();
    textField.append("file", "not a file");
    const asAdmin = { token: api.adminToken };
    expectRefusedFile(
      await call("POST", "/api/resources", { ...asAdmin, body: noFile }),
      /field file is missing/,
    );
    expectRefusedFile(
      await call("POST", "/api/resources", { ...asAdmin, body: textField }),
      /must be a file/,
    );
    expectRefusedFile(await upload(new Uint8Array(0), "empty.jpg"), /empty/);
    expectRefusedFile(
      await call("POST", "/api/resources", { ...asAdmin, body: { file: "x" } }),
      /multipart\/form-data/,
    );
  });

  it("refuses an anonymous caller with 401 and a non-admin with 403", async () => {
    const bytes = await makePicture("jpeg");
    const anonymous = await call("POST", "/api/resources", { body: pictureForm(bytes, "a.jpg") });
    expect(anonymous.status).toBe(401);
    const asUser = await call("POST", "/api/resources", {
      token: api.userToken,
      body: pictureForm(bytes, "a.jpg"),
    });
    expect(asUser.status).toBe(403);
  });
});

describe("GET /api/resources/img/{id} and /api/resources/thumbs/{id}", () => {
  let photo: number;
  let transparent: number;
  beforeAll(async () => {
    photo = await uploaded(await makePicture("jpeg", { width: 2000, height: 1000 }), "wide.jpg");
    transparent = await uploaded(
      await makePicture("png", { width: 640, height: 480, alpha: true }),
      "cut-out.png",
    );
  });

  const modern = { accept: "image/avif,image/webp,*/*" };

  it("serves the full image at most 1600 px wide and the thumbnail 320 px wide", async () => {
    const full = await fetchPicture(`/api/resources/img/${photo}`, modern);
    expect(full.response.status).toBe(200);
    expect(await sharp(full.bytes).metadata()).toMatchObject({ width: 1600, height: 800 });
    const thumb = await fetchPicture(`/api/resources/thumbs/${photo}`, modern);
    expect(thumb.response.status).toBe(200);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ width: 320, height: 160 });
  });

  it("never enlarges a picture smaller than the full-image width", async () => {
    const { bytes } = await fetchPicture(`/api/resources/img/${transparent}`, modern);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 640, height: 480 });
  });

  it("answers AVIF, WebP or JPEG as the Accept header allows", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [modern, "image/avif", "heif"],
      [{ accept: "image/webp,*/*" }, "image/webp", "webp"],
      [{ accept: "*/*" }, "image/jpeg", "jpeg"],
      [{}, "image/jpeg", "jpeg"],
    ];
    for (const [headers, contentType, decodedAs] of cases) {
      const { response, bytes } = await fetchPicture(`/api/resources/thumbs/${photo}`, headers);
      expect(response.headers.get("content-type")).toBe(contentType);
      expect((await sharp(bytes).metadata()).format).toBe(decodedAs);
      expect(response.headers.get("vary")).toBe("Accept");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });

  it("keeps transparency as PNG for a browser without AVIF or WebP", async () => {
    const { response, bytes } = await fetchPicture(`/api/resources/thumbs/${transparent}`, {
      accept: "image/png,image/*;q=0.8",
    });
    expect(response.headers.get("content-type")).toBe("image/png");
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "png", hasAlpha: true, width: 320, height: 240 });
  });

  it("answers an ETag per content, kind and format, and 304 when it matches", async () => {
    const path = `/api/resources/thumbs/${photo}`;
    const avif = await fetchPicture(path, modern);
    const etag = avif.response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{64}-thumb-avif-\w+"$/);
    const webp = await fetchPicture(path, { accept: "image/webp" });
    const full = await fetchPicture(`/api/resources/img/${photo}`, modern);
    expect(
      new Set([etag, webp.response.headers.get("etag"), full.response.headers.get("etag")]).size,
    ).toBe(3);

    const again = await fetchPicture(path, { ...modern, "if-none-match": `"other", ${etag}` });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.response.headers.get("etag")).toBe(etag);
    const stale = await fetchPicture(path, { ...modern, "if-none-match": '"stale"' });
    expect(stale.response.status).toBe(200);
    expect(stale.bytes.equals(avif.bytes)).toBe(true);
  });

  it("answers an unknown id, and a path that writes no id, with a JSON 404", async () => {
    for (const path of ["/api/resources/img/999999", "/api/resources/thumbs/999999"]) {
      const { status, body } = await call("GET", path);
      expect(status).toBe(404);
      expect(body).toEqual({ error: "Picture not found" });
    }
    expect((await call("GET", "/api/resources/img/abc")).status).toBe(404);
  });

  it("needs no sign-in", async () => {
    const { response } = await fetchPicture(`/api/resources/img/${photo}`);
    expect(response.status).toBe(200);
  });
});

describe("the OpenAPI description", () => {
  it("is a valid OpenAPI 3.1 document describing the upload and the pictures", async () => {
    const document = picturesApi(api.services).getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "resources", version: "1" },
    });
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(Object.keys(document.paths ?? {})).toEqual(
      expect.arrayContaining(["/", "/img/{id}", "/thumbs/{id}"]),
    );
  });
});
