import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isDomainError } from "../domain/errors.ts";
import { fileUpload } from "./file-upload.server.ts";

const sheetUpload = fileUpload({
  what: "sheet",
  maxFileBytes: 1000,
  tooLargeMessage: "The file is larger than 1000 bytes",
  description: "A sheet",
});

// What the reader makes of a request: the file's name and size, or its refusal.
const app = new Hono().post("/", async (c) => {
  try {
    const file = await sheetUpload.read(c);
    return c.json({ name: file.name, bytes: file.size });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return c.json({ kind: error.kind, message: error.message, errors: error.errors });
  }
});

async function sent(body: BodyInit, headers?: Record<string, string>) {
  return (await app.request("/", { method: "POST", body, headers })).json();
}

function refusal(message: string) {
  return { kind: "invalid", message, errors: [{ path: "body.file", message }] };
}

describe("fileUpload", () => {
  it("reads the file sent in the field file", async () => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(12)], "prices.csv"));
    expect(await sent(form)).toEqual({ name: "prices.csv", bytes: 12 });
  });

  it("refuses anything but multipart/form-data, saying what to send", async () => {
    expect(await sent("{}", { "content-type": "application/json" })).toEqual(
      refusal("Send the sheet as multipart/form-data, in the field file"),
    );
  });

  it("refuses a body that is no multipart/form-data, a missing field and a text field", async () => {
    expect(
      await sent("not multipart", { "content-type": "multipart/form-data; boundary=x" }),
    ).toEqual(refusal("The multipart/form-data body cannot be read"));
    const other = new FormData();
    other.append("sheet", new File(["a"], "a.csv"));
    expect(await sent(other)).toEqual(refusal("The field file is missing"));
    const text = new FormData();
    text.append("file", "a;b");
    expect(await sent(text)).toEqual(refusal("The field file must be a file, not text"));
  });

  it("lets through the largest file with its framing, and refuses more naming the field", () => {
    expect(sheetUpload.bodyLimit.maxBytes).toBe(1000 + 256 * 1024);
    try {
      sheetUpload.bodyLimit.tooLarge({} as never);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject(refusal("The file is larger than 1000 bytes"));
    }
  });

  it("declares the field in the OpenAPI document", () => {
    expect(sheetUpload.body.content["multipart/form-data"].schema.required).toEqual(["file"]);
    expect(sheetUpload.body.description).toBe("A sheet");
  });
});
