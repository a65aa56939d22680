import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi, userCredentials } from "../../tests/support/api-client.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const fiftyMegabytes = 50 * 1024 * 1024;
const boundary = "picture-upload-boundary";

/**
 * A 50 MB picture upload in multipart/form-data, its bytes made as they are read: a server
 * that refuses it without reading costs the test nothing, and `bodyUsed` tells whether it read.
 */
function hugeUpload(headers: Record<string, string> = {}): Request {
  const encoder = new TextEncoder();
  const parts = [
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    ...Array.from({ length: fiftyMegabytes / (1024 * 1024) }, () => new Uint8Array(1024 * 1024)),
    encoder.encode(`\r\n--${boundary}--\r\n`),
  ];
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[next++];
      if (part) controller.enqueue(part);
      else controller.close();
    },
  });
  return new Request("http://localhost/api/resources", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("the access guard answers before the body is read", () => {
  it("refuses an anonymous 50 MB upload with 401, leaving the body unread", async () => {
    const request = hugeUpload();
    const response = await api.app.request(request);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Sign-in required" });
    expect(request.bodyUsed).toBe(false);
  });

  it("refuses a 50 MB upload from a user who is not an admin with 403", async () => {
    const request = hugeUpload(bearer(api.userToken));
    const response = await api.app.request(request);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Admin rights needed!" });
    expect(request.bodyUsed).toBe(false);
  });

  it("does so too when the request declares its Content-Length", async () => {
    const length = { "content-length": String(fiftyMegabytes + 200) };
    const anonymous = hugeUpload(length);
    expect((await api.app.request(anonymous)).status).toBe(401);
    const user = hugeUpload({ ...length, ...bearer(api.userToken) });
    expect((await api.app.request(user)).status).toBe(403);
    expect(anonymous.bodyUsed || user.bodyUsed).toBe(false);
  });

  it("still refuses an admin's 50 MB upload as too large", { timeout: 30_000 }, async () => {
    const response = await api.app.request(hugeUpload(bearer(api.adminToken)));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "The file is larger than 15 MB" });
  });

  it("refuses an oversized JSON body with 401, then 403, before 413", async () => {
    const oversized = JSON.stringify({ bk: "x".repeat(2 * 1024 * 1024) });
    const send = (token?: string) => api.call("POST", "/api/products", { token, body: oversized });
    expect((await send()).status).toBe(401);
    expect((await send(api.userToken)).status).toBe(403);
    expect((await send(api.adminToken)).status).toBe(413);
  });

  it("keeps the body limit of public calls", async () => {
    const { status, body } = await api.call("POST", "/api/users/login", {
      body: JSON.stringify({ user: { ...userCredentials, pad: "x".repeat(2 * 1024 * 1024) } }),
    });
    expect(status).toBe(413);
    expect(body.error).toMatch(/larger than/);
  });
});
