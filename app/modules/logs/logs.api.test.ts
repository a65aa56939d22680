// POST /api/logger is limited per address and per token (LOGGER_RATE_LIMIT a minute): the
// service token anyone may ask for gets an address no more lines than its limit, and a refusal
// is a 429 that says when to try again.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { loggerWindowMs } from "./logs.api.server.ts";

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const line = (n: number) => ({ message: `Script error ${n}`, level: "error", route: "/" });

async function serviceToken(from: string) {
  const answer = await api?.call("POST", "/api/users/serviceToken", {
    headers: { "x-forwarded-for": from },
  });
  return answer?.body.token as string;
}

async function storedLines() {
  return (await api?.services.db.selectFrom("clientLogEntry").select("message").execute())?.length;
}

describe("POST /api/logger", () => {
  it("takes LOGGER_RATE_LIMIT lines a minute from one address, whatever the token, then 429", async () => {
    api = await createTestApi({ LOGGER_RATE_LIMIT: "3" });
    const before = await storedLines();
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) {
      // A new service token for every line: the address still counts them together.
      const token = await serviceToken("127.0.0.1");
      statuses.push((await api.call("POST", "/api/logger", { token, body: line(n) })).status);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await api.call("POST", "/api/logger", {
      token: await serviceToken("127.0.0.1"),
      body: line(3),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(
      (2 * loggerWindowMs) / 1000,
    );
    expect(await storedLines()).toBe((before ?? 0) + 3);
    // A signed-in user's lines from that address are refused as well.
    const user = await api.call("POST", "/api/logger", { token: api.userToken, body: line(4) });
    expect(user.status).toBe(429);
  });

  it("counts one token's lines together, from whichever address", async () => {
    // Behind a trusted proxy (the test's own 127.0.0.1), each line from an address of its own.
    api = await createTestApi({ LOGGER_RATE_LIMIT: "2", TRUSTED_PROXIES: "127.0.0.1" });
    const server = createServer(getRequestListener(api.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      const post = async (token: string, from: string, n: number) =>
        (
          await fetch(`${base}/api/logger`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${token}`,
              "x-forwarded-for": from,
            },
            body: JSON.stringify(line(n)),
          })
        ).status;
      const token = api.userToken;
      const statuses = [
        await post(token, "203.0.113.1", 0),
        await post(token, "203.0.113.2", 1),
        await post(token, "203.0.113.3", 2),
      ];
      expect(statuses).toEqual([200, 200, 429]);
      // Another token from a fresh address is not held back by the first one's lines.
      expect(await post(api.adminToken, "203.0.113.4", 3)).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("still refuses a caller without a token with 401, counting nothing", async () => {
    api = await createTestApi({ LOGGER_RATE_LIMIT: "1" });
    expect((await api.call("POST", "/api/logger", { body: line(0) })).status).toBe(401);
    expect((await api.call("POST", "/api/logger", { body: line(0) })).status).toBe(401);
    const token = await serviceToken("127.0.0.1");
    expect((await api.call("POST", "/api/logger", { token, body: line(1) })).status).toBe(200);
  });
});
