import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../tests/support/api-client.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const nul = "\u0000";

/** The answer's field errors, as `path: message` lines. */
const fieldsOf = (body: { errors?: { path: string; message: string }[] }) =>
  (body.errors ?? []).map((error) => error.path);

describe("text holding a control character", () => {
  it("is refused in the body of an anonymous call, naming the field", async () => {
    const { status, body } = await api.call("POST", "/api/translations/keys", {
      body: { prefix: `A${nul}` },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: expect.stringContaining("body.prefix"),
      errors: [{ path: "body.prefix", message: expect.stringMatching(/control character/) }],
    });
  });

  it("is refused in the e-mail of a sign-in, as it was sent", async () => {
    const plain = await api.call("POST", "/api/users/login", {
      body: { email: `owner${nul}@rubbera.example`, password: "anything" },
    });
    expect(plain.status).toBe(400);
    expect(fieldsOf(plain.body)).toEqual(["body.email"]);

    const wrapped = await api.call("POST", "/api/users/login", {
      body: { user: { email: `owner${nul}@rubbera.example`, password: "anything" } },
    });
    expect(wrapped.status).toBe(400);
    expect(fieldsOf(wrapped.body)).toEqual(["body.user.email"]);
  });

  it("is refused in a browser's log message, and in nested fields and field names", async () => {
    const message = await api.call("POST", "/api/logger", {
      token: api.userToken,
      body: { message: `failed${nul}` },
    });
    expect(message.status).toBe(400);
    expect(fieldsOf(message.body)).toEqual(["body.message"]);

    const nested = await api.call("POST", "/api/logger", {
      token: api.userToken,
      body: { message: "failed", context: { steps: ["ok", "bell\u0007"], [`k${nul}`]: 1 } },
    });
    expect(nested.status).toBe(400);
    expect(fieldsOf(nested.body)).toEqual(["body.context.steps.1", `body.context.k${nul}`]);
  });

  it("is refused in a path parameter and in a query string", async () => {
    const path = await api.call("GET", "/api/categories/categoryByUrl/all%00");
    expect(path.status).toBe(400);
    expect(fieldsOf(path.body)).toEqual(["path.url"]);

    const query = await api.call("GET", "/api/products/search?q=rubber%00&lang=en");
    expect(query.status).toBe(400);
    expect(fieldsOf(query.body)).toEqual(["query.q"]);
  });

  it("counts DEL and the C1 controls as control characters too", async () => {
    for (const control of ["\u007f", "\u0085", "\u009f"]) {
      const { status, body } = await api.call("POST", "/api/translations/keys", {
        body: { prefix: `A${control}` },
      });
      expect(status).toBe(400);
      expect(fieldsOf(body)).toEqual(["body.prefix"]);
    }
  });

  it("refuses line breaks and tabs in paths and query strings, which are one line", async () => {
    const path = await api.call("GET", "/api/categories/categoryByUrl/all%0A");
    expect(path.status).toBe(400);
    expect(fieldsOf(path.body)).toEqual(["path.url"]);

    const query = await api.call("GET", "/api/products/search?q=rubber%09sheet");
    expect(query.status).toBe(400);
    expect(fieldsOf(query.body)).toEqual(["query.q"]);
  });
});

describe("text with line breaks and tabs in a body", () => {
  it("is accepted: messages, descriptions and rich texts span lines", async () => {
    const { status, body } = await api.call("POST", "/api/logger", {
      token: api.userToken,
      body: { message: "Uncaught error\n\tat page.tsx:12\r\n\tat root.tsx:3" },
    });
    expect(status, JSON.stringify(body)).toBe(200);

    const texts = await api.call("POST", "/api/translations/keys/create", {
      token: api.adminToken,
      body: {
        key_code: "BLOG-LINES-BODY",
        is_rich_text: true,
        Translations: [{ lang_code: "en", t_text: "<p>First line</p>\n\t<p>Second line</p>" }],
      },
    });
    expect(texts.status, JSON.stringify(texts.body)).toBe(200);
  });

  it("still refuses every other control character beside them", async () => {
    const { status, body } = await api.call("POST", "/api/logger", {
      token: api.userToken,
      body: { message: "line one\nline two\u0008" },
    });
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual(["body.message"]);
  });
});

describe("the order of the checks", () => {
  it("asks for sign-in before looking at the text of a call that needs it", async () => {
    const { status } = await api.call("POST", "/api/logger", { body: { message: `x${nul}` } });
    expect(status).toBe(401);
  });

  it("leaves malformed JSON to the usual answer", async () => {
    const { status, body } = await api.call("POST", "/api/users/login", { body: "{not json" });
    expect(status).toBe(400);
    expect(body.error).toMatch(/JSON/);
  });
});
